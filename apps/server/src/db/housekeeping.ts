import { and, isNotNull, lt, not, or, sql } from 'drizzle-orm';
import { type SessionLimits, sessionAlive } from '../modules/auth/sessions';
import { CODES_COUNTED_MS } from '@podryad/domain';
import type { Db } from './connect';
import { noticeOutbox, rateLimits, registrations, sessions, verificationCodes } from './schema';

/**
 * How long the outbox keeps a letter or push once sent or failed: for looking into a complaint.
 * Counted from when it was written: every row is settled within a day of it.
 */
export const OUTBOX_KEPT_MS = 30 * 24 * 3600 * 1000;

/** How long a registration may stay unfinished, and a finished one's row (phone, e-mail) kept. */
export const REGISTRATIONS_KEPT_MS = 24 * 3600 * 1000;

/**
 * Deletes what has served its time: codes past the daily caps' window, registrations older than a
 * day (finished or not), rate-limit counters whose window has passed, sessions past their
 * limits, and the outbox's rows a month after they were sent or failed. Every instance may run it at once: it only deletes. Answers how many rows of each went.
 */
export async function pruneExpired(db: Db, now: Date, sessionLimits: SessionLimits) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createdAt, before(CODES_COUNTED_MS)))
    .returning({ id: verificationCodes.id });
  const regs = await db
    .delete(registrations)
    .where(lt(registrations.createdAt, before(REGISTRATIONS_KEPT_MS)))
    .returning({ uuid: registrations.uuid });
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  const ended = await db
    .delete(sessions)
    .where(not(sessionAlive(sessionLimits)))
    .returning({ id: sessions.id });
  const outbox = await db
    .delete(noticeOutbox)
    .where(
      and(
        lt(noticeOutbox.createdAt, before(OUTBOX_KEPT_MS)),
        or(isNotNull(noticeOutbox.sentAt), isNotNull(noticeOutbox.failedAt)),
      ),
    )
    .returning({ id: noticeOutbox.id });
  return {
    codes: codes.length,
    outbox: outbox.length,
    registrations: regs.length,
    counters: counters.length,
    sessions: ended.length,
  };
}
