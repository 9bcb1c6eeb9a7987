/* eslint-disable no-restricted-imports -- the one place that may: it wraps them for the app. */
import {
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type DrawerProps,
  type ModalProps,
} from '@mantine/core';
/* eslint-enable no-restricted-imports */
import { useLayoutEffect, useState } from 'react';

/**
 * Whether a dialog's Mantine component is in the tree, and whether it may show as open. A closed
 * Mantine modal or drawer is not free: it mounts a portal, a scroll lock, its transitions and their
 * effects. Pages hold several that most visits never open (the header's two drawers, a list's
 * confirm, a response drawer), and on a phone that work lands in the task that paints the page.
 * So the component mounts on the first opening, closed, and opens one render later, before the
 * browser paints: Mantine remembers the element that had the focus only when `opened` changes on a
 * mounted dialog, and gives the focus back to it on close. Once mounted, it stays, so that it can
 * play its closing transition.
 */
function useMountedOnOpen(opened: boolean) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- that second render is the point.
    if (opened) setMounted(true);
  }, [opened]);
  return { inTree: opened || mounted, open: opened && mounted };
}

/** Mantine's Modal, mounted on its first opening (see useMountedOnOpen). */
export function Modal(props: ModalProps) {
  const { inTree, open } = useMountedOnOpen(props.opened);
  return inTree ? <MantineModal {...props} opened={open} /> : null;
}

/** Mantine's Drawer, mounted on its first opening (see useMountedOnOpen). */
export function Drawer(props: DrawerProps) {
  const { inTree, open } = useMountedOnOpen(props.opened);
  return inTree ? <MantineDrawer {...props} opened={open} /> : null;
}
