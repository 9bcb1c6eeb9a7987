import { type DealStatus, dealOverdueText } from '@podryad/domain';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusBadge } from '@/components/status-badge';
import { WRAPPING_BADGE } from '@/components/wrapping-badge';

const COLORS: Record<DealStatus, string> = {
  draft: 'gray',
  awaiting_confirmation: 'yellow',
  in_progress: 'blue',
  work_reported: 'violet',
  accepted: 'green',
  terminated: 'red',
};

/** The deal's status as a badge. */
export function DealStatusBadge({ status, label }: { status: DealStatus; label: string }) {
  return (
    <StatusBadge color={COLORS[status]} {...WRAPPING_BADGE}>
      {label}
    </StatusBadge>
  );
}

/** 'Просрочено: плановое окончание …' in red, with an icon: the planned finish passed unreported. */
export function OverdueMark({ plannedFinish }: { plannedFinish: string | null }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden />
      <Text size="sm" c="red.8" fw={600}>
        {dealOverdueText(plannedFinish)}
      </Text>
    </Group>
  );
}
