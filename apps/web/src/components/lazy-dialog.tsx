import type { ComponentType } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

/**
 * A dialog whose code loads apart from the screen's (lib/lazy-module: at idle after the first
 * paint, or at the first opening); once it has come, the dialog renders as if it had been there all
 * along. An opening before then waits for it: a moment, the service worker holds every chunk. A
 * load that fails closes the dialog asked for (`onClose`, see useLazyModule).
 *
 * `isOpen` tells from the props whether the dialog is asked to be open.
 */
export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const code = lazyModule(load);

  function LazyDialog(props: P) {
    const Loaded = useLazyModule(code, isOpen(props), props.onClose);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: code.load });
}
