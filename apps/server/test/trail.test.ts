import { MSG_TENDERS, type TrailAnswer, type TrailEntry } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, tenderEvents, tenders } from '../src/db/schema';
import { get, patch, post, useTestApp } from './helpers';
import {
  type Actor,
  del,
  invite,
  newClient,
  newContractor,
  newTender,
  offer,
  uploadDoc,
} from './tender-fixtures';

/*
 * The audit trail: every event of a tender with its time and actor, who reads which entries, the
 * export, and that nothing changes or removes an entry.
 */

const ctx = useTestApp();

const trailOf = async (actor: Actor, tenderId: number, query = '') => {
  const res = await get(
    ctx.app,
    `/api/tenders/${tenderId}/trail?per_page=100${query}`,
    actor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as TrailAnswer).entries;
};
/** The entries oldest first, as "event by actor [about contractor]: details". */
const story = (entries: TrailEntry[]) =>
  [...entries]
    .reverse()
    .map(
      (e) =>
        `${e.event} by ${e.actor.name}${e.contractor ? ` about ${e.contractor.name}` : ''}${
          e.details ? `: ${e.details}` : ''
        }`,
    );

let client: Actor;
let alpha: Actor;
let beta: Actor;
let tenderId: number;
beforeAll(async () => {
  [client, alpha, beta] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  for (const [who, name] of [
    [alpha, 'ООО «Альфа»'],
    [beta, 'ООО «Бета»'],
  ] as const) {
    await ctx.database.db
      .update(contractorProfiles)
      .set({ shortName: name })
      .where(eq(contractorProfiles.userId, who.id));
  }
  const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета.pdf');
  const tender = await newTender(ctx, client, {
    tender_name: 'Журнальный тендер',
    docs_paths: [doc.path],
  });
  tenderId = tender.id;

  const edited = await patch(
    ctx.app,
    `/api/tenders/${tenderId}`,
    { address: 'г. Казань, ул. Баумана, 2', latitude: 55.79, longitude: 49.12 },
    client.token,
  );
  expect(edited.status).toBe(200);
  const invitation = await invite(ctx, client, tenderId, alpha.id, { comment: 'Ждём' });
  // Two reads, one first view.
  for (let i = 0; i < 2; i += 1) {
    expect((await get(ctx.app, `/api/tenders/${tenderId}`, alpha.token)).status).toBe(200);
  }
  const download = await ctx.app.inject({
    method: 'GET',
    url: doc.path,
    headers: { authorization: `Bearer ${alpha.token}` },
  });
  expect(download.statusCode).toBe(200);
  const asked = await post(
    ctx.app,
    `/api/tenders/${tenderId}/questions`,
    { question: 'Какой бетон?' },
    alpha.token,
  );
  await post(
    ctx.app,
    `/api/tenders/questions/${asked.body.id}/answer`,
    { answer: 'B25', scope: 'all' },
    client.token,
  );
  await post(ctx.app, `/api/request/intent/${invitation.id}`, { intent: 'will_bid' }, alpha.token);
  const betaOffer = await offer(ctx, beta, tenderId, { comment: 'Быстро' });
  await post(
    ctx.app,
    `/api/request/revise/${betaOffer.id}`,
    { comment: 'Ещё быстрее' },
    beta.token,
  );
  await post(ctx.app, `/api/request/reject/${betaOffer.id}`, { reason: 'Дорого' }, client.token);
  await post(ctx.app, `/api/request/accept/${invitation.id}`, { comment: 'Берём' }, alpha.token);
  const chosen = await post(
    ctx.app,
    `/api/request/accept/${invitation.id}`,
    { comment: 'Выбраны' },
    client.token,
  );
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
});

describe('the trail', () => {
  it('records every event, oldest first as it happened, with who acted and about whom', async () => {
    expect(story(await trailOf(client, tenderId))).toEqual([
      'published by Иван Петров',
      'edited by Иван Петров: Изменено: адрес',
      'invited by Иван Петров about ООО «Альфа»: Ждём',
      'viewed by ООО «Альфа» about ООО «Альфа»',
      'document_downloaded by ООО «Альфа» about ООО «Альфа»: Смета.pdf',
      'question_asked by ООО «Альфа» about ООО «Альфа»: Какой бетон?',
      'question_answered by Иван Петров about ООО «Альфа»: Опубликовать для всех участников: B25',
      'will_bid by ООО «Альфа» about ООО «Альфа»',
      'offer_sent by ООО «Бета» about ООО «Бета»: Быстро',
      'offer_revised by ООО «Бета» about ООО «Бета»: Ещё быстрее',
      'offer_rejected by Иван Петров about ООО «Бета»: Дорого',
      'invitation_accepted by ООО «Альфа» about ООО «Альфа»: Берём',
      'executor_chosen by Иван Петров about ООО «Альфа»: Выбраны',
    ]);
    const entries = await trailOf(client, tenderId);
    // 'Принять' of an invitation is the contractor's offer, and the trail says so.
    expect(entries.find((e) => e.event === 'invitation_accepted')).toMatchObject({
      label: 'Предложение отправлено по приглашению',
    });
    expect(entries.map((e) => e.label)).not.toContain('Приглашение принято');
    const [latest] = entries;
    expect(latest).toMatchObject({ label: 'Исполнитель выбран' });
    expect(latest!.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('the client filters by contractor; each contractor reads only its own entries', async () => {
    const betaOnly = story(await trailOf(client, tenderId, `&contractor_id=${beta.id}`));
    expect(betaOnly).toHaveLength(3);
    expect(betaOnly.every((line) => line.includes('about ООО «Бета»'))).toBe(true);
    // A contractor's own filter is itself, whatever it asks for.
    const seenByBeta = await trailOf(beta, tenderId, `&contractor_id=${alpha.id}`);
    expect(story(seenByBeta)).toEqual(betaOnly);
    const seenByAlpha = await trailOf(alpha, tenderId);
    expect(seenByAlpha.every((e) => e.contractor?.id === alpha.id)).toBe(true);
    expect(JSON.stringify(seenByAlpha)).not.toContain('ООО «Бета»');
  });

  it('is paged and refuses bad filters', async () => {
    const res = await get(
      ctx.app,
      `/api/tenders/${tenderId}/trail?per_page=5&page=2`,
      client.token,
    );
    expect(res.body.meta).toMatchObject({ total: 13, page: 2, per_page: 5 });
    expect(res.body.entries).toHaveLength(5);
    for (const bad of ['contractor_id=abc', 'contractor_id=0', 'page=0', 'per_page=1000']) {
      expect(
        (await get(ctx.app, `/api/tenders/${tenderId}/trail?${bad}`, client.token)).status,
        bad,
      ).toBe(400);
    }
  });

  it('is read by no one else: another client, a contractor who cannot see the tender, anonymous', async () => {
    const stranger = await newClient(ctx);
    const outsider = await newContractor(ctx);
    const refused = await get(ctx.app, `/api/tenders/${tenderId}/trail`, stranger.token);
    expect(refused.status).toBe(404);
    expect(refused.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    // The tender has its executor: closed to contractors without a request.
    expect((await get(ctx.app, `/api/tenders/${tenderId}/trail`, outsider.token)).status).toBe(404);
    expect((await get(ctx.app, `/api/tenders/${tenderId}/trail`)).status).toBe(401);
    expect((await get(ctx.app, `/api/tenders/${tenderId}/trail.xlsx`, alpha.token)).status).toBe(
      403,
    );
    expect((await get(ctx.app, `/api/tenders/${tenderId}/trail.xlsx`, stranger.token)).status).toBe(
      404,
    );
  });

  it('exports to .xlsx in order, in Russian', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/tenders/${tenderId}/trail.xlsx`,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Журнал')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Журнал событий: Журнальный тендер');
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Время (МСК)',
      'Событие',
      'Кто',
      'Подрядчик',
      'Подробности',
    ]);
    expect(sheet.getRow(4).getCell(2).value).toBe('Тендер опубликован');
    expect(sheet.getRow(16).getCell(2).value).toBe('Исполнитель выбран');
    expect(sheet.getRow(16).getCell(4).value).toBe('ООО «Альфа»');
    expect(String(sheet.getRow(16).getCell(1).value)).toMatch(/\(МСК\)$/);
  });

  it('is append-only: no statement changes or deletes an entry while its tender exists', async () => {
    const db = ctx.database.db;
    await expect(
      db
        .update(tenderEvents)
        .set({ details: 'подделка' })
        .where(eq(tenderEvents.tenderId, tenderId)),
    ).rejects.toThrow();
    await expect(
      db.delete(tenderEvents).where(eq(tenderEvents.tenderId, tenderId)),
    ).rejects.toThrow();
    expect(await trailOf(client, tenderId)).toHaveLength(13);

    // Deleting the tender takes its trail with it.
    const other = await newTender(ctx, client, { tender_name: 'Удаляемый' });
    expect((await del(ctx, `/api/tenders/${other.id}`, client.token)).status).toBe(200);
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenderEvents)
      .where(eq(tenderEvents.tenderId, other.id));
    expect(left!.n).toBe(0);
    expect(await db.select().from(tenders).where(eq(tenders.id, other.id))).toHaveLength(0);
  });
});
