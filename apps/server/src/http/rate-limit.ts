import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rateLimits } from '../db/schema';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store in our database, so every app instance sharing it counts together
 * (DESIGN.md: the app servers keep no state). One upsert per counted request.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const id = `${this.prefix}${key}`;
      const fresh = sql`now() + ${`${timeWindow} milliseconds`}::interval`;
      db.insert(rateLimits)
        .values({ key: id, count: 1, resetAt: fresh })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${fresh} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::int`,
        })
        .then(([row]) =>
          callback(null, { current: row?.count ?? 1, ttl: Number(row?.ttl ?? timeWindow) }),
        )
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
