import { USER_TYPE_LABELS, formatPhone } from '@podryad/domain';
import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { imageUrl } from '@/lib/api-client';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { useSession } from '@/stores/session';

export type CabinetTab = 'personal' | 'safety';

type Props = {
  tab: CabinetTab;
  onTab: (tab: CabinetTab) => void;
  onAvatarClick: () => void;
};

/** The sidebar 'Личный кабинет' of the client cabinet (spec 001 §2.1). */
export function ClientSidebar({ tab, onTab, onAvatarClick }: Props) {
  const user = useSession((s) => s.user);
  const profile = user?.profile && 'surname' in user.profile ? user.profile : null;
  const openNotifications = useNotificationsPanel((s) => s.open);

  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-label="Личный кабинет">
      <Stack>
        <Title order={2} size="h3">
          Личный кабинет
        </Title>
        <Group wrap="nowrap" align="flex-start">
          <UnstyledButton aria-label="Изменить фото профиля" onClick={onAvatarClick}>
            <Avatar src={imageUrl(profile?.avatar)} size={72} radius={72} alt="" />
          </UnstyledButton>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {profile ? `${profile.name} ${profile.surname}` : user?.email}
              </Text>
              <ActionIcon
                variant="subtle"
                aria-label="Редактировать личные данные"
                onClick={() => onTab('personal')}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <Text size="sm" c="dimmed">
              {USER_TYPE_LABELS.client}
            </Text>
            <Text size="sm">{formatPhone(user?.phone ?? '')}</Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={openNotifications}>
          Уведомления по всем объектам
        </Button>
        <nav aria-label="Разделы кабинета">
          <NavLink
            component="button"
            type="button"
            label="Личные данные"
            active={tab === 'personal'}
            aria-current={tab === 'personal' ? 'page' : undefined}
            onClick={() => onTab('personal')}
          />
          <NavLink
            component="button"
            type="button"
            label="Безопасность"
            active={tab === 'safety'}
            aria-current={tab === 'safety' ? 'page' : undefined}
            onClick={() => onTab('safety')}
          />
        </nav>
      </Stack>
    </Paper>
  );
}
