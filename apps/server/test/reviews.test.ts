import { MSG, MSG_DEALS, MSG_REVIEWS, REVIEW_WINDOW_DAYS, type Review } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, reviewReports } from '../src/db/schema';
import { get, post, put, upload, useTestApp } from './helpers';
import {
  dealReviews,
  endedDeal,
  moveDeal,
  mustWrite,
  reviewsOf,
  stars,
  writeReview,
} from './review-fixtures';
import { type Actor, newClient, newContractor, newUntyped } from './tender-fixtures';

/*
 * The reviews' calls: who may write, change, answer and report a review of an ended deal, within
 * which window, with what input; and who may read a party's published reviews.
 */

const ctx = useTestApp();

let client: Actor;
let contractor: Actor;
let otherClient: Actor;
let otherContractor: Actor;
let untyped: Actor;
beforeAll(async () => {
  [client, contractor, otherClient, otherContractor, untyped] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newClient(ctx),
    newContractor(ctx),
    newUntyped(ctx),
  ]);
});

const GOOD = { scores: stars('contractor', 5, 4, 4, 3), text: 'Сделали качественно' };

describe('writing a review', () => {
  it('opens when the work is accepted, for the window, and gives the author its review', async () => {
    const id = await endedDeal(ctx, client, contractor);
    const before = await dealReviews(ctx, client, id);
    expect(before).toMatchObject({ mine: null, theirs: null, theirs_written: false });
    expect(before).toMatchObject({ can_write: true, refusal: null });
    const [deal] = await ctx.database.db.select().from(deals).where(eq(deals.id, id));
    expect(before.window_ends_at).toBe(
      new Date(deal!.acceptedAt!.getTime() + REVIEW_WINDOW_DAYS * 86_400_000).toISOString(),
    );
    const res = await writeReview(ctx, client, id, GOOD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.review).toMatchObject({
      deal_id: id,
      subject: 'contractor',
      author_name: 'Иван', // as every card names a party: a person by the first name
      scores: GOOD.scores,
      overall: 4,
      text: 'Сделали качественно',
      tender_title: 'Склад для отзыва',
      work_type: 'Строительство',
      price_band: '1–5 млн ₽',
      published_at: null,
      answer: null,
    });
    expect((await dealReviews(ctx, client, id)).mine).toEqual(res.body.review);
  });

  it('is changed while hidden, and the text is trimmed', async () => {
    const id = await endedDeal(ctx, client, contractor);
    const first = await mustWrite(ctx, client, id, 'contractor', [3]);
    const again = await writeReview(ctx, client, id, {
      scores: stars('contractor', 5),
      text: '  Исправились  ',
    });
    expect(again.status).toBe(200);
    const changed = again.body.review as Review;
    expect(changed).toMatchObject({ id: first.id, overall: 5, text: 'Исправились' });
    expect(changed.created_at).toBe(first.created_at);
  });

  it('opens for a deal ended early after the contract was confirmed, not before', async () => {
    const early = await endedDeal(ctx, client, contractor, 'terminated');
    await mustWrite(ctx, contractor, early, 'client', [4, 5, 5]);
    for (const end of ['terminated_unconfirmed', 'in_progress'] as const) {
      const id = await endedDeal(ctx, client, contractor, end);
      const res = await writeReview(ctx, client, id, GOOD);
      expect(res.status, end).toBe(409);
      expect(res.body.errors).toEqual([MSG_REVIEWS.dealNotEnded]);
      expect(await dealReviews(ctx, client, id)).toMatchObject({
        can_write: false,
        refusal: MSG_REVIEWS.dealNotEnded,
        window_ends_at: null,
      });
    }
  });

  it('closes when the window has passed', async () => {
    const id = await endedDeal(ctx, client, contractor, 'accepted', {
      daysAgo: REVIEW_WINDOW_DAYS + 1,
    });
    const res = await writeReview(ctx, client, id, GOOD);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_REVIEWS.windowClosed]);
    expect(await dealReviews(ctx, client, id)).toMatchObject({
      can_write: false,
      refusal: MSG_REVIEWS.windowClosed,
    });
  });

  it('cannot be changed once published', async () => {
    const id = await endedDeal(ctx, client, contractor);
    await mustWrite(ctx, client, id, 'contractor');
    await mustWrite(ctx, contractor, id, 'client');
    const res = await writeReview(ctx, client, id, GOOD);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_REVIEWS.alreadyPublished]);
    expect((await dealReviews(ctx, client, id)).refusal).toBe(MSG_REVIEWS.alreadyPublished);
  });

  it('names the scores unless they are exactly the criteria of the reviewed side', async () => {
    const id = await endedDeal(ctx, client, contractor);
    const { quality: _, ...missing } = stars('contractor', 5);
    for (const scores of [
      missing,
      { ...stars('contractor', 5), clarity: 5 },
      stars('client', 5),
      {},
    ]) {
      const res = await writeReview(ctx, client, id, { scores, text: 'Текст' });
      expect(res.status, JSON.stringify(scores)).toBe(400);
      expect(res.body.fields).toEqual({ scores: [MSG_REVIEWS.starsRequired] });
    }
    for (const star of [0, 6, 4.5, '5']) {
      const res = await writeReview(ctx, client, id, {
        scores: { ...stars('contractor', 5), quality: star },
        text: 'Текст',
      });
      expect(res.status, String(star)).toBe(400);
      expect(res.body.errors).toEqual([MSG_REVIEWS.starsRequired]);
    }
    const noText = await writeReview(ctx, client, id, {
      scores: stars('contractor', 5),
      text: ' ',
    });
    expect(noText.status).toBe(400);
    expect(noText.body.fields).toEqual({ text: [MSG_REVIEWS.textRequired] });
    const long = await writeReview(ctx, client, id, { ...GOOD, text: 'я'.repeat(100_001) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields as object)).toEqual(['text']);
    expect((await dealReviews(ctx, client, id)).mine).toBeNull();
  });

  it('is refused about the client’s own company', async () => {
    const buyer = await newClient(ctx);
    const saved = await put(
      ctx.app,
      '/api/user/profile/buyer',
      { kind: 'company', name: 'ООО «Прораб»', inn: '1655000003' },
      buyer.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = await endedDeal(ctx, buyer, contractor);
    for (const [actor, subject] of [
      [buyer, 'contractor'],
      [contractor, 'client'],
    ] as const) {
      const res = await writeReview(ctx, actor, id, { scores: stars(subject, 5), text: 'Свои' });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([MSG_REVIEWS.ownCompany]);
    }
    expect((await dealReviews(ctx, buyer, id)).refusal).toBe(MSG_REVIEWS.ownCompany);
  });

  it('masks phones and e-mails in the text', async () => {
    const id = await endedDeal(ctx, client, contractor);
    const review = await mustWrite(
      ctx,
      client,
      id,
      'contractor',
      [5],
      'Звоните +7 (916) 123-45-67 или пишите boss@stroy.ru, 8 800 555 35 35',
    );
    expect(review.text).toBe('Звоните [контакт скрыт] или пишите [контакт скрыт], [контакт скрыт]');
    expect(review.text).not.toMatch(/916|boss|555/);
  });

  it('is its parties’ alone: a stranger finds no deal, an untyped caller is refused', async () => {
    const id = await endedDeal(ctx, client, contractor);
    for (const stranger of [otherClient, otherContractor]) {
      const read = await get(ctx.app, `/api/deals/${id}/reviews`, stranger.token);
      expect(read.status).toBe(404);
      expect(read.body.errors).toEqual([MSG_DEALS.notFound]);
      const write = await writeReview(ctx, stranger, id, GOOD);
      expect(write.status).toBe(404);
      expect(write.body.errors).toEqual([MSG_DEALS.notFound]);
    }
    expect((await writeReview(ctx, untyped, id, GOOD)).status).toBe(403);
    expect((await get(ctx.app, `/api/deals/${id}/reviews`)).status).toBe(401);
    expect((await get(ctx.app, `/api/deals/999999/reviews`, client.token)).status).toBe(404);
    expect((await get(ctx.app, `/api/deals/abc/reviews`, client.token)).status).toBe(400);
  });
});

/** A deal whose two reviews are published; the client's review of the contractor. */
async function published() {
  const id = await endedDeal(ctx, client, contractor);
  const review = await mustWrite(ctx, client, id, 'contractor', [4]);
  await mustWrite(ctx, contractor, id, 'client', [5]);
  return { id, review };
}

describe('the reviewed party’s answer', () => {
  it('is given once, masked, and shown with the review', async () => {
    const { review } = await published();
    const url = `/api/reviews/${review.id}/answer`;
    const res = await post(ctx.app, url, { text: ' Спасибо! Тел. 89161234567 ' }, contractor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.review as Review).answer).toMatchObject({
      text: 'Спасибо! Тел. [контакт скрыт]',
    });
    const listed = await reviewsOf(ctx, otherClient, 'contractors', contractor.id);
    expect(listed.reviews.find((r) => r.id === review.id)?.answer?.text).toBe(
      'Спасибо! Тел. [контакт скрыт]',
    );
    const again = await post(ctx.app, url, { text: 'Ещё раз' }, contractor.token);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([MSG_REVIEWS.alreadyAnswered]);
  });

  it('is the reviewed party’s only, of a published review only', async () => {
    const { review } = await published();
    const url = `/api/reviews/${review.id}/answer`;
    const byAuthor = await post(ctx.app, url, { text: 'Сам себе' }, client.token);
    expect(byAuthor.status).toBe(403);
    expect(byAuthor.body.errors).toEqual([MSG.forbidden]);
    for (const stranger of [otherClient, otherContractor]) {
      const res = await post(ctx.app, url, { text: 'Чужой' }, stranger.token);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_REVIEWS.notFound]);
    }
    const empty = await post(ctx.app, url, { text: '' }, contractor.token);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ text: [MSG_REVIEWS.answerRequired] });

    const id = await endedDeal(ctx, client, contractor);
    const hidden = await mustWrite(ctx, client, id, 'contractor');
    const early = await post(
      ctx.app,
      `/api/reviews/${hidden.id}/answer`,
      { text: 'Рано' },
      contractor.token,
    );
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual([MSG_REVIEWS.answerNotAllowed]);
  });
});

describe('a report of a review', () => {
  it('is stored once per reporter and never hides the review', async () => {
    const { review } = await published();
    const url = `/api/reviews/${review.id}/report`;
    for (const party of [contractor, client]) {
      const res = await post(ctx.app, url, { reason: 'Неправда' }, party.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    const again = await post(ctx.app, url, { reason: 'Снова' }, contractor.token);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([MSG_REVIEWS.alreadyReported]);
    const stored = await ctx.database.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, review.id));
    expect(stored.map((r) => r.reason).sort()).toEqual(['Неправда', 'Неправда']);
    const listed = await reviewsOf(ctx, otherClient, 'contractors', contractor.id);
    expect(listed.reviews.map((r) => r.id)).toContain(review.id);
  });

  it('is refused to strangers, of a review hidden from the caller, and without a reason', async () => {
    const { review } = await published();
    for (const stranger of [otherClient, otherContractor]) {
      const res = await post(
        ctx.app,
        `/api/reviews/${review.id}/report`,
        { reason: 'Чужой' },
        stranger.token,
      );
      expect(res.status).toBe(404);
    }
    const noReason = await post(
      ctx.app,
      `/api/reviews/${review.id}/report`,
      { reason: '' },
      contractor.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: [MSG_REVIEWS.reasonRequired] });
    const id = await endedDeal(ctx, client, contractor);
    const hidden = await mustWrite(ctx, client, id, 'contractor');
    const res = await post(
      ctx.app,
      `/api/reviews/${hidden.id}/report`,
      { reason: 'Не видел' },
      contractor.token,
    );
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_REVIEWS.notFound]);
  });
});

describe('a party’s published reviews', () => {
  it('of a contractor: any client and the contractor itself read them; other contractors not', async () => {
    const { review } = await published();
    for (const reader of [otherClient, client, contractor]) {
      const list = await reviewsOf(ctx, reader, 'contractors', contractor.id, 'per_page=1');
      expect(list.reviews.map((r) => r.id)).toEqual([review.id]);
      expect(list.meta).toMatchObject({ page: 1, per_page: 1 });
      expect(list.meta.total).toBeGreaterThanOrEqual(1);
    }
    const other = await get(
      ctx.app,
      `/api/contractors/${contractor.id}/reviews`,
      otherContractor.token,
    );
    expect(other.status).toBe(403);
    const notOne = await get(ctx.app, `/api/contractors/${client.id}/reviews`, otherClient.token);
    expect(notOne.status).toBe(404);
    expect(
      (await get(ctx.app, `/api/contractors/${contractor.id}/reviews`, untyped.token)).status,
    ).toBe(403);
    const badPage = await get(
      ctx.app,
      `/api/contractors/${contractor.id}/reviews?page=0`,
      client.token,
    );
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.body.fields as object)).toEqual(['page']);
  });

  it('of a client: any contractor and the client itself read them; other clients not', async () => {
    await published();
    for (const reader of [otherContractor, contractor, client]) {
      const list = await reviewsOf(ctx, reader, 'clients', client.id);
      expect(list.reviews.length).toBeGreaterThanOrEqual(1);
      expect(list.reviews.every((r) => r.subject === 'client' && r.published_at)).toBe(true);
    }
    expect(
      (await get(ctx.app, `/api/clients/${client.id}/reviews`, otherClient.token)).status,
    ).toBe(403);
    const notOne = await get(
      ctx.app,
      `/api/clients/${contractor.id}/reviews`,
      otherContractor.token,
    );
    expect(notOne.status).toBe(404);
    expect(notOne.body.errors).toEqual([MSG_REVIEWS.clientNotFound]);
  });
});

it('the deal’s own steps open the window: the work accepted through the API', async () => {
  const id = await endedDeal(ctx, client, contractor, 'in_progress');
  await moveDeal(ctx, id, 'in_progress');
  const doc = await upload(ctx.app, '/api/deals/uploadFile', contractor.token, [
    { filename: 'Акт.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n') },
  ]);
  const reported = await post(
    ctx.app,
    `/api/deals/${id}/report`,
    { documents: [doc.body.path] },
    contractor.token,
  );
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  expect((await dealReviews(ctx, contractor, id)).refusal).toBe(MSG_REVIEWS.dealNotEnded);
  expect((await post(ctx.app, `/api/deals/${id}/accept`, {}, client.token)).status).toBe(200);
  expect(await dealReviews(ctx, contractor, id)).toMatchObject({ can_write: true, refusal: null });
  await mustWrite(ctx, contractor, id, 'client');
});
