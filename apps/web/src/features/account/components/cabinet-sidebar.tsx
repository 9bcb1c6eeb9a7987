import { USER_TYPE_LABELS, formatPhone, type User } from '@podryad/domain';
import {
  ActionIcon,
  Avatar,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  darken,
  useMantineTheme,
} from '@mantine/core';
import { IconPencil, type Icon } from '@tabler/icons-react';
import { imageUrl } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/** An entry of the cabinet's menu: it shows a tab, or does something else (opens a panel). */
export type CabinetMenuItem<T extends string> = { label: string; icon: Icon } & (
  { tab: T } | { onClick: () => void }
);

type Props<T extends string> = {
  tab: T;
  /** The tab the edit icon next to the name shows. */
  personalTab: T;
  menu: CabinetMenuItem<T>[];
  onTab: (tab: T) => void;
  onAvatarClick: () => void;
};

/** The name the sidebar shows: a client's name and surname, a contractor's short company name. */
function displayName(user: User | null) {
  const profile = user?.profile;
  if (!profile) return user?.email ?? '';
  return 'short_name' in profile ? profile.short_name : `${profile.name} ${profile.surname}`;
}

/**
 * The sidebar 'Личный кабинет' of both cabinets: the avatar (a click opens the
 * photo modal; the default picture without one), the name, the role, the phone, an edit icon to
 * the personal tab, and the cabinet's own menu.
 */
export function CabinetSidebar<T extends string>({
  tab,
  personalTab,
  menu,
  onTab,
  onAvatarClick,
}: Props<T>) {
  const user = useSession((s) => s.user);
  const theme = useMantineTheme();
  // The active entry's text, dark enough for 4.5:1 also on its hover background.
  const activeText = darken(theme.colors[theme.primaryColor]![9], 0.25);

  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-label="Личный кабинет">
      <Stack>
        <Title order={2} size="h3">
          Личный кабинет
        </Title>
        <Group wrap="nowrap" align="flex-start">
          <UnstyledButton aria-label="Изменить фото профиля" onClick={onAvatarClick}>
            <Avatar src={imageUrl(user?.profile?.avatar)} size={72} radius={72} alt="" />
          </UnstyledButton>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {displayName(user)}
              </Text>
              <ActionIcon
                variant="subtle"
                aria-label="Редактировать личные данные"
                onClick={() => onTab(personalTab)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {user?.type && (
              <Text size="sm" c="dimmed">
                {USER_TYPE_LABELS[user.type]}
              </Text>
            )}
            <Text size="sm">{formatPhone(user?.phone ?? '')}</Text>
          </Stack>
        </Group>
        <nav aria-label="Разделы кабинета">
          {menu.map((item) => {
            const active = 'tab' in item && item.tab === tab;
            return (
              <NavLink
                key={item.label}
                component="button"
                type="button"
                label={item.label}
                leftSection={<item.icon size={18} aria-hidden />}
                active={active}
                c={active ? activeText : undefined}
                aria-current={active ? 'page' : undefined}
                onClick={() => ('tab' in item ? onTab(item.tab) : item.onClick())}
              />
            );
          })}
        </nav>
      </Stack>
    </Paper>
  );
}
