import { MSG } from '@podryad/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { firstErrorMessage } from '@/lib/api-client';
import { logoutEverywhere } from '@/features/account/api/logout-everywhere';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { paths } from '@/lib/paths';

/**
 * The safety tab's 'Выйти на всех устройствах': ends every session of the account (a lost phone,
 * a shared computer), this one too, after a confirm; then the sign-in page.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await logoutEverywhere();
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(firstErrorMessage(error, MSG.server));
      setPending(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack maw={480} align="flex-start">
        <Title order={3}>Сеансы</Title>
        <Text size="sm">
          Если вы входили с чужого устройства или потеряли телефон, завершите все сеансы. Войти
          снова можно будет с паролем.
        </Text>
        <Button variant="default" color="red" onClick={() => setAsking(true)}>
          Выйти на всех устройствах
        </Button>
      </Stack>
      <ConfirmModal
        opened={asking}
        title="Выйти на всех устройствах?"
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        confirmLabel="Выйти"
        pending={pending}
        errors={failure ? [failure] : null}
      >
        Все сеансы этой учётной записи будут завершены, включая текущий.
      </ConfirmModal>
    </Paper>
  );
}

/** The safety tab of both cabinets: the password change, then ending every session. */
export function SafetyTab() {
  return (
    <Stack>
      <PasswordChangeForm />
      <SignOutEverywhere />
    </Stack>
  );
}
