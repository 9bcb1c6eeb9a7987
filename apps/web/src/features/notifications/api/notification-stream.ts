import {
  NOTIFICATION_STREAM,
  streamEndEvent,
  streamNotificationEvent,
  streamReadyEvent,
} from '@podryad/domain';
import { type EventSourceMessage, createParser } from 'eventsource-parser';
import { apiUrl, jsonOrNull } from '@/lib/api-client';

/*
 * One connection of GET /user/notifications/stream (Server-Sent Events). It is read with fetch and
 * eventsource-parser rather than EventSource, which cannot send headers: the bearer token stays in
 * Authorization and never goes into a URL (logs, history, the Referer). Reconnecting is the
 * caller's (use-live-notifications.ts).
 */

/** What the stream told, as the page acts on it. */
export type StreamEvent =
  /** The stream is open; `unread` is null when its data could not be read. */
  | { type: 'ready'; unread: number | null }
  /** A new notice, with the new unread count. */
  | { type: 'notification'; unread: number }
  /** Too much was missed to catch up, or an event could not be read: whatever is shown may be old. */
  | { type: 'reset' };

/**
 * How a connection ended: `ended` by the server's `end` (the session is over, or a newer stream of
 * the user replaced this one), `refused` by a 401 or 403 (the session is not accepted: the polling's
 * own call signs out on a 401), `dropped` for anything else (no stream here, no `ready` in time,
 * silence, the network) and is worth trying again.
 */
export type StreamClose = 'ended' | 'refused' | 'dropped';

/**
 * A stream whose `ready` does not come this soon is taken for one a proxy buffers: its notices
 * would come late or never, and the polling it stops would be missed.
 */
export const READY_TIMEOUT_MS = 5_000;
/** After `ready`, a stream silent for two heartbeats is dead though no error says so (a sleeping laptop). */
export const SILENCE_MS = 2 * NOTIFICATION_STREAM.heartbeatMs;

type Options = {
  token: string;
  /** The id of the last notice heard, for the server to send what came since. */
  lastEventId: string | null;
  signal: AbortSignal;
  /**
   * The events of one chunk of the stream together, so a burst of catch-up costs one refresh, with
   * the last event id heard so far.
   */
  onEvents: (events: StreamEvent[], lastEventId: string | null) => void;
  /** The server's `retry:`, the base of the wait before reconnecting. */
  onRetry: (ms: number) => void;
};

/** Opens the stream and reads it until it ends, is dropped, or `signal` aborts it. */
export async function readNotificationStream({
  token,
  lastEventId,
  signal,
  onEvents,
  onRetry,
}: Options): Promise<StreamClose> {
  if (signal.aborted) return 'dropped';
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort);
  let watchdog = setTimeout(abort, READY_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(apiUrl('/user/notifications/stream'), {
      headers,
      cache: 'no-store',
      signal: connection.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    const stream = response.status === 200 && type.startsWith('text/event-stream');
    if (!stream || !response.body || connection.signal.aborted) {
      void response.body?.cancel().catch(() => {});
      return response.status === 401 || response.status === 403 ? 'refused' : 'dropped';
    }

    const reader = response.body.getReader();
    // Cancelling the reader ends a pending read whatever the fetch does with its own signal.
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));

    let ready = false;
    let ended = false;
    let batch: StreamEvent[] = [];
    let lastId = lastEventId;
    const parser = createParser({
      onRetry,
      onEvent: (message) => {
        // As EventSource keeps it: the id of the last event that had one.
        if (message.id !== undefined) lastId = message.id;
        const event = streamEvent(message);
        if (event === 'end') ended = true;
        else if (event) batch.push(event);
      },
    });
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || connection.signal.aborted) return 'dropped';
      const heardId = lastId;
      parser.feed(decoder.decode(value, { stream: true }));
      // Until `ready` the first deadline stands, pings or not; then any byte shows it alive.
      ready ||= batch.some((e) => e.type === 'ready');
      if (ready) {
        clearTimeout(watchdog);
        watchdog = setTimeout(abort, SILENCE_MS);
      }
      if (batch.length > 0 || lastId !== heardId) onEvents(batch, lastId);
      batch = [];
      if (ended) {
        void reader.cancel().catch(() => {});
        return 'ended';
      }
    }
  } catch {
    return 'dropped';
  } finally {
    clearTimeout(watchdog);
    signal.removeEventListener('abort', abort);
  }
}

/** One message of the stream as the page acts on it; `end` says the server is closing it. */
function streamEvent(message: EventSourceMessage): StreamEvent | 'end' | null {
  const data = jsonOrNull(message.data);
  switch (message.event) {
    case 'ready': {
      const ready = streamReadyEvent.safeParse(data);
      return { type: 'ready', unread: ready.success ? ready.data.unread : null };
    }
    case 'notification': {
      const notice = streamNotificationEvent.safeParse(data);
      return notice.success
        ? { type: 'notification', unread: notice.data.unread }
        : { type: 'reset' };
    }
    case 'reset':
      return { type: 'reset' };
    case 'end':
      // A reason this page does not know may be one to come back from (a server going down): the
      // close that follows is taken for a drop.
      return streamEndEvent.safeParse(data).success ? 'end' : null;
    default:
      return null;
  }
}
