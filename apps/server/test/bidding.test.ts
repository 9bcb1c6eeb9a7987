import {
  type ComparisonAnswer,
  MSG_OFFERS,
  MSG_TENDERS,
  type OfferRevision,
  type TenderRequest,
} from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, offerRevisions, tenderRequests, tenders } from '../src/db/schema';
import { sendDeadlineReminders } from '../src/modules/requests/reminders';
import { get, patch, post, useTestApp } from './helpers';
import {
  type Actor,
  download,
  invite,
  newClient,
  newContractor,
  newTender,
  offer,
  uploadDoc,
  dayAhead,
} from './tender-fixtures';

/* Priced offers, revisions, intent to bid, the comparison and the deadline reminders. */

const ctx = useTestApp();
const db = () => ctx.database.db;
const HOUR_MS = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
const priced = (patch: Record<string, unknown> = {}) => ({
  comment: 'Под ключ',
  price_kopecks: 1_220_000_00,
  vat: 'with_vat',
  vat_rate: 22,
  duration_days: 60,
  valid_until: dayAhead(30),
  inclusions: ['Материалы', 'Вывоз мусора'],
  exclusions: ['Проектирование'],
  ...patch,
});
const requestOf = (res: { body: Record<string, unknown> }) => res.body.request as TenderRequest;
const noticesTo = (actor: Actor, title: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, actor.id), eq(notifications.title, title)));
const expire = (tenderId: number) =>
  db()
    .update(tenders)
    .set({ offersDeadline: new Date(Date.now() - 60_000) })
    .where(eq(tenders.id, tenderId));

let client: Actor;
let stranger: Actor;
let builder: Actor;
let rival: Actor;
let third: Actor;
beforeAll(async () => {
  [client, stranger, builder, rival, third] = await Promise.all([
    newClient(ctx),
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
});

describe('priced offers', () => {
  it('stores the price in exact kopecks and answers it with and without НДС', async () => {
    const tender = await newTender(ctx, client);
    const sent = await offer(ctx, builder, tender.id, priced({ price_kopecks: 100 }));
    expect(sent.revision).toBe(1);
    expect(sent.offer).toEqual({
      price_kopecks: 100,
      vat: 'with_vat',
      vat_rate: 22,
      price_with_vat_kopecks: 100,
      price_without_vat_kopecks: 82,
      vat_kopecks: 18,
      duration_days: 60,
      valid_until: dayAhead(30),
      inclusions: ['Материалы', 'Вывоз мусора'],
      exclusions: ['Проектирование'],
    });
    const [stored] = await db()
      .select()
      .from(offerRevisions)
      .where(eq(offerRevisions.requestId, sent.id));
    expect(stored).toMatchObject({ number: 1, priceKopecks: 100, vat: 'with_vat', vatRate: 22 });
    const read = await get(ctx.app, `/api/request/${sent.id}`, client.token);
    expect(requestOf(read).offer?.price_without_vat_kopecks).toBe(82);
  });

  it('keeps the plain offer of the spec, with no terms', async () => {
    const tender = await newTender(ctx, client);
    const sent = await offer(ctx, builder, tender.id);
    expect(sent).toMatchObject({ offer: null, revision: 1, comment: 'Сделаем за 2 месяца' });
    const empty = await post(ctx.app, `/api/request/${tender.id}`, {}, rival.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([MSG_TENDERS.offerEmpty]);
  });

  it('refuses a negative, absurd or fractional price, partial terms and a past validity', async () => {
    const tender = await newTender(ctx, client);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price_kopecks: -100 }, 'price_kopecks', MSG_OFFERS.pricePositive],
      [{ price_kopecks: 0 }, 'price_kopecks', MSG_OFFERS.pricePositive],
      [{ price_kopecks: 1e15 }, 'price_kopecks', MSG_OFFERS.priceTooHigh],
      [{ price_kopecks: 10.5 }, 'price_kopecks', MSG_OFFERS.priceFormat],
      [{ price_kopecks: '100' }, 'price_kopecks', MSG_OFFERS.priceFormat],
      [{ vat: 'not_liable' }, 'vat_rate', MSG_OFFERS.vatRateNotAllowed],
      [{ vat_rate: 18 }, 'vat_rate', MSG_OFFERS.vatRateRequired],
      [{ duration_days: 0 }, 'duration_days', MSG_OFFERS.durationRange],
      [{ duration_days: undefined }, 'duration_days', MSG_OFFERS.durationRequired],
      [{ valid_until: dayAhead(-1) }, 'valid_until', MSG_OFFERS.validUntilPast],
      [{ valid_until: dayAhead(6 * 366) }, 'valid_until', MSG_OFFERS.validUntilTooFar],
      [{ inclusions: Array(51).fill('x') }, 'inclusions', MSG_OFFERS.tooManyLines],
    ];
    for (const [patch, field, message] of cases) {
      const res = await post(ctx.app, `/api/request/${tender.id}`, priced(patch), builder.token);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((res.body.fields as Record<string, string[]>)[field], JSON.stringify(patch)).toEqual([
        message,
      ]);
    }
    // Nothing of the refused offers was kept.
    const rows = await db()
      .select()
      .from(tenderRequests)
      .where(eq(tenderRequests.tenderId, tender.id));
    expect(rows).toEqual([]);
  });

  it('takes a priced answer to an invitation as the offer', async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, builder.id);
    expect(invitation).toMatchObject({ revision: 0, offer: null, intent: null });
    const res = await post(
      ctx.app,
      `/api/request/accept/${invitation.id}`,
      priced({ vat: 'not_liable', vat_rate: null, price_kopecks: 5_000_000_00 }),
      builder.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      status: { code: 'accepted_by_contractor' },
      revision: 1,
      offer: { price_with_vat_kopecks: 5_000_000_00, vat_kopecks: 0, vat_rate: null },
    });
  });
});

describe('revisions', () => {
  const revise = (actor: Actor, id: number, body: Record<string, unknown>) =>
    post(ctx.app, `/api/request/revise/${id}`, body, actor.token);

  it('keeps every version, makes the newest active and tells the client what changed', async () => {
    const tender = await newTender(ctx, client);
    const first = await offer(ctx, builder, tender.id, priced());
    const file = await uploadDoc(ctx, builder.token, '/api/request/uploadFile', 'Смета v2.pdf');
    await post(ctx.app, `/api/notifications/seen`, {}, client.token);
    const res = await revise(
      builder,
      first.id,
      priced({ price_kopecks: 1_100_000_00, duration_days: 45, docs_paths: [file.path] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      revision: 2,
      offer: { price_kopecks: 1_100_000_00, duration_days: 45 },
      documents: [file.path],
    });
    const [notice] = await noticesTo(client, 'Предложение изменено');
    expect(notice).toMatchObject({ requestId: first.id, isNew: true });
    const history = await get(ctx.app, `/api/request/${first.id}/revisions`, client.token);
    expect(history.status).toBe(200);
    const revisions = history.body.revisions as OfferRevision[];
    expect(revisions.map((r) => r.number)).toEqual([2, 1]);
    expect(revisions[0]!.changes.map((c) => c.field)).toEqual([
      'price',
      'duration_days',
      'documents',
    ]);
    expect(revisions[0]!.changes[1]).toMatchObject({ before: '60 дней', after: '45 дней' });
    expect(revisions[1]!.changes).toEqual([]);
    // The contractor reads its own history; nobody else does.
    expect((await get(ctx.app, `/api/request/${first.id}/revisions`, builder.token)).status).toBe(
      200,
    );
    expect((await get(ctx.app, `/api/request/${first.id}/revisions`, rival.token)).status).toBe(
      404,
    );
    expect((await get(ctx.app, `/api/request/${first.id}/revisions`, stranger.token)).status).toBe(
      404,
    );
  });

  it('lets the client still download the files of an earlier version', async () => {
    const tender = await newTender(ctx, client);
    const file = await uploadDoc(ctx, builder.token, '/api/request/uploadFile', 'Смета v1.pdf');
    const first = await offer(ctx, builder, tender.id, { docs_paths: [file.path] });
    expect((await revise(builder, first.id, { comment: 'Без файла' })).status).toBe(200);
    expect((await download(ctx, file.path, client.token)).status).toBe(200);
    expect((await download(ctx, file.path, rival.token)).status).toBe(404);
  });

  it('refuses a revision by someone else, after the deadline or after the decision', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inHours(48) });
    const mine = await offer(ctx, builder, tender.id, priced());
    expect((await revise(rival, mine.id, priced())).status).toBe(404);
    expect((await revise(client, mine.id, priced())).status).toBe(403);
    const bad = await revise(builder, mine.id, priced({ price_kopecks: -5 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([MSG_OFFERS.pricePositive]);

    await expire(tender.id);
    const late = await revise(builder, mine.id, priced({ price_kopecks: 1 }));
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([MSG_TENDERS.deadlinePassed]);

    const open = await newTender(ctx, client);
    const rejected = await offer(ctx, rival, open.id);
    await post(ctx.app, `/api/request/reject/${rejected.id}`, { reason: 'Дорого' }, client.token);
    const afterReject = await revise(rival, rejected.id, priced());
    expect(afterReject.status).toBe(409);
    expect(afterReject.body.errors).toEqual([MSG_OFFERS.reviseNotAllowed]);

    const chosen = await offer(ctx, builder, open.id);
    await post(ctx.app, `/api/request/accept/${chosen.id}`, {}, client.token);
    const afterChoice = await revise(builder, chosen.id, priced());
    expect(afterChoice.status).toBe(409);
    // Nothing was added to the refused offers' history.
    const versions = await db()
      .select()
      .from(offerRevisions)
      .where(eq(offerRevisions.requestId, mine.id));
    expect(versions).toHaveLength(1);
  });
});

describe('intent to bid', () => {
  const intent = (actor: Actor, id: number, body: Record<string, unknown>) =>
    post(ctx.app, `/api/request/intent/${id}`, body, actor.token);

  it("'Буду участвовать' is kept and told to the client once", async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, builder.id);
    const res = await intent(builder, invitation.id, { intent: 'will_bid' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({ intent: 'will_bid', status: { code: 'offered' } });
    expect((await intent(builder, invitation.id, { intent: 'will_bid' })).status).toBe(200);
    const told = (await noticesTo(client, 'Подрядчик будет участвовать')).filter(
      (n) => n.requestId === invitation.id,
    );
    expect(told).toHaveLength(1);
    const seen = await get(ctx.app, `/api/tenders/${tender.id}`, client.token);
    const requests = (seen.body.tender as { requests: TenderRequest[] }).requests;
    expect(requests[0]!.intent).toBe('will_bid');
    // It still sends its offer afterwards.
    const accepted = await post(
      ctx.app,
      `/api/request/accept/${invitation.id}`,
      priced(),
      builder.token,
    );
    expect(accepted.status).toBe(200);
  });

  it("'Не буду участвовать' declines with its reason", async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, builder.id);
    const missing = await intent(builder, invitation.id, { intent: 'wont_bid' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([MSG_TENDERS.reasonRequired]);
    const res = await intent(builder, invitation.id, {
      intent: 'wont_bid',
      reason: 'Сжатые сроки',
    });
    expect(requestOf(res)).toMatchObject({
      status: { code: 'declined' },
      reject_reason: 'Сжатые сроки',
    });
    const again = await intent(builder, invitation.id, { intent: 'will_bid' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([MSG_OFFERS.intentNotAllowed]);
  });

  it('belongs to the invited contractor only, and not after the deadline', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inHours(30) });
    const invitation = await invite(ctx, client, tender.id, builder.id);
    expect((await intent(rival, invitation.id, { intent: 'will_bid' })).status).toBe(404);
    expect((await intent(client, invitation.id, { intent: 'will_bid' })).status).toBe(403);
    expect((await intent(builder, invitation.id, { intent: 'maybe' })).status).toBe(400);
    await expire(tender.id);
    const late = await intent(builder, invitation.id, { intent: 'will_bid' });
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([MSG_TENDERS.deadlinePassed]);
    const own = await offer(ctx, rival, (await newTender(ctx, client)).id);
    expect((await intent(rival, own.id, { intent: 'will_bid' })).status).toBe(409);
  });
});

describe('comparison', () => {
  let tenderId: number;
  let cheap: TenderRequest;
  let fast: TenderRequest;
  let plain: TenderRequest;
  beforeAll(async () => {
    const tender = await newTender(ctx, client, { tender_name: 'Склад в Казани' });
    tenderId = tender.id;
    cheap = await offer(
      ctx,
      builder,
      tenderId,
      priced({ price_kopecks: 900_000_00, vat: 'without_vat', vat_rate: 22, duration_days: 90 }),
    );
    fast = await offer(
      ctx,
      rival,
      tenderId,
      priced({ price_kopecks: 1_200_000_00, duration_days: 30 }),
    );
    const invited = await invite(ctx, client, tenderId, third.id);
    plain = requestOf(
      await post(
        ctx.app,
        `/api/request/accept/${invited.id}`,
        { comment: 'Обсудим цену' },
        third.token,
      ),
    );
  });
  const compare = (query = '', actor = client) =>
    get(ctx.app, `/api/tenders/${tenderId}/comparison${query}`, actor.token);

  it('sets the active offers side by side, cheapest first, and marks the best', async () => {
    const res = await compare();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as ComparisonAnswer;
    expect(answer.total).toBe(3);
    // 900 000 ₽ + 22 % = 1 098 000 ₽ is below 1 200 000 ₽ with НДС; the plain offer comes last.
    expect(answer.offers.map((o) => o.request_id)).toEqual([cheap.id, fast.id, plain.id]);
    expect(answer.offers[0]).toMatchObject({
      lowest_price: true,
      shortest_duration: false,
      offer: { price_with_vat_kopecks: 1_098_000_00, price_without_vat_kopecks: 900_000_00 },
      participation: 'answered',
    });
    expect(answer.offers[1]).toMatchObject({ lowest_price: false, shortest_duration: true });
    expect(answer.offers[2]).toMatchObject({
      offer: null,
      lowest_price: false,
      comment: 'Обсудим цену',
    });
    expect(answer.offers[0]!.contractor.id).toBe(builder.id);
  });

  it('sorts by any column either way, plain offers last', async () => {
    const byDuration = (await compare('?sort=duration&order=desc')).body as ComparisonAnswer;
    expect(byDuration.offers.map((o) => o.request_id)).toEqual([cheap.id, fast.id, plain.id]);
    const byPrice = (await compare('?sort=price&order=desc')).body as ComparisonAnswer;
    expect(byPrice.offers.map((o) => o.request_id)).toEqual([fast.id, cheap.id, plain.id]);
    expect((await compare('?sort=colour')).status).toBe(400);
  });

  it('lists the invited contractors without an offer with their intent', async () => {
    const tender = await newTender(ctx, client);
    const a = await invite(ctx, client, tender.id, builder.id);
    const b = await invite(ctx, client, tender.id, rival.id);
    await post(ctx.app, `/api/request/intent/${a.id}`, { intent: 'will_bid' }, builder.token);
    await post(
      ctx.app,
      `/api/request/reject/${b.id}`,
      { reason: 'Нереалистичный бюджет' },
      rival.token,
    );
    const res = await get(ctx.app, `/api/tenders/${tender.id}/comparison`, client.token);
    const answer = res.body as ComparisonAnswer;
    expect(answer.offers).toEqual([]);
    expect(answer.total).toBe(0);
    expect(answer.awaiting.map((w) => [w.request_id, w.participation, w.reject_reason])).toEqual([
      [b.id, 'wont_bid', 'Нереалистичный бюджет'],
      [a.id, 'will_bid', null],
    ]);
  });

  it("is the owner's alone", async () => {
    expect((await compare('', stranger)).status).toBe(404);
    expect((await compare('', builder)).status).toBe(403);
    expect(
      (await get(ctx.app, `/api/tenders/${tenderId}/comparison.xlsx`, stranger.token)).status,
    ).toBe(404);
  });

  it('exports an .xlsx in Russian with the prices as numbers', async () => {
    const res = await download(ctx, `/api/tenders/${tenderId}/comparison.xlsx`, client.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'Сравнение предложений — Склад в Казани.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Сравнение')!;
    expect(sheet.getCell('A1').value).toBe('Сравнение предложений: Склад в Казани');
    expect(sheet.getRow(4).values).toContain('Цена с НДС, ₽');
    expect(sheet.getCell('D5').value).toBe(1_098_000);
    expect(sheet.getCell('E5').value).toBe(900_000);
    expect(sheet.getCell('H5').value).toBe(90);
    expect(sheet.getCell('I5').value).toBeInstanceOf(Date);
    expect(sheet.getCell('P5').value).toBe('Лучшая цена');
    expect(sheet.getCell('D6').value).toBe(1_200_000);
    expect(sheet.getCell('G7').value).toBe('Без цены');
  });
});

describe('deadline reminders', () => {
  const remindersFor = async (actor: Actor, tenderId: number) =>
    (await noticesTo(actor, 'Скоро окончание приёма предложений')).filter(
      (n) => n.tenderId === tenderId,
    );

  it('reminds once, a day ahead, the invited who neither offered nor declined', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inHours(23) });
    const later = await newTender(ctx, client, { offers_deadline: inHours(30) });
    await invite(ctx, client, tender.id, builder.id);
    const willBid = await invite(ctx, client, tender.id, rival.id);
    await post(ctx.app, `/api/request/intent/${willBid.id}`, { intent: 'will_bid' }, rival.token);
    const declined = await invite(ctx, client, tender.id, third.id);
    await post(
      ctx.app,
      `/api/request/reject/${declined.id}`,
      { reason: 'Сжатые сроки' },
      third.token,
    );
    await invite(ctx, client, later.id, builder.id);

    // Two servers at once remind each contractor once.
    await Promise.all([sendDeadlineReminders(db()), sendDeadlineReminders(db())]);
    await sendDeadlineReminders(db());
    expect(await remindersFor(builder, tender.id)).toHaveLength(1);
    expect(await remindersFor(rival, tender.id)).toHaveLength(1);
    expect(await remindersFor(third, tender.id)).toHaveLength(0);
    expect(await remindersFor(builder, later.id)).toHaveLength(0);
    const [reminder] = await remindersFor(builder, tender.id);
    expect(reminder!.text).toContain('осталось меньше суток');
    expect(reminder!.buttonText).toBe('Смотреть приглашение');
  });

  it('reminds again before a moved deadline', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inHours(20) });
    await invite(ctx, client, tender.id, builder.id);
    await sendDeadlineReminders(db());
    const res = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: inHours(22) },
      client.token,
    );
    expect(res.status).toBe(200);
    await sendDeadlineReminders(db());
    expect(await remindersFor(builder, tender.id)).toHaveLength(2);
  });
});
