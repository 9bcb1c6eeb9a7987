import { BANNER_MS, MSG, MSG_CABINET, changePasswordErrors } from '@podryad/domain';
import { Alert, Button, Group, PasswordInput, Paper, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '@/components/error-list';
import { PasswordChecklist } from '@/components/password-checklist';
import { errorMessages } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { useChangePassword } from '@/features/account/api/change-password';
import { ForgotPassword } from '@/features/account/components/forgot-password';
import { PASSWORD_TOGGLE } from '@/features/account/components/password-toggle';

/** Whether the save button may be pressed: current filled, new one valid and repeated. */
export const canChangePassword = (current: string, next: string, confirmation: string) =>
  current.length > 0 && changePasswordErrors(next, confirmation).length === 0;

/** The safety tab 'Смена пароля': current, new and repeated password. */
export function PasswordChangeForm() {
  const login = useSession((s) => s.user?.email ?? '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const success = useFlash(BANNER_MS);
  const mutation = useChangePassword();

  const broken = changePasswordErrors(next, confirmation);
  const mismatch = confirmation.length > 0 && broken.includes(MSG.passwordMismatch);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canChangePassword(current, next, confirmation)) return;
    setErrors([]);
    success.clear();
    mutation.mutate(
      { current_password: current, new_password: next, new_password_confirmation: confirmation },
      {
        onSuccess: () => {
          success.show(MSG_CABINET.passwordChanged);
          setCurrent('');
          setNext('');
          setConfirmation('');
        },
        onError: (error) => setErrors(errorMessages(error)),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack maw={480}>
          <Title order={3}>Смена пароля</Title>
          <PasswordInput
            label="Текущий пароль"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            visibilityToggleButtonProps={PASSWORD_TOGGLE}
          />
          <Group justify="flex-end" mt={-8}>
            <ForgotPassword login={login} />
          </Group>
          <PasswordInput
            label="Новый пароль"
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            visibilityToggleButtonProps={PASSWORD_TOGGLE}
          />
          <PasswordChecklist password={next} />
          <PasswordInput
            label="Повторите новый пароль"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={mismatch ? MSG.passwordMismatch : null}
            visibilityToggleButtonProps={PASSWORD_TOGGLE}
          />
          <ErrorList errors={errors} />
          {success.value && (
            <Alert color="green" variant="light" role="status">
              {success.value}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              disabled={!canChangePassword(current, next, confirmation)}
              loading={mutation.isPending}
            >
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
