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

/**
 * Unsubscribes this browser from push: its subscription was made for the account that has left,
 * whose notices must not keep appearing on a shared device. The server forgets the subscription
 * when the push service next tells it that it is gone.
 */
export async function dropPushSubscription() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
