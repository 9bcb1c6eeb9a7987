import { NOTIFICATION_STREAM } from '@podryad/domain';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { notificationsRoot, requestsRoot, tendersRoot } from '@/lib/query-keys';
import { useNotificationStream } from '@/stores/notification-stream';
import { useSession } from '@/stores/session';
import { type NotificationPage, POLL_MS } from '@/features/notifications/api/get-notifications';
import {
  type StreamEvent,
  readNotificationStream,
} from '@/features/notifications/api/notification-stream';

/**
 * Keeps the signed-in page's notification stream open (the cabinet layout, once): a new notice
 * shows on the bell at once and the screens that show what it is about load again, with no poll
 * and no reload. While the stream is not live the bell polls as before (`useNotifications`), and
 * the person is shown nothing either way. It opens once the page has painted its first screen.
 */
export function useLiveNotifications() {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!token || !painted) return;
    const controller = new AbortController();
    void keepStreamOpen(token, controller.signal, queryClient);
    return () => {
      controller.abort();
      useNotificationStream.getState().setLive(false);
    };
  }, [token, painted, queryClient]);
}

/**
 * Reconnects a dropped stream, resuming after the last notice heard (`Last-Event-ID`), after the
 * server's `retry` doubled at each failure in a row up to the polling's interval, and back to
 * `retry` once a connection was live. The server's `end` or a refusal closes it for good: polling
 * carries on (and its own 401 signs out).
 */
async function keepStreamOpen(token: string, signal: AbortSignal, queryClient: QueryClient) {
  const setLive = (live: boolean) => {
    // A stream of a previous session must not touch the state of the next one's.
    if (!signal.aborted) useNotificationStream.getState().setLive(live);
  };
  let lastEventId: string | null = null;
  let retryMs: number = NOTIFICATION_STREAM.retryMs;
  let failures = 0;
  let connections = 0;
  while (!signal.aborted) {
    const resumed = lastEventId !== null;
    const reconnect = connections > 0;
    let live = false;
    const close = await readNotificationStream({
      token,
      lastEventId,
      signal,
      onRetry: (ms) => (retryMs = ms),
      onEvents: (events, id) => {
        lastEventId = id;
        if (!live && events.some((e) => e.type === 'ready')) {
          live = true;
          connections += 1;
          failures = 0;
          setLive(true);
        }
        if (!signal.aborted) applyStreamEvents(queryClient, events, reconnect && !resumed);
      },
    });
    setLive(false);
    if (close !== 'dropped' || signal.aborted) return;
    await pause(Math.min(retryMs * 2 ** failures, POLL_MS), signal);
    failures += 1;
  }
}

/**
 * The bell takes the stream's unread count at once; then the notifications, the tenders (their
 * statuses, each tender with what is kept under its key: its comparison, its questions) and the
 * requests (lists and each one) load again, those on screen now and the rest when next shown. A
 * `ready` needs that only when the count moved, or after a drop the server could not catch up on
 * (no notice heard yet to resume from): on a fresh page it would load again what has just loaded.
 */
function applyStreamEvents(queryClient: QueryClient, events: StreamEvent[], missed: boolean) {
  const cached = queryClient.getQueryData<InfiniteData<NotificationPage>>(notificationsRoot);
  let unread: number | null = null;
  let stale = false;
  for (const event of events) {
    if (event.type !== 'reset' && event.unread !== null) unread = event.unread;
    if (event.type === 'ready') {
      const before = cached?.pages[0]?.unread;
      stale ||=
        missed || (event.unread !== null && before !== undefined && event.unread !== before);
    } else stale = true;
  }
  if (unread !== null && cached) {
    const pages = cached.pages.map((page, i) => (i === 0 ? { ...page, unread } : page));
    queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsRoot, {
      ...cached,
      pages,
    });
  }
  if (!stale) return;
  for (const queryKey of [notificationsRoot, tendersRoot, requestsRoot]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** Waits `ms`, less when the device comes back online (the stream may open now) or `signal` aborts. */
function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}
