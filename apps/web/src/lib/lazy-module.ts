import { useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * A module of code that most visits never run (a dialog, a menu), loaded apart from the page:
 * once the page has painted its first content and is then idle (`loadWhenIdle`), or when first needed (`load`),
 * whichever comes first. On a phone every kilobyte a page loads and runs before its first paint
 * shows in how soon it appears. `current` is the module once it has come; a load that fails (no
 * connection, and no service worker yet to hold the chunk) is tried again at the next `load`.
 */
export function lazyModule<M>(importModule: () => Promise<M>) {
  let current: M | null = null;
  let loading: Promise<M | null> | null = null;
  /** Loads the module once; answers it, or null when it could not be loaded. */
  const load = () =>
    (loading ??= importModule().then(
      (module) => (current = module),
      () => {
        loading = null;
        return null;
      },
    ));
  return {
    get current() {
      return current;
    },
    load,
    /** Loads the module once the page has painted and is idle; `then` has it (or null). */
    loadWhenIdle: (then?: (module: M | null) => void) => {
      if (!current) afterFirstPaint(() => void load().then(then));
    },
  };
}

export type LazyModule<M> = ReturnType<typeof lazyModule<M>>;

/**
 * The module once it has come, for a component that needs it while `wanted` (a dialog asked to be
 * open) and loads it at idle otherwise. A load that fails while wanted calls `onFail`: the dialog
 * asked for closes, so that its button can ask again, and the page's no-connection notice says why.
 */
export function useLazyModule<M>(code: LazyModule<M>, wanted: boolean, onFail: () => void) {
  const [, setLoaded] = useState(code.current !== null);
  useEffect(() => {
    if (code.current) return;
    if (!wanted) {
      code.loadWhenIdle();
      return;
    }
    let current = true;
    void code.load().then((module) => {
      if (!current) return;
      if (module) setLoaded(true);
      else onFail();
    });
    return () => {
      current = false;
    };
  }, [code, wanted, onFail]);
  return code.current;
}
