import { OUTCOME_REMINDER_AFTER_DAYS, OUTCOME_REMINDER_EVERY_DAYS } from '@podryad/domain';
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { tenders } from '../../db/schema';
import { outcomeReminder } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { openTender } from './access';

/** How many tenders one transaction reminds of: bounds its statements whatever the backlog. */
const BATCH = 500;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Reminds the client of each open tender whose deadline for offers passed 14 days ago with no
 * outcome, and again every 7 days; answers how many were reminded. Any number of servers may run
 * it at once: each batch claims its tenders with `FOR UPDATE SKIP LOCKED` and marks them in the
 * same statement.
 */
export async function sendOutcomeReminders(db: Db) {
  let total = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: tenders.id })
        .from(tenders)
        .where(
          and(
            openTender(),
            lt(tenders.offersDeadline, daysAgo(OUTCOME_REMINDER_AFTER_DAYS)),
            or(
              isNull(tenders.outcomeRemindedAt),
              lt(tenders.outcomeRemindedAt, daysAgo(OUTCOME_REMINDER_EVERY_DAYS)),
            ),
          ),
        )
        .orderBy(tenders.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(tenders)
        .set({ outcomeRemindedAt: sql`now()` })
        .where(inArray(tenders.id, due))
        .returning({ id: tenders.id, name: tenders.name, ownerId: tenders.ownerId });
      await notifyAll(tx, claimed.map(outcomeReminder));
      return claimed.length;
    });
    total += sent;
    if (sent < BATCH) return total;
  }
}
