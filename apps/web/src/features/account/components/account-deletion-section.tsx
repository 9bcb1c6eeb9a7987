import { MSG, MSG_DELETION } from '@podryad/domain';
import {
  Anchor,
  Button,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CodeStep } from '@/components/code-step';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/stores/session';
import { closeAccount } from '@/features/account/api/close-account';
import { requestDeletionCode } from '@/features/account/api/request-deletion-code';

type Step = 'intro' | 'password' | 'code';

/**
 * 'Удалить аккаунт' of the cabinet's 'Мои данные': what goes and what stays, the password, a code
 * to the account's e-mail, a last confirm; then the account is closed, every session ends and the
 * sign-in page says when it will be deleted and how to cancel.
 */
export function AccountDeletionSection() {
  const email = useSession((s) => s.user?.email ?? '');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('intro');
  const [password, setPassword] = useState('');
  const [devCode, setDevCode] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const restart = () => {
    setStep('intro');
    setPassword('');
    setDevCode(null);
    setCode(null);
    setErrors([]);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors([]);
    try {
      const answer = await requestDeletionCode(password);
      setDevCode(answer.code ?? null);
      setStep('code');
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setPending(false);
    }
  };

  const close = async () => {
    if (!code) return;
    setPending(true);
    setErrors([]);
    try {
      await closeAccount(code);
      // The server ended every session, this one too: forget it here without another call.
      useSession.getState().signOut(MSG_DELETION.deletedSignedOut);
      navigate(paths.login, { replace: true });
    } catch (error) {
      // A wrong or expired code: back to the code, the password kept.
      setErrors(errorMessages(error, MSG.server));
      setCode(null);
      setPending(false);
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="account-deletion-title"
    >
      <Stack maw={520}>
        <Title order={3} id="account-deletion-title">
          {MSG_DELETION.title}
        </Title>
        <Text size="sm">{MSG_DELETION.intro}</Text>
        <Text size="sm" fw={600}>
          {MSG_DELETION.goesTitle}
        </Text>
        <List size="sm" spacing={4}>
          {MSG_DELETION.goes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {MSG_DELETION.staysTitle}
        </Text>
        <Text size="sm">{MSG_DELETION.stays}</Text>

        {step === 'intro' && (
          <Group>
            <Button color="red.9" variant="outline" onClick={() => setStep('password')}>
              {MSG_DELETION.title}
            </Button>
          </Group>
        )}

        {step === 'password' && (
          <form onSubmit={sendCode} noValidate>
            <Stack>
              <PasswordInput
                label="Пароль"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <ErrorList errors={errors} />
              <Group>
                <Button type="submit" disabled={!password} loading={pending}>
                  {MSG_DELETION.getCode}
                </Button>
                <Button variant="default" onClick={restart}>
                  Отмена
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        {step === 'code' && (
          <Stack>
            {errors.length > 0 && !code && <ErrorList errors={errors} />}
            <CodeStep
              sentTo={<b>{email}</b>}
              devCode={devCode}
              verify={async (typed) => {
                setErrors([]);
                setCode(typed);
              }}
              resend={async () => {
                const answer = await requestDeletionCode(password);
                setDevCode(answer.code ?? null);
              }}
            />
            <Anchor component="button" type="button" size="sm" onClick={restart}>
              {MSG_DELETION.keep}
            </Anchor>
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={code !== null}
        title={MSG_DELETION.confirmTitle}
        onClose={() => setCode(null)}
        onConfirm={close}
        confirmLabel={MSG_DELETION.title}
        pending={pending}
      >
        {MSG_DELETION.confirmText}
      </ConfirmModal>
    </Paper>
  );
}
