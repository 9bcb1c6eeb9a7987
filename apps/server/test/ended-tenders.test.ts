import { MSG_TENDERS, type Notification, type TenderRequest } from '@podryad/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, tenders } from '../src/db/schema';
import { openSealedOffers } from '../src/modules/tenders/sealed';
import { get, post, useTestApp } from './helpers';
import {
  type Actor,
  del,
  invite,
  newClient,
  newContractor,
  newTender,
  offer,
} from './tender-fixtures';

/*
 * A tender that ended without a choice stays ended: no executor is chosen on it afterwards, no
 * answer rejected, and an offer or an acceptance is refused with what happened to the tender. A
 * tender deleted after contractors took part is withdrawn, not erased: gone for its client, told
 * to the contractors, its record kept for them.
 */

const ctx = useTestApp();

const noticesOf = async (actor: Actor) => {
  const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
  return res.body.notifications as Notification[];
};
const requestAs = async (actor: Actor, id: number) => {
  const res = await get(ctx.app, `/api/request/${id}`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.request as TenderRequest;
};

let client: Actor;
beforeAll(async () => {
  client = await newClient(ctx);
});

/** A tender with an offer from `bidder` and an invitation to `invited`, closed without a choice. */
async function closedTender() {
  const [bidder, invited] = await Promise.all([newContractor(ctx), newContractor(ctx)]);
  const tender = await newTender(ctx, client, { tender_name: 'Склад без выбора' });
  const sent = await offer(ctx, bidder, tender.id);
  const invitation = await invite(ctx, client, tender.id, invited.id);
  const closed = await post(
    ctx.app,
    `/api/tenders/${tender.id}/close`,
    { reason: 'budget' },
    client.token,
  );
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { tender, bidder, sent, invited, invitation };
}

describe('a tender closed without a choice', () => {
  it('refuses the choice of an executor: the outcome stands and nobody is told of a choice', async () => {
    const { tender, bidder, sent } = await closedTender();
    const before = await noticesOf(bidder);
    const res = await post(
      ctx.app,
      `/api/request/accept/${sent.id}`,
      { outcome_reason: 'price' },
      client.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_TENDERS.chooseClosed]);
    const after = await get(ctx.app, `/api/tenders/${tender.id}`, client.token);
    expect(after.body.tender).toMatchObject({
      status: { code: 'closed_without_choice' },
      outcome: { reason: 'budget' },
    });
    expect((await requestAs(client, sent.id)).status.code).toBe('waiting');
    expect(await noticesOf(bidder)).toHaveLength(before.length);
  });

  it('refuses the rejection of an answer: the bidders were told of the closing already', async () => {
    const { bidder, sent } = await closedTender();
    const before = await noticesOf(bidder);
    const res = await post(
      ctx.app,
      `/api/request/reject/${sent.id}`,
      { reason: 'Дорого' },
      client.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_TENDERS.rejectClosed]);
    expect((await requestAs(client, sent.id)).status.code).toBe('waiting');
    expect(await noticesOf(bidder)).toHaveLength(before.length);
  });

  it('refuses an offer and an acceptance saying it was closed without a choice', async () => {
    const { tender, invited, invitation } = await closedTender();
    const late = await newContractor(ctx);
    const offered = await post(ctx.app, `/api/request/${tender.id}`, { comment: 'Я' }, late.token);
    expect(offered.status).toBe(409);
    expect(offered.body.errors).toEqual([MSG_TENDERS.closedWithoutChoice]);
    const accepted = await post(
      ctx.app,
      `/api/request/accept/${invitation.id}`,
      { comment: 'Сделаем' },
      invited.token,
    );
    expect(accepted.status).toBe(409);
    expect(accepted.body.errors).toEqual([MSG_TENDERS.closedWithoutChoice]);
    const intent = await post(
      ctx.app,
      `/api/request/intent/${invitation.id}`,
      { intent: 'will_bid' },
      invited.token,
    );
    expect([intent.status, intent.body.errors]).toEqual([409, [MSG_TENDERS.closedWithoutChoice]]);
    // Declining stays possible: the contractor answers the invitation it had.
    const declined = await post(
      ctx.app,
      `/api/request/reject/${invitation.id}`,
      { reason: 'Тендер завершён' },
      invited.token,
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
  });

  it('a tender whose executor was chosen still says so', async () => {
    const bidder = await newContractor(ctx);
    const tender = await newTender(ctx, client);
    const sent = await offer(ctx, bidder, tender.id);
    const chosen = await post(ctx.app, `/api/request/accept/${sent.id}`, {}, client.token);
    expect(chosen.status).toBe(200);
    const late = await newContractor(ctx);
    const offered = await post(ctx.app, `/api/request/${tender.id}`, { comment: 'Я' }, late.token);
    expect([offered.status, offered.body.errors]).toEqual([409, [MSG_TENDERS.tenderClosed]]);
  });
});

describe('deleting a tender that has requests', () => {
  /** A tender with an offer, an invitation that will bid, a declined one and a published answer. */
  async function withdrawn() {
    const [bidder, willBid, declined] = await Promise.all([
      newContractor(ctx),
      newContractor(ctx),
      newContractor(ctx),
    ]);
    const tender = await newTender(ctx, client, { tender_name: 'Отменённый склад' });
    const sent = await offer(ctx, bidder, tender.id);
    const will = await invite(ctx, client, tender.id, willBid.id);
    await post(ctx.app, `/api/request/intent/${will.id}`, { intent: 'will_bid' }, willBid.token);
    const no = await invite(ctx, client, tender.id, declined.id);
    await post(ctx.app, `/api/request/reject/${no.id}`, { reason: 'Заняты' }, declined.token);
    const asked = await post(
      ctx.app,
      `/api/tenders/${tender.id}/questions`,
      { question: 'Какая кровля?' },
      bidder.token,
    );
    await post(
      ctx.app,
      `/api/tenders/questions/${asked.body.id}/answer`,
      { answer: 'Мягкая', scope: 'all' },
      client.token,
    );
    const res = await del(ctx, `/api/tenders/${tender.id}`, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });
    return { tender, bidder, sent, willBid, will, declined };
  }

  it('is gone for its client: every read 404, out of every list, its notices too', async () => {
    const { tender, sent } = await withdrawn();
    for (const url of [
      `/api/tenders/${tender.id}`,
      `/api/tenders/${tender.id}/trail`,
      `/api/tenders/${tender.id}/questions`,
      `/api/tenders/${tender.id}/comparison`,
      `/api/tenders/${tender.id}/protocol.pdf`,
      `/api/request/${sent.id}`,
    ]) {
      const res = await get(ctx.app, url, client.token);
      expect(res.status, url).toBe(404);
    }
    const own = await get(ctx.app, '/api/tenders?per_page=100', client.token);
    expect((own.body.tenders as { id: number }[]).map((t) => t.id)).not.toContain(tender.id);
    const requests = await get(ctx.app, '/api/request?per_page=100', client.token);
    expect((requests.body.requests as TenderRequest[]).map((r) => r.id)).not.toContain(sent.id);
    expect((await noticesOf(client)).map((n) => n.link)).not.toContain(`/api/tenders/${tender.id}`);
    expect((await del(ctx, `/api/tenders/${tender.id}`, client.token)).status).toBe(404);
    const closing = await post(
      ctx.app,
      `/api/tenders/${tender.id}/close`,
      { reason: 'other' },
      client.token,
    );
    expect(closing.status).toBe(404);
    const choosing = await post(ctx.app, `/api/request/accept/${sent.id}`, {}, client.token);
    expect(choosing.status).toBe(404);
  });

  it('tells every contractor with a request that the client cancelled it', async () => {
    const { tender, bidder, willBid, declined } = await withdrawn();
    for (const told of [bidder, willBid, declined]) {
      const withdrawal = (await noticesOf(told)).filter(
        (n) => n.title === 'Тендер отменён заказчиком',
      );
      expect(withdrawal).toHaveLength(1);
      expect(withdrawal[0]).toMatchObject({
        text: 'Заказчик «Иван Петров» отменил тендер «Отменённый склад»',
        link: `/api/tenders/${tender.id}`,
      });
    }
  });

  it('keeps its record readable to those who took part, and takes nothing more', async () => {
    const { tender, bidder, sent, willBid, will } = await withdrawn();
    const page = await get(ctx.app, `/api/tenders/${tender.id}`, bidder.token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.tender).toMatchObject({
      id: tender.id,
      status: { code: 'withdrawn', label: 'Тендер отменён заказчиком' },
    });
    const trail = await get(ctx.app, `/api/tenders/${tender.id}/trail`, bidder.token);
    expect(trail.status).toBe(200);
    const events = (trail.body.entries as { event: string }[]).map((e) => e.event);
    expect(events.filter((e) => e !== 'viewed')).toEqual([
      'withdrawn',
      'question_answered',
      'question_asked',
      'offer_sent',
    ]);
    const questions = await get(ctx.app, `/api/tenders/${tender.id}/questions`, willBid.token);
    expect(questions.status).toBe(200);
    expect(questions.body.questions).toMatchObject([
      { question: 'Какая кровля?', answer: 'Мягкая' },
    ]);
    expect((await requestAs(bidder, sent.id)).id).toBe(sent.id);

    // Out of the lists, and no move on it any more.
    const open = await get(ctx.app, '/api/tenders/list?per_page=100', willBid.token);
    expect((open.body.tenders as { id: number }[]).map((t) => t.id)).not.toContain(tender.id);
    const mine = await get(ctx.app, '/api/request?per_page=100', bidder.token);
    expect((mine.body.requests as TenderRequest[]).map((r) => r.id)).not.toContain(sent.id);
    const answered = await post(
      ctx.app,
      `/api/request/accept/${will.id}`,
      { comment: 'Да' },
      willBid.token,
    );
    expect([answered.status, answered.body.errors]).toEqual([409, [MSG_TENDERS.tenderWithdrawn]]);
    const declining = await post(
      ctx.app,
      `/api/request/reject/${will.id}`,
      { reason: 'Нет' },
      willBid.token,
    );
    expect([declining.status, declining.body.errors]).toEqual([409, [MSG_TENDERS.tenderWithdrawn]]);
    const revising = await post(
      ctx.app,
      `/api/request/revise/${sent.id}`,
      { comment: 'Дешевле' },
      bidder.token,
    );
    expect(revising.status).toBe(409);
    // A stranger reads nothing of it.
    const stranger = await newContractor(ctx);
    expect((await get(ctx.app, `/api/tenders/${tender.id}`, stranger.token)).status).toBe(404);
  });

  it('tells its client nothing more: sealed offers reaching their deadline open for no one', async () => {
    const bidder = await newContractor(ctx);
    const deadline = new Date(Date.now() + 3600_000).toISOString();
    const tender = await newTender(ctx, client, { sealed: true, offers_deadline: deadline });
    await offer(ctx, bidder, tender.id);
    expect((await del(ctx, `/api/tenders/${tender.id}`, client.token)).status).toBe(200);
    const db = ctx.database.db;
    await db
      .update(tenders)
      .set({ offersDeadline: sql`now() - interval '1 minute'` })
      .where(eq(tenders.id, tender.id));
    await openSealedOffers(db);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenderId, tender.id), eq(notifications.recipientId, client.id)));
    expect(told).toEqual([]);
  });

  it('a tender without any request is erased as before', async () => {
    const tender = await newTender(ctx, client);
    expect((await del(ctx, `/api/tenders/${tender.id}`, client.token)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect(row).toBeUndefined();
  });
});
