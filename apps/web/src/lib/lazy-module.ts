import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * A module of code that most visits never run (a dialog, a menu), loaded apart from the page:
 * once the page has painted its first content and is then idle (`loadWhenIdle`), or when first
 * needed (`load`), whichever comes first. On a phone every kilobyte a page loads and runs before its
 * first paint shows in how soon it appears. `current` is the module once it has come, and
 * `subscribe` tells when it does; a load that fails (no connection, and no service worker yet to
 * hold the chunk) is tried again at the next `load`.
 */
export function lazyModule<M>(importModule: () => Promise<M>) {
  let current: M | null = null;
  let loading: Promise<M | null> | null = null;
  const listeners = new Set<() => void>();
  /** Loads the module once; answers it, or null when it could not be loaded. */
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        current = module;
        listeners.forEach((tell) => tell());
        return module;
      },
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
    /** Loads the module once the page has painted and is idle. */
    loadWhenIdle: () => {
      if (!current) afterFirstPaint(() => void load());
    },
    /** Calls `listener` when the module has come; answers the function that stops it. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type LazyModule<M> = ReturnType<typeof lazyModule<M>>;

/**
 * The module, for a component that renders again when it comes: loaded at once while `wanted` (a
 * dialog asked to be open, a field pressed), at idle after the first paint otherwise. A load that
 * fails while wanted calls `onFail`, so that what asked for it can ask again (a dialog closes, and
 * the page's no-connection notice says why).
 */
export function useLazyModule<M>(code: LazyModule<M>, wanted: boolean, onFail?: () => void) {
  const module = useSyncExternalStore(
    code.subscribe,
    () => code.current,
    () => code.current,
  );
  useEffect(() => {
    if (code.current) return;
    if (!wanted) return code.loadWhenIdle();
    let current = true;
    void code.load().then((loaded) => {
      if (current && !loaded) onFail?.();
    });
    return () => {
      current = false;
    };
  }, [code, wanted, onFail]);
  return module;
}
