import { moscowDate, nextMoscowMidnight } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { databaseNow } from '../../db/clock';
import type { Db, Tx } from '../../db/connect';
import { providerLimits } from '../../db/schema';

/**
 * A provider's limits: calls a Moscow day (its quota), and calls in a window of `windowMs` (its
 * rate: 30 in a second on DaData's free plan).
 */
export type CallLimits = { perDay: number; perWindow: number; windowMs: number };

/**
 * Reserves calls to `provider` within its limits, counted in the database so that every server
 * counts together: locks the provider's row for the caller's transaction, offers `take` the number
 * of calls still allowed now (none while a spent quota pauses it), and counts those `take`
 * answers it used. A call is counted when reserved, before it is made: a server that dies
 * between the two has spent it, and the limits are never passed.
 */
export async function withCallBudget<T>(
  tx: Tx,
  provider: string,
  limits: CallLimits,
  take: (budget: number) => Promise<T[]>,
): Promise<T[]> {
  await tx.insert(providerLimits).values({ provider }).onConflictDoNothing();
  const [row] = await tx
    .select({
      day: providerLimits.day,
      dayCalls: providerLimits.dayCalls,
      windowStart: providerLimits.windowStart,
      windowCalls: providerLimits.windowCalls,
      pausedUntil: providerLimits.pausedUntil,
      now: sql<Date>`now()`.mapWith((value: Date | string) => new Date(value)),
    })
    .from(providerLimits)
    .where(eq(providerLimits.provider, provider))
    .for('update');
  const now = row!.now;
  if (row!.pausedUntil && row!.pausedUntil > now) return [];
  const today = moscowDate(now);
  const dayCalls = row!.day === today ? row!.dayCalls : 0;
  const windowOpen =
    row!.windowStart !== null && now.getTime() < row!.windowStart.getTime() + limits.windowMs;
  const windowCalls = windowOpen ? row!.windowCalls : 0;
  const budget = Math.min(limits.perDay - dayCalls, limits.perWindow - windowCalls);
  if (budget <= 0) return [];
  const taken = await take(budget);
  if (taken.length === 0) return taken;
  await tx
    .update(providerLimits)
    .set({
      day: today,
      dayCalls: dayCalls + taken.length,
      windowStart: windowOpen ? row!.windowStart : now,
      windowCalls: windowCalls + taken.length,
    })
    .where(eq(providerLimits.provider, provider));
  return taken;
}

/**
 * The provider said its day's quota is spent: no server calls it again before the next Moscow
 * midnight (its day is Moscow's). Answers until when.
 */
export async function pauseUntilMidnight(db: Db, provider: string): Promise<Date> {
  const until = nextMoscowMidnight(await databaseNow(db));
  await db
    .insert(providerLimits)
    .values({ provider, pausedUntil: until })
    .onConflictDoUpdate({ target: providerLimits.provider, set: { pausedUntil: until } });
  return until;
}
