import { MSG_TENDERS, type Notification, type TenderRequest } from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * A tender that ended without a choice stays ended: no executor is chosen on it afterwards, no
 * answer rejected, and an offer or an acceptance is refused with what happened to the tender.
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
