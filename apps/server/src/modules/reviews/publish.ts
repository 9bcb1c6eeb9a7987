import { REVIEW_WINDOW_DAYS } from '@podryad/domain';
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { deals, reviews, tenders } from '../../db/schema';
import { type NoticeDeal, reviewNotice } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';

/*
 * Publishing reviews and keeping the ratings: a deal's reviews are published together when its
 * second party writes, and by the timer once the deal's window has closed; each publication
 * recomputes, in its transaction, the stored rating of every party it touches.
 */

/** The advisory lock's first key: a party's rating is recomputed by one transaction at a time. */
const RATING_LOCK = 7_301;

/**
 * Recomputes the stored ratings of these parties from their published reviews: the count, the mean
 * of the overalls and of each criterion (one decimal), and the spread of rounded overalls. Each
 * party's lock is taken first (in id order), so two publications about one party at once cannot
 * both miss the other's review.
 */
export async function recomputeRatings(tx: Tx, userIds: readonly number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${RATING_LOCK}, id) from unnest(${list}) as id order by id`,
  );
  const spread = [1, 2, 3, 4, 5].map(
    (n) => sql.raw(`(count(*) filter (where round(r.overall) = ${n}))::int`) as SQL,
  );
  await tx.execute(sql`
    insert into ratings as g (user_id, subject, count, overall, criteria, spread, updated_at)
    select s.subject_id, s.subject, s.count, s.overall, coalesce(c.criteria, '{}'::jsonb),
      s.spread, now()
    from (
      select r.subject_id, min(r.subject) as subject, count(*)::int as count,
        round(avg(r.overall), 1) as overall, array[${sql.join(spread, sql`, `)}] as spread
      from reviews r
      where r.subject_id = any(${list}) and r.published_at is not null
      group by r.subject_id
    ) s
    cross join lateral (
      select jsonb_object_agg(e.key, e.mean) as criteria from (
        select k.key, round(avg(k.value::numeric), 1) as mean
        from reviews r cross join jsonb_each_text(r.scores) as k
        where r.subject_id = s.subject_id and r.published_at is not null
        group by k.key
      ) e
    ) c
    order by s.subject_id
    on conflict (user_id) do update set
      subject = excluded.subject,
      count = excluded.count,
      overall = excluded.overall,
      criteria = excluded.criteria,
      spread = excluded.spread,
      updated_at = excluded.updated_at`);
}

/** What the notices of a deal's reviews need of it. */
export type ReviewDeal = NoticeDeal;

/** What the notices need of these deals, in id order. */
export async function reviewDeals(tx: Tx, ids: readonly number[]): Promise<ReviewDeal[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      tenderId: deals.tenderId,
      tenderName: tenders.name,
      requestId: deals.requestId,
      clientId: deals.clientId,
      contractorId: deals.contractorId,
    })
    .from(deals)
    .innerJoin(tenders, eq(tenders.id, deals.tenderId))
    .where(inArray(deals.id, [...ids]))
    .orderBy(deals.id);
}

/** Tells both parties of each deal that its reviews were published. */
export async function tellPublished(tx: Tx, deals: readonly ReviewDeal[]) {
  await notifyAll(
    tx,
    deals.flatMap((deal) => [
      reviewNotice('reviews_published_to_client', deal),
      reviewNotice('reviews_published_to_contractor', deal),
    ]),
  );
}

/** How many hidden reviews one transaction of the timer publishes. */
const BATCH = 200;

/**
 * Publishes every hidden review whose deal's window has closed (REVIEW_WINDOW_DAYS after the deal
 * ended), recomputes the ratings of the parties they are about and tells both parties of each
 * deal. Answers how many reviews were published. Safe on several servers at once: each batch
 * claims its reviews with `FOR UPDATE SKIP LOCKED` and publishes them in the same transaction.
 */
export async function publishDueReviews(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const published = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(deals, eq(deals.id, reviews.dealId))
        .where(
          and(
            isNull(reviews.publishedAt),
            sql`coalesce(${deals.acceptedAt}, ${deals.terminatedAt}) <= now() - ${sql.raw(
              `interval '${REVIEW_WINDOW_DAYS} days'`,
            )}`,
          ),
        )
        .orderBy(reviews.dealId, reviews.id)
        .limit(BATCH)
        .for('update', { of: reviews, skipLocked: true });
      const rows = await tx
        .update(reviews)
        .set({ publishedAt: sql`now()` })
        .where(inArray(reviews.id, due))
        .returning({ dealId: reviews.dealId, subjectId: reviews.subjectId });
      if (rows.length === 0) return 0;
      await recomputeRatings(
        tx,
        rows.map((r) => r.subjectId),
      );
      await tellPublished(tx, await reviewDeals(tx, [...new Set(rows.map((r) => r.dealId))]));
      return rows.length;
    });
    total += published;
    if (published < BATCH) return total;
  }
}
