import { MSG, type Notification, type Tender, type TenderRequest } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles, contractorProfiles, notifications } from '../src/db/schema';
import { get, post, useTestApp } from './helpers';
import {
  type Actor,
  invite,
  newClient,
  newContractor,
  newTender,
  newUntyped,
  offer,
  uploadDoc,
} from './tender-fixtures';

const ctx = useTestApp();

const AVATAR = '/storage/images/0123456789abcdef0123456789abcdef.png';
const COMPANY = 'ООО «Кровля и Фасад»';

let client: Actor;
let contractor: Actor;
beforeAll(async () => {
  [client, contractor] = await Promise.all([newClient(ctx), newContractor(ctx)]);
  await ctx.database.db
    .update(contractorProfiles)
    .set({ shortName: COMPANY, avatar: AVATAR })
    .where(eq(contractorProfiles.userId, contractor.id));
});

const list = async (actor: Actor) => {
  const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
  expect(res.status).toBe(200);
  return res.body.notifications as Notification[];
};
const accept = (actor: Actor, id: number, body: Record<string, unknown> = {}) =>
  post(ctx.app, `/api/request/accept/${id}`, body, actor.token);
const reject = (actor: Actor, id: number, reason: string) =>
  post(ctx.app, `/api/request/reject/${id}`, { reason }, actor.token);

/**
 * Runs a move and answers the one notification it created for the recipient; the actor gets none.
 */
async function notified(recipient: Actor, actor: Actor, move: () => Promise<unknown>) {
  const [before, actorBefore] = [await list(recipient), await list(actor)];
  await move();
  const after = await list(recipient);
  expect(after).toHaveLength(before.length + 1);
  expect(await list(actor)).toHaveLength(actorBefore.length);
  // Newest first.
  return after[0]!;
}

/** What every notification of a move says about its tender and request. */
const about = (tender: Tender, request: Pick<TenderRequest, 'id'>) => ({
  link: `/api/tenders/${tender.id}`,
  button_link: `/api/request/${request.id}`,
  is_new: true,
});

describe('a notification for the other party on each move', () => {
  let tender: Tender;
  beforeAll(async () => {
    tender = await newTender(ctx, client, { tender_name: 'Кровля склада' });
  });

  it('invitation -> the contractor: invited by the client, with the comment and files', async () => {
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'ТЗ.pdf');
    let request!: TenderRequest;
    const n = await notified(contractor, client, async () => {
      request = await invite(ctx, client, tender.id, contractor.id, {
        comment: 'Ждём ваше КП',
        docs_paths: [doc.path],
      });
    });
    expect(n).toMatchObject({
      ...about(tender, request),
      title: 'Приглашение к тендеру',
      text: 'Заказчик «Иван Петров» приглашает вас принять участие в тендере «Кровля склада»',
      button_text: 'Смотреть приглашение',
      comment: 'Ждём ваше КП',
      status: { code: 'offered', label: 'Принятие решения' },
      documents: [doc.path],
      avatar: null,
      // The client by name: a person's contacts are never in a list.
      user: { id: client.id, email: null, profile: { name: 'Иван', surname: 'Петров' } },
    });
    expect(JSON.stringify(n)).not.toContain(client.email);
    expect(Number.isNaN(Date.parse(n.date))).toBe(false);
  });

  it('the contractor accepts -> the client: «Получен ответ» with the answer', async () => {
    const request = (await list(contractor))[0]!;
    const id = Number(request.button_link!.split('/').pop());
    const n = await notified(client, contractor, () =>
      accept(contractor, id, { comment: 'Готовы начать в марте' }),
    );
    expect(n).toMatchObject({
      ...about(tender, { id }),
      title: 'Получен ответ',
      text: `Подрядчик ${COMPANY} отправил предложение по приглашению к тендеру «Кровля склада»`,
      comment: 'Готовы начать в марте',
      status: { code: 'accepted_by_contractor', label: 'Получен ответ' },
      avatar: AVATAR,
      user: { id: contractor.id, profile: { short_name: COMPANY, logo: AVATAR } },
    });
  });

  it('the client chooses -> the contractor: «Вы выбраны исполнителем»', async () => {
    const id = Number((await list(contractor))[0]!.button_link!.split('/').pop());
    const n = await notified(contractor, client, () => accept(client, id));
    expect(n).toMatchObject({
      ...about(tender, { id }),
      title: 'Вы выбраны исполнителем',
      text: 'Заказчик «Иван Петров» выбрал вас исполнителем тендера «Кровля склада»',
      status: { code: 'accepted', label: 'Выбран исполнителем' },
      user: { id: client.id },
    });
  });

  it('an offer -> the client: the offer with its comment and files', async () => {
    const open = await newTender(ctx, client, { tender_name: 'Фасад' });
    const doc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile', 'КП.pdf');
    let request!: TenderRequest;
    const n = await notified(client, contractor, async () => {
      request = await offer(ctx, contractor, open.id, {
        comment: 'Сделаем за месяц',
        docs_paths: [doc.path],
      });
    });
    expect(n).toMatchObject({
      ...about(open, request),
      title: 'Новое предложение',
      text: `Подрядчик ${COMPANY} отправил коммерческое предложение по тендеру «Фасад»`,
      comment: 'Сделаем за месяц',
      status: { code: 'waiting', label: 'Ожидание ответа' },
      documents: [doc.path],
      user: { id: contractor.id },
    });

    // The client rejects -> the contractor learns the reason.
    const rejected = await notified(contractor, client, () =>
      reject(client, request.id, 'Неприемлемая стоимость'),
    );
    expect(rejected).toMatchObject({
      ...about(open, request),
      title: 'Отказ',
      text: 'Заказчик «Иван Петров» отклонил ваше предложение по тендеру «Фасад»',
      comment: 'Неприемлемая стоимость',
      status: { code: 'rejected', label: 'Отказ' },
      user: { id: client.id },
    });
  });

  it('the contractor declines -> the client, with the reason as the comment', async () => {
    const other = await newTender(ctx, client, { tender_name: 'Подвал' });
    const request = await invite(ctx, client, other.id, contractor.id);
    const n = await notified(client, contractor, () =>
      reject(contractor, request.id, 'Нет свободных бригад'),
    );
    expect(n).toMatchObject({
      ...about(other, request),
      title: 'Приглашение отклонено',
      text: `Подрядчик ${COMPANY} отклонил приглашение к тендеру «Подвал»`,
      comment: 'Нет свободных бригад',
      status: { code: 'declined', label: 'Отклонено' },
      user: { id: contractor.id },
    });
  });

  it('a priced offer -> the client: the text says its price with its НДС', async () => {
    const open = await newTender(ctx, client, { tender_name: 'Фасад с ценой' });
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const n = await notified(client, contractor, () =>
      offer(ctx, contractor, open.id, {
        price_kopecks: 1_250_000_00,
        vat: 'with_vat',
        vat_rate: 22,
        duration_days: 60,
        valid_until: validUntil,
      }),
    );
    expect(n.text).toBe(
      `Подрядчик ${COMPANY} отправил коммерческое предложение по тендеру «Фасад с ценой»: ` +
        '1\u00a0250\u00a0000\u00a0₽, с НДС 22\u00a0%',
    );
  });

  it('a client with a woman’s name chooses: the words agree with the role, not the name', async () => {
    const [owner, bidder] = [await newClient(ctx), await newContractor(ctx)];
    await ctx.database.db
      .update(clientProfiles)
      .set({ name: 'Ирина', surname: 'Соколова' })
      .where(eq(clientProfiles.userId, owner.id));
    const open = await newTender(ctx, owner, { tender_name: 'Склад' });
    const request = await offer(ctx, bidder, open.id);
    const n = await notified(bidder, owner, () => accept(owner, request.id));
    expect(n).toMatchObject({
      title: 'Вы выбраны исполнителем',
      text: 'Заказчик «Ирина Соколова» выбрал вас исполнителем тендера «Склад»',
    });
  });

  it('a refused move notifies nobody', async () => {
    const other = await newTender(ctx, client);
    const request = await offer(ctx, contractor, other.id);
    const [c, k] = [(await list(client)).length, (await list(contractor)).length];
    expect((await accept(contractor, request.id)).status).toBe(409);
    expect(
      (await post(ctx.app, `/api/request/${other.id}`, { comment: 'x' }, contractor.token)).status,
    ).toBe(409);
    expect((await list(client)).length).toBe(c);
    expect((await list(contractor)).length).toBe(k);
  });
});

describe('GET /api/user/notifications', () => {
  it('answers one page, newest first, with the total and how many are new', async () => {
    const [owner, bidder] = [await newClient(ctx), await newContractor(ctx)];
    for (let i = 0; i < 14; i++) await offer(ctx, bidder, (await newTender(ctx, owner)).id);
    const first = await get(ctx.app, '/api/user/notifications', owner.token);
    expect(first.body.meta).toEqual({ total: 14, page: 1, per_page: 12 });
    expect(first.body.unread).toBe(14);
    const all = (first.body.notifications as Notification[]).map((n) => n.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const second = await get(ctx.app, '/api/user/notifications?page=2', owner.token);
    expect((second.body.notifications as Notification[]).map((n) => n.id)).toEqual(
      expect.not.arrayContaining(all),
    );
    expect(second.body.notifications).toHaveLength(2);
    await post(ctx.app, '/api/user/notifications/seen', { ids: all.slice(0, 2) }, owner.token);
    expect((await get(ctx.app, '/api/user/notifications', owner.token)).body.unread).toBe(12);
    const bad = await get(ctx.app, '/api/user/notifications?per_page=101', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ per_page: [MSG.invalidValue] });
  });

  it('shows each user only its own notifications', async () => {
    const [stranger, outsider] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    expect(await list(stranger)).toEqual([]);
    expect(await list(outsider)).toEqual([]);
    const mine = await list(client);
    expect(mine.length).toBeGreaterThan(0);
    const rows = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientId, client.id));
    expect(mine.map((n) => n.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('needs a token and a type', async () => {
    const untyped = await newUntyped(ctx);
    expect((await get(ctx.app, '/api/user/notifications', untyped.token)).status).toBe(403);
    expect((await get(ctx.app, '/api/user/notifications')).status).toBe(401);
  });
});

describe('POST /api/user/notifications/seen', () => {
  let owner: Actor;
  let a: Actor;
  let b: Actor;
  beforeAll(async () => {
    [owner, a, b] = await Promise.all([newClient(ctx), newContractor(ctx), newContractor(ctx)]);
    for (let i = 0; i < 3; i++) {
      const tender = await newTender(ctx, owner);
      await invite(ctx, owner, tender.id, a.id);
      await invite(ctx, owner, tender.id, b.id);
    }
  });
  const newOnes = async (actor: Actor) =>
    (await list(actor)).filter((n) => n.is_new).map((n) => n.id);
  const seen = (actor: Actor, body?: unknown) =>
    post(ctx.app, '/api/user/notifications/seen', body, actor.token);

  it('marks only the given ones, and never another user’s', async () => {
    const mine = (await list(a)).map((n) => n.id);
    const theirs = (await list(b)).map((n) => n.id);
    expect(mine).toHaveLength(3);
    const res = await seen(a, { ids: [mine[0], theirs[0], theirs[1]] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await newOnes(a)).toEqual(mine.slice(1));
    expect(await newOnes(b)).toEqual(theirs);
    expect((await seen(a, { ids: [] })).status).toBe(200);
    expect(await newOnes(a)).toEqual(mine.slice(1));
  });

  it('marks all without a body or without ids, and only the caller’s', async () => {
    const theirs = await newOnes(b);
    expect((await seen(a)).status).toBe(200);
    expect(await newOnes(a)).toEqual([]);
    expect(await newOnes(b)).toEqual(theirs);
    expect((await seen(b, {})).status).toBe(200);
    expect(await newOnes(b)).toEqual([]);
  });

  it('refuses bad ids with 400', async () => {
    for (const ids of ['1', [0], ['x'], [1.5]]) {
      expect((await seen(a, { ids })).status, JSON.stringify(ids)).toBe(400);
    }
  });

  it('needs a token and a type', async () => {
    const untyped = await newUntyped(ctx);
    expect((await seen(untyped)).status).toBe(403);
    expect((await post(ctx.app, '/api/user/notifications/seen')).status).toBe(401);
    expect(
      (await post(ctx.app, '/api/user/notifications/seen', {}, 'not-a-token')).body.errors,
    ).toEqual([MSG.unauthorized]);
  });
});
