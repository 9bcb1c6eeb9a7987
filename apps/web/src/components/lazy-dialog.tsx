import { useEffect, useState, type ComponentType } from 'react';

/** Runs `work` once the browser is idle (where it cannot say, on the next turn). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 0);

/**
 * A dialog whose code loads apart from the screen's: most visits never open it, and on a phone
 * every kilobyte a page loads and runs before its first paint shows in how soon it appears. The
 * code downloads once the page is idle after it has painted, or at the first opening if that comes
 * first; the dialog then renders as if it had been there all along. (Until its code has come, an
 * opening waits for it: a moment, the service worker holds every chunk.) A load that fails (no
 * connection, no worker yet) closes the dialog asked for, so that its button can ask again; the
 * page's no-connection notice says why.
 *
 * `isOpen` tells from the props whether the dialog is asked to be open.
 */
export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<boolean> | null = null;
  /** Loads the code once; answers whether it has come. */
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        return true;
      },
      () => {
        loading = null;
        return false;
      },
    ));

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const { onClose } = props;
    const [, setLoaded] = useState(Loaded !== null);
    useEffect(() => {
      if (Loaded) return;
      if (!open) {
        whenIdle(() => void preload());
        return;
      }
      let current = true;
      void preload().then((loaded) => {
        if (!current) return;
        if (loaded) setLoaded(true);
        else onClose();
      });
      return () => {
        current = false;
      };
    }, [open, onClose]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload });
}
