import { MSG, MSG_CABINET, MSG_PASSWORD_HINTS, resetPasswordErrors } from '@podryad/domain';
import { Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { forgotPassword, useForgotPassword } from '@/features/account/api/forgot-password';
import { useResetPassword } from '@/features/account/api/reset-password';
import { verifyResetCode } from '@/features/account/api/verify-reset-code';
import { CodeStep } from '@/components/code-step';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { logout } from '@/features/account/api/logout';
import { PASSWORD_TOGGLE } from '@/features/account/components/password-toggle';
import { paths } from '@/lib/paths';

type Step = 'send' | 'code' | 'password' | 'done';

/**
 * 'Забыли пароль?' of the safety tab: the link sends a code to the user's e-mail and
 * opens the modal with two steps, the code and then the new password. The server ends every session
 * on reset, so after it the user signs in again with the new password.
 */
export function ForgotPassword({ login }: { login: string }) {
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>('send');
  const [devCode, setDevCode] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const send = useForgotPassword();
  const navigate = useNavigate();

  const sendCode = () => {
    setErrors([]);
    send.mutate(login, {
      onSuccess: (answer) => {
        setDevCode(answer.code ?? null);
        setStep('code');
      },
      onError: (error) => setErrors(errorMessages(error)),
    });
  };

  const open = () => {
    setOpened(true);
    setStep('send');
    sendCode();
  };

  const signInAgain = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };

  const close = () => {
    if (step === 'done') {
      void signInAgain();
      return;
    }
    setOpened(false);
    setStep('send');
    setDevCode(null);
    setCode('');
    setErrors([]);
  };

  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        Забыли пароль?
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title={step === 'done' ? MSG.passwordChanged : 'Восстановление пароля'}
        centered
      >
        {step === 'send' &&
          (send.isPending ? (
            <Center py="md">
              <Loader role="progressbar" aria-label="Отправляем код" />
            </Center>
          ) : (
            <Stack>
              <ErrorList errors={errors} />
              <Button onClick={sendCode}>Отправить код</Button>
            </Stack>
          ))}
        {step === 'code' && (
          <CodeStep
            sentTo={<b>{login}</b>}
            devCode={devCode}
            verify={async (typed) => {
              await verifyResetCode({ login, code: typed });
              setCode(typed);
              setDevCode(null);
              setStep('password');
            }}
            resend={async () => {
              const answer = await forgotPassword(login);
              setDevCode(answer.code ?? null);
            }}
          />
        )}
        {step === 'password' && (
          <NewPasswordStep login={login} code={code} onDone={() => setStep('done')} />
        )}
        {step === 'done' && (
          <Stack>
            <Text size="sm">{MSG_CABINET.signInAgain}</Text>
            <Button onClick={signInAgain}>Войти</Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}

function NewPasswordStep({
  login,
  code,
  onDone,
}: {
  login: string;
  code: string;
  onDone: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The modal is portalled out of the password form, but React still bubbles the submit to it.
    event.stopPropagation();
    const broken = resetPasswordErrors(password, confirmation);
    setErrors(broken);
    if (broken.length > 0) return;
    mutation.mutate(
      { login, code, password, password_confirmation: confirmation },
      { onSuccess: onDone, onError: (error) => setErrors(errorMessages(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Новый пароль"
          description={MSG_PASSWORD_HINTS.length}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={PASSWORD_TOGGLE}
        />
        <PasswordInput
          label="Повторите пароль"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          visibilityToggleButtonProps={PASSWORD_TOGGLE}
        />
        <ErrorList errors={errors} />
        <Button type="submit" disabled={!password || !confirmation} loading={mutation.isPending}>
          Сохранить пароль
        </Button>
      </Stack>
    </form>
  );
}
