import { MSG, resetPasswordErrors } from '@podryad/domain';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgotPassword, useForgotPassword } from '@/features/account/api/forgot-password';
import { useResetPassword } from '@/features/account/api/reset-password';
import { verifyResetCode } from '@/features/account/api/verify-reset-code';
import { CodeStep } from '@/components/code-step';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { paths } from '@/lib/paths';

/** /auth/reset: form -> email | phone (by the server's channel) -> new_password. */
export function ResetWizard() {
  const step = useSession((s) => s.resetStep);
  const [devCode, setDevCode] = useState<string | null>(null);
  if (step === 'form') return <LoginStep onCode={setDevCode} />;
  if (step === 'new_password') return <NewPasswordStep />;
  return <ResetCodeStep channel={step} devCode={devCode} onCode={setDevCode} />;
}

type CodeProps = { onCode: (code: string | null) => void };

function LoginStep({ onCode }: CodeProps) {
  const { resetLogin, setReset } = useSession();
  const [login, setLogin] = useState(resetLogin);
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    mutation.mutate(login.trim(), {
      onSuccess: ({ channel, code }) => {
        onCode(code ?? null);
        setReset({ resetLogin: login.trim(), resetStep: channel });
      },
      onError: (error) => setErrors(errorMessages(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Восстановление пароля</Title>
        <Text size="sm" c="dimmed">
          Укажите почту или телефон, с которыми вы регистрировались: мы отправим код.
        </Text>
        <TextInput
          label="Почта или номер телефона"
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.currentTarget.value)}
        />
        <ErrorList errors={errors} />
        <Button type="submit" disabled={!login.trim()} loading={mutation.isPending}>
          Продолжить
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login}>
            Вернуться на главный экран
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function ResetCodeStep({
  channel,
  devCode,
  onCode,
}: CodeProps & { channel: 'email' | 'phone'; devCode: string | null }) {
  const { resetLogin, setReset } = useSession();
  return (
    <CodeStep
      title={channel === 'email' ? 'Введите код из письма' : 'Введите код из СМС'}
      sentTo={<b>{resetLogin}</b>}
      channel={channel === 'email' ? 'email' : 'sms'}
      devCode={devCode}
      onChangeTarget={() => {
        onCode(null);
        setReset({ resetStep: 'form' });
      }}
      verify={async (code) => {
        await verifyResetCode({ login: resetLogin, code });
        onCode(null);
        setReset({ resetCode: code, resetStep: 'new_password' });
      }}
      resend={async () => {
        const answer = await forgotPassword(resetLogin);
        onCode(answer.code ?? null);
      }}
    />
  );
}

function NewPasswordStep() {
  const { resetLogin, resetCode, clearReset } = useSession();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const mutation = useResetPassword();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = resetPasswordErrors(password, confirmation);
    setErrors(broken);
    if (broken.length > 0) return;
    mutation.mutate(
      { login: resetLogin, code: resetCode, password, password_confirmation: confirmation },
      { onSuccess: () => setDone(true), onError: (error) => setErrors(errorMessages(error)) },
    );
  };

  const finish = () => {
    clearReset();
    navigate(paths.login, { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Новый пароль</Title>
        <PasswordInput
          label="Новый пароль"
          description="Минимум 8 символов, одна цифра"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Повторите пароль"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <ErrorList errors={errors} />
        <Button type="submit" disabled={!password || !confirmation} loading={mutation.isPending}>
          Сохранить пароль
        </Button>
      </Stack>
      <Modal
        opened={done}
        onClose={finish}
        title={MSG.passwordChanged}
        centered
        withCloseButton={false}
      >
        <Stack>
          <Text size="sm">Теперь войдите в личный кабинет с новым паролем.</Text>
          <Button onClick={finish}>Продолжить</Button>
        </Stack>
      </Modal>
    </form>
  );
}
