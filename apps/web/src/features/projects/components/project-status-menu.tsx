import {
  MSG_CABINET,
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_LABELS,
  SELECTABLE_PROJECT_STATUSES,
  type Project,
} from '@podryad/domain';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useChangeProjectStatus } from '@/features/projects/api/change-project-status';
import { refusalMessage } from '@/lib/api-client';

/**
 * The status dropdown: the owner picks pending_approval, in_process or approved;
 * declined is only ever shown. The choice is sent at once; the shown status is the server's, so it
 * changes only when the call succeeds.
 */
export function ProjectStatusMenu({ project }: { project: Project }) {
  const change = useChangeProjectStatus(project.id);
  const [failed, setFailed] = useState<string | null>(null);
  const label = PROJECT_STATUS_LABELS[project.status];

  return (
    <Stack gap={4} align="flex-end">
      <Menu position="bottom-end" width={200}>
        <Menu.Target>
          <Button
            variant="light"
            color={PROJECT_STATUS_COLORS[project.status]}
            loading={change.isPending}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-label={`Статус: ${label}`}
          >
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Сменить статус</Menu.Label>
          {SELECTABLE_PROJECT_STATUSES.map((status) => (
            <Menu.Item
              key={status}
              disabled={status === project.status}
              leftSection={<Dot color={PROJECT_STATUS_COLORS[status]} />}
              onClick={() => {
                setFailed(null);
                change.mutate(status, {
                  onError: (error) =>
                    setFailed(refusalMessage(error, MSG_CABINET.projectStatusFailed)),
                });
              }}
            >
              {PROJECT_STATUS_LABELS[status]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {failed}
        </Text>
      )}
    </Stack>
  );
}

function Dot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: `var(--mantine-color-${color}-6)`,
      }}
    />
  );
}
