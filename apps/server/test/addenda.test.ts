import {
  ADDENDA_MAX,
  type ComparisonAnswer,
  MSG_ADDENDA,
  MSG_OFFERS,
  MSG_TENDERS,
  type Notification,
  type Tender,
  type TenderRequest,
  type TrailEntry,
} from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, tenderAddenda, tenders } from '../src/db/schema';
import { get, patch, post, useTestApp } from './helpers';
import {
  type Actor,
  fullEdit,
  invite,
  newClient,
  newContractor,
  newTender,
  offer,
  uploadDoc,
} from './tender-fixtures';

/*
 * Addenda: once a tender has an invitation or an offer, a change of what offers rest on is a numbered addendum with
 * the client's note and what changed; it tells every contractor still in play, marks the offers
 * made before it until their contractors confirm or revise them, and stays in the record.
 */

const ctx = useTestApp();

const tenderAs = async (actor: Actor, id: number) => {
  const res = await get(ctx.app, `/api/tenders/${id}`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tender as Tender;
};
const noticesOf = async (actor: Actor, title: string) => {
  const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
  return (res.body.notifications as Notification[]).filter((n) => n.title === title);
};
const trailOf = async (actor: Actor, tenderId: number) => {
  const res = await get(ctx.app, `/api/tenders/${tenderId}/trail?per_page=100`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.entries as TrailEntry[]).map((e) => `${e.event}: ${e.details ?? ''}`);
};
const edit = (actor: Actor, id: number, body: Record<string, unknown>) =>
  patch(ctx.app, `/api/tenders/${id}`, body, actor.token);
const confirm = (actor: Actor, requestId: number) =>
  post(ctx.app, `/api/request/confirm/${requestId}`, {}, actor.token);
/** A moment `days` from now, as the API takes a deadline. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const mine = (t: Tender, requestId: number) => t.requests.find((r) => r.id === requestId)!;

let client: Actor;
beforeAll(async () => {
  client = await newClient(ctx);
});

/** A tender with an offer, an invitation that will bid, an unanswered one and a declined one. */
async function bidding(extra: Record<string, unknown> = {}) {
  const [bidder, willBid, silent, declined] = await Promise.all([
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  await ctx.database.db
    .update(contractorProfiles)
    .set({ shortName: 'ООО «Кровельщик»' })
    .where(eq(contractorProfiles.userId, bidder.id));
  const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета v1.pdf');
  const tender = await newTender(ctx, client, {
    tender_name: 'Склад с изменениями',
    docs_paths: [doc.path],
    ...extra,
  });
  const sent = await offer(ctx, bidder, tender.id);
  const will = await invite(ctx, client, tender.id, willBid.id);
  await post(ctx.app, `/api/request/intent/${will.id}`, { intent: 'will_bid' }, willBid.token);
  await invite(ctx, client, tender.id, silent.id);
  const no = await invite(ctx, client, tender.id, declined.id);
  await post(ctx.app, `/api/request/reject/${no.id}`, { reason: 'Заняты' }, declined.token);
  return {
    tender: await tenderAs(client, tender.id),
    doc,
    sent,
    bidder,
    willBid,
    silent,
    declined,
  };
}

describe('an edit before any invitation or offer', () => {
  it('is a plain edit: no addendum, nobody asked to confirm', async () => {
    const tender = await newTender(ctx, client);
    expect(tender).toMatchObject({ addenda: [], records_addenda: false });
    const res = await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tender).toMatchObject({ addenda: [], records_addenda: false });
    expect(await trailOf(client, tender.id)).toEqual(['edited: Изменено: адрес', 'published: ']);
  });
});

describe('an edit after an invitation, before any offer', () => {
  it('is an addendum told to the invited, who are pricing the work; nobody asked to confirm', async () => {
    const [willBid, silent] = await Promise.all([newContractor(ctx), newContractor(ctx)]);
    const tender = await newTender(ctx, client, { tender_name: 'Склад до предложений' });
    const will = await invite(ctx, client, tender.id, willBid.id);
    await post(ctx.app, `/api/request/intent/${will.id}`, { intent: 'will_bid' }, willBid.token);
    await invite(ctx, client, tender.id, silent.id);
    expect((await tenderAs(client, tender.id)).records_addenda).toBe(true);

    const res = await edit(client, tender.id, {
      address: 'г. Казань, ул. Баумана, 3',
      addendum_note: 'Уточнили адрес',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.tender as Tender).addenda).toMatchObject([
      { number: 1, note: 'Уточнили адрес', asks_confirmation: true },
    ]);
    for (const told of [willBid, silent]) {
      const notices = await noticesOf(told, 'Тендер изменён');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toBe(
        'Заказчик «Иван Петров» внёс изменения в тендер «Склад до предложений». Учтите их в своём предложении',
      );
    }
    expect((await trailOf(client, tender.id))[0]).toMatch(/^addendum: /);
    // Without an offer nothing is to confirm: the offer made now stands on the tender as it is.
    const request = (await tenderAs(willBid, tender.id)).requests[0]!;
    expect(request.outdated_by).toBeNull();
    const answered = await post(
      ctx.app,
      `/api/request/accept/${will.id}`,
      { comment: 'Сделаем' },
      willBid.token,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(mine(await tenderAs(client, tender.id), will.id).outdated_by).toBeNull();
  });
});

describe('an addendum', () => {
  it('records the number, the note, each field before → after and the files added and removed', async () => {
    const { tender, doc } = await bidding();
    expect(tender.records_addenda).toBe(true);
    const added = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета v2.pdf');
    const res = await edit(
      client,
      tender.id,
      fullEdit(tender, {
        tender_name: 'Склад с изменениями (уточнено)',
        description: 'Замена кровли и водостоков',
        end_date: null,
        docs_paths: [added.path],
        addendum_note: 'Добавлены водостоки, смета заменена',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.tender as Tender;
    expect(saved.addenda).toEqual([
      {
        number: 1,
        at: expect.any(String),
        note: 'Добавлены водостоки, смета заменена',
        changes: [
          {
            field: 'description',
            label: 'Описание',
            before: 'Замена кровли на складе 600 м²',
            after: 'Замена кровли и водостоков',
          },
          { field: 'end_date', label: 'Дата окончания', before: '2030-06-30', after: null },
        ],
        files_added: [{ path: added.path, name: 'Смета v2.pdf' }],
        files_removed: [{ path: null, name: doc.name }],
        asks_confirmation: true,
      },
    ]);
    // The name is not what offers rest on: it is a plain edit beside the addendum.
    expect((await trailOf(client, tender.id)).slice(0, 2)).toEqual([
      'edited: Изменено: название',
      'addendum: Изменение № 1: описание, дата окончания, документы. Примечание: Добавлены водостоки, смета заменена',
    ]);
    // The next one is numbered after it; a note is optional.
    const second = await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 1' });
    expect((second.body.tender as Tender).addenda.map((a) => [a.number, a.note])).toEqual([
      [1, 'Добавлены водостоки, смета заменена'],
      [2, null],
    ]);
  });

  it('tells every contractor still in play once, with what changed; not the declined one', async () => {
    const { tender, bidder, willBid, silent, declined } = await bidding();
    const res = await edit(client, tender.id, {
      address: 'г. Казань, ул. Баумана, 1',
      addendum_note: 'Уточнён адрес',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The bidder is asked to confirm its offer; the invited without one are only told.
    const lead = 'Заказчик «Иван Петров» внёс изменения в тендер «Склад с изменениями». ';
    for (const [told, asked] of [
      [bidder, 'Подтвердите своё предложение или измените его'],
      [willBid, 'Учтите их в своём предложении'],
      [silent, 'Учтите их в своём предложении'],
    ] as const) {
      const notices = await noticesOf(told, 'Тендер изменён');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        text: lead + asked,
        comment: 'Изменение № 1: адрес. Примечание: Уточнён адрес',
        link: `/api/tenders/${tender.id}`,
      });
    }
    expect(await noticesOf(declined, 'Тендер изменён')).toHaveLength(0);
  });

  it('is not made by an edit that changes nothing, nor kept when the edit is refused', async () => {
    const { tender } = await bidding();
    const same = await edit(client, tender.id, {
      address: tender.address,
      latitude: tender.latitude,
      longitude: tender.longitude,
    });
    expect((same.body.tender as Tender).addenda).toEqual([]);
    const tooLong = await edit(client, tender.id, {
      address: 'г. Казань, ул. Баумана, 2',
      addendum_note: 'я'.repeat(5001),
    });
    expect(tooLong.status).toBe(400);
    expect((await tenderAs(client, tender.id)).addenda).toEqual([]);
  });

  it(`is refused past ${ADDENDA_MAX} on a tender, and nothing of the edit is saved`, async () => {
    const { tender } = await bidding();
    await ctx.database.db
      .update(tenders)
      .set({ addenda: ADDENDA_MAX })
      .where(eq(tenders.id, tender.id));
    const res = await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 3' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG_ADDENDA.tooMany);
    expect((await tenderAs(client, tender.id)).address).toBe(tender.address);
  });

  it('moving only the deadline later is recorded, tells of the extension, asks no one to confirm', async () => {
    const [deadline, later] = [inDays(10), inDays(20)];
    const { tender, sent, bidder } = await bidding({ offers_deadline: deadline });
    const res = await edit(client, tender.id, { offers_deadline: later });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.tender as Tender;
    expect(saved.addenda).toMatchObject([
      {
        number: 1,
        changes: [
          {
            field: 'offers_deadline',
            before: deadline,
            after: later,
          },
        ],
        asks_confirmation: false,
      },
    ]);
    expect(mine(saved, sent.id).outdated_by).toBeNull();
    expect(await noticesOf(bidder, 'Срок приёма предложений продлён')).toHaveLength(1);
    expect(await noticesOf(bidder, 'Тендер изменён')).toHaveLength(0);
  });

  it('is append-only: no statement changes or deletes one while its tender exists', async () => {
    const { tender } = await bidding();
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 4' });
    const db = ctx.database.db;
    await expect(
      db
        .update(tenderAddenda)
        .set({ note: 'подделка' })
        .where(eq(tenderAddenda.tenderId, tender.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(tenderAddenda).where(eq(tenderAddenda.tenderId, tender.id)),
    ).rejects.toThrow();
    expect((await tenderAs(client, tender.id)).addenda).toHaveLength(1);
  });
});

describe('an offer made before the latest addendum', () => {
  it('is marked for the client and its contractor until the contractor confirms it', async () => {
    const { tender, sent, bidder } = await bidding();
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 5' });

    const seen = await tenderAs(client, tender.id);
    expect(mine(seen, sent.id).outdated_by).toBe(1);
    // An invitation with no offer yet has nothing to confirm.
    expect(seen.requests.filter((r) => r.outdated_by !== null)).toHaveLength(1);
    expect(mine(await tenderAs(bidder, tender.id), sent.id).outdated_by).toBe(1);
    const compared = await get(ctx.app, `/api/tenders/${tender.id}/comparison`, client.token);
    expect((compared.body as ComparisonAnswer).offers[0]!.outdated_by).toBe(1);

    const res = await confirm(bidder, sent.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.request as TenderRequest).outdated_by).toBeNull();
    expect(mine(await tenderAs(client, tender.id), sent.id).outdated_by).toBeNull();
    const [told] = await noticesOf(client, 'Предложение подтверждено');
    expect(told).toMatchObject({
      text: 'Подрядчик ООО «Кровельщик» подтвердил коммерческое предложение по тендеру «Склад с изменениями» после его изменения',
      button_link: `/api/request/${sent.id}`,
    });
    expect((await trailOf(client, tender.id))[0]).toBe('offer_confirmed: ');

    // Once is enough: a second confirmation has nothing to do and tells no one.
    const again = await confirm(bidder, sent.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_ADDENDA.nothingToConfirm);
    expect(await noticesOf(client, 'Предложение подтверждено')).toHaveLength(1);
  });

  it('is confirmed by a revision too, which stands on the latest addendum', async () => {
    const { tender, sent, bidder } = await bidding();
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 6' });
    const res = await post(
      ctx.app,
      `/api/request/revise/${sent.id}`,
      { comment: 'С учётом изменения' },
      bidder.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.request as TenderRequest).outdated_by).toBeNull();
    // A later addendum marks it again.
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 7' });
    expect(mine(await tenderAs(client, tender.id), sent.id).outdated_by).toBe(2);
  });

  it('is confirmed only by its own contractor, only while the tender takes offers', async () => {
    const { tender, sent, bidder, willBid } = await bidding({ offers_deadline: inDays(10) });
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 8' });
    expect((await confirm(client, sent.id)).status).toBe(403);
    const stranger = await confirm(willBid, sent.id);
    expect([stranger.status, stranger.body.message]).toEqual([404, MSG_TENDERS.requestNotFound]);
    expect((await post(ctx.app, '/api/request/confirm/abc', {}, bidder.token)).status).toBe(400);

    await ctx.database.db
      .update(tenders)
      .set({ offersDeadline: sql`now() - interval '1 minute'` })
      .where(eq(tenders.id, tender.id));
    const late = await confirm(bidder, sent.id);
    expect([late.status, late.body.message]).toEqual([409, MSG_TENDERS.deadlinePassed]);
  });

  it('is no longer marked once the tender has its outcome', async () => {
    const { tender, sent, bidder } = await bidding();
    const rival = await newContractor(ctx);
    const won = await offer(ctx, rival, tender.id);
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 9' });
    await post(ctx.app, `/api/request/accept/${won.id}`, {}, client.token);
    expect(mine(await tenderAs(client, tender.id), sent.id).outdated_by).toBeNull();
    const late = await confirm(bidder, sent.id);
    expect([late.status, late.body.message]).toEqual([409, MSG_TENDERS.tenderClosed]);
  });

  it('an invitation not yet answered has nothing to confirm', async () => {
    const { tender, willBid } = await bidding();
    await edit(client, tender.id, { address: 'г. Казань, ул. Баумана, 10' });
    const request = (await tenderAs(willBid, tender.id)).requests[0]!;
    const res = await confirm(willBid, request.id);
    expect([res.status, res.body.message]).toEqual([409, MSG_OFFERS.confirmNotAllowed]);
  });
});
