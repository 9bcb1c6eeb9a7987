import { NOTIFICATION_STREAM, type Notification } from '@podryad/domain';

/**
 * A Server-Sent Events answer a test writes into as the server would, and whether the page
 * cancelled it (closed the connection).
 */
export function eventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller!.enqueue(encoder.encode(text)),
    /** The server closes it (a drop, as the page sees it, unless `end` came first). */
    close: () => controller!.close(),
    get cancelled() {
      return cancelled;
    },
  };
}

/** The events of the notification stream as the server writes them. */
export const sse = {
  ready: (unread: number) =>
    `retry: ${NOTIFICATION_STREAM.retryMs}\nevent: ready\ndata: ${JSON.stringify({ unread })}\n\n`,
  notification: (notification: Notification, unread: number) =>
    `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify({ notification, unread })}\n\n`,
  ping: ': ping\n\n',
  reset: 'event: reset\ndata: {}\n\n',
  end: (reason: 'session' | 'replaced') => `event: end\ndata: ${JSON.stringify({ reason })}\n\n`,
};
