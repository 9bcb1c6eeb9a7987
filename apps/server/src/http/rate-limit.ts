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
 * (DESIGN.md: the app servers keep no state). One upsert per counted request (`hit`).
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
 * A route's limit per signed-in user (after `authenticate`), counted in the database like the
 * per-address ones: for calls that cost us something per call whoever makes them (an argon2 hash,
 * a paid geocoder). Past `max` in the window: 429 with Retry-After.
 */
export function perUserLimit(db: Db, name: string, max: number, windowMs: number) {
  return async (request: FastifyRequest) => {
    const { count, ttlMs } = await hit(db, `${name}|${caller(request).id}`, windowMs);
    if (count > max) throw tooManyRequests(MSG.tooManyRequests, ttlMs / 1000);
  };
}
