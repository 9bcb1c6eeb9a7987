import { MSG_SEALED, WITHDRAWN_TENDER_STATUS, offersSealed } from '@podryad/domain';
import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { databaseNow } from '../../db/clock';
import { tenderRequests, tenders } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { offersOpened } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { record } from '../trail/record';

/*
 * Sealed offers on the server: the flag's rules, the one condition every read of offers answers
 * by, and the opening at the deadline. Until then the client reads who answered and when, never
 * what an offer says; the contractor always reads its own.
 */

type TenderRow = typeof tenders.$inferSelect;

/** Is `tender` sealed from its client at `now`. */
export const sealedNow = (
  tender: Pick<TenderRow, 'sealed' | 'offersDeadline'>,
  now: Date = new Date(),
) => offersSealed({ sealed: tender.sealed, offers_deadline: tender.offersDeadline }, now);

const hasOffer = async (tx: Tx, tenderId: number) =>
  (
    await tx
      .select({ id: tenderRequests.id })
      .from(tenderRequests)
      .where(and(eq(tenderRequests.tenderId, tenderId), gt(tenderRequests.revision, 0)))
      .limit(1)
  ).length > 0;

/**
 * The flag's rules for a tender being created (`current` undefined) or changed, with the values it
 * will have: sealed needs a deadline; the flag changes only while the tender has no offer; a
 * sealed tender's deadline only moves later, and not at all once its offers are open.
 */
export async function checkSealed(
  tx: Tx,
  next: { sealed: boolean; offersDeadline: Date | null },
  current?: TenderRow,
) {
  const moved = next.offersDeadline?.getTime() !== current?.offersDeadline?.getTime();
  if (current?.sealed && next.sealed && moved) {
    if (!sealedNow(current, await databaseNow(tx))) throw conflict(MSG_SEALED.opened);
    if (!next.offersDeadline || next.offersDeadline < current.offersDeadline!) {
      throw conflict(MSG_SEALED.deadlineEarlier);
    }
  }
  if (next.sealed && !next.offersDeadline) {
    throw new AppError(400, [MSG_SEALED.needsDeadline], {
      offers_deadline: [MSG_SEALED.needsDeadline],
    });
  }
  if (current && next.sealed !== current.sealed && (await hasOffer(tx, current.id))) {
    throw conflict(MSG_SEALED.hasOffers);
  }
}

/** How many tenders one transaction opens: bounds its statements whatever the backlog. */
const BATCH = 200;

/**
 * Opens the sealed offers of every tender whose deadline has passed: marks it opened, records the
 * opening in its trail and tells its client how many offers opened. Answers how many tenders were
 * opened. Any number of servers may run it at once: each batch claims its tenders with
 * `FOR UPDATE SKIP LOCKED` and marks them in the same transaction.
 */
export async function openSealedOffers(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const opened = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: tenders.id })
        .from(tenders)
        .where(
          and(
            eq(tenders.sealed, true),
            isNull(tenders.offersOpenedAt),
            // A withdrawn tender is gone for its client: nothing to open, no one to tell.
            ne(tenders.status, WITHDRAWN_TENDER_STATUS),
            lte(tenders.offersDeadline, sql`now()`),
          ),
        )
        .orderBy(tenders.offersDeadline, tenders.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(tenders)
        .set({ offersOpenedAt: sql`now()` })
        .where(inArray(tenders.id, due))
        .returning({ id: tenders.id, name: tenders.name, ownerId: tenders.ownerId });
      if (claimed.length === 0) return 0;
      const counts = await tx
        .select({ tenderId: tenderRequests.tenderId, n: sql<number>`count(*)::int` })
        .from(tenderRequests)
        .where(
          and(
            inArray(
              tenderRequests.tenderId,
              claimed.map((t) => t.id),
            ),
            gt(tenderRequests.revision, 0),
          ),
        )
        .groupBy(tenderRequests.tenderId);
      const countOf = new Map(counts.map((c) => [c.tenderId, c.n]));
      await record(
        tx,
        ...claimed.map((t) => ({
          tenderId: t.id,
          event: 'offers_opened' as const,
          actorId: t.ownerId,
          contractorId: null,
          details: `Вскрыто предложений: ${countOf.get(t.id) ?? 0}`,
        })),
      );
      await notifyAll(
        tx,
        claimed.map((t) => offersOpened(t, countOf.get(t.id) ?? 0)),
      );
      return claimed.length;
    });
    total += opened;
    if (opened < BATCH) return total;
  }
}
