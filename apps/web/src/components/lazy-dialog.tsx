import { useEffect, useState, type ComponentType } from 'react';
import { lazyModule } from '@/lib/lazy-module';

/**
 * A dialog whose code loads apart from the screen's (lib/lazy-module: at idle after the first
 * paint, or at the first opening); once it has come, the dialog renders as if it had been there all
 * along. An opening before then waits for it: a moment, the service worker holds every chunk. A
 * load that fails closes the dialog asked for (`onClose`), so that its button can ask again; the
 * page's no-connection notice says why.
 *
 * `isOpen` tells from the props whether the dialog is asked to be open.
 */
export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const code = lazyModule(load);

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const { onClose } = props;
    const [, setLoaded] = useState(code.current !== null);
    useEffect(() => {
      if (code.current) return;
      if (!open) {
        code.loadWhenIdle();
        return;
      }
      let current = true;
      void code.load().then((loaded) => {
        if (!current) return;
        if (loaded) setLoaded(true);
        else onClose();
      });
      return () => {
        current = false;
      };
    }, [open, onClose]);
    const Loaded = code.current;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: code.load });
}
