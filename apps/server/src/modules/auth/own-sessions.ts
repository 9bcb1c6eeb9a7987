import { MSG_SESSIONS, SESSIONS_LIST_MAX, type SessionItem } from '@podryad/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { describeUserAgent } from './device';
import { type AuthUser, type SessionLimits, sessionAlive, signOutOthers } from './sessions';

/*
 * A person's own sessions, as the cabinet's safety tab lists and ends them. Only the caller's
 * sessions are ever read or ended; another's id is answered as one that does not exist.
 */
export class OwnSessionService {
  constructor(
    private readonly db: Db,
    private readonly limits: SessionLimits,
  ) {}

  /** The caller's live sessions, the newest first, at most SESSIONS_LIST_MAX. */
  async list(me: AuthUser): Promise<SessionItem[]> {
    const rows = await this.db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        city: sessions.city,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, me.id), sessionAlive(this.limits)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(SESSIONS_LIST_MAX);
    return rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      city: row.city,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === me.sessionId,
    }));
  }

  /** Ends one live session of the caller (the current one too: that is a sign-out); else 404. */
  async end(me: AuthUser, sessionId: number) {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.id), sessionAlive(this.limits)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw notFound(MSG_SESSIONS.notFound);
  }

  /** Ends every session of the caller but the current one. */
  async endOthers(me: AuthUser) {
    await signOutOthers(this.db, me.id, me.sessionId);
  }
}
