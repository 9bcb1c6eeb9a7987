import { ID_MAX, NOTIFICATION_STREAM, type Notification } from '@podryad/domain';
import { eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect';
import { notifications, sessions } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import { noticesSince } from './cards';

/*
 * The live stream of notices (Server-Sent Events, GET /user/notifications/stream). A notice is
 * written in its event's transaction, and a trigger NOTIFYs `podryad_notices` with its recipient
 * (migration 0013): PostgreSQL delivers that on commit, to every server, each of which reads the new
 * notices of that user for the streams it holds. A session that ends NOTIFYs `podryad_sessions`,
 * and its streams end on whichever server holds them. Nothing is kept between servers but the
 * database: a stream's place is the id of the last notice it sent (`Last-Event-ID` on reconnect).
 */

type Stream = {
  viewer: AuthUser;
  /** The id of the last notice sent; the next catch-up sends those after it. */
  lastId: number;
  reply: FastifyReply;
  closed: boolean;
};

/** One SSE event as written on the wire: JSON data on one line, an id when it has one. */
const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

type Options = { database: Database; heartbeatMs?: number; log: (err: Error) => void };

export class LiveNotices {
  private readonly streams = new Map<number, Stream[]>();
  /** Per user, the catch-up running now: the next waits for it, so a notice is never sent twice. */
  private readonly queues = new Map<number, Promise<void>>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: Options) {}

  async start() {
    const { database, heartbeatMs = NOTIFICATION_STREAM.heartbeatMs } = this.options;
    this.stopListening = await database.listen(
      {
        podryad_notices: (payload) => this.catchUp(Number(payload)),
        podryad_sessions: (payload) => void this.endClosedSessions(Number(payload)),
      },
      // A gap in listening: every stream reads what it may have missed.
      () => {
        for (const userId of this.streams.keys()) this.catchUp(userId);
      },
    );
    this.heartbeat = setInterval(() => this.ping(), heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Ends every stream (the server is closing: open streams would keep it waiting); browsers open
   * them again, to another server.
   */
  async stop() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const list of this.streams.values()) for (const stream of [...list]) this.close(stream);
    await this.stopListening?.();
  }

  /** How many streams this server holds (the bench reads it). */
  get size() {
    let total = 0;
    for (const list of this.streams.values()) total += list.length;
    return total;
  }

  /**
   * Answers the request with a stream of the viewer's notices: `ready` with the unread count, the
   * notices missed since `Last-Event-ID` if given, then each new one as it is written.
   */
  async open(request: FastifyRequest, reply: FastifyReply, viewer: AuthUser) {
    const { db } = this.options.database;
    const resumeFrom = lastEventId(request.headers['last-event-id']);
    const [state] = await db
      .select({
        newest: max(notifications.id),
        unread: sql<number>`count(*) filter (where ${notifications.isNew})`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.recipientId, viewer.id));

    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and its kind would otherwise hold the events back in a buffer.
      'x-accel-buffering': 'no',
    });
    reply.raw.write(`retry: ${NOTIFICATION_STREAM.retryMs}\n\n`);
    reply.raw.write(frame('ready', { unread: state?.unread ?? 0 }));

    const stream: Stream = {
      viewer,
      lastId: resumeFrom ?? state?.newest ?? 0,
      reply,
      closed: false,
    };
    // The oldest streams give way: a user keeps a few tabs and devices, not unbounded sockets.
    const older = this.streams.get(viewer.id) ?? [];
    const surplus = older.length + 1 - NOTIFICATION_STREAM.maxPerUser;
    for (const oldest of older.slice(0, Math.max(surplus, 0))) this.close(oldest, 'replaced');
    this.streams.set(viewer.id, [...(this.streams.get(viewer.id) ?? []), stream]);
    reply.raw.on('close', () => this.close(stream));
    // What was missed since `Last-Event-ID`, and anything written while the stream was opening.
    this.catchUp(viewer.id);
  }

  /** Sends each stream of the user the notices it has not had yet, one catch-up at a time. */
  private catchUp(userId: number) {
    if (!this.streams.has(userId)) return;
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => this.send(userId))
      .catch((err: Error) => this.options.log(err))
      .finally(() => {
        if (this.queues.get(userId) === next) this.queues.delete(userId);
      });
    this.queues.set(userId, next);
  }

  private async send(userId: number) {
    const list = this.streams.get(userId);
    if (!list || list.length === 0) return;
    const since = Math.min(...list.map((stream) => stream.lastId));
    const limit = NOTIFICATION_STREAM.resumeMax + 1;
    const answer = JSON.parse(
      await noticesSince(this.options.database.run, list[0]!.viewer, since, limit),
    ) as { notifications: Notification[]; unread: number };
    for (const stream of list) {
      const fresh = answer.notifications.filter((n) => n.id > stream.lastId);
      if (fresh.length === 0 || stream.closed) continue;
      if (fresh.length > NOTIFICATION_STREAM.resumeMax) {
        // Too many missed to replay: the page reloads its lists instead.
        stream.reply.raw.write(frame('reset', {}));
        stream.lastId = fresh.at(-1)!.id;
        continue;
      }
      for (const notification of fresh) {
        stream.reply.raw.write(
          frame('notification', { notification, unread: answer.unread }, notification.id),
        );
      }
      stream.lastId = fresh.at(-1)!.id;
    }
  }

  /** Ends the user's streams whose session is gone (signed out, password changed, expired). */
  private async endClosedSessions(userId: number) {
    const list = this.streams.get(userId);
    if (!list) return;
    try {
      const alive = await this.options.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          inArray(
            sessions.id,
            list.map((stream) => stream.viewer.sessionId),
          ),
        );
      const kept = new Set(alive.map((row) => row.id));
      for (const stream of [...list]) {
        if (!kept.has(stream.viewer.sessionId)) this.close(stream, 'session');
      }
    } catch (err) {
      this.options.log(err as Error);
    }
  }

  private ping() {
    for (const list of this.streams.values()) {
      for (const stream of list) stream.reply.raw.write(': ping\n\n');
    }
  }

  private close(stream: Stream, reason?: 'session' | 'replaced') {
    if (stream.closed) return;
    stream.closed = true;
    const list = this.streams.get(stream.viewer.id) ?? [];
    const rest = list.filter((other) => other !== stream);
    if (rest.length > 0) this.streams.set(stream.viewer.id, rest);
    else this.streams.delete(stream.viewer.id);
    if (reason) stream.reply.raw.write(frame('end', { reason }));
    stream.reply.raw.end();
  }
}

/** The id a reconnecting browser last had, if it sent a sensible one. */
function lastEventId(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}
