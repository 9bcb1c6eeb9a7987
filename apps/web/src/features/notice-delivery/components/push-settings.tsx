import { MSG_DELIVERY } from '@podryad/domain';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { usePushSubscription } from '@/features/notice-delivery/hooks/use-push-subscription';
import { type PushBlock, pushBlock } from '@/features/notice-delivery/utils/web-push';

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

/** What the user reads when this browser cannot take pushes. */
const BLOCKED: Record<PushBlock, string> = {
  insecure: MSG_DELIVERY.pushInsecure,
  ios_install: MSG_DELIVERY.pushIosInstall,
  ios_old: MSG_DELIVERY.pushIosOld,
  browser: MSG_DELIVERY.pushBrowserOff,
};

/**
 * Push on this device, for the topics that come at once: a switch where both the server (its
 * VAPID key) and the browser can do it, else why not (a refused permission is said under the
 * switch, which can ask again once the site is allowed).
 */
export function PushSettings({ pushKey }: { pushKey: string | null }) {
  const blocked = pushBlock();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3}>{MSG_DELIVERY.pushTitle}</Title>
        {pushKey === null ? (
          <Text size="sm">{MSG_DELIVERY.pushServerOff}</Text>
        ) : blocked ? (
          <Text size="sm">{BLOCKED[blocked]}</Text>
        ) : (
          <PushSwitch pushKey={pushKey} />
        )}
      </Stack>
    </Paper>
  );
}
