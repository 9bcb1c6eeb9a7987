import { MSG_PROTOCOL, MSG_TENDERS, type Tender } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles } from '../src/db/schema';
import { get, patch, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * The selection protocol: made once the outcome is set, in Russian with an embedded Cyrillic font
 * (its text is read back here), naming every company for the client and only the reader for a
 * participant, the others as 'Участник N'.
 */

const ctx = useTestApp();

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
const priced = (price: number, days: number) => ({
  comment: 'Под ключ',
  price_kopecks: price,
  vat: 'with_vat',
  vat_rate: 22,
  duration_days: days,
  valid_until: inAMonth(),
  inclusions: [],
  exclusions: [],
});

const download = (actor: Actor | undefined, tenderId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/tenders/${tenderId}/protocol.pdf`,
    headers: actor ? { authorization: `Bearer ${actor.token}` } : {},
  });
/** The protocol's text as a PDF reader extracts it, spaces made plain. */
async function textOf(actor: Actor, tenderId: number) {
  const res = await download(actor, tenderId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

let client: Actor;
let alpha: Actor;
let beta: Actor;
let gamma: Actor;
let tender: Tender;
beforeAll(async () => {
  [client, alpha, beta, gamma] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  for (const [who, name] of [
    [alpha, 'ООО «Альфа»'],
    [beta, 'ООО «Бета»'],
    [gamma, 'ООО «Гамма»'],
  ] as const) {
    await ctx.database.db
      .update(contractorProfiles)
      .set({ shortName: name })
      .where(eq(contractorProfiles.userId, who.id));
  }
  tender = await newTender(ctx, client, { tender_name: 'Кровля склада № 5' });
  const won = await offer(ctx, alpha, tender.id, priced(1_220_000_00, 60));
  const second = await offer(ctx, beta, tender.id, priced(1_500_000_00, 45));
  const addendum = await patch(
    ctx.app,
    `/api/tenders/${tender.id}`,
    { address: 'г. Казань, ул. Баумана, 1', addendum_note: 'Уточнён адрес склада' },
    client.token,
  );
  expect(addendum.status, JSON.stringify(addendum.body)).toBe(200);
  await post(ctx.app, `/api/request/confirm/${second.id}`, {}, beta.token);
  const asked = await invite(ctx, client, tender.id, gamma.id);
  await post(ctx.app, `/api/request/reject/${asked.id}`, { reason: 'Заняты' }, gamma.token);
  const chosen = await post(
    ctx.app,
    `/api/request/accept/${won.id}`,
    {
      comment: 'Выбраны',
      outcome_reason: 'price',
      outcome_comment: 'Лучшая цена при том же сроке',
    },
    client.token,
  );
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
});

describe('the selection protocol', () => {
  it('gives the client every company, each offer with and without НДС, the decision and the steps', async () => {
    const text = await textOf(client, tender.id);
    for (const expected of [
      MSG_PROTOCOL.title,
      'Кровля склада № 5',
      'Иван Петров',
      'ООО «Альфа»',
      'ООО «Бета»',
      'ООО «Гамма»',
      // 1 220 000 ₽ with НДС 22 % is 1 000 000 ₽ without.
      '1 220 000 ₽',
      '1 000 000 ₽',
      '60 дней',
      '45 дней',
      'Исполнитель выбран',
      'Лучшая цена при том же сроке',
      'Предложение отправлено',
      'Отказ от участия',
      'Тендер опубликован',
      // Its addenda with their notes, and who confirmed its offer after one.
      'Изменение № 1: адрес. Примечание: Уточнён адрес склада',
      'Внесено изменение',
      'Предложение подтверждено после изменения',
      '(МСК)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Причина Цена/);
  });

  it('gives a participant its own name and the others as numbered participants', async () => {
    const text = await textOf(beta, tender.id);
    expect(text).toContain('ООО «Бета»');
    expect(text).toContain('Участник 1');
    expect(text).toContain('Участник 3');
    expect(text).not.toContain('ООО «Альфа»');
    expect(text).not.toContain('ООО «Гамма»');
    // The executor is named as the reader knows it.
    expect(text).toMatch(/Исполнитель Участник 1/);
    const declined = await textOf(gamma, tender.id);
    expect(declined).toContain('ООО «Гамма»');
    expect(declined).not.toContain('ООО «Бета»');
  });

  it("records an invitation's 'Принять' as the offer it is", async () => {
    const invited = await newContractor(ctx);
    const own = await newTender(ctx, client, { tender_name: 'Ограда' });
    const asked = await invite(ctx, client, own.id, invited.id);
    const sent = await post(
      ctx.app,
      `/api/request/accept/${asked.id}`,
      priced(500_000_00, 20),
      invited.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const chosen = await post(ctx.app, `/api/request/accept/${asked.id}`, {}, client.token);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    for (const reader of [client, invited]) {
      const text = await textOf(reader, own.id);
      expect(text).toContain('Предложение отправлено по приглашению');
      expect(text).not.toContain('Приглашение принято');
    }
  });

  it('lists the clarifications published to all, never naming who asked', async () => {
    const curious = await newContractor(ctx);
    await ctx.database.db
      .update(contractorProfiles)
      .set({ shortName: 'ООО «Любопытный»' })
      .where(eq(contractorProfiles.userId, curious.id));
    const bidder = await newContractor(ctx);
    const own = await newTender(ctx, client, { tender_name: 'Навес с вопросами' });
    await offer(ctx, bidder, own.id);
    const ask = async (question: string) => {
      const res = await post(
        ctx.app,
        `/api/tenders/${own.id}/questions`,
        { question },
        curious.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as number;
    };
    const answer = (id: number, answer: string, scope: string) =>
      post(ctx.app, `/api/tenders/questions/${id}/answer`, { answer, scope }, client.token);
    const published = await ask('Какая высота навеса?');
    const privately = await ask('Можно ли приехать на объект?');
    await ask('Кто поставляет металл?');
    expect((await answer(published, 'Четыре метра', 'all')).status).toBe(200);
    expect((await answer(privately, 'Да, по будням', 'asker')).status).toBe(200);
    const closed = await post(
      ctx.app,
      `/api/tenders/${own.id}/close`,
      { reason: 'budget' },
      client.token,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    for (const reader of [client, bidder]) {
      const text = await textOf(reader, own.id);
      expect(text).toContain(MSG_PROTOCOL.clarifications);
      expect(text).toContain('Какая высота навеса?');
      expect(text).toContain('Четыре метра');
      for (const hidden of ['Можно ли приехать', 'Да, по будням', 'Кто поставляет', 'Любопытный']) {
        expect(text, hidden).not.toContain(hidden);
      }
    }
    // A tender without published answers says so.
    expect(await textOf(client, tender.id)).toContain(MSG_PROTOCOL.noClarifications);
  });

  it('notes the deal as it stands when downloaded: its contract for its two parties only', async () => {
    const fresh = await textOf(client, tender.id);
    expect(fresh).toContain(`${MSG_PROTOCOL.deal} Договор не заполнен`);
    const { body } = await get(ctx.app, `/api/tenders/${tender.id}/deal`, client.token);
    const id = (body.deal as { id: number }).id;
    const contract = {
      contract_number: 'К-5/2026',
      contract_date: '2026-04-01',
      start_date: '2026-04-10',
      planned_finish: '2026-06-10',
    };
    expect((await post(ctx.app, `/api/deals/${id}/contract`, contract, client.token)).status).toBe(
      200,
    );
    expect((await post(ctx.app, `/api/deals/${id}/confirm`, {}, alpha.token)).status).toBe(200);
    for (const party of [client, alpha]) {
      expect(await textOf(party, tender.id)).toContain(
        'Договор заключён, договор № К-5/2026 от 2026-04-01',
      );
    }
    const other = await textOf(beta, tender.id);
    expect(other).toContain(`${MSG_PROTOCOL.deal} Договор заключён`);
    expect(other).not.toContain('К-5/2026');
  });

  it('is not made before the outcome, nor for anyone outside the tender', async () => {
    const open = await newTender(ctx, client, { tender_name: 'Ещё открыт' });
    const early = await download(client, open.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual([MSG_PROTOCOL.notYet]);

    const [stranger, outsider] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    for (const who of [stranger, outsider]) {
      const res = await download(who, tender.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([MSG_TENDERS.tenderNotFound]);
    }
    expect((await download(undefined, tender.id)).statusCode).toBe(401);
    expect((await get(ctx.app, '/api/tenders/0/protocol.pdf', client.token)).status).toBe(400);
  });
});
