/** How long 'Обновить' waits for the new build's worker to take the page before reloading it. */
export const TAKEOVER_MS = 3_000;

/**
 * 'Обновить': the waiting worker is told to take over, and the page reloads once it has
 * (`update(true)`, workbox-window). Chromium lets it take over only once the old worker has no
 * event in flight, and a page sometimes holds one open that never ends (seen when the button is
 * pressed right after a screen's chunks were loaded); leaving the page ends it. So when the
 * takeover has not come in TAKEOVER_MS, the page reloads by itself, and the reload is answered by
 * the new worker. Either way the person gets what they pressed for: the page again, on the new
 * build.
 */
export function applyUpdate(update: (reload: boolean) => Promise<void>) {
  const fallback = window.setTimeout(() => window.location.reload(), TAKEOVER_MS);
  // The takeover came: workbox-window reloads the page, once.
  navigator.serviceWorker.addEventListener('controllerchange', () => clearTimeout(fallback), {
    once: true,
  });
  void update(true);
}
