import { MSG_ADDENDA } from '@podryad/domain';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { WRAPPING_BADGE } from '@/components/wrapping-badge';

type Props = {
  /** The addendum the offer predates; nothing while null. */
  outdatedBy: number | null;
  /** The hint written out beside the badge (a drawer), rather than in its tooltip (a list). */
  withHint?: boolean;
};

/**
 * The client's mark on an offer sent before the tender's latest addendum and not yet confirmed:
 * 'Сделано до изменения № 2', and why it matters. A screen reader hears the hint either way.
 */
export function OutdatedBadge({ outdatedBy, withHint = false }: Props) {
  if (outdatedBy === null) return null;
  const badge = (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      data-testid="outdated"
      {...WRAPPING_BADGE}
    >
      {MSG_ADDENDA.earlier(outdatedBy)}
    </Badge>
  );
  if (withHint) {
    return (
      <Group gap={6} align="center">
        {badge}
        <Text size="xs" c="gray.7">
          {MSG_ADDENDA.earlierHint}
        </Text>
      </Group>
    );
  }
  return (
    <DeferredTooltip
      label={MSG_ADDENDA.earlierHint}
      multiline
      w={240}
      events={{ hover: true, focus: false, touch: true }}
    >
      <span style={{ display: 'inline-flex', maxWidth: '100%' }}>
        {badge}
        <VisuallyHidden>{MSG_ADDENDA.earlierHint}</VisuallyHidden>
      </span>
    </DeferredTooltip>
  );
}
