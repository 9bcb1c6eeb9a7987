import { createHash, randomBytes } from 'node:crypto';
import type { RequestSide, UserType } from '@podryad/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { sessions, users } from '../../db/schema';
import type { RequestOrigin } from '../../http/origin';

/*
 * Sessions: opaque bearer tokens of which only the hash is stored, ended by their limits, by a
 * sign-out or by a change of the password, phone or e-mail.
 */

/** The signed-in caller of a request. */
export type AuthUser = {
  id: number;
  type: UserType | null;
  sessionId: number;
  /** When the account is deleted, if its owner closed it (null while open). */
  closing?: Date | null;
};
/** Who reads an answer: what the answer builders need of the caller. */
export type Viewer = Pick<AuthUser, 'id' | 'type'>;

/** The side of a request the viewer reads it from: a contractor's, or the client's. */
export const sideOf = (viewer: Viewer): RequestSide =>
  viewer.type === 'contractor' ? 'contractor' : 'client';

/** How long a session lives: ended after `idleMs` unused, and `maxMs` after sign-in in any case. */
export type SessionLimits = { idleMs: number; maxMs: number };

/** A session's last use is written at most this often: not one write per request. */
const SEEN_PRECISION_MS = 3600 * 1000;

/** An interval of PostgreSQL, as the text of a bound parameter. */
const interval = (ms: number) => `${ms} milliseconds`;

/**
 * SQL: the session is still alive by its limits (the database's clock, as every instance's); the
 * ages are intervals, as values or as placeholders of a prepared statement.
 */
const aliveWithin = (maxAge: unknown, idleAge: unknown) =>
  and(
    gt(sessions.createdAt, sql`now() - ${maxAge}::interval`),
    gt(sessions.lastSeenAt, sql`now() - ${idleAge}::interval`),
  )!;

export const sessionAlive = ({ idleMs, maxMs }: SessionLimits) =>
  aliveWithin(interval(maxMs), interval(idleMs));

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new bearer session for the user; the token itself is returned once and never stored. */
export async function createSession(
  tx: Tx,
  userId: number,
  origin: RequestOrigin,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: origin.userAgent,
    ip: origin.ip,
  });
  return token;
}

/** Ends every session of the user but the one given: after its password or phone or e-mail changed. */
export async function signOutOthers(tx: Tx, userId: number, keptSessionId: number) {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}

/**
 * The session of a token, if alive: a lookup prepared once and named, since it runs before every
 * authenticated call (PostgreSQL plans it once per connection, and it is not rebuilt per request).
 * A session last seen over an hour ago is marked seen now.
 */
export function sessionLookup(db: Db) {
  const lookup = db
    .select({
      id: users.id,
      type: users.type,
      sessionId: sessions.id,
      deleteAfter: users.deleteAfter,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${interval(SEEN_PRECISION_MS)}::interval`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        aliveWithin(sql.placeholder('maxAge'), sql.placeholder('idleAge')),
      ),
    )
    .limit(1)
    .prepare('session_by_token');
  return async (token: string, { idleMs, maxMs }: SessionLimits): Promise<AuthUser | null> => {
    const [row] = await lookup.execute({
      tokenHash: hashToken(token),
      maxAge: interval(maxMs),
      idleAge: interval(idleMs),
    });
    if (!row) return null;
    if (row.stale) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
    }
    return {
      id: row.id,
      type: row.type as UserType | null,
      sessionId: row.sessionId,
      closing: row.deleteAfter,
    };
  };
}
