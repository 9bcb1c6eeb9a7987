import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { MSG } from '@podryad/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { hit } from '../db/counters';
import { caller } from './auth';
import { tooManyRequests } from './errors';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store in our database, so every app instance sharing it counts together
 * (the app servers keep no state of their own). One upsert per counted request (`hit`).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(db, `${this.prefix}${key}`, timeWindow)
        .then(({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }))
        .catch((err: Error) => callback(err));
    }

    // The plugin passes its merged route parameters (with `routeInfo`), not what its types say.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as unknown as RouteInfo;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseStore(`${method} ${routeInfo?.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Counts one more event under `key` (`hit`); past `max` in the window it refuses with a 429 and
 * `Retry-After`, in `message` — or the message made from the minutes left. The one shape of every
 * limit of ours beyond the per-address ones.
 */
export async function countAgainst(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  message: string | ((minutesLeft: number) => string) = MSG.tooManyRequests,
) {
  const { count, ttlMs } = await hit(db, key, windowMs);
  if (count <= max) return;
  const seconds = ttlMs / 1000;
  const text = typeof message === 'string' ? message : message(Math.ceil(seconds / 60));
  throw tooManyRequests(text, seconds);
}

/**
 * A route's limit per signed-in user (after `authenticate`), counted in the database like the
 * per-address ones: for calls that cost us something per call whoever makes them (an argon2 hash,
 * a paid geocoder).
 */
export const perUserLimit =
  (db: Db, name: string, max: number, windowMs: number) => (request: FastifyRequest) =>
    countAgainst(db, `${name}|${caller(request).id}`, max, windowMs);
