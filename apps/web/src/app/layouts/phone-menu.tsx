import { USER_TYPE_LABELS, type UserType } from '@podryad/domain';
import { Avatar, Badge, Burger, Divider, Group, Stack, Text } from '@mantine/core';
import { Drawer } from '@/components/overlays';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { MainNav } from '@/app/layouts/main-nav';

type Props = {
  type: UserType;
  name: string;
  /** The avatar's URL, if the user has one. */
  avatar: string | null | undefined;
  onNotifications: () => void;
  onProfile: () => void;
  onSignOut: () => void;
};

/**
 * The header's menu below `sm`, where the navigation and the user menu do not fit beside the logo:
 * the button 'Меню' opens a full-screen drawer with the navigation, the notifications, the profile
 * and signing out. It is open only on the screen it was opened on, so any navigation (a link, Back)
 * closes it.
 */
export function PhoneMenu({ type, name, avatar, onNotifications, onProfile, onSignOut }: Props) {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;
  const close = () => setOpenedOn(null);
  const unread = useNotifications().unread;
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <Burger
        hiddenFrom="sm"
        opened={opened}
        onClick={() => setOpenedOn(opened ? null : pathname)}
        aria-label="Меню"
        aria-expanded={opened}
        w={44}
        h={44}
      />
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        closeButtonProps={{ 'aria-label': 'Закрыть меню' }}
        title={
          <Group gap="sm" wrap="nowrap" component="span">
            <Avatar src={avatar} radius="xl" size="md" alt="" />
            <span>
              <Text component="span" display="block" fw={600} lh={1.2}>
                {name}
              </Text>{' '}
              <Text component="span" display="block" size="sm" c="dimmed">
                {USER_TYPE_LABELS[type]}
              </Text>
            </span>
          </Group>
        }
      >
        <Stack gap="md">
          <MainNav type={type} vertical onNavigate={close} />
          <Divider />
          <Stack gap={4}>
            <button
              type="button"
              className="nav-link nav-link-block"
              aria-label={unread > 0 ? `Уведомления, новых: ${unread}` : 'Уведомления'}
              onClick={then(onNotifications)}
            >
              <Group component="span" justify="space-between" wrap="nowrap">
                Уведомления
                {unread > 0 && (
                  <Badge color="red.9" circle={unread < 10} aria-hidden="true">
                    {unread > 99 ? '99+' : unread}
                  </Badge>
                )}
              </Group>
            </button>
            <button type="button" className="nav-link nav-link-block" onClick={then(onProfile)}>
              Перейти в профиль
            </button>
            <button
              type="button"
              className="nav-link nav-link-block nav-link-danger"
              onClick={then(onSignOut)}
            >
              Выйти
            </button>
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}
