import { applyUpdate, finishUpdate, updatePending } from '@/lib/apply-update';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { useAppUpdate } from '@/stores/app-update';

/** How often an open page asks whether a new build was released (a navigation asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that Vite's PWA plugin generates (docs/pwa.md), after the page has
 * painted its first content and from a chunk of its own, so none of it delays the first screen. A new build's worker
 * installs in the background and waits; the page then offers 'Обновить' (useAppUpdate).
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh: () => useAppUpdate.getState().offer(() => applyUpdate(update)),
        onRegisteredSW: (_url, registration) => {
          if (!registration) return;
          setInterval(() => {
            if (navigator.onLine && !registration.installing) void registration.update();
          }, UPDATE_CHECK_MS);
        },
      });
    });
  // Right after 'Обновить' only: the page checks at once that it runs the new build.
  if (updatePending()) {
    void navigator.serviceWorker.getRegistration().then(finishUpdate);
  }
  afterFirstPaint(register);
}
