import type { UserType } from '@podryad/domain';
import { Group, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** Header items; `also` names the other screens of the same section, which highlight it too. */
const NAV: Record<UserType, { to: string; label: string; also?: string[] }[]> = {
  client: [
    { to: paths.client.home, label: 'Главная' },
    {
      to: paths.client.contractors,
      label: 'Подрядчики',
      also: [paths.client.contractor('')],
    },
    {
      to: paths.client.projects,
      label: 'Проекты',
      also: [paths.client.project(''), paths.client.createProject],
    },
  ],
  contractor: [
    { to: paths.contractor.home, label: 'Главная' },
    {
      to: paths.contractor.tenders,
      label: 'Тендеры',
      also: [paths.contractor.tender('')],
    },
    { to: paths.contractor.deals, label: 'Мои договоры', also: [paths.contractor.deal('')] },
  ],
};

type Props = {
  type: UserType;
  /** A column of large items (the phone menu) instead of the header's row. */
  vertical?: boolean;
  onNavigate?: () => void;
};

/**
 * 'Основное меню': the header's row on wider screens, the phone menu's column below `sm`; only one
 * of them is ever shown, so the page has one navigation of that name.
 */
export function MainNav({ type, vertical = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const links = NAV[type].map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        [
          'nav-link',
          vertical && 'nav-link-block',
          (isActive || item.also?.some((path) => pathname.startsWith(path))) && 'active',
        ]
          .filter(Boolean)
          .join(' ')
      }
    >
      {item.label}
    </NavLink>
  ));
  return vertical ? (
    <Stack component="nav" gap={4} aria-label="Основное меню">
      {links}
    </Stack>
  ) : (
    <Group component="nav" gap={4} aria-label="Основное меню" wrap="nowrap" visibleFrom="sm">
      {links}
    </Group>
  );
}
