import { MSG, MSG_DELETION } from '@podryad/domain';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { firstErrorMessage } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { cancelDeletion } from '@/features/account/api/cancel-deletion';
import { refreshClosing } from '@/features/account/api/get-deletion';
import { logout } from '@/features/account/api/logout';

/**
 * What a closed account sees after signing in during its grace period, and nothing else: the day
 * of its deletion, 'Отменить удаление' (the account opens again as it was) and 'Выйти'.
 */
export function ClosedAccountScreen() {
  const closing = useSession((s) => s.closing);
  const [pending, setPending] = useState<'cancel' | 'logout' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The closing kept on this device may be stale (cancelled on another one): asked once here.
  useEffect(() => {
    void refreshClosing().catch(() => undefined);
  }, []);
  if (!closing) return null;

  const cancel = async () => {
    setPending('cancel');
    setFailure(null);
    try {
      await cancelDeletion();
    } catch (error) {
      setFailure(firstErrorMessage(error, MSG.server));
      setPending(null);
      // Already open (cancelled elsewhere): the state from the server lets the page through.
      void refreshClosing().catch(() => undefined);
    }
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="lg" radius="md" maw={480} w="100%">
        <Stack>
          <Title order={2}>{MSG_DELETION.willBeDeleted(closing.delete_after)}</Title>
          <Text size="sm">{MSG_DELETION.closedText}</Text>
          <ErrorList errors={failure ? [failure] : []} />
          <Button onClick={cancel} loading={pending === 'cancel'} disabled={pending === 'logout'}>
            {MSG_DELETION.cancel}
          </Button>
          <Button
            variant="default"
            loading={pending === 'logout'}
            disabled={pending === 'cancel'}
            onClick={() => {
              setPending('logout');
              void logout();
            }}
          >
            Выйти
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
