// The service worker's push handling, imported into the worker Workbox generates
// (vite.config.ts, workbox.importScripts). Plain script: it runs in the worker, not the page.
/* global self, clients */

// What the server sends (packages/domain, PushPayload): { title, body, url, tag }.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    // Not ours (or garbled): a push must still show something, or the browser shows its own line.
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Подряд';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      // One notification per tag: a newer one about the same thing replaces it.
      tag: typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined,
      data: { url: typeof payload.url === 'string' ? payload.url : '/' },
      icon: '/icons/icon-192.png',
      lang: 'ru',
    }),
  );
});

// A tap opens the notice's screen: in an open window of the app when there is one, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only our own screens: a payload never sends the person elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        try {
          const focused = await client.focus();
          // navigate() works only in a window this worker controls; otherwise open a new one.
          if (await focused.navigate(target.href)) return;
        } catch {
          // fall through to a new window
        }
      }
      await clients.openWindow(target.href);
    })(),
  );
});
