import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connect';
import { hit } from '../db/counters';

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
