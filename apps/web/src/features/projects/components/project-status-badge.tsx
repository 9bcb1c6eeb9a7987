import { PROJECT_STATUS_COLORS, PROJECT_STATUS_LABELS, type ProjectStatus } from '@podryad/domain';
import { Badge } from '@mantine/core';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge color={PROJECT_STATUS_COLORS[status]} variant="light">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
