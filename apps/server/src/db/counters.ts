import { eq, sql } from 'drizzle-orm';
import type { Db } from './connect';
import { rateLimits } from './schema';

/** A window's count after a hit, and the milliseconds left until the window starts again. */
export type Hit = { count: number; ttlMs: number };

/**
 * 1, the first count, computed so that this statement's own transaction commits without waiting for
 * its WAL to reach the disk (`synchronous_commit = off` for this transaction only, as `SET LOCAL`
 * would): a counter that loses its last fraction of a second in a crash of PostgreSQL is still a
 * limit, and the wait (1.7 ms per hit on our disks) was most of a tender read's time.
 */
const noFlushWait = sql<number>`(select 1 from set_config('synchronous_commit', 'off', true))`;

/** The upsert of `hit`, prepared once per database (see `hit`). */
function prepareHit(db: Db) {
  const fresh = sql`now() + ${sql.placeholder('window')}::interval`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: noFlushWait, resetAt: fresh })
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
    })
    .prepare('rate_limit_hit');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareHit>>();

/**
 * Counts one more event under `key` in a window of `windowMs`, in one upsert, and answers the
 * count so far: the counters live in the database, so every app instance counts together, and a
 * burst of parallel hits each sees its own number. A window that has passed starts again at 1.
 * The upsert is a named prepared statement: it runs on hot calls (every tender a contractor opens),
 * so PostgreSQL plans it once per connection and drizzle does not rebuild it per request.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<Hit> {
  let upsert = prepared.get(db);
  if (!upsert) prepared.set(db, (upsert = prepareHit(db)));
  const [row] = await upsert.execute({ key, window: `${windowMs} milliseconds` });
  return { count: row?.count ?? 1, ttlMs: Number(row?.ttlMs ?? windowMs) };
}

/** Forgets a key's count (a sign-in that succeeded). */
export async function forget(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
