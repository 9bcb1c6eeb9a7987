import {
  type ContractorCard,
  type ContractorDetail,
  type Notification,
  REVIEW_WINDOW_DAYS,
  type Review,
} from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDueReviews } from '../src/modules/reviews/publish';
import { get, useTestApp } from './helpers';
import { dealReviews, endedDeal, moveDeal, mustWrite, rename, reviewsOf } from './review-fixtures';
import { type Actor, newClient, newContractor } from './tender-fixtures';

/*
 * The double-blind rule: until both parties have written or the window has closed, no call shows
 * a review to anyone but its author — not the deal's reviews, not the lists, not a rating, not a
 * notice. Then both open together, by the second review or by the timer.
 */

const ctx = useTestApp();

let client: Actor;
let contractor: Actor;
let reader: Actor;
let otherContractor: Actor;
beforeAll(async () => {
  [client, contractor, reader, otherContractor] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newClient(ctx),
    newContractor(ctx),
  ]);
  await rename(ctx, contractor, 'ООО «Слепой тест»');
});

const SECRET = 'Секретный отзыв';

/** The words and figures of every call that could show the contractor's reviews or rating. */
async function everythingShown() {
  const q = encodeURIComponent('Слепой тест');
  const [directory, detail, own, ofContractor, ofClient] = await Promise.all([
    get(ctx.app, `/api/contractors?q=${q}`, reader.token),
    get(ctx.app, `/api/contractors/${contractor.id}`, reader.token),
    get(ctx.app, '/api/user/profile/card', contractor.token),
    reviewsOf(ctx, reader, 'contractors', contractor.id),
    reviewsOf(ctx, otherContractor, 'clients', client.id),
  ]);
  const card = (directory.body.users as ContractorCard[]).find((u) => u.id === contractor.id)!;
  return {
    card: card.rating,
    detail: (detail.body.user as ContractorDetail).rating,
    own: (own.body.card as ContractorCard).rating,
    contractorList: ofContractor,
    clientList: ofClient,
  };
}

const notices = async (actor: Actor) => {
  const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
  expect(res.status).toBe(200);
  return res.body.notifications as Notification[];
};

describe('a review written by one party only', () => {
  it('shows to its author alone, through every call', async () => {
    const id = await endedDeal(ctx, client, contractor, 'accepted', { name: 'Слепой склад' });
    const mine = await mustWrite(ctx, client, id, 'contractor', [2], SECRET);
    expect(mine.published_at).toBeNull();

    expect((await dealReviews(ctx, client, id)).mine).toMatchObject({ id: mine.id, text: SECRET });
    const theirs = await dealReviews(ctx, contractor, id);
    expect(theirs).toMatchObject({ mine: null, theirs: null, theirs_written: true });
    expect(JSON.stringify(theirs)).not.toContain(SECRET);

    const shown = await everythingShown();
    expect(shown.card).toBeNull();
    expect(shown.detail).toBeNull();
    expect(shown.own).toBeNull();
    expect(shown.contractorList.reviews).toEqual([]);
    expect(shown.contractorList.rating).toEqual({
      count: 0,
      overall: null,
      criteria: {},
      spread: [0, 0, 0, 0, 0],
    });
    expect(JSON.stringify(shown)).not.toContain(SECRET);

    const told = (await notices(contractor)).filter((n) => n.text.includes('Слепой склад'));
    const written = told.find((n) => n.title === 'Отзыв по сделке')!;
    expect(written.text).toBe(
      'Вторая сторона сделки по тендеру «Слепой склад» оставила отзыв. Напишите свой — отзывы откроются вместе',
    );
    expect(JSON.stringify(told)).not.toMatch(/Секретный|★|2,0|2\.0/);
  });
});

describe('a review written by the contractor only', () => {
  it('shows to the contractor alone: not to the client, not in the client’s list', async () => {
    const id = await endedDeal(ctx, client, contractor, 'accepted', { name: 'Склад подрядчика' });
    const secret = 'Заказчик платил вовремя, секрет';
    const mine = await mustWrite(ctx, contractor, id, 'client', [3, 3, 3], secret);
    expect((await dealReviews(ctx, contractor, id)).mine).toMatchObject({ id: mine.id });
    const ofClient = await dealReviews(ctx, client, id);
    expect(ofClient).toMatchObject({ mine: null, theirs: null, theirs_written: true });
    for (const reader of [otherContractor, contractor]) {
      const list = await reviewsOf(ctx, reader, 'clients', client.id);
      expect(list.reviews.map((r) => r.id)).not.toContain(mine.id);
    }
    const own = await reviewsOf(ctx, client, 'clients', client.id);
    expect(JSON.stringify([ofClient, own])).not.toContain(secret);
    const told = (await notices(client)).filter((n) => n.text.includes('Склад подрядчика'));
    expect(told.map((n) => n.title)).toContain('Отзыв по сделке');
    expect(JSON.stringify(told)).not.toContain(secret);
  });
});

describe('the second review', () => {
  it('publishes both at once and recomputes both ratings', async () => {
    const id = await endedDeal(ctx, client, contractor, 'accepted', { name: 'Открытый склад' });
    const first = await mustWrite(ctx, client, id, 'contractor', [4, 5, 3, 4], 'Отзыв заказчика');
    const second = await mustWrite(ctx, contractor, id, 'client', [5, 4, 5], 'Отзыв подрядчика');
    expect(second.published_at).not.toBeNull();

    const ofClient = await dealReviews(ctx, client, id);
    expect(ofClient.mine?.published_at).toBe(second.published_at);
    expect(ofClient.theirs).toMatchObject({ id: second.id, text: 'Отзыв подрядчика' });
    const ofContractor = await dealReviews(ctx, contractor, id);
    expect(ofContractor.theirs).toMatchObject({ id: first.id, text: 'Отзыв заказчика' });

    const shown = await everythingShown();
    expect(shown.contractorList.reviews.map((r) => r.id)).toContain(first.id);
    expect(shown.clientList.reviews.map((r) => r.id)).toContain(second.id);
    expect(shown.card).toEqual({
      overall: shown.contractorList.rating.overall,
      count: shown.contractorList.rating.count,
    });
    expect(shown.detail).toEqual(shown.card);
    expect(shown.own).toEqual(shown.card);

    for (const party of [client, contractor]) {
      const told = (await notices(party)).filter((n) => n.title === 'Отзывы опубликованы');
      expect(told.map((n) => n.text)).toContain(
        'Отзывы по сделке по тендеру «Открытый склад» опубликованы: их видят обе стороны и другие пользователи',
      );
    }
  });
});

describe('the window’s end', () => {
  it('publishes a lone review by the timer, and the rating with it', async () => {
    const id = await endedDeal(ctx, client, contractor, 'accepted', { name: 'Поздний склад' });
    const lone = await mustWrite(ctx, client, id, 'contractor', [1], 'Поздний отзыв');
    const before = (await reviewsOf(ctx, reader, 'contractors', contractor.id)).rating.count;
    // Not due yet: nothing moves.
    expect(await publishDueReviews(ctx.database.db)).toBe(0);
    expect((await dealReviews(ctx, contractor, id)).theirs).toBeNull();

    await moveDeal(ctx, id, 'accepted', REVIEW_WINDOW_DAYS + 1);
    expect(await publishDueReviews(ctx.database.db)).toBe(1);
    const theirs = (await dealReviews(ctx, contractor, id)).theirs as Review;
    expect(theirs).toMatchObject({ id: lone.id, text: 'Поздний отзыв' });
    expect(theirs.published_at).not.toBeNull();
    const list = await reviewsOf(ctx, reader, 'contractors', contractor.id);
    expect(list.rating.count).toBe(before + 1);
    expect(list.reviews[0]!.id).toBe(lone.id);
    expect(await publishDueReviews(ctx.database.db)).toBe(0);
    const told = (await notices(contractor)).filter((n) => n.text.includes('Поздний склад'));
    expect(told.map((n) => n.title)).toContain('Отзывы опубликованы');
  });
});

describe('the stored rating', () => {
  it('equals a recomputation from the published reviews', async () => {
    const rated = await newContractor(ctx);
    await rename(ctx, rated, 'ООО «Рейтинг»');
    const sets = [
      [5, 5, 5, 5],
      [4, 3, 5, 4],
      [2, 3, 3, 1],
      [5, 4, 4, 4],
      [3, 3, 4, 2],
    ];
    for (const values of sets) {
      const id = await endedDeal(ctx, client, rated);
      await mustWrite(ctx, client, id, 'contractor', values);
      await mustWrite(ctx, rated, id, 'client');
    }
    const { rating, reviews } = await reviewsOf(ctx, reader, 'contractors', rated.id);
    expect(reviews).toHaveLength(sets.length);
    // Newest first.
    const times = reviews.map((r) => r.published_at!);
    expect([...times].sort().reverse()).toEqual(times);

    const tenths = (sum: number, n: number) => Math.round((sum * 10) / n) / 10;
    const overalls = reviews.map((r) => r.overall);
    const criteria = Object.keys(reviews[0]!.scores);
    expect(rating).toEqual({
      count: sets.length,
      overall: tenths(
        overalls.reduce((a, b) => a + b * 10, 0),
        sets.length * 10,
      ),
      criteria: Object.fromEntries(
        criteria.map((c) => [
          c,
          tenths(
            reviews.reduce((a, r) => a + r.scores[c]!, 0),
            sets.length,
          ),
        ]),
      ),
      spread: [1, 2, 3, 4, 5].map((n) => overalls.filter((o) => Math.round(o) === n).length),
    });
    // Overalls 5.0, 4.0, 2.3, 4.3, 3.0: their mean 3.72.
    expect(rating).toMatchObject({ overall: 3.7, spread: [0, 1, 1, 2, 1] });
    expect(rating.criteria).toEqual({
      quality: 3.8,
      deadlines: 3.6,
      communication: 4.2,
      documents: 3.2,
    });
  });

  it('orders the directory by rating and filters those with reviews', async () => {
    const [best, worst, none] = await Promise.all([
      newContractor(ctx),
      newContractor(ctx),
      newContractor(ctx),
    ]);
    await rename(ctx, best, 'Каталог В лучший');
    await rename(ctx, worst, 'Каталог А худший');
    await rename(ctx, none, 'Каталог Б без отзывов');
    /** A deal with the contractor, the client's review of it and its answer: both published. */
    const reviewed = async (who: Actor, value: number) => {
      const id = await endedDeal(ctx, client, who);
      await mustWrite(ctx, client, id, 'contractor', [value]);
      await mustWrite(ctx, who, id, 'client');
    };
    await reviewed(best, 5);
    await reviewed(worst, 2);
    const list = async (query: string) => {
      const res = await get(
        ctx.app,
        `/api/contractors?q=${encodeURIComponent('Каталог')}&${query}`,
        reader.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.users as ContractorCard[]).map((u) => [u.name, u.rating?.overall ?? null]);
    };
    expect(await list('')).toEqual([
      ['Каталог А худший', 2],
      ['Каталог Б без отзывов', null],
      ['Каталог В лучший', 5],
    ]);
    expect(await list('sort=rating')).toEqual([
      ['Каталог В лучший', 5],
      ['Каталог А худший', 2],
      ['Каталог Б без отзывов', null],
    ]);
    expect(await list('has_reviews=true')).toEqual([
      ['Каталог А худший', 2],
      ['Каталог В лучший', 5],
    ]);
    expect(await list('has_reviews=true&sort=rating')).toEqual([
      ['Каталог В лучший', 5],
      ['Каталог А худший', 2],
    ]);
    // Later reviews move them: a first one, and one that changes a rating; equal ratings by name.
    await reviewed(none, 5);
    await reviewed(worst, 5);
    expect(await list('sort=rating')).toEqual([
      ['Каталог Б без отзывов', 5],
      ['Каталог В лучший', 5],
      ['Каталог А худший', 3.5],
    ]);
    const bad = await get(ctx.app, '/api/contractors?sort=stars', reader.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['sort']);
  });
});
