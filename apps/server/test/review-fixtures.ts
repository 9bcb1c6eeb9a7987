import {
  type DealReviews,
  REVIEW_CRITERIA,
  type Review,
  type ReviewList,
  type ReviewSubject,
} from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { contractorProfiles, deals } from '../src/db/schema';
import { type TestContext, get, post, put } from './helpers';
import { type Actor, newTender, offer, pricedTerms } from './tender-fixtures';

/*
 * The reviews' tests' arrange: deals brought to their end in the table (the deals' own tests walk
 * the steps), reviews written through the API, and what each call shows.
 */

/** Every criterion of `subject` at `stars`, or each at its own value in REVIEW_CRITERIA's order. */
export function stars(subject: ReviewSubject, ...values: number[]) {
  const criteria = Object.keys(REVIEW_CRITERIA[subject]);
  return Object.fromEntries(criteria.map((c, i) => [c, values[i] ?? values[0] ?? 5]));
}

export type DealEnd = 'accepted' | 'terminated' | 'terminated_unconfirmed' | 'in_progress';

/**
 * A deal of `client`'s new tender with `contractor` chosen (price `rubles` with НДС-free terms),
 * moved in the table to `end` `daysAgo` days ago; its id.
 */
export async function endedDeal(
  ctx: TestContext,
  client: Actor,
  contractor: Actor,
  end: DealEnd = 'accepted',
  { daysAgo = 0, rubles = 3_000_000, name = 'Склад для отзыва' } = {},
) {
  const tender = await newTender(ctx, client, { tender_name: name });
  const request = await offer(ctx, contractor, tender.id, pricedTerms(rubles * 100, 'not_liable'));
  const chosen = await post(ctx.app, `/api/request/accept/${request.id}`, {}, client.token);
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const [deal] = await ctx.database.db
    .select({ id: deals.id })
    .from(deals)
    .where(eq(deals.tenderId, tender.id));
  await moveDeal(ctx, deal!.id, end, daysAgo);
  return deal!.id;
}

/** Puts the deal in `end`, ended `daysAgo` days ago (the server's clock is never moved). */
export async function moveDeal(ctx: TestContext, id: number, end: DealEnd, daysAgo = 0) {
  const at = sql`now() - make_interval(days => ${daysAgo})`;
  const confirmed = end !== 'terminated_unconfirmed';
  await ctx.database.db
    .update(deals)
    .set({
      status: end === 'terminated_unconfirmed' ? 'terminated' : end,
      confirmedAt: confirmed ? at : null,
      acceptedAt: end === 'accepted' ? at : null,
      terminatedAt: end.startsWith('terminated') ? at : null,
    })
    .where(eq(deals.id, id));
}

export const writeReview = (
  ctx: TestContext,
  actor: Actor,
  dealId: number,
  body: Record<string, unknown>,
) => put(ctx.app, `/api/deals/${dealId}/review`, body, actor.token);

/** Writes the review and answers it; the call must succeed. */
export async function mustWrite(
  ctx: TestContext,
  actor: Actor,
  dealId: number,
  subject: ReviewSubject,
  values: number[] = [5],
  text = 'Всё хорошо',
) {
  const res = await writeReview(ctx, actor, dealId, { scores: stars(subject, ...values), text });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.review as Review;
}

export async function dealReviews(ctx: TestContext, actor: Actor, dealId: number) {
  const res = await get(ctx.app, `/api/deals/${dealId}/reviews`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DealReviews;
}

/** The published reviews of a party as `actor` reads them. */
export async function reviewsOf(
  ctx: TestContext,
  actor: Actor,
  side: 'contractors' | 'clients',
  id: number,
  query = 'per_page=100',
) {
  const res = await get(ctx.app, `/api/${side}/${id}/reviews?${query}`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ReviewList;
}

/** Gives the contractor a short name of its own (the fixtures' contractors share one). */
export async function rename(ctx: TestContext, contractor: Actor, shortName: string) {
  await ctx.database.db
    .update(contractorProfiles)
    .set({ shortName })
    .where(eq(contractorProfiles.userId, contractor.id));
}
