/** Whether this browser can take pushes at all (Safari on iOS only in an app added to the home screen). */
export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Why this browser cannot take pushes, for the user to act on; null when it can. */
export type PushBlock = 'insecure' | 'ios_install' | 'ios_old' | 'browser';

/** An iPhone or iPad (an iPad asks for the desktop site and calls itself a Mac with touch). */
const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** Opened from the home screen, as an installed app. */
const standalone = () =>
  ('standalone' in navigator && navigator.standalone === true) ||
  window.matchMedia?.('(display-mode: standalone)').matches === true;

export function pushBlock(): PushBlock | null {
  if (pushSupported()) return null;
  // Browsers give service workers and push to secure pages only (https://, or localhost).
  if (window.isSecureContext === false) return 'insecure';
  // Safari on iOS 16.4+ takes pushes in a site added to the home screen; before, not at all.
  if (isIos()) return standalone() ? 'ios_old' : 'ios_install';
  return 'browser';
}

/** The server's VAPID public key, base64url as Web Push publishes it, in the bytes subscribe() takes. */
export function pushKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** Whether a subscription was made with this key: one made with a replaced key gets no more pushes. */
export function madeWithKey(subscription: PushSubscription, key: Uint8Array) {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** This browser's push subscription, if the service worker is registered and has one. */
export async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * The active service worker's registration. A page without one (the development server, a browser
 * that refused it) fails at once rather than wait for `ready` forever.
 */
export async function activeRegistration() {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('No service worker');
  return navigator.serviceWorker.ready;
}
