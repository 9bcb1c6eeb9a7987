/** Workbox's cache of the build (the app shell and its chunks): the same for every account. */
const PRECACHE = /^workbox-precache/;

/**
 * Deletes every Cache Storage cache but the build's precache. The service worker caches no API
 * answer today; this keeps it so should anything else ever be cached, so that nothing of one
 * account is left in the browser for the next (docs/pwa.md).
 */
export async function clearUserCaches() {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !PRECACHE.test(name)).map((name) => caches.delete(name)),
  );
}
