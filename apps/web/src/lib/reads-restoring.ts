import { useSyncExternalStore } from 'react';

/*
 * Whether the reads kept for offline are still being put back (lib/query-persistence.ts, which
 * loads apart from the first script): a screen waits for them before it says that it was never
 * loaded. A page opened offline starts so, until they are back (or there are none, or there is no
 * IndexedDB: `readsRestored`).
 */
let restoring = typeof navigator !== 'undefined' && !navigator.onLine;
const listeners = new Set<() => void>();

export function setRestoring(value: boolean) {
  restoring = value;
  listeners.forEach((listener) => listener());
}

export const readsRestored = () => setRestoring(false);

export const useRestoringReads = () =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => restoring,
    () => false,
  );
