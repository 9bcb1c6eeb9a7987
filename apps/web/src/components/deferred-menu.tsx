import type { ElementProps, MenuItemProps, MenuLabelProps, MenuProps } from '@mantine/core';
import {
  cloneElement,
  useCallback,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

/** Mantine's Menu, whose code comes apart from the page's (lib/lazy-module). */
const menuCode = lazyModule(() => import('@/components/menu-parts'));

type Props = Omit<MenuProps, 'opened' | 'onChange' | 'children'> & {
  /** The button that opens the menu (one element that takes `onClick` and a ref). */
  target: ReactElement<{ onClick?: () => void; ref?: Ref<HTMLElement> }>;
  /** The menu's items: MenuItem and MenuLabel. */
  children: ReactNode;
};

/**
 * A menu that is only a button until first pressed. Each Mantine menu places its dropdown with
 * Floating UI, which sets state while its button mounts: a page of cards with a menu each then
 * rendered twice in one long task, which on a phone blocked the screen for a few hundred
 * milliseconds after the list came in. Most menus are never opened. The menus' code itself loads
 * apart, at idle after the first paint (or at the first press, which then waits for it). The first
 * press mounts the real menu around a new button; the focus moves to that button and the menu
 * opens from there, so it returns there when the menu closes, as with any menu.
 */
export function DeferredMenu({ target, children, ...menu }: Props) {
  const [phase, setPhase] = useState<'button' | 'mounting' | 'mounted'>('button');
  const [opened, setOpened] = useState(false);
  const backToButton = useCallback(() => setPhase('button'), []);
  const code = useLazyModule(menuCode, phase !== 'button', backToButton);
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

  if (phase === 'button' || !code) {
    return cloneElement(target, {
      onClick: () => setPhase('mounting'),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    } as { onClick: () => void });
  }
  const { Menu } = code;
  return (
    <Menu returnFocus {...menu} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: openFrom })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The code of the menu an item is rendered in: there is one, or the item would not render. */
const loadedMenu = () => menuCode.current!.Menu;

/** Gives the focus to the button of the menu `item` is in (it controls the menu's dropdown). */
function focusMenuButton(item: HTMLElement) {
  const menu = item.closest('[role="menu"]');
  const button = [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
    (element) => menu?.id && element.getAttribute('aria-controls') === menu.id,
  );
  button?.focus({ preventScroll: true });
}

/**
 * An item of a DeferredMenu: Mantine's Menu.Item. A press first gives the focus to the menu's
 * button: the item goes away with the menu, and a dialog the press opens gives the focus back, on
 * close, to whatever had it when it opened.
 */
export function MenuItem({ onClick, ...props }: MenuItemProps & ElementProps<'button'>) {
  const Menu = loadedMenu();
  return (
    <Menu.Item
      {...props}
      onClick={(event) => {
        focusMenuButton(event.currentTarget);
        onClick?.(event);
      }}
    />
  );
}

/** A label of a DeferredMenu: Mantine's Menu.Label. */
export function MenuLabel(props: MenuLabelProps & ElementProps<'div'>) {
  const Menu = loadedMenu();
  return <Menu.Label {...props} />;
}
