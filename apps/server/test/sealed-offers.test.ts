import {
  type ComparisonAnswer,
  MSG_SEALED,
  type OfferRevision,
  type Tender,
  type TenderRequest,
  formatPrice,
} from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, tenderEvents } from '../src/db/schema';
import { openSealedOffers } from '../src/modules/tenders/sealed';
import { get, patch, post, useTestApp } from './helpers';
import { type NoticeStream, openNoticeStream } from './sse';
import {
  type Actor,
  download,
  fullEdit,
  invite,
  newClient,
  newContractor,
  newProject,
  newTender,
  offer,
  tenderBody,
  uploadDoc,
  uploadTenderImage,
  dayAhead,
  inSeconds,
} from './tender-fixtures';

/*
 * Sealed offers: until the deadline nothing an offer says reaches the tender's client through any
 * call; at the deadline they open by themselves, once. The server's clock is never moved: a
 * deadline a few seconds ahead is waited out.
 */

const ctx = useTestApp({}, { liveHeartbeatMs: 150 });
const db = () => ctx.database.db;
/** A priced offer whose every part is a marker that must not reach the client. */
const secret = (n: number) => ({
  comment: `Секретный комментарий ${n}`,
  price_kopecks: 987_654_300 + n,
  vat: 'with_vat',
  vat_rate: 22,
  duration_days: 41 + n,
  valid_until: dayAhead(30),
  inclusions: [`Секретная строка ${n}`],
  exclusions: [],
});
const markersOf = (n: number, doc: string) => [
  `Секретный комментарий ${n}`,
  String(987_654_300 + n),
  formatPrice({ price_kopecks: 987_654_300 + n, vat: 'with_vat', vat_rate: 22 }),
  `Секретная строка ${n}`,
  doc,
];
/** Nothing of any marker in what the client was answered. */
const expectSealed = (what: string, answer: unknown, markers: string[]) => {
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
  for (const marker of markers) expect(text, `${what} tells ${marker}`).not.toContain(marker);
};

let client: Actor;
let first: Actor;
let second: Actor;
let invited: Actor;
beforeAll(async () => {
  [client, first, second, invited] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
});

describe('the sealed flag', () => {
  it('needs a deadline', async () => {
    const tender = await newTender(ctx, client, {
      sealed: true,
      offers_deadline: inSeconds(3600),
    });
    expect(tender).toMatchObject({ sealed: true, offers_sealed: true, offers_opened_at: null });
    const refused = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: null },
      client.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([MSG_SEALED.deadlineEarlier]);
  });

  it('is refused without a deadline, with the field named', async () => {
    const project = await newProject(ctx, client.id);
    const image = await uploadTenderImage(ctx, client.token);
    const res = await post(
      ctx.app,
      '/api/tenders',
      tenderBody(project.id, image, { sealed: true }),
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_SEALED.needsDeadline]);
    const tender = await newTender(ctx, client);
    const edit = await get(ctx.app, `/api/tenders/${tender.id}`, client.token);
    const body = {
      ...fullEdit(edit.body.tender as Tender, {
        offers_deadline: (edit.body.tender as Tender).offers_deadline,
      }),
      sealed: true,
    };
    const noDeadline = await patch(ctx.app, `/api/tenders/${tender.id}`, body, client.token);
    expect(noDeadline.status).toBe(400);
    expect(noDeadline.body.errors).toEqual([MSG_SEALED.needsDeadline]);
  });

  it('changes only while the tender has no offer', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inSeconds(3600) });
    const sealedNow = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { ...fullEdit(tender, { offers_deadline: tender.offers_deadline }), sealed: true },
      client.token,
    );
    expect(sealedNow.status, JSON.stringify(sealedNow.body)).toBe(200);
    expect(sealedNow.body.tender).toMatchObject({ sealed: true, offers_sealed: true });
    await offer(ctx, first, tender.id, secret(1));
    const unseal = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { ...fullEdit(tender, { offers_deadline: tender.offers_deadline }), sealed: false },
      client.token,
    );
    expect(unseal.status).toBe(409);
    expect(unseal.body.errors).toEqual([MSG_SEALED.hasOffers]);
  });

  it('lets the deadline move later, telling the bidders, but never earlier', async () => {
    const deadline = Date.now() + 3600_000;
    const tender = await newTender(ctx, client, {
      sealed: true,
      offers_deadline: new Date(deadline).toISOString(),
    });
    await offer(ctx, first, tender.id, secret(1));
    const earlier = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: new Date(deadline - 60_000).toISOString() },
      client.token,
    );
    expect(earlier.status).toBe(409);
    expect(earlier.body.errors).toEqual([MSG_SEALED.deadlineEarlier]);
    const later = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: new Date(deadline + 3600_000).toISOString() },
      client.token,
    );
    expect(later.status).toBe(200);
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, first.id), eq(notifications.kind, 'deadline_extended')),
      );
    expect(told).toHaveLength(1);
  });
});

describe('before the deadline', () => {
  let tender: Tender;
  let mine: TenderRequest;
  let theirs: TenderRequest;
  let markers: string[];
  let live: NoticeStream;
  let liveNotices: unknown[] = [];
  beforeAll(async () => {
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    tender = await newTender(ctx, client, {
      tender_name: 'Закрытый склад',
      sealed: true,
      offers_deadline: inSeconds(3600),
    });
    live = await openNoticeStream(origin, client.token);
    await live.nextEvent('ready');
    const [doc1, doc2] = [
      await uploadDoc(ctx, first.token, '/api/request/uploadFile', 'Секрет1.pdf'),
      await uploadDoc(ctx, second.token, '/api/request/uploadFile', 'Секрет2.pdf'),
    ];
    markers = [...markersOf(1, doc1.path), ...markersOf(2, doc2.path)];
    mine = await offer(ctx, first, tender.id, { ...secret(1), docs_paths: [doc1.path] });
    const asked = await invite(ctx, client, tender.id, second.id);
    const accepted = await post(
      ctx.app,
      `/api/request/accept/${asked.id}`,
      { ...secret(2), docs_paths: [doc2.path] },
      second.token,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    theirs = accepted.body.request as TenderRequest;
    const revised = await post(
      ctx.app,
      `/api/request/revise/${mine.id}`,
      { ...secret(1), price_kopecks: 987_654_301, comment: 'Секретный комментарий 1' },
      first.token,
    );
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    await invite(ctx, client, tender.id, invited.id);
    liveNotices = [
      (await live.nextEvent('notification', 5_000)).data,
      (await live.nextEvent('notification', 5_000)).data,
      (await live.nextEvent('notification', 5_000)).data,
    ];
  });
  afterAll(() => live.close());

  it('the client reads who answered and when, and nothing an offer says, through every call', async () => {
    const reads = {
      requests: `/api/request`,
      tenderRequests: `/api/request?tender_id=${tender.id}`,
      request: `/api/request/${mine.id}`,
      other: `/api/request/${theirs.id}`,
      revisions: `/api/request/${mine.id}/revisions`,
      tender: `/api/tenders/${tender.id}`,
      ownList: `/api/tenders`,
      comparison: `/api/tenders/${tender.id}/comparison`,
      notices: `/api/user/notifications`,
      trail: `/api/tenders/${tender.id}/trail`,
    };
    for (const [what, url] of Object.entries(reads)) {
      const res = await get(ctx.app, url, client.token);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
      expectSealed(what, res.body, markers);
    }
    expectSealed('the live stream', liveNotices, markers);

    const request = (await get(ctx.app, reads.request, client.token)).body.request as TenderRequest;
    expect(request).toMatchObject({ sealed: true, offer: null, comment: null, revision: 2 });
    expect(request.revised_at).not.toBeNull();
    const revisions = (await get(ctx.app, reads.revisions, client.token)).body
      .revisions as OfferRevision[];
    expect(revisions.map((r) => [r.number, r.offer, r.comment])).toEqual([
      [2, null, null],
      [1, null, null],
    ]);
    const comparison = (await get(ctx.app, reads.comparison, client.token))
      .body as ComparisonAnswer;
    expect(comparison.tender.offers_sealed).toBe(true);
    expect(comparison.offers.map((o) => o.contractor.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(comparison.awaiting.map((a) => a.contractor.id)).toEqual([invited.id]);
    const own = await get(ctx.app, `/api/tenders/${tender.id}`, client.token);
    expect(own.body.tender).toMatchObject({ sealed: true, offers_sealed: true });
  });

  it('nor in the exports or the files', async () => {
    const xlsx = await download(ctx, `/api/tenders/${tender.id}/comparison.xlsx`, client.token);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(row.values)));
    expectSealed('the comparison .xlsx', cells, [...markers, '9876543']);
    const trail = await download(ctx, `/api/tenders/${tender.id}/trail.xlsx`, client.token);
    expect(trail.status).toBe(200);
    const trailBook = new ExcelJS.Workbook();
    await trailBook.xlsx.load(trail.bytes as unknown as ArrayBuffer);
    const trailCells: unknown[] = [];
    trailBook.eachSheet((sheet) => sheet.eachRow((row) => trailCells.push(row.values)));
    expectSealed('the trail .xlsx', trailCells, markers);
    const file = markers[4]!;
    expect((await download(ctx, file, client.token)).status).toBe(404);
    expect((await download(ctx, file, first.token)).status).toBe(200);
  });

  it('each contractor reads its own offer whole', async () => {
    const own = (await get(ctx.app, `/api/request/${mine.id}`, first.token)).body.request;
    expect(own).toMatchObject({
      sealed: false,
      comment: 'Секретный комментарий 1',
      offer: { price_kopecks: 987_654_301 },
    });
    const page = await get(ctx.app, `/api/tenders/${tender.id}`, second.token);
    expect((page.body.tender as Tender).requests[0]).toMatchObject({
      offer: { price_kopecks: 987_654_302 },
    });
    expect(page.body.tender).toMatchObject({ sealed: true });
  });

  it('no executor can be chosen', async () => {
    const res = await post(ctx.app, `/api/request/accept/${mine.id}`, {}, client.token);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_SEALED.chooseSealed]);
  });
});

describe('at the deadline', () => {
  it('the offers open by themselves, once, and the client is told how many', async () => {
    const deadline = inSeconds(8);
    const tender = await newTender(ctx, client, { sealed: true, offers_deadline: deadline });
    const a = await offer(ctx, first, tender.id, secret(1));
    await offer(ctx, second, tender.id, secret(2));
    const sealedRead = await get(ctx.app, `/api/request/${a.id}`, client.token);
    expect((sealedRead.body.request as TenderRequest).offer).toBeNull();

    await vi.waitFor(
      async () => {
        const read = await get(ctx.app, `/api/request/${a.id}`, client.token);
        expect(read.body.request).toMatchObject({
          sealed: false,
          offer: { price_kopecks: 987_654_301 },
        });
      },
      { timeout: 30_000, interval: 500 },
    );
    // The job runs on every server's timer; run here too, it opens each tender once.
    await openSealedOffers(db());
    await openSealedOffers(db());
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenderId, tender.id), eq(notifications.kind, 'offers_opened')));
    expect(told.map((n) => [n.recipientId, n.title])).toEqual([
      [client.id, 'Предложения вскрыты: 2'],
    ]);
    const entries = await db()
      .select()
      .from(tenderEvents)
      .where(and(eq(tenderEvents.tenderId, tender.id), eq(tenderEvents.event, 'offers_opened')));
    expect(entries).toHaveLength(1);
    const page = (await get(ctx.app, `/api/tenders/${tender.id}`, client.token)).body
      .tender as Tender;
    expect(page.offers_sealed).toBe(false);
    expect(page.offers_opened_at).not.toBeNull();
    const refused = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: inSeconds(3600) },
      client.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([MSG_SEALED.opened]);
    const chosen = await post(ctx.app, `/api/request/accept/${a.id}`, {}, client.token);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  });
});
