import { MSG_DELETION, type UserType } from '@podryad/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { type AuthUser, type SessionLimits, sessionLookup } from '../modules/auth/sessions';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    sessionLimits: SessionLimits;
  }
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
  const lookup = sessionLookup(db);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await lookup(token, request.server.sessionLimits);
    if (!user) throw unauthorized();
    request.auth = user;
    if (user.closing && !OPEN_WHILE_CLOSED.has(`${request.method} ${request.routeOptions.url}`)) {
      throw forbidden(MSG_DELETION.closed(user.closing));
    }
  };
}

/**
 * The calls a closed account may still make: its profile (the web app's session), the deletion's
 * state and its cancel, and sign-out. Every other call answers 403 until the owner cancels.
 */
const OPEN_WHILE_CLOSED = new Set([
  'GET /api/user/profile',
  'GET /api/user/deletion',
  'DELETE /api/user/deletion',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
]);

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
