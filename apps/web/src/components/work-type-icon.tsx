import { WORK_TYPE_LABELS, type WorkType } from '@podryad/domain';
import { IconBuildingCommunity, IconCrane, IconRuler2 } from '@tabler/icons-react';

/** The icon of a work type: a ruler for design, a crane for building, a quarter for complex. */
const WORK_TYPE_ICONS = {
  design: IconRuler2,
  construction: IconCrane,
  complex_construction: IconBuildingCommunity,
} satisfies Record<WorkType, unknown>;

export function WorkTypeIcon({ type }: { type: WorkType }) {
  const Icon = WORK_TYPE_ICONS[type];
  return (
    <Icon
      size={28}
      stroke={1.6}
      role="img"
      aria-label={WORK_TYPE_LABELS[type]}
      style={{ flexShrink: 0, color: 'var(--mantine-color-gray-7)' }}
    />
  );
}
