import { whenIdle } from '@/lib/lazy-module';

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
