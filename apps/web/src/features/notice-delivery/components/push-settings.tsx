import { MSG_DELIVERY } from '@podryad/domain';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { usePushSubscription } from '@/features/notice-delivery/hooks/use-push-subscription';
import { pushSupported } from '@/features/notice-delivery/utils/web-push';

function PushSwitch({ pushKey }: { pushKey: string }) {
  const push = usePushSubscription(pushKey);
  const busy = push.on === null || push.pending;
  return (
    <>
      <Switch
        size="md"
        label={MSG_DELIVERY.pushSwitch}
        checked={push.on ?? false}
        // Not disabled while busy: a disabled switch would drop the keyboard's focus.
        onChange={(event) => {
          if (!busy) void push.change(event.currentTarget.checked);
        }}
        aria-busy={busy}
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      {push.error && (
        <Text size="sm" c="red.8" role="alert">
          {push.error}
        </Text>
      )}
    </>
  );
}

/**
 * Push on this device, for the topics that come at once: a switch where both the server (its
 * VAPID key) and the browser can do it, else a note why not.
 */
export function PushSettings({ pushKey }: { pushKey: string | null }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3}>{MSG_DELIVERY.pushTitle}</Title>
        {pushKey === null ? (
          <Text size="sm">{MSG_DELIVERY.pushServerOff}</Text>
        ) : pushSupported() ? (
          <PushSwitch pushKey={pushKey} />
        ) : (
          <Text size="sm">{MSG_DELIVERY.pushBrowserOff}</Text>
        )}
      </Stack>
    </Paper>
  );
}
