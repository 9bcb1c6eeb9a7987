import { createHash, randomBytes } from 'node:crypto';
import type { UserType } from '@podryad/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/connect';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from './errors';

export type AuthUser = { id: number; type: UserType | null; sessionId: number };

/** How long a session lives: ended after `idleMs` unused, and `maxMs` after sign-in in any case. */
export type SessionLimits = { idleMs: number; maxMs: number };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    sessionLimits: SessionLimits;
  }
}

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
export async function createSession(tx: Tx, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({ userId, tokenHash: hashToken(token) });
  return token;
}

/** Ends every session of the user but the one given: after its password or phone or e-mail changed. */
export async function signOutOthers(tx: Tx, userId: number, keptSessionId: number) {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** A hook that only reads the request's headers: used on `onRequest`, before the body is read. */
type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * Resolves the caller from the bearer token; 401 without a valid one. Registered as an `onRequest`
 * hook so that a caller without the right token or role learns that before anything about its body.
 */
export function authenticate(db: Db): Hook {
  // Prepared once and named: the lookup runs before every authenticated call, so PostgreSQL plans
  // it once per connection and the statement is not rebuilt per request.
  const lookup = db
    .select({
      id: users.id,
      type: users.type,
      sessionId: sessions.id,
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
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const { idleMs, maxMs } = request.server.sessionLimits;
    const [row] = await lookup.execute({
      tokenHash: hashToken(token),
      maxAge: interval(maxMs),
      idleAge: interval(idleMs),
    });
    if (!row) throw unauthorized();
    if (row.stale) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
    }
    request.auth = { id: row.id, type: row.type as UserType | null, sessionId: row.sessionId };
  };
}

/** The authenticated caller; use after `authenticate`. */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Authorization per route: the caller must be of one of these types (a user without one never is). */
export function requireType(...types: UserType[]): Hook {
  return async (request: FastifyRequest) => {
    const type = caller(request).type;
    if (!type || !types.includes(type)) throw forbidden();
  };
}
