import {
  type ComparisonAnswer,
  MSG_REBID,
  type OfferRevision,
  type Tender,
  type TenderRequest,
} from '@podryad/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contractorProfiles, notifications, tenderEvents, tenders } from '../src/db/schema';
import { closeRebids } from '../src/modules/tenders/rebid';
import { get, patch, post, useTestApp } from './helpers';
import {
  type Actor,
  download,
  newClient,
  newContractor,
  newTender,
  offer,
  dayAhead,
  inSeconds,
} from './tender-fixtures';

/*
 * Переторжка: one round after the deadline, announced to every bidder with an undecided priced
 * offer at once; each may lower its own price, which its client reads only when the round ends; no
 * choice while it runs. The tender's deadline for offers is waited out; the round's own deadline,
 * at least two hours ahead, is moved into the past in the table to end it.
 */

const ctx = useTestApp();
const db = () => ctx.database.db;
const priced = (price: number) => ({
  comment: 'Под ключ',
  price_kopecks: price,
  vat: 'not_liable',
  vat_rate: null,
  duration_days: 60,
  valid_until: dayAhead(30),
  inclusions: ['Материалы'],
  exclusions: [],
});
const noticesOf = (tenderId: number, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenderId, tenderId), eq(notifications.kind, kind)));
const rebid = (tenderId: number, body: Record<string, unknown>, actor: Actor) =>
  post(ctx.app, `/api/tenders/${tenderId}/rebid`, body, actor.token);
const lower = (requestId: number, price: number, actor: Actor) =>
  post(ctx.app, `/api/request/rebid/${requestId}`, { price_kopecks: price }, actor.token);
const ROUND = { deadline: inSeconds(3 * 3600), comment: 'Просим снизить цены' };

/** A tender whose deadline for offers has passed with the given offers on it. */
async function pastDeadline(
  client: Actor,
  offers: [Actor, Record<string, unknown>][],
): Promise<{ tender: Tender; requests: TenderRequest[] }> {
  const deadline = Date.now() + 5_000;
  const tender = await newTender(ctx, client, {
    offers_deadline: new Date(deadline).toISOString(),
  });
  const requests = [];
  for (const [who, body] of offers) requests.push(await offer(ctx, who, tender.id, body));
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(deadline + 200), {
    timeout: 15_000,
    interval: 200,
  });
  return { tender, requests };
}

let client: Actor;
let cheap: Actor;
let dear: Actor;
let plain: Actor;
let stranger: Actor;
beforeAll(async () => {
  [client, cheap, dear, plain, stranger] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  for (const [who, name] of [
    [cheap, 'ООО «Эконом»'],
    [dear, 'ООО «Премиум»'],
  ] as const) {
    await db()
      .update(contractorProfiles)
      .set({ shortName: name })
      .where(eq(contractorProfiles.userId, who.id));
  }
});

describe('announcing the round', () => {
  it('is refused before the deadline and with fewer than two priced offers', async () => {
    const open = await newTender(ctx, client, { offers_deadline: inSeconds(3600) });
    const early = await rebid(open.id, ROUND, client);
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual([MSG_REBID.notAfterDeadline]);

    const { tender } = await pastDeadline(client, [
      [cheap, priced(1_000_000_00)],
      [plain, { comment: 'Без цены' }],
    ]);
    const few = await rebid(tender.id, ROUND, client);
    expect(few.status).toBe(409);
    expect(few.body.errors).toEqual([MSG_REBID.tooFewOffers]);
    expect(await noticesOf(tender.id, 'rebid_announced')).toEqual([]);
  });

  it("is the owner's alone, with a deadline at least two hours ahead", async () => {
    const { tender } = await pastDeadline(client, [
      [cheap, priced(1_000_000_00)],
      [dear, priced(1_200_000_00)],
    ]);
    expect((await rebid(tender.id, ROUND, stranger)).status).toBe(403);
    const other = await newClient(ctx);
    expect((await rebid(tender.id, ROUND, other)).status).toBe(404);
    const soon = await rebid(tender.id, { deadline: inSeconds(3600) }, client);
    expect(soon.status).toBe(400);
    expect(soon.body.errors).toEqual([MSG_REBID.deadlineTooSoon]);
    expect((await rebid(tender.id, { deadline: 'завтра' }, client)).status).toBe(400);
  });
});

describe('a round', () => {
  let tender: Tender;
  let cheapOffer: TenderRequest;
  let dearOffer: TenderRequest;
  let plainOffer: TenderRequest;
  beforeAll(async () => {
    const made = await pastDeadline(client, [
      [cheap, priced(1_000_000_00)],
      [dear, priced(1_200_000_00)],
      [plain, { comment: 'Без цены' }],
    ]);
    tender = made.tender;
    [cheapOffer, dearOffer, plainOffer] = made.requests as [
      TenderRequest,
      TenderRequest,
      TenderRequest,
    ];
    const res = await rebid(tender.id, ROUND, client);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.tender as Tender).rebid).toMatchObject({
      comment: 'Просим снизить цены',
      running: true,
    });
  });

  it('tells every bidder with a priced offer once, at the same time, and records it', async () => {
    const told = await noticesOf(tender.id, 'rebid_announced');
    expect(told.map((n) => n.recipientId).sort()).toEqual([cheap.id, dear.id].sort());
    expect(new Set(told.map((n) => n.createdAt.getTime())).size).toBe(1);
    expect(told[0]!.text).toContain('объявил переторжку');
    expect(told[0]!.comment).toBe('Просим снизить цены');
    const [entry] = await db()
      .select()
      .from(tenderEvents)
      .where(and(eq(tenderEvents.tenderId, tender.id), eq(tenderEvents.event, 'rebid_announced')));
    expect(entry!.details).toContain('Просим снизить цены');
    const second = await rebid(tender.id, ROUND, client);
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual([MSG_REBID.second]);
  });

  it('takes only a lower price from a bidder in it; the rest of its offer stays', async () => {
    const same = await lower(cheapOffer.id, 1_000_000_00, cheap);
    expect(same.status).toBe(409);
    expect(same.body.errors).toEqual([MSG_REBID.notLower]);
    expect((await lower(cheapOffer.id, 1_100_000_00, cheap)).status).toBe(409);
    expect((await lower(plainOffer.id, 1, plain)).body.errors).toEqual([MSG_REBID.notInRound]);
    expect((await lower(cheapOffer.id, 1, dear)).status).toBe(404);
    expect((await lower(cheapOffer.id, 0, cheap)).status).toBe(400);
    const sent = await lower(cheapOffer.id, 900_000_00, cheap);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.request).toMatchObject({
      offer: { price_kopecks: 900_000_00, duration_days: 60, inclusions: ['Материалы'] },
      comment: 'Под ключ',
      rebid: { price_before_kopecks: 1_000_000_00, lowered: true },
    });
  });

  it('keeps the new prices from the client until the round ends, and no choice meanwhile', async () => {
    const read = (await get(ctx.app, `/api/request/${cheapOffer.id}`, client.token)).body
      .request as TenderRequest;
    expect(read.offer?.price_kopecks).toBe(1_000_000_00);
    expect(read.rebid).toEqual({ price_before_kopecks: 1_000_000_00, lowered: null });
    const history = (await get(ctx.app, `/api/request/${cheapOffer.id}/revisions`, client.token))
      .body.revisions as OfferRevision[];
    expect(history.map((v) => v.number)).toEqual([1]);
    const comparison = (await get(ctx.app, `/api/tenders/${tender.id}/comparison`, client.token))
      .body as ComparisonAnswer;
    expect(JSON.stringify(comparison)).not.toContain('90000000');
    const list = await get(ctx.app, `/api/request?tender_id=${tender.id}`, client.token);
    expect(JSON.stringify(list.body)).not.toContain('90000000');
    const [told] = await noticesOf(tender.id, 'rebid_sent');
    expect(told!.recipientId).toBe(client.id);
    expect(told!.text).not.toMatch(/900\s000/);
    const chosen = await post(ctx.app, `/api/request/accept/${dearOffer.id}`, {}, client.token);
    expect(chosen.status).toBe(409);
    expect(chosen.body.errors).toEqual([MSG_REBID.chooseDuringRound]);
    const moved = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: inSeconds(7200) },
      client.token,
    );
    expect(moved.status).toBe(409);
    expect(moved.body.errors).toEqual([MSG_REBID.deadlineFixed]);
  });

  it('at its end opens the new prices: before and after, sorted by the current one', async () => {
    await db()
      .update(tenders)
      .set({ rebidDeadline: sql`now() - interval '1 second'` })
      .where(eq(tenders.id, tender.id));
    expect((await lower(dearOffer.id, 1, dear)).body.errors).toEqual([MSG_REBID.notRunning]);
    await closeRebids(db());
    await closeRebids(db());
    const closed = await noticesOf(tender.id, 'rebid_closed');
    expect(closed.map((n) => [n.recipientId, n.title])).toEqual([
      [client.id, 'Переторжка завершена'],
    ]);
    const comparison = (await get(ctx.app, `/api/tenders/${tender.id}/comparison`, client.token))
      .body as ComparisonAnswer;
    expect(
      comparison.offers.map((o) => [o.contractor.id, o.offer?.price_kopecks ?? null, o.rebid]),
    ).toEqual([
      [cheap.id, 900_000_00, { price_before_kopecks: 1_000_000_00, lowered: true }],
      [dear.id, 1_200_000_00, { price_before_kopecks: 1_200_000_00, lowered: false }],
      [plain.id, null, null],
    ]);
    const xlsx = await download(ctx, `/api/tenders/${tender.id}/comparison.xlsx`, client.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Сравнение')!;
    expect(sheet.getRow(4).values).toContain('Цена с НДС до переторжки, ₽');
    expect(sheet.getRow(5).values).toEqual(expect.arrayContaining([900_000, 1_000_000]));
    expect(sheet.getRow(6).values).toContain('не участвовал');

    const chosen = await post(
      ctx.app,
      `/api/request/accept/${cheapOffer.id}`,
      { outcome_reason: 'price' },
      client.token,
    );
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/tenders/${tender.id}/protocol.pdf`,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Переторжка объявлена');
    expect(text).toMatch(/снизил с 1 000 000 ₽/);
    expect(text).toContain('не участвовал');
    expect(text).toContain('Объявлена переторжка');
  });
});
