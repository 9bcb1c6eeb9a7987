import { DEADLINE_REMINDER_HOURS } from '@podryad/domain';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { tenderRequests, tenders } from '../../db/schema';
import { notices } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { openTender } from '../tenders/access';

/** How many reminders one transaction sends: bounds its statements whatever the backlog. */
const REMINDER_BATCH = 500;

/**
 * Reminds invited contractors who have neither answered nor declined that the tender's deadline is
 * less than a day away; answers how many were reminded. Any number of servers may run it
 * at once: each batch claims its invitations with `FOR UPDATE SKIP LOCKED` and marks them in the
 * same statement, so every invitation is reminded once per deadline (a moved deadline clears the
 * mark: `forgetReminders`).
 */
export async function sendDeadlineReminders(db: Db) {
  let total = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: tenderRequests.id })
        .from(tenderRequests)
        .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
        .where(
          and(
            openTender(),
            gt(tenders.offersDeadline, sql`now()`),
            lte(
              tenders.offersDeadline,
              sql`now() + make_interval(hours => ${DEADLINE_REMINDER_HOURS})`,
            ),
            eq(tenderRequests.status, 'offered'),
            isNull(tenderRequests.remindedAt),
          ),
        )
        .orderBy(tenderRequests.id)
        .limit(REMINDER_BATCH)
        .for('update', { of: tenderRequests, skipLocked: true });
      const claimed = await tx
        .update(tenderRequests)
        .set({ remindedAt: sql`now()` })
        .from(tenders)
        .where(and(eq(tenders.id, tenderRequests.tenderId), inArray(tenderRequests.id, due)))
        .returning({
          id: tenderRequests.id,
          contractorId: tenderRequests.contractorId,
          status: tenderRequests.status,
          tender: {
            id: tenders.id,
            name: tenders.name,
            ownerId: tenders.ownerId,
            offersDeadline: tenders.offersDeadline,
          },
        });
      await notifyAll(
        tx,
        claimed.map((r) => notices.deadline_reminder(r.tender, r)),
      );
      return claimed.length;
    });
    total += sent;
    if (sent < REMINDER_BATCH) return total;
  }
}
