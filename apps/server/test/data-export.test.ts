import { LEGAL_VERSIONS, MSG, MSG_DATA_EXPORT, type DataExportState } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../src/db/schema';
import { get, patch, post, useTestApp } from './helpers';
import { endedDeal, mustWrite, rename } from './review-fixtures';
import {
  type Actor,
  type StoredDoc,
  inSeconds,
  newClient,
  newContractor,
  newTender,
  newUntyped,
  offer,
  pricedTerms,
  uploadDoc,
} from './tender-fixtures';
import { unzip } from './zip-reader';

/*
 * 'Скачать мои данные': an archive of everything the account holds, built by the worker outside
 * any request, downloaded by its owner only, for a day; and nothing of any other account in it.
 */

const ctx = useTestApp();

let client: Actor;
let bidder: Actor;
let doc: StoredDoc;
const BIDDER_NAME = 'ООО «Чужой подрядчик»';
const SEALED_COMMENT = 'Секретное предложение до срока';
/** More trail entries than a page of the archive's statements (100). */
const MANY_DOWNLOADS = 150;

async function download(actor?: Actor) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/user/data-export/download',
    headers: actor ? { authorization: `Bearer ${actor.token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const state = async (actor: Actor) =>
  (await get(ctx.app, '/api/user/data-export', actor.token))
    .body as unknown as DataExportState | null;

/** Orders the archive, builds it and answers its entries. */
async function exportOf(actor: Actor) {
  const started = await post(ctx.app, '/api/user/data-export', undefined, actor.token);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await ctx.app.dataExports.drain();
  const res = await download(actor);
  expect(res.status).toBe(200);
  return unzip(res.bytes);
}

const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)!.toString('utf8')) as Record<string, unknown> &
    Record<string, unknown>[];

beforeAll(async () => {
  [client, bidder] = await Promise.all([newClient(ctx), newContractor(ctx)]);
  await rename(ctx, bidder, BIDDER_NAME);
  doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета кровли.pdf');
  const tender = await newTender(ctx, client, { tender_name: 'Кровля для архива' });
  const sent = await offer(ctx, bidder, tender.id, pricedTerms(1_000_000_00));
  const revised = await post(
    ctx.app,
    `/api/request/revise/${sent.id}`,
    { ...pricedTerms(900_000_00), comment: 'Вторая версия' },
    bidder.token,
  );
  expect(revised.status, JSON.stringify(revised.body)).toBe(200);
  const edited = await patch(
    ctx.app,
    `/api/tenders/${tender.id}`,
    { address: 'г. Казань, ул. Баумана, 3', addendum_note: 'Уточнили адрес' },
    client.token,
  );
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const asked = await post(
    ctx.app,
    `/api/tenders/${tender.id}/questions`,
    { question: 'Есть ли проект кровли?' },
    bidder.token,
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const questionId = (asked.body as { id: number }).id;
  const answered = await post(
    ctx.app,
    `/api/tenders/questions/${questionId}/answer`,
    { answer: 'Да, в документах', scope: 'all' },
    client.token,
  );
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  // A trail longer than a page of the archive's statements.
  await ctx.database.db.execute(sql`insert into tender_events (tender_id, event, actor_id)
    select ${tender.id}, 'document_downloaded', ${bidder.id} from generate_series(1, ${MANY_DOWNLOADS})`);
  // A sealed tender: its offer says nothing to the client before the deadline.
  const sealed = await newTender(ctx, client, {
    tender_name: 'Запечатанный склад',
    sealed: true,
    offers_deadline: inSeconds(3600),
  });
  await offer(ctx, bidder, sealed.id, { ...pricedTerms(7_777_700), comment: SEALED_COMMENT });
  // A deal with both reviews written (so both published).
  const dealId = await endedDeal(ctx, client, bidder, 'accepted', { name: 'Склад со сделкой' });
  await mustWrite(ctx, client, dealId, 'contractor', [5], 'Отличный подрядчик');
  await mustWrite(ctx, bidder, dealId, 'client', [4], 'Хороший заказчик');
});

describe("the client's archive", () => {
  let entries: Map<string, Buffer>;
  beforeAll(async () => {
    entries = await exportOf(client);
  });

  it('holds a README and every part of a client, and the files it uploaded', () => {
    const names = [...entries.keys()];
    for (const part of [
      'README.txt',
      'profile.json',
      'consents.json',
      'sessions.json',
      'notice-settings.json',
      'notices.json',
      'projects.json',
      'tenders.json',
      'tender-trail.json',
      'contractor-notes.json',
      'deals.json',
      'reviews.json',
      'review-reports.json',
      'files.json',
    ]) {
      expect(names).toContain(part);
    }
    expect(names).not.toContain('requests.json');
    expect(entries.get('README.txt')!.toString()).toContain('tenders.json');
    const files = json(entries, 'files.json');
    const estimate = files.find((f) => f.original_name === 'Смета кровли.pdf')!;
    expect(estimate).toMatchObject({ stored_path: doc.path, size: doc.size });
    expect(entries.get(estimate.archive_path as string)!.toString()).toContain('%PDF-1.4');
    // Every tender's image too.
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) expect(entries.has(f.archive_path as string)).toBe(true);
  });

  it('holds the profile, the consents, the sessions and the notices', () => {
    const profile = json(entries, 'profile.json');
    expect(profile.account).toMatchObject({
      email: client.email,
      phone: client.phone,
      type: 'client',
    });
    expect(profile.client_profile).toMatchObject({ name: 'Иван', surname: 'Петров' });
    expect(profile.contractor_profile).toBeNull();
    // Both consents of the registration, each with its edition and where it was given.
    expect(json(entries, 'consents.json')).toEqual(
      ['processing', 'distribution'].map((document) =>
        expect.objectContaining({
          document,
          version: LEGAL_VERSIONS[document as 'processing'],
          withdrawn_at: null,
          ip: expect.any(String),
        }),
      ),
    );
    expect(json(entries, 'sessions.json').length).toBeGreaterThanOrEqual(1);
    expect(json(entries, 'sessions.json')[0]).toHaveProperty('last_seen_at');
    expect(json(entries, 'sessions.json')[0]).toHaveProperty('user_agent');
    expect(json(entries, 'sessions.json')[0]).toHaveProperty('ip');
    expect(JSON.stringify(json(entries, 'sessions.json'))).not.toContain('token');
    expect(json(entries, 'notices.json').length).toBeGreaterThan(0);
    expect(json(entries, 'notice-settings.json')).toMatchObject({ push_subscriptions: [] });
  });

  it('holds the tenders with their addenda, questions and offers as the client sees them', () => {
    const tenders = json(entries, 'tenders.json');
    const roof = tenders.find((t) => t.name === 'Кровля для архива')!;
    expect(roof.addenda).toMatchObject([{ number: 1, note: 'Уточнили адрес' }]);
    expect(roof.questions).toMatchObject([
      {
        asker: { id: bidder.id, name: BIDDER_NAME },
        question: 'Есть ли проект кровли?',
        answer: 'Да, в документах',
        scope: 'all',
      },
    ]);
    const [request] = roof.requests as Record<string, unknown>[];
    expect(request).toMatchObject({
      contractor: { id: bidder.id, name: BIDDER_NAME },
      sealed: false,
    });
    expect(request!.revisions).toMatchObject([
      { number: 1, offer: { price_kopecks: 1_000_000_00 } },
      { number: 2, comment: 'Вторая версия', offer: { price_kopecks: 900_000_00 } },
    ]);
    const sealed = tenders.find((t) => t.name === 'Запечатанный склад')!;
    const [hidden] = sealed.requests as Record<string, unknown>[];
    expect(hidden).toMatchObject({ sealed: true, comment: null, documents: [] });
    expect(hidden!.revisions).toEqual([{ number: 1, created_at: expect.any(String) }]);
    expect(roof).not.toHaveProperty('trail');
    expect(json(entries, 'projects.json').length).toBe(tenders.length);
  });

  it("holds its tenders' trails as the client sees them, an entry per row", () => {
    const tenders = json(entries, 'tenders.json');
    const idOf = (name: string) => tenders.find((t) => t.name === name)!.id;
    const trail = json(entries, 'tender-trail.json');
    const roof = trail.filter((e) => e.tender_id === idOf('Кровля для архива'));
    expect(roof).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'published',
          actor: { id: client.id, name: 'Иван Петров' },
        }),
        expect.objectContaining({
          event: 'offer_revised',
          label: expect.any(String),
          actor: { id: bidder.id, name: BIDDER_NAME },
          details: 'Вторая версия',
        }),
        expect.objectContaining({ event: 'question_asked' }),
        expect.objectContaining({ event: 'addendum' }),
      ]),
    );
    // Read page after page: every entry once, oldest first.
    expect(roof.filter((e) => e.event === 'document_downloaded')).toHaveLength(MANY_DOWNLOADS);
    const ids = roof.map((e) => e.id as number);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(new Set(trail.map((e) => e.tender_id))).toEqual(new Set(tenders.map((t) => t.id)));
    // The sealed tender's trail says an offer came, not what it says.
    const sealed = trail.filter((e) => e.tender_id === idOf('Запечатанный склад'));
    expect(sealed).toContainEqual(expect.objectContaining({ event: 'offer_sent', details: null }));
  });

  it('holds the deal and the reviews by and about the client', () => {
    const [deal] = json(entries, 'deals.json');
    expect(deal).toMatchObject({ status: 'accepted', contractor_name: BIDDER_NAME });
    const reviews = json(entries, 'reviews.json');
    expect(reviews.map((r) => [r.written_by_me, r.text]).sort()).toEqual([
      [false, 'Хороший заказчик'],
      [true, 'Отличный подрядчик'],
    ]);
  });

  it("holds nothing of the other account's but its name", () => {
    const text = [...entries]
      .filter(([name]) => !name.startsWith('files/'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    for (const secret of [bidder.email, bidder.phone, SEALED_COMMENT, '7777700', 'password']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("the contractor's archive", () => {
  it('holds its requests with every version, its questions, and nothing of the client but its name', async () => {
    const entries = await exportOf(bidder);
    expect([...entries.keys()]).not.toContain('tenders.json');
    expect([...entries.keys()]).not.toContain('tender-trail.json');
    const requests = json(entries, 'requests.json');
    const sealed = requests.find((r) => r.comment === SEALED_COMMENT)!;
    expect(sealed.revisions).toMatchObject([{ number: 1, price_kopecks: 7_777_700 }]);
    expect(sealed.tender).toMatchObject({ name: 'Запечатанный склад', client: 'Иван' });
    expect(json(entries, 'questions.json')).toMatchObject([
      { question: 'Есть ли проект кровли?', answer: 'Да, в документах' },
    ]);
    const profile = json(entries, 'profile.json');
    expect(profile.contractor_profile).toMatchObject({ short_name: BIDDER_NAME });
    expect(profile.rating).toMatchObject({ count: 1 });
    expect(profile).toHaveProperty('company_register');
    const text = [...entries].map(([, bytes]) => bytes.toString('utf8')).join('\n');
    // The notices name the client as the product told them ('Иван Петров'); never its contacts.
    for (const secret of [client.email, client.phone]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('one archive at a time, for its owner, for a day', () => {
  it('refuses a second while one is prepared, and shows its progress', async () => {
    const user = await newUntyped(ctx);
    expect(await state(user)).toBeNull();
    const first = await post(ctx.app, '/api/user/data-export', undefined, user.token);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'queued', progress: 0, ready_at: null, size: null });
    const second = await post(ctx.app, '/api/user/data-export', undefined, user.token);
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual([MSG_DATA_EXPORT.busy]);
    expect((await download(user)).status).toBe(404);
    await ctx.app.dataExports.drain();
    const ready = (await state(user))!;
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.size).toBeGreaterThan(0);
    expect(new Date(ready.expires_at!).getTime() - new Date(ready.ready_at!).getTime()).toBe(
      24 * 3600 * 1000,
    );
    const res = await download(user);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="podryad-data-${ready.ready_at!.slice(0, 10)}.zip"`,
    );
    expect(res.bytes.length).toBe(ready.size);
  });

  it('replaces a ready archive by a new one, the old object gone', async () => {
    const user = await newUntyped(ctx);
    await post(ctx.app, '/api/user/data-export', undefined, user.token);
    await ctx.app.dataExports.drain();
    const [old] = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    const again = await post(ctx.app, '/api/user/data-export', undefined, user.token);
    expect(again.status).toBe(202);
    expect(again.body.id).not.toBe(old!.id);
    expect(await ctx.app.storage.open(old!.objectPath!)).toBeNull();
  });

  it('is given to nobody else, and to nobody without a session', async () => {
    const stranger = await newClient(ctx);
    expect((await download(stranger)).status).toBe(404);
    expect(await state(stranger)).toBeNull();
    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect((await get(ctx.app, '/api/user/data-export')).status).toBe(401);
    const refused = await post(ctx.app, '/api/user/data-export');
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toEqual([MSG.unauthorized]);
  });

  it('is gone after a day: 404, no state, and the timer deletes it', async () => {
    const user = await newUntyped(ctx);
    await post(ctx.app, '/api/user/data-export', undefined, user.token);
    await ctx.app.dataExports.drain();
    const [row] = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    ctx.clock.advance(24 * 3600 + 1);
    try {
      const res = await download(user);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString()).errors).toEqual([MSG_DATA_EXPORT.gone]);
      expect(await state(user)).toBeNull();
      expect(await ctx.app.dataExports.removeExpired()).toBeGreaterThanOrEqual(1);
      expect(await ctx.app.storage.open(row!.objectPath!)).toBeNull();
      expect(
        await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, user.id)),
      ).toEqual([]);
    } finally {
      ctx.clock.advance(-(24 * 3600 + 1));
    }
  });

  it('retries a build stuck past the bound, under a new attempt', async () => {
    const user = await newUntyped(ctx);
    await post(ctx.app, '/api/user/data-export', undefined, user.token);
    // A server died mid-build an hour ago.
    await ctx.database.db
      .update(dataExports)
      .set({ status: 'building', attempt: 1, updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(dataExports.userId, user.id));
    await ctx.app.dataExports.drain();
    expect(await state(user)).toMatchObject({ status: 'ready' });
    const [row] = await ctx.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    expect(row!.attempt).toBe(2);
  });
});
