import { Menu, type MenuProps } from '@mantine/core';
import {
  cloneElement,
  useCallback,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type Props = Omit<MenuProps, 'opened' | 'onChange' | 'children'> & {
  /** The button that opens the menu (one element that takes `onClick` and a ref). */
  target: ReactElement<{ onClick?: () => void; ref?: Ref<HTMLElement> }>;
  /** The menu's items. */
  children: ReactNode;
};

/**
 * A menu that is only a button until first pressed. Each Mantine menu places its dropdown with
 * Floating UI, which sets state while its button mounts: a page of cards with a menu each then
 * rendered twice in one long task, which on a phone blocked the screen for a few hundred
 * milliseconds after the list came in. Most menus are never opened. The first press mounts the
 * real menu around a new button; the focus moves to that button and the menu opens from there, so
 * it returns there when the menu closes, as with any menu.
 */
export function DeferredMenu({ target, children, ...menu }: Props) {
  const [phase, setPhase] = useState<'button' | 'mounting' | 'mounted'>('button');
  const [opened, setOpened] = useState(false);
  // Opens the menu once its button is in place, closed first: the menu notes where the focus was
  // only as it opens.
  const openFrom = useCallback(
    (button: HTMLElement | null) => {
      if (!button || phase !== 'mounting') return;
      button.focus();
      setPhase('mounted');
      setOpened(true);
    },
    [phase],
  );

  if (phase === 'button') {
    return cloneElement(target, {
      onClick: () => setPhase('mounting'),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    } as { onClick: () => void });
  }
  return (
    <Menu returnFocus {...menu} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: openFrom })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
