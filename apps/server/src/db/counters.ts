import { eq, sql } from 'drizzle-orm';
import type { Db } from './connect';
import { rateLimits } from './schema';

/** A window's count after a hit, and the milliseconds left until the window starts again. */
export type Hit = { count: number; ttlMs: number };

/**
 * Counts one more event under `key` in a window of `windowMs`, in one upsert, and answers the
 * count so far: the counters live in the database, so every app instance counts together, and a
 * burst of parallel hits each sees its own number. A window that has passed starts again at 1.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const fresh = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: fresh })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${fresh} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::int`,
    });
  return { count: row?.count ?? 1, ttlMs: Number(row?.ttlMs ?? windowMs) };
}

/** Forgets a key's count (a sign-in that succeeded). */
export async function forget(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
