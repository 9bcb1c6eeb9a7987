import { MSG_SESSIONS, type SessionItem, formatDateTime, sessionLine } from '@podryad/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

/**
 * One session of the account: its browser and device, the address (and city when known), when it
 * was signed in and last used; 'Это устройство' for the current one, 'Завершить' for the others.
 */
export function SessionCard({
  session,
  onEnd,
}: {
  session: SessionItem;
  onEnd: (session: SessionItem) => void;
}) {
  const line = sessionLine(session);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={line}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
          {session.current && (
            <Badge color="green" variant="light">
              {MSG_SESSIONS.current}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {MSG_SESSIONS.address(session.ip, session.city)}
        </Text>
        <Text size="sm" c="gray.7">
          {MSG_SESSIONS.signedIn(formatDateTime(session.created_at))}
        </Text>
        <Text size="sm" c="gray.7">
          {session.current
            ? MSG_SESSIONS.lastSeenNow
            : MSG_SESSIONS.lastSeen(formatDateTime(session.last_seen_at))}
        </Text>
        {!session.current && (
          <Group mt={4}>
            <Button
              variant="default"
              color="red"
              size="sm"
              mih={PHONE_TOUCH_HEIGHT}
              w={{ base: '100%', xs: 'auto' }}
              onClick={() => onEnd(session)}
              aria-label={`${MSG_SESSIONS.end}: ${line}`}
            >
              {MSG_SESSIONS.end}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
