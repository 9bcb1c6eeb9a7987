import {
  MSG,
  MSG_QUESTIONS,
  MSG_TENDERS,
  QUESTIONS_WAITING_MAX,
  type Notification,
  type Question,
  type QuestionList,
  type Tender,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, tenders } from '../src/db/schema';
import { get, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * Clarifications: who may ask and until when, who answers, who sees what (the asker never shown to
 * another contractor), and who is told.
 */

const ctx = useTestApp();

const ask = (actor: Actor, tenderId: number, question: unknown) =>
  post(ctx.app, `/api/tenders/${tenderId}/questions`, { question }, actor.token);
const answer = (actor: Actor, id: number, body: Record<string, unknown>) =>
  post(ctx.app, `/api/tenders/questions/${id}/answer`, body, actor.token);
const questionsOf = async (actor: Actor, tenderId: number, query = '') => {
  const res = await get(ctx.app, `/api/tenders/${tenderId}/questions${query}`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body: res.body as QuestionList, text: JSON.stringify(res.body) };
};
const noticesOf = async (actor: Actor) => {
  const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
  return res.body.notifications as Notification[];
};
const asked = async (actor: Actor, tenderId: number, text: string) => {
  const res = await ask(actor, tenderId, text);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Question;
};

const ASKER_COMPANY = 'ООО «Тайный Участник»';
let client: Actor;
let asker: Actor;
let bidder: Actor;
let bystander: Actor;
let tender: Tender;
beforeAll(async () => {
  [client, asker, bidder, bystander] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  await ctx.database.db
    .update(contractorProfiles)
    .set({ shortName: ASKER_COMPANY })
    .where(eq(contractorProfiles.userId, asker.id));
  tender = await newTender(ctx, client, { tender_name: 'Фасад бизнес-центра' });
  // The bidder has a live request on the tender; the bystander only sees it in the open list.
  await invite(ctx, client, tender.id, bidder.id);
  await offer(ctx, asker, tender.id);
});

describe('asking', () => {
  it('a contractor asks; the client is told and sees it with its asker, waiting', async () => {
    const q = await asked(asker, tender.id, 'Какой класс бетона в фундаменте?');
    expect(q).toMatchObject({
      question: 'Какой класс бетона в фундаменте?',
      answer: null,
      scope: null,
      mine: true,
      asker: null,
    });

    const [notice] = await noticesOf(client);
    expect(notice).toMatchObject({
      title: 'Новый вопрос по тендеру',
      text: `Подрядчик ${ASKER_COMPANY} задал вопрос по тендеру «Фасад бизнес-центра»`,
      link: `/api/tenders/${tender.id}`,
      // Its button opens the tender's questions, not a request.
      button_text: 'Ответить на вопрос',
      button_link: `/api/tenders/${tender.id}/questions`,
    });

    const { body } = await questionsOf(client, tender.id);
    expect(body.unanswered).toBe(1);
    // The dashboard's card of the tender counts it too.
    const own = await get(ctx.app, '/api/tenders?per_page=100', client.token);
    const card = (own.body.tenders as { id: number; questions_unanswered: number }[]).find(
      (t) => t.id === tender.id,
    );
    expect(card?.questions_unanswered).toBe(1);
    expect(body.questions[0]).toMatchObject({ id: q.id, mine: false });
    expect(body.questions[0]!.asker).toMatchObject({ id: asker.id, name: ASKER_COMPANY });
    // The asker's own list shows its waiting question; nobody else's does.
    expect((await questionsOf(asker, tender.id)).body.questions.map((x) => x.id)).toContain(q.id);
    expect((await questionsOf(bidder, tender.id)).body).toMatchObject({
      questions: [],
      unanswered: null,
    });
  });

  it('refuses a client, an empty or over-long question, and a tender the contractor cannot see', async () => {
    expect((await ask(client, tender.id, 'Вопрос')).status).toBe(403);
    for (const bad of ['', '   ', 'я'.repeat(2001), 42, null]) {
      const res = await ask(asker, tender.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect((res.body.fields as Record<string, unknown>).question).toBeDefined();
    }
    const other = await newTender(ctx, client, { tender_name: 'Закрытый' });
    await ctx.database.db
      .update(tenders)
      .set({ status: 'executor_chosen' })
      .where(eq(tenders.id, other.id));
    const hidden = await ask(bystander, other.id, 'Можно?');
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    expect((await get(ctx.app, `/api/tenders/${other.id}/questions`, bystander.token)).status).toBe(
      404,
    );
    expect((await ask(asker, 999_999, 'Есть кто?')).status).toBe(404);
    expect((await get(ctx.app, `/api/tenders/${tender.id}/questions`)).status).toBe(401);
  });

  it('a closed tender takes no questions from those who still see it', async () => {
    const closing = await newTender(ctx, client, { tender_name: 'Кровля' });
    await offer(ctx, bidder, closing.id);
    await ctx.database.db
      .update(tenders)
      .set({ status: 'executor_chosen' })
      .where(eq(tenders.id, closing.id));
    const res = await ask(bidder, closing.id, 'Ещё вопрос');
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_QUESTIONS.closed]);
  });

  it('questions close a day before the offers deadline', async () => {
    const hour = 3600_000;
    const late = await newTender(ctx, client, {
      offers_deadline: new Date(Date.now() + 23 * hour).toISOString(),
    });
    const res = await ask(bystander, late.id, 'Успею?');
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_QUESTIONS.afterDeadline]);

    const deadline = new Date(Date.now() + 25 * hour);
    const inTime = await newTender(ctx, client, { offers_deadline: deadline.toISOString() });
    await asked(bystander, inTime.id, 'Успею?');
    const { body } = await questionsOf(bystander, inTime.id);
    expect(body.questions_deadline).toBe(new Date(deadline.getTime() - 24 * hour).toISOString());
    expect((await questionsOf(bystander, tender.id)).body.questions_deadline).toBeNull();
  });

  it(`at most ${QUESTIONS_WAITING_MAX} questions wait for an answer per contractor and tender`, async () => {
    const busy = await newTender(ctx, client);
    const first = await asked(bystander, busy.id, 'Вопрос 1');
    for (let i = 2; i <= QUESTIONS_WAITING_MAX; i += 1)
      await asked(bystander, busy.id, `Вопрос ${i}`);
    const refused = await ask(bystander, busy.id, 'Ещё один');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([MSG_QUESTIONS.tooManyWaiting]);
    await answer(client, first.id, { answer: 'Ответ', scope: 'asker' });
    await asked(bystander, busy.id, 'Теперь можно');
  });
});

describe('answering', () => {
  it('an answer to all: every contractor who can see the tender reads it, none learns the asker', async () => {
    const q = await asked(asker, tender.id, 'Есть ли проект фасада?');
    const [bidderBefore, bystanderBefore] = [await noticesOf(bidder), await noticesOf(bystander)];
    const res = await answer(client, q.id, { answer: 'Да, раздел АР в документах', scope: 'all' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ answer: 'Да, раздел АР в документах', scope: 'all' });
    expect(res.body.answered_at).toMatch(/Z$/);

    for (const reader of [bidder, bystander]) {
      const { body, text } = await questionsOf(reader, tender.id);
      expect(body.questions).toContainEqual(
        expect.objectContaining({ id: q.id, answer: 'Да, раздел АР в документах', asker: null }),
      );
      expect(text).not.toContain(ASKER_COMPANY);
      expect(text).not.toContain(asker.email);
    }

    // Told: the asker of its own answer; the bidder (a live request) of the published one; the
    // bystander (no request) reads it on the page without a notice.
    expect((await noticesOf(asker))[0]).toMatchObject({
      title: 'Ответ на ваш вопрос',
      text: 'Заказчик «Иван Петров» ответил на ваш вопрос по тендеру «Фасад бизнес-центра»',
      button_text: 'Открыть вопрос',
      button_link: `/api/tenders/${tender.id}/questions`,
    });
    const told = await noticesOf(bidder);
    expect(told).toHaveLength(bidderBefore.length + 1);
    expect(told[0]).toMatchObject({
      title: 'Новое разъяснение по тендеру',
      text: 'Заказчик «Иван Петров» опубликовал разъяснение по тендеру «Фасад бизнес-центра»',
      button_text: 'Смотреть разъяснение',
      button_link: `/api/tenders/${tender.id}/questions`,
    });
    expect(told[0]!.text).not.toContain(ASKER_COMPANY);
    expect(await noticesOf(bystander)).toHaveLength(bystanderBefore.length);
  });

  it('an answer to the asker alone: only the asker reads it and is told', async () => {
    const q = await asked(asker, tender.id, 'Какая у вас скидка для нас?');
    const bidderBefore = await noticesOf(bidder);
    expect((await answer(client, q.id, { answer: 'Обсудим лично', scope: 'asker' })).status).toBe(
      200,
    );
    const mine = (await questionsOf(asker, tender.id)).body.questions.find((x) => x.id === q.id);
    expect(mine).toMatchObject({ answer: 'Обсудим лично', scope: 'asker', mine: true });
    for (const reader of [bidder, bystander]) {
      const ids = (await questionsOf(reader, tender.id)).body.questions.map((x) => x.id);
      expect(ids).not.toContain(q.id);
    }
    expect(await noticesOf(bidder)).toHaveLength(bidderBefore.length);
  });

  it('once, by the tender’s own client only, with a valid scope and text', async () => {
    const q = await asked(asker, tender.id, 'Сроки начала работ?');
    const otherClient = await newClient(ctx);
    const foreign = await answer(otherClient, q.id, { answer: 'Завтра', scope: 'all' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([MSG_QUESTIONS.notFound]);
    expect((await answer(asker, q.id, { answer: 'Сам отвечу', scope: 'all' })).status).toBe(403);
    for (const bad of [
      { answer: '', scope: 'all' },
      { answer: 'Ответ', scope: 'everyone' },
      { answer: 'Ответ' },
      { answer: 'я'.repeat(4001), scope: 'all' },
    ]) {
      expect((await answer(client, q.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await answer(client, q.id, { answer: 'С марта', scope: 'all' })).status).toBe(200);
    const again = await answer(client, q.id, { answer: 'С апреля', scope: 'all' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([MSG_QUESTIONS.alreadyAnswered]);
    expect((await answer(client, 999_999, { answer: 'Нет', scope: 'all' })).status).toBe(404);
    const page = (await questionsOf(client, tender.id)).body.questions;
    expect(page.find((x) => x.id === q.id)?.answer).toBe('С марта');
  });
});

describe('the list', () => {
  it('is paged, newest first, and counts what waits for the client', async () => {
    const paged = await newTender(ctx, client);
    for (let i = 1; i <= 5; i += 1) await asked(bystander, paged.id, `Вопрос ${i}`);
    const { body } = await questionsOf(client, paged.id, '?per_page=2&page=2');
    expect(body.meta).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(body.questions.map((q) => q.question)).toEqual(['Вопрос 3', 'Вопрос 2']);
    expect(body.unanswered).toBe(5);
    const bad = await get(ctx.app, `/api/tenders/${paged.id}/questions?page=0`, client.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain(MSG.invalidValue);
  });
});
