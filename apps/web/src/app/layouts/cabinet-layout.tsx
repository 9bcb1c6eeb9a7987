import { USER_TYPE_LABELS, type UserType } from '@podryad/domain';
import { AppShell, Avatar, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { OfflineNotice } from '@/components/app-status';
import { Outlet, useNavigate } from 'react-router';
import {
  NotificationsBell,
  NotificationsPanel,
} from '@/features/notifications/components/notifications-panel';
import { useLiveNotifications } from '@/features/notifications/hooks/use-live-notifications';
import { LazyViewerRequestDrawer } from '@/features/requests/components/request-drawers';
import { imageUrl } from '@/lib/api-client';
import { logout } from '@/features/account/api/logout';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { useSession } from '@/stores/session';
import { ConsentGate } from '@/app/layouts/consent-gate';
import { Logo } from '@/app/layouts/logo';
import { MainNav } from '@/app/layouts/main-nav';
import { PhoneMenu } from '@/app/layouts/phone-menu';
import { DeferredMenu, MenuItem, MenuLabel } from '@/components/deferred-menu';
import { paths } from '@/lib/paths';

/** The name a header shows: a client's name and surname, a contractor's short company name. */
function useDisplayName() {
  const user = useSession((s) => s.user);
  const profile = user?.profile;
  if (!profile) return user?.email ?? '';
  return 'short_name' in profile ? profile.short_name : `${profile.name} ${profile.surname}`;
}

/** The header of every client or contractor page. */
export function CabinetLayout({ type }: { type: UserType }) {
  const name = useDisplayName();
  const avatar = useSession((s) => s.user?.profile?.avatar ?? null);
  const panel = useNotificationsPanel();
  const navigate = useNavigate();
  // Here, not in the bell: one stream per page, and none on the sign-in pages (a chunk of its own).
  useLiveNotifications();

  const signOut = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Logo to={paths.home(type)} />
              <MainNav type={type} />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <NotificationsBell onOpen={panel.open} />
              <DeferredMenu
                position="bottom-end"
                width={240}
                withinPortal
                target={
                  <UnstyledButton aria-label="Меню пользователя" visibleFrom="sm">
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={imageUrl(avatar)} radius="xl" size="md" alt="" />
                      <Stack gap={0}>
                        <Text size="sm" fw={500} lh={1.2}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {USER_TYPE_LABELS[type]}
                        </Text>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                }
              >
                <MenuLabel>
                  {name} · {USER_TYPE_LABELS[type]}
                </MenuLabel>
                <MenuItem onClick={() => navigate(paths.cabinet(type))}>Перейти в профиль</MenuItem>
                <MenuItem color="red" onClick={signOut}>
                  Выйти
                </MenuItem>
              </DeferredMenu>
              <PhoneMenu
                type={type}
                name={name}
                avatar={imageUrl(avatar)}
                onNotifications={panel.open}
                onProfile={() => navigate(paths.cabinet(type))}
                onSignOut={signOut}
              />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        {/* On a phone the shell's padding alone keeps the text off the edges. */}
        <Container size="xl" px={{ base: 0, sm: 'md' }}>
          <OfflineNotice />
          <Outlet />
        </Container>
      </AppShell.Main>
      <NotificationsPanel
        opened={panel.opened}
        onClose={panel.close}
        type={type}
        renderRequest={(drawer) => (
          <LazyViewerRequestDrawer viewer={type} {...drawer} onLeave={panel.close} />
        )}
      />
      <ConsentGate />
    </AppShell>
  );
}
