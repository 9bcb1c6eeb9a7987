import {
  MSG_OFFERS,
  MSG_REBID,
  MSG_TENDERS,
  OFFER_REVISIONS_MAX,
  REVISABLE_REQUEST_STATUSES,
  type RebidBody,
  WITHDRAWN_TENDER_STATUS,
  formatMoscow,
  REBID_MIN_OFFERS,
  offersDeadlineProblem,
  rebidDeadlineProblem,
  rebidRefusal,
} from '@podryad/domain';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { databaseNow } from '../../db/clock';
import { jsonObject } from '../../db/json-sql';
import { offerRevisions, tenderRequests, tenders } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import type { AuthUser } from '../auth/sessions';
import { notices, rebidClosed } from '../notifications/notices';
import { notify, notifyAll } from '../notifications/notify';
import { addRevision, termsOf } from '../requests/offer-revisions';
import { record } from '../trail/record';
import { isOpen } from './access';
import { REBID_RUNNING_SQL } from './conditions';

/*
 * Переторжка on the server: announcing the one round, a bidder's lower price, and the round's end.
 * While the round runs its client reads each offer as it stood when the round was announced
 * (`rebid_base`), and no executor is chosen.
 */

/**
 * SQL over `r`, `t` and the round's base version `b`: the offer's part in the round as the domain's
 * offerRebidSchema, for `side`; null when it was not in one or is sealed (`sealed`, SQL).
 */
export const rebidOfRequest = (side: 'client' | 'contractor', sealed: string) =>
  `case when b.price_kopecks is not null and not ${sealed} then ${jsonObject({
    price_before_kopecks: 'b.price_kopecks',
    lowered:
      side === 'client'
        ? `case when ${REBID_RUNNING_SQL} then null else r.revision > r.rebid_base end`
        : 'r.revision > r.rebid_base',
  })} end`;

type TenderRow = typeof tenders.$inferSelect;

/** Does the tender's round still take prices, at `now`. */
export const rebidRunning = (tender: Pick<TenderRow, 'rebidDeadline'>, now: Date = new Date()) =>
  tender.rebidDeadline !== null && tender.rebidDeadline > now;

/** The tender's round as its answer carries it. */
export const rebidOf = (tender: TenderRow) =>
  tender.rebidAnnouncedAt && tender.rebidDeadline
    ? {
        announced_at: tender.rebidAnnouncedAt.toISOString(),
        deadline: tender.rebidDeadline.toISOString(),
        comment: tender.rebidComment,
        running: rebidRunning(tender),
      }
    : null;

/** The undecided priced offers of a tender: those a round takes in. */
const pricedUndecided = (tenderId: number) =>
  and(
    eq(tenderRequests.tenderId, tenderId),
    inArray(tenderRequests.status, [...REVISABLE_REQUEST_STATUSES]),
    gt(tenderRequests.revision, 0),
    sql`exists (select 1 from ${offerRevisions} v where v.request_id = ${tenderRequests.id}
      and v.number = ${tenderRequests.revision} and v.price_kopecks is not null)`,
  );

/**
 * POST /tenders/{id}/rebid: the client announces the tender's one round, after the deadline for
 * offers and before an outcome, with at least two undecided priced offers. Every bidder in it is
 * told the same thing in the same transaction, and the trail records it.
 */
export async function announceRebid(
  db: Db,
  viewer: AuthUser,
  id: number,
  body: RebidBody,
  minMinutes: number,
) {
  const deadline = new Date(body.deadline);
  return db.transaction(async (tx) => {
    const mine = and(eq(tenders.id, id), eq(tenders.ownerId, viewer.id));
    const [tender] = await tx.select().from(tenders).where(mine).limit(1).for('update');
    if (!tender) throw notFound(MSG_TENDERS.tenderNotFound);
    const now = await databaseNow(tx);
    const refusal = rebidRefusal(
      {
        open: isOpen(tender),
        announced: tender.rebidAnnouncedAt !== null,
        offers_deadline: tender.offersDeadline,
      },
      now,
    );
    if (refusal) throw conflict(refusal);
    const problem =
      rebidDeadlineProblem(deadline, now, minMinutes) ?? offersDeadlineProblem(deadline, now);
    if (problem) throw new AppError(400, [problem], { deadline: [problem] });
    const bidders = await tx
      .update(tenderRequests)
      .set({ rebidBase: sql`${tenderRequests.revision}`, newForContractor: true })
      .where(pricedUndecided(id))
      .returning();
    // Fewer than two: the transaction rolls back, nobody is in a round.
    if (bidders.length < REBID_MIN_OFFERS) throw conflict(MSG_REBID.tooFewOffers);
    const [saved] = await tx
      .update(tenders)
      .set({
        rebidAnnouncedAt: sql`now()`,
        rebidDeadline: deadline,
        rebidComment: body.comment ?? null,
        updatedAt: new Date(),
      })
      .where(mine)
      .returning();
    await notifyAll(
      tx,
      bidders.map((r) => notices.rebid_announced(saved!, r, body.comment ?? null)),
    );
    await record(tx, {
      tenderId: id,
      event: 'rebid_announced',
      actorId: viewer.id,
      contractorId: null,
      details: [`Новые цены до ${formatMoscow(deadline)}`, body.comment].filter(Boolean).join('. '),
    });
    return saved!;
  });
}

/**
 * POST /request/rebid/{id}: a bidder in the running round sends a price strictly lower than its
 * current one; the offer's next version is the current one with that price. The client is told
 * that a price came, not which.
 */
export async function sendRebidPrice(
  db: Db,
  viewer: AuthUser,
  requestId: number,
  priceKopecks: number,
) {
  return db.transaction(async (tx) => {
    // The tender's row is locked as every move on its requests locks it: a choice waits.
    const [row] = await tx
      .select({ r: tenderRequests, t: tenders })
      .from(tenderRequests)
      .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
      .where(and(eq(tenderRequests.id, requestId), eq(tenderRequests.contractorId, viewer.id)))
      .limit(1)
      .for('share', { of: tenders });
    if (!row) throw notFound(MSG_TENDERS.requestNotFound);
    const tender = row.t;
    if (!isOpen(tender) || !rebidRunning(tender, await databaseNow(tx))) {
      throw conflict(MSG_REBID.notRunning);
    }
    const r = row.r;
    if (r.rebidBase === null || !REVISABLE_REQUEST_STATUSES.includes(r.status as never)) {
      throw conflict(MSG_REBID.notInRound);
    }
    if (r.revision >= OFFER_REVISIONS_MAX) throw conflict(MSG_OFFERS.tooManyRevisions);
    const [current] = await tx
      .select()
      .from(offerRevisions)
      .where(and(eq(offerRevisions.requestId, r.id), eq(offerRevisions.number, r.revision)));
    const terms = current && termsOf(current);
    if (!terms) throw conflict(MSG_REBID.notInRound);
    if (priceKopecks >= terms.price_kopecks) {
      throw new AppError(409, [MSG_REBID.notLower], { price_kopecks: [MSG_REBID.notLower] });
    }
    const [moved] = await tx
      .update(tenderRequests)
      .set({
        revision: sql`${tenderRequests.revision} + 1`,
        newForClient: true,
        updatedAt: new Date(),
      })
      .where(and(eq(tenderRequests.id, r.id), eq(tenderRequests.revision, r.revision)))
      .returning();
    if (!moved) throw conflict(MSG_REBID.notRunning);
    await addRevision(tx, r.id, moved.revision, {
      comment: current!.comment,
      documents: current!.documents,
      terms: { ...terms, price_kopecks: priceKopecks },
    });
    await notify(tx, notices.rebid_sent(tender, moved));
    await record(tx, {
      tenderId: tender.id,
      event: 'rebid_price_sent',
      actorId: viewer.id,
      contractorId: viewer.id,
    });
    return moved;
  });
}

/** How many rounds one transaction closes: bounds its statements whatever the backlog. */
const BATCH = 200;

/**
 * Closes every round whose deadline has passed: marks it closed, records it in the trail and tells
 * the client its prices are open. Safe on several servers at once (`FOR UPDATE SKIP LOCKED`).
 */
export async function closeRebids(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: tenders.id })
        .from(tenders)
        .where(
          and(
            isNotNull(tenders.rebidDeadline),
            isNull(tenders.rebidClosedAt),
            // A withdrawn tender is gone for its client: no one to tell.
            ne(tenders.status, WITHDRAWN_TENDER_STATUS),
            lte(tenders.rebidDeadline, sql`now()`),
          ),
        )
        .orderBy(tenders.rebidDeadline, tenders.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(tenders)
        .set({ rebidClosedAt: sql`now()` })
        .where(inArray(tenders.id, due))
        .returning({ id: tenders.id, name: tenders.name, ownerId: tenders.ownerId });
      if (claimed.length === 0) return 0;
      await record(
        tx,
        ...claimed.map((t) => ({
          tenderId: t.id,
          event: 'rebid_closed' as const,
          actorId: t.ownerId,
          contractorId: null,
        })),
      );
      await notifyAll(tx, claimed.map(rebidClosed));
      return claimed.length;
    });
    total += closed;
    if (closed < BATCH) return total;
  }
}
