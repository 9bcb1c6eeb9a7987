import { useSyncExternalStore } from 'react';

/** Runs `work` once the browser is idle (where it cannot say, on the next turn). */
export const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 0);

/**
 * Runs `work` once the page has painted its first content and the browser is then idle: what a
 * visit needs soon but not for its first screen (the service worker, the reads kept for offline,
 * the app's manifest) never competes with that screen's files for a phone's few connections.
 * Where the browser cannot tell its paints, once it is idle.
 */
export function afterFirstPaint(work: () => void) {
  const run = () => void whenIdle(work);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || painted()) return run();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return run();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

let painted = false;
let waiting = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!painted && !waiting) {
    waiting = true;
    afterFirstPaint(() => {
      painted = true;
      listeners.forEach((tell) => tell());
    });
  }
  return () => listeners.delete(listener);
}

/**
 * False until the page has painted its first content and been idle once (`afterFirstPaint`), then
 * true for the rest of the visit: for a screen's part that may come a moment later (the bell's
 * count, the live stream, the consents' check), so that its calls leave after the first screen's,
 * not beside them.
 */
export const useAfterFirstPaint = () =>
  useSyncExternalStore(
    subscribe,
    () => painted,
    () => painted,
  );
