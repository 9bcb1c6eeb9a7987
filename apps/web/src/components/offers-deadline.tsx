import { offersDeadlineLabel, offersOpen, offersTimeLeft } from '@podryad/domain';
import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useNow } from '@/lib/use-now';

type Props = {
  deadline: string | null;
  /** Smaller type, for the cards. */
  compact?: boolean;
};

/**
 * A tender's deadline for offers in Moscow time and the time left:
 * 'Приём предложений до 25.11.2026, 18:00 (МСК) · осталось 2 дн. 3 ч'. Nothing without one.
 */
export function OffersDeadline({ deadline, compact = false }: Props) {
  const now = useNow();
  if (!deadline) return null;
  const open = offersOpen(deadline, now);
  return (
    <Text size={compact ? 'xs' : 'sm'} data-testid="offers-deadline">
      <IconClock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Приём предложений <time dateTime={deadline}>{offersDeadlineLabel(deadline)}</time>
      {' · '}
      <Text span inherit fw={600} c={open ? 'blue.8' : 'red.9'}>
        {offersTimeLeft(deadline, now)}
      </Text>
    </Text>
  );
}
