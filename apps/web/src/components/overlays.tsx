import type { DrawerProps, ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

/** Mantine's Modal and Drawer, whose code comes apart from the page's (lib/lazy-module). */
const dialogCode = lazyModule(() => import('@/components/overlay-parts'));

/**
 * Whether a dialog's Mantine component is in the tree, and whether it may show as open. A closed
 * Mantine modal or drawer is not free: it mounts a portal, a scroll lock, its transitions and their
 * effects. Pages hold several that most visits never open (the header's two drawers, a list's
 * confirm, a response drawer), and on a phone that work lands in the task that paints the page;
 * their code, too, loads apart, at idle after the first paint or at the first opening. So the
 * component mounts on the first opening (once its code is there), closed, and opens one render
 * later, before the browser paints: Mantine remembers the element that had the focus only when
 * `opened` changes on a mounted dialog, and gives the focus back to it on close. Once mounted, it
 * stays, so that it can play its closing transition. Should the code fail to load, the dialog asked
 * for closes (`onClose`), so that its button can ask again.
 */
function useMountedOnOpen(opened: boolean, onClose: () => void) {
  const [mounted, setMounted] = useState(false);
  const code = useLazyModule(dialogCode, opened, onClose);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- that second render is the point.
    if (opened && code) setMounted(true);
  }, [opened, code]);
  return { code, inTree: code !== null && (opened || mounted), open: opened && mounted };
}

/** Mantine's Modal, mounted on its first opening (see useMountedOnOpen). */
export function Modal(props: ModalProps) {
  const { code, inTree, open } = useMountedOnOpen(props.opened, props.onClose);
  return inTree && code ? <code.Modal {...props} opened={open} /> : null;
}

/** Mantine's Drawer, mounted on its first opening (see useMountedOnOpen). */
export function Drawer(props: DrawerProps) {
  const { code, inTree, open } = useMountedOnOpen(props.opened, props.onClose);
  return inTree && code ? <code.Drawer {...props} opened={open} /> : null;
}
