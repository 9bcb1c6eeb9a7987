import http from 'node:http';

/*
 * A client of the live notice stream for the tests: a real HTTP request (an SSE stream never ends,
 * so `inject` cannot read one) on a connection of its own, dropped by close(); its events parsed as
 * they come, and waits for the next one that matches, each within a deadline, never a fixed sleep.
 */

export type SseEvent = { event: string; id?: string; data: unknown } | { comment: string };

export type NoticeStream = Awaited<ReturnType<typeof openNoticeStream>>;

/** The fields of one SSE block ('event:', 'id:', 'data:' lines, or a ': comment'). */
function parseBlock(block: string): SseEvent | null {
  if (block.startsWith(':')) return { comment: block.slice(1).trim() };
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
  }
  const event = fields.get('event');
  if (!event) return null;
  return { event, id: fields.get('id'), data: JSON.parse(fields.get('data') ?? 'null') };
}

export async function openNoticeStream(
  origin: string,
  token: string | undefined,
  { lastEventId }: { lastEventId?: string | number } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  // No shared agent: fetch's pool may hold a spare connection open that would keep the server from
  // closing, and close() must drop exactly this stream's connection.
  const request = http.get(`${origin}/api/user/notifications/stream`, { headers, agent: false });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const contentType = String(res.headers['content-type'] ?? '');
  // Whole characters: a chunk may end inside a Cyrillic letter's bytes.
  res.setEncoding('utf8');
  const events: SseEvent[] = [];
  let read = 0;
  let ended = false;
  let wake: () => void = () => {};
  let text = '';
  const pump = (async () => {
    let buffer = '';
    try {
      for await (const chunk of res) {
        const part = chunk as string;
        if (!contentType.startsWith('text/event-stream')) {
          text += part;
          continue;
        }
        buffer += part;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) events.push(parsed);
          wake();
        }
      }
    } catch {
      // Dropped by close().
    } finally {
      ended = true;
      wake();
    }
  })();

  /** The next event after those already taken that `matches`, within `ms`. */
  async function next(matches: (e: SseEvent) => boolean = () => true, ms = 3_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      while (read < events.length) {
        const event = events[read++]!;
        if (matches(event)) return event;
      }
      if (ended) throw new Error(`the stream ended; it sent ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    status: res.statusCode ?? 0,
    contentType,
    /** The answer's JSON when it is not a stream (an error). */
    json: async () => {
      await pump;
      return contentType.includes('json') ? JSON.parse(text) : null;
    },
    events,
    next,
    /** The next named event. */
    nextEvent: (name: string, ms?: number) =>
      next((e) => 'event' in e && e.event === name, ms) as Promise<{
        event: string;
        id?: string;
        data: unknown;
      }>,
    /** Every event taken up to the next heartbeat: what was sent before it. */
    untilPing: async (ms?: number) => {
      const from = read;
      await next((e) => 'comment' in e && e.comment === 'ping', ms);
      return events.slice(from, read - 1);
    },
    ended: async () => {
      await pump;
    },
    close: () => {
      request.destroy();
      return pump;
    },
  };
}
