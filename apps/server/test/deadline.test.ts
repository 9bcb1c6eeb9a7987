import {
  MSG_TENDERS,
  type Notification,
  type Tender,
  type TenderRequest,
  formatMoscow,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, tenderRequests, tenders } from '../src/db/schema';
import { get, patch, post, useTestApp } from './helpers';
import {
  type Actor,
  invite,
  newClient,
  newContractor,
  newProject,
  newTender,
  offer,
  tenderBody,
  uploadTenderImage,
} from './tender-fixtures';

/* The deadline for offers: who may set it, and what it refuses once it has passed. */

const ctx = useTestApp();
const db = () => ctx.database.db;

const DAY_MS = 24 * 3600_000;
/** A moment `days` from the wall clock, as the API takes it (with its offset). */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Moves the deadline straight in the database, as if time had passed. */
const setDeadline = (tenderId: number, at: Date | null) =>
  db().update(tenders).set({ offersDeadline: at }).where(eq(tenders.id, tenderId));
const storedDeadline = async (tenderId: number) =>
  (
    await db().select({ at: tenders.offersDeadline }).from(tenders).where(eq(tenders.id, tenderId))
  )[0]!.at;
const expire = (tenderId: number) => setDeadline(tenderId, new Date(Date.now() - 60_000));
const requestsOf = (tenderId: number) =>
  db().select().from(tenderRequests).where(eq(tenderRequests.tenderId, tenderId));
const extensionsTo = (actor: Actor, tenderId: number) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, actor.id))
    .then((rows) =>
      rows.filter((n) => n.tenderId === tenderId && n.title === 'Срок приёма предложений продлён'),
    );
const setDeadlineByApi = (actor: Actor, tenderId: number, at: string | null) =>
  patch(ctx.app, `/api/tenders/${tenderId}`, { offers_deadline: at }, actor.token);

let client: Actor;
let other: Actor;
let contractor: Actor;
let rival: Actor;
let third: Actor;
let fourth: Actor;
beforeAll(async () => {
  [client, other, contractor, rival, third, fourth] = await Promise.all([
    newClient(ctx),
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
});

describe('setting the deadline', () => {
  it('POST /tenders takes it and the answer gives it back as ISO 8601', async () => {
    const soon = new Date(Date.now() + 10 * DAY_MS);
    soon.setUTCSeconds(0, 0);
    const tender = await newTender(ctx, client, { offers_deadline: soon.toISOString() });
    expect(tender.offers_deadline).toBe(soon.toISOString());
    expect((await storedDeadline(tender.id))?.getTime()).toBe(soon.getTime());
    const read = await get(ctx.app, `/api/tenders/${tender.id}`, contractor.token);
    expect((read.body.tender as Tender).offers_deadline).toBe(soon.toISOString());
  });

  it('takes an offset other than Z as the same moment', async () => {
    const moscow = new Date(Date.now() + 2 * DAY_MS);
    moscow.setUTCSeconds(0, 0);
    const wall = new Date(moscow.getTime() + 3 * 3600_000).toISOString().slice(0, 16);
    const tender = await newTender(ctx, client, { offers_deadline: `${wall}:00+03:00` });
    expect(tender.offers_deadline).toBe(moscow.toISOString());
  });

  it("a request carries its tender's deadline: in the lists of both sides and read alone", async () => {
    const soon = new Date(Date.now() + 5 * DAY_MS);
    soon.setUTCSeconds(0, 0);
    const tender = await newTender(ctx, client, { offers_deadline: soon.toISOString() });
    const invited = await invite(ctx, client, tender.id, contractor.id);
    const open = await newTender(ctx, client);
    const offered = await offer(ctx, contractor, open.id);
    expect(invited.tender).toEqual({
      id: tender.id,
      tender_name: tender.tender_name,
      offers_deadline: soon.toISOString(),
    });
    expect(offered.tender.offers_deadline).toBeNull();

    type Listed = { requests: { id: number; tender: { offers_deadline: string | null } }[] };
    const deadlineIn = (body: unknown, id: number) =>
      (body as Listed).requests.find((r) => r.id === id)?.tender.offers_deadline;
    const mine = await get(ctx.app, '/api/request?per_page=100', contractor.token);
    expect(deadlineIn(mine.body, invited.id)).toBe(soon.toISOString());
    expect(deadlineIn(mine.body, offered.id)).toBeNull();
    const theirs = await get(ctx.app, `/api/request?tender_id=${tender.id}`, client.token);
    expect(deadlineIn(theirs.body, invited.id)).toBe(soon.toISOString());
    const alone = await get(ctx.app, `/api/request/${invited.id}`, contractor.token);
    expect((alone.body.request as TenderRequest).tender.offers_deadline).toBe(soon.toISOString());
  });

  it('a tender without one answers null and takes offers as before', async () => {
    const tender = await newTender(ctx, client);
    expect(tender.offers_deadline).toBeNull();
    expect(await storedDeadline(tender.id)).toBeNull();
    await offer(ctx, contractor, tender.id);
  });

  it.each([
    ['in the past', '2020-01-01T12:00:00Z', MSG_TENDERS.deadlinePast],
    ['over a year ahead', inDays(400), MSG_TENDERS.deadlineTooFar],
    ['without a time zone', '2030-01-15T18:00', MSG_TENDERS.deadlineFormat],
    ['not a date', 'завтра', MSG_TENDERS.deadlineFormat],
    ['an impossible date', '2030-02-30T18:00:00Z', MSG_TENDERS.deadlineFormat],
    ['a number', 1893456000000, MSG_TENDERS.deadlineFormat],
  ])('POST /tenders refuses one %s (400)', async (_, value, message) => {
    const project = await newProject(ctx, client.id);
    const image = await uploadTenderImage(ctx, client.token);
    const res = await post(
      ctx.app,
      '/api/tenders',
      tenderBody(project.id, image, { offers_deadline: value }),
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
    expect((res.body.fields as Record<string, string[]>).offers_deadline).toEqual([message]);
  });

  it('PATCH with only offers_deadline sets, moves and removes it; the bad ones are 400', async () => {
    const tender = await newTender(ctx, client);
    const at = inDays(3);
    const set = await setDeadlineByApi(client, tender.id, at);
    expect(set.status).toBe(200);
    expect((set.body.tender as Tender).offers_deadline).toBe(at);
    expect((set.body.tender as Tender).tender_name).toBe(tender.tender_name);

    const past = await setDeadlineByApi(client, tender.id, '2020-01-01T00:00:00Z');
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([MSG_TENDERS.deadlinePast]);
    const bad = await setDeadlineByApi(client, tender.id, 'скоро');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([MSG_TENDERS.deadlineFormat]);
    expect((await storedDeadline(tender.id))?.toISOString()).toBe(at);

    const removed = await setDeadlineByApi(client, tender.id, null);
    expect(removed.status).toBe(200);
    expect((removed.body.tender as Tender).offers_deadline).toBeNull();
  });

  it("PATCH of another client's tender is 404 and changes nothing", async () => {
    const tender = await newTender(ctx, client);
    const res = await setDeadlineByApi(other, tender.id, inDays(2));
    expect(res.status).toBe(404);
    expect(await storedDeadline(tender.id)).toBeNull();
  });

  it('the full edit keeps the deadline when it leaves the field out, and may keep a past one', async () => {
    const project = await newProject(ctx, client.id);
    const image = await uploadTenderImage(ctx, client.token);
    const body = tenderBody(project.id, image);
    const created = await post(ctx.app, '/api/tenders', body, client.token);
    const id = (created.body.tender as Tender).id;
    const at = new Date(inDays(5));
    await setDeadline(id, at);

    // The spec's client does not know the field: its edit must not drop the deadline.
    const edit = await patch(
      ctx.app,
      `/api/tenders/${id}`,
      { ...body, tender_name: 'Новое' },
      client.token,
    );
    expect(edit.status).toBe(200);
    expect((edit.body.tender as Tender).offers_deadline).toBe(at.toISOString());

    // A passed deadline sent back unchanged is no new deadline: the edit saves.
    const passed = new Date(Date.now() - DAY_MS);
    await setDeadline(id, passed);
    const again = await patch(
      ctx.app,
      `/api/tenders/${id}`,
      { ...body, offers_deadline: passed.toISOString() },
      client.token,
    );
    expect(again.status).toBe(200);
    // Changed to another past moment it is refused.
    const moved = await patch(
      ctx.app,
      `/api/tenders/${id}`,
      { ...body, offers_deadline: new Date(Date.now() - 2 * DAY_MS).toISOString() },
      client.token,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([MSG_TENDERS.deadlinePast]);
  });
});

describe('after the deadline', () => {
  it('an offer is 409 with the message and nothing is stored', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inDays(1) });
    await expire(tender.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { comment: 'КП' },
      contractor.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_TENDERS.deadlinePassed]);
    expect(await requestsOf(tender.id)).toHaveLength(0);
    // The tender is still listed and readable: the client may extend it.
    const read = await get(ctx.app, `/api/tenders/${tender.id}`, contractor.token);
    expect(read.status).toBe(200);
  });

  it('accepting an invitation is 409; declining it still works', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inDays(1) });
    const toAccept = await invite(ctx, client, tender.id, contractor.id);
    const toDecline = await invite(ctx, client, tender.id, rival.id);
    await expire(tender.id);
    const accepted = await post(
      ctx.app,
      `/api/request/accept/${toAccept.id}`,
      { comment: 'Готовы' },
      contractor.token,
    );
    expect(accepted.status).toBe(409);
    expect(accepted.body.errors).toEqual([MSG_TENDERS.deadlinePassed]);
    const [row] = await db()
      .select()
      .from(tenderRequests)
      .where(eq(tenderRequests.id, toAccept.id));
    expect(row!.status).toBe('offered');
    const declined = await post(
      ctx.app,
      `/api/request/reject/${toDecline.id}`,
      { reason: 'Заняты' },
      rival.token,
    );
    expect(declined.status).toBe(200);
  });

  it('the client may not invite (409) but may still choose among the offers', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inDays(1) });
    const offered = await offer(ctx, contractor, tender.id);
    await expire(tender.id);
    const invited = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: rival.id },
      client.token,
    );
    expect(invited.status).toBe(409);
    expect(invited.body.errors).toEqual([MSG_TENDERS.deadlinePassedInvite]);
    const chosen = await post(ctx.app, `/api/request/accept/${offered.id}`, {}, client.token);
    expect(chosen.status).toBe(200);
  });
});

describe('extending the deadline', () => {
  it('re-opens offers and tells the invited and offering contractors, not the refused ones', async () => {
    const tender = await newTender(ctx, client, {
      tender_name: 'Фасад школы',
      offers_deadline: inDays(1),
    });
    await invite(ctx, client, tender.id, contractor.id); // invited, no answer yet
    await offer(ctx, rival, tender.id); // offering
    const declined = await invite(ctx, client, tender.id, third.id);
    await post(ctx.app, `/api/request/reject/${declined.id}`, { reason: 'Нет' }, third.token);
    const rejected = await offer(ctx, fourth, tender.id);
    await post(ctx.app, `/api/request/reject/${rejected.id}`, { reason: 'Дорого' }, client.token);
    await expire(tender.id);

    const at = inDays(7);
    const res = await setDeadlineByApi(client, tender.id, at);
    expect(res.status).toBe(200);

    for (const told of [contractor, rival]) {
      const rows = await extensionsTo(told, tender.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toBe(
        `Заказчик «Иван Петров» продлил приём предложений по тендеру «Фасад школы» до ${formatMoscow(at)}`,
      );
      expect(rows[0]!.buttonText).toBeNull();
    }
    expect(await extensionsTo(third, tender.id)).toHaveLength(0);
    expect(await extensionsTo(fourth, tender.id)).toHaveLength(0);

    // The notification keeps the spec's shape in the contractor's list.
    const list = await get(ctx.app, '/api/user/notifications', contractor.token);
    const item = (list.body.notifications as Notification[]).find(
      (n) => n.title === 'Срок приёма предложений продлён',
    )!;
    expect(item.link).toBe(`/api/tenders/${tender.id}`);
    expect(item.button_text).toBeNull();
    expect(item.status?.code).toBe('offered');

    // Offers and acceptances are taken again.
    const [invitation] = (await requestsOf(tender.id)).filter(
      (r) => r.contractorId === contractor.id,
    );
    const accepted = await post(
      ctx.app,
      `/api/request/accept/${invitation!.id}`,
      { comment: 'Готовы' },
      contractor.token,
    );
    expect(accepted.status).toBe(200);
  });

  it('removing the deadline is an extension too; setting one earlier or a first one tells nobody', async () => {
    const tender = await newTender(ctx, client);
    await offer(ctx, contractor, tender.id);
    await setDeadlineByApi(client, tender.id, inDays(5)); // a first deadline
    await setDeadlineByApi(client, tender.id, inDays(3)); // earlier
    expect(await extensionsTo(contractor, tender.id)).toHaveLength(0);
    await setDeadlineByApi(client, tender.id, null);
    const rows = await extensionsTo(contractor, tender.id);
    expect(rows.map((r) => r.text)).toEqual([
      `Заказчик «Иван Петров» снял срок приёма предложений по тендеру «${tender.tender_name}»`,
    ]);
  });

  it('a closed tender tells nobody', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inDays(1) });
    const offered = await offer(ctx, contractor, tender.id);
    await offer(ctx, rival, tender.id);
    await post(ctx.app, `/api/request/accept/${offered.id}`, {}, client.token);
    await setDeadlineByApi(client, tender.id, inDays(4));
    expect(await extensionsTo(rival, tender.id)).toHaveLength(0);
  });
});
