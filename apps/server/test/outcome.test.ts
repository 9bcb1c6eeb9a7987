import { MSG_OUTCOME, MSG_TENDERS, type Notification, type Tender } from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, noticeOutbox, notifications, tenders } from '../src/db/schema';
import { sendOutcomeReminders } from '../src/modules/tenders/outcome-reminders';
import { get, patch, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * An outcome for everyone: the choice of an executor and the closing without one tell every other
 * contractor with a live request, once, why; an overdue outcome reminds the client; contractors
 * see the client's record of outcomes in time.
 */

const ctx = useTestApp();

const noticesOf = async (actor: Actor) => {
  const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
  return res.body.notifications as Notification[];
};
const tenderAs = async (actor: Actor, id: number) => {
  const res = await get(ctx.app, `/api/tenders/${id}`, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tender as Tender;
};
const close = (actor: Actor, id: number, body: Record<string, unknown>) =>
  post(ctx.app, `/api/tenders/${id}/close`, body, actor.token);
const named = async (name: string) => {
  const contractor = await newContractor(ctx);
  await ctx.database.db
    .update(contractorProfiles)
    .set({ shortName: name })
    .where(eq(contractorProfiles.userId, contractor.id));
  return contractor;
};

let client: Actor;
beforeAll(async () => {
  client = await newClient(ctx);
});

/** A tender with offers from `chosen` and `other`, an invitation to `invited`, `declined`'s no. */
async function contested() {
  const [chosen, other, invited, declined] = await Promise.all([
    named('ООО «Победитель»'),
    named('ООО «Второй»'),
    named('ООО «Приглашённый»'),
    named('ООО «Отказник»'),
  ]);
  const tender = await newTender(ctx, client, { tender_name: 'Склад с итогом' });
  const won = await offer(ctx, chosen, tender.id);
  await offer(ctx, other, tender.id);
  await invite(ctx, client, tender.id, invited.id);
  const no = await invite(ctx, client, tender.id, declined.id);
  await post(ctx.app, `/api/request/reject/${no.id}`, { reason: 'Заняты' }, declined.token);
  return { tender, won, chosen, other, invited, declined };
}

describe('the choice of an executor', () => {
  it('tells every other contractor with a live request why, once; the chosen and the declined not', async () => {
    const { tender, won, chosen, other, invited, declined } = await contested();
    const before = {
      chosen: (await noticesOf(chosen)).length,
      declined: (await noticesOf(declined)).length,
    };
    const res = await post(
      ctx.app,
      `/api/request/accept/${won.id}`,
      { comment: 'Выбраны', outcome_reason: 'price', outcome_comment: 'Дешевле на 10%' },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    for (const told of [other, invited]) {
      const notices = (await noticesOf(told)).filter(
        (n) => n.title === 'Выбран другой исполнитель',
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        text: 'Заказчик «Иван Петров» выбрал другого исполнителя по тендеру «Склад с итогом»',
        comment: 'Причина: Цена. Дешевле на 10%',
        link: `/api/tenders/${tender.id}`,
      });
    }
    const chosenNotices = await noticesOf(chosen);
    expect(chosenNotices).toHaveLength(before.chosen + 1);
    expect(chosenNotices[0]!.title).toBe('Вы выбраны исполнителем');
    expect(await noticesOf(declined)).toHaveLength(before.declined);

    expect((await tenderAs(client, tender.id)).outcome).toMatchObject({
      reason: 'price',
      reason_label: 'Цена',
      comment: 'Дешевле на 10%',
    });
    // A second choice is refused and tells nobody again.
    const again = await post(ctx.app, `/api/request/accept/${won.id}`, {}, client.token);
    expect(again.status).toBe(409);
    const otherNotices = await noticesOf(other);
    expect(otherNotices.filter((n) => n.title === 'Выбран другой исполнитель')).toHaveLength(1);
  });

  it("gives 'Другое' when the client names no reason, and refuses an unknown one", async () => {
    const { tender, won, other } = await contested();
    const bad = await post(
      ctx.app,
      `/api/request/accept/${won.id}`,
      { outcome_reason: 'luck' },
      client.token,
    );
    expect(bad.status).toBe(400);
    expect((await post(ctx.app, `/api/request/accept/${won.id}`, {}, client.token)).status).toBe(
      200,
    );
    const [notice] = await noticesOf(other);
    expect(notice).toMatchObject({
      title: 'Выбран другой исполнитель',
      comment: 'Причина: Другое',
    });
    expect((await tenderAs(client, tender.id)).outcome?.reason_label).toBe('Другое');
  });
});

describe('closing without an executor', () => {
  it('ends the tender, tells the live requests why and records it in the trail', async () => {
    const { tender, other, invited, declined } = await contested();
    const declinedBefore = (await noticesOf(declined)).length;
    const res = await close(client, tender.id, { reason: 'budget', comment: 'Перенесли на весну' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tender).toMatchObject({
      status: { code: 'closed_without_choice', label: 'Тендер завершён без выбора исполнителя' },
      outcome: {
        reason: 'budget',
        reason_label: 'Изменился бюджет',
        comment: 'Перенесли на весну',
      },
    });
    for (const told of [other, invited]) {
      expect((await noticesOf(told))[0]).toMatchObject({
        title: 'Тендер завершён без выбора исполнителя',
        text: 'Заказчик «Иван Петров» завершил тендер «Склад с итогом» без выбора исполнителя',
        comment: 'Причина: Изменился бюджет. Перенесли на весну',
      });
    }
    expect(await noticesOf(declined)).toHaveLength(declinedBefore);

    const trail = await get(ctx.app, `/api/tenders/${tender.id}/trail`, client.token);
    expect((trail.body.entries as unknown[])[0]).toMatchObject({
      event: 'closed_without_choice',
      details: 'Причина: Изменился бюджет. Перенесли на весну',
    });

    // Closed: no more offers, no second closing, and gone from the open list.
    const late = await newContractor(ctx);
    const refused = await post(ctx.app, `/api/request/${tender.id}`, { comment: 'Я' }, late.token);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([MSG_TENDERS.closedWithoutChoice]);
    const list = await get(ctx.app, '/api/tenders/list?per_page=100', late.token);
    expect((list.body.tenders as { id: number }[]).map((t) => t.id)).not.toContain(tender.id);
    const twice = await close(client, tender.id, { reason: 'other' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual([MSG_OUTCOME.notOpen]);
  });

  it('only by its own client, with a reason from the list', async () => {
    const tender = await newTender(ctx, client);
    const [stranger, contractor] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    const foreign = await close(stranger, tender.id, { reason: 'budget' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    expect((await close(contractor, tender.id, { reason: 'budget' })).status).toBe(403);
    for (const bad of [{}, { reason: 'price' }, { reason: 'budget', comment: 'я'.repeat(5001) }]) {
      expect((await close(client, tender.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await tenderAs(client, tender.id)).status.code).toBe('waiting_for_requests');
  });

  it('keeps the deadline of an ended tender: it no longer moves', async () => {
    const tender = await newTender(ctx, client);
    expect((await close(client, tender.id, { reason: 'postponed' })).status).toBe(200);
    const later = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
    const moved = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { offers_deadline: later },
      client.token,
    );
    expect(moved.status).toBe(409);
    expect(moved.body.errors).toEqual([MSG_OUTCOME.deadlineEnded]);
    expect((await tenderAs(client, tender.id)).offers_deadline).toBe(tender.offers_deadline);
  });
});

describe('the reminder of an overdue outcome', () => {
  it('comes 14 days after the deadline, then every 7 days, to the client, by letter too', async () => {
    const owner = await newClient(ctx);
    const overdue = await newTender(ctx, owner, { tender_name: 'Забытый тендер' });
    const settled = await newTender(ctx, owner, { tender_name: 'Закрытый вовремя' });
    const db = ctx.database.db;
    for (const id of [overdue.id, settled.id]) {
      await db
        .update(tenders)
        .set({ offersDeadline: sql`now() - interval '15 days'` })
        .where(eq(tenders.id, id));
    }
    await close(owner, settled.id, { reason: 'postponed' });

    await sendOutcomeReminders(db);
    const reminders = () =>
      noticesOf(owner).then((all) => all.filter((n) => n.title === 'Подведите итоги тендера'));
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]!.text).toContain('«Забытый тендер»');
    // Nobody acted, yet the client gets the letter as for any notice.
    const [row] = await db
      .select()
      .from(noticeOutbox)
      .where(eq(noticeOutbox.recipientId, owner.id));
    expect(row).toMatchObject({ channel: 'email' });

    await sendOutcomeReminders(db);
    expect(await reminders()).toHaveLength(1);
    await db
      .update(tenders)
      .set({ outcomeRemindedAt: sql`now() - interval '8 days'` })
      .where(eq(tenders.id, overdue.id));
    await sendOutcomeReminders(db);
    expect(await reminders()).toHaveLength(2);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.tenderId, settled.id))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe("the client's record", () => {
  /** A tender of `owner` whose deadline passed 20 days ago, ended `outcomeDays` after it. */
  async function pastTender(owner: Actor, outcomeDays: number | null) {
    const t = await newTender(ctx, owner);
    await ctx.database.db
      .update(tenders)
      .set({
        offersDeadline: sql`now() - interval '20 days'`,
        ...(outcomeDays === null
          ? {}
          : {
              status: 'executor_chosen',
              outcomeReason: 'price',
              outcomeAt: sql`now() - interval '20 days' + make_interval(days => ${outcomeDays})`,
            }),
      })
      .where(eq(tenders.id, t.id));
  }

  it('shows contractors the share of outcomes within 14 days, once there are three tenders', async () => {
    const owner = await newClient(ctx);
    const contractor = await newContractor(ctx);
    const open = await newTender(ctx, owner, { tender_name: 'Новый' });
    await pastTender(owner, 3);
    await pastTender(owner, 10);
    expect((await tenderAs(contractor, open.id)).client_record).toBeNull();

    await pastTender(owner, 20);
    await pastTender(owner, null);
    expect((await tenderAs(contractor, open.id)).client_record).toEqual({ share: 50, tenders: 4 });
    // The client reads its own tender without it.
    expect((await tenderAs(owner, open.id)).client_record).toBeNull();
  });
});
