import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG, MSG_TENDERS, type Tender, type TenderRequest } from '@podryad/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, tenderRequests, tenders, uploads } from '../src/db/schema';
import { FILE_REFERENCES } from '../src/app';
import { LocalStorage } from '../src/delivery/storage';
import { FileService, ORPHAN_GRACE_MS } from '../src/modules/files/service';
import { get, post, useTestApp } from './helpers';
import {
  type Actor,
  download,
  invite,
  newClient,
  newContractor,
  newTender,
  newUntyped,
  offer,
  type StoredDoc,
  uploadDoc,
} from './tender-fixtures';

const ctx = useTestApp();

const db = () => ctx.database.db;
const requestRow = async (id: number) =>
  (await db().select().from(tenderRequests).where(eq(tenderRequests.id, id)))[0]!;
const tenderStatus = async (id: number) =>
  (await db().select({ status: tenders.status }).from(tenders).where(eq(tenders.id, id)))[0]!
    .status;
const requestCount = async (tenderId: number) =>
  (await db().select().from(tenderRequests).where(eq(tenderRequests.tenderId, tenderId))).length;

const accept = (actor: Actor, id: number, body: Record<string, unknown> = {}) =>
  post(ctx.app, `/api/request/accept/${id}`, body, actor.token);
const reject = (actor: Actor, id: number, reason?: string) =>
  post(ctx.app, `/api/request/reject/${id}`, reason === undefined ? {} : { reason }, actor.token);
const requestOf = (res: { body: Record<string, unknown> }) => res.body.request as TenderRequest;
const flags = async (id: number) => {
  const row = await requestRow(id);
  return { client: row.newForClient, contractor: row.newForContractor };
};

// Registration is the slow part: one set of users for the file; fresh tenders keep tests apart.
let client: Actor;
let other: Actor;
let untyped: Actor;
let contractor: Actor;
let rival: Actor;
let third: Actor;
let away: Actor;
beforeAll(async () => {
  [client, other, untyped, contractor, rival, third, away] = await Promise.all([
    newClient(ctx),
    newClient(ctx),
    newUntyped(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
  await db()
    .update(contractorProfiles)
    .set({ participatesInTenders: false })
    .where(eq(contractorProfiles.userId, away.id));
});

describe('POST /api/request/{tenderId}: invitations', () => {
  let tender: Tender;
  beforeAll(async () => {
    tender = await newTender(ctx, client, { tender_name: 'Кровля склада' });
  });

  it('invites the contractor: offered, new for the contractor only', async () => {
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'ТЗ.pdf');
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: contractor.id, comment: 'Ждём ваше КП', docs_paths: [doc.path] },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const request = requestOf(res);
    expect(request).toMatchObject({
      status: { code: 'offered', label: 'Ожидание ответа' },
      origin: 'invitation',
      user: { id: contractor.id, email: contractor.email, profile: { short_name: 'ООО «Прораб»' } },
      client: { id: client.id, email: client.email, profile: { name: 'Иван', surname: 'Петров' } },
      tender: { id: tender.id, tender_name: 'Кровля склада' },
      comment: 'Ждём ваше КП',
      reject_reason: null,
      documents: [doc.path],
      document_files: [{ path: doc.path, name: 'ТЗ.pdf', size: doc.size }],
      invite_comment: 'Ждём ваше КП',
      invite_document_files: [{ path: doc.path, name: 'ТЗ.pdf', size: doc.size }],
      is_new: false,
    });
    expect(await flags(request.id)).toEqual({ client: false, contractor: true });
    // The client's files have their own column; the contractor's answer starts empty.
    expect(await requestRow(request.id)).toMatchObject({
      inviteDocuments: [doc.path],
      documents: [],
    });
  });

  it('refuses a second invitation of the same contractor with 409', async () => {
    const before = await requestCount(tender.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: contractor.id },
      client.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_TENDERS.alreadyInvited]);
    expect(await requestCount(tender.id)).toBe(before);
  });

  it('refuses to invite a contractor who has already offered with 409', async () => {
    await offer(ctx, rival, tender.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: rival.id },
      client.token,
    );
    expect(res.status).toBe(409);
  });

  it('answers 404 for a client, a user without a type or an unknown id as the invitee', async () => {
    for (const id of [other.id, untyped.id, client.id, 999_999]) {
      const res = await post(ctx.app, `/api/request/${tender.id}`, { user_id: id }, client.token);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.contractorNotFound]);
    }
  });

  it('refuses a contractor who does not take part in tenders with 409', async () => {
    const before = await requestCount(tender.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: away.id },
      client.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_TENDERS.contractorUnavailable]);
    expect(await requestCount(tender.id)).toBe(before);
  });

  it('refuses an invitation without user_id with 400, and a bad one', async () => {
    const res = await post(ctx.app, `/api/request/${tender.id}`, { comment: 'Ждём' }, client.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_TENDERS.inviteNeedsTender]);
    expect(res.body.fields).toEqual({ user_id: [MSG_TENDERS.inviteNeedsTender] });
    const bad = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: 'кто-то' },
      client.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('user_id');
  });

  it("answers another client's tender and an unknown one with 404", async () => {
    for (const id of [tender.id, 999_999]) {
      const res = await post(ctx.app, `/api/request/${id}`, { user_id: third.id }, other.token);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    }
  });

  it("refuses someone else's document in an invitation with 400", async () => {
    const theirDoc = await uploadDoc(ctx, other.token);
    const before = await requestCount(tender.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: third.id, docs_paths: [theirDoc.path] },
      client.token,
    );
    expect(res.status).toBe(400);
    expect(await requestCount(tender.id)).toBe(before);
  });

  it('needs a token and a type', async () => {
    const body = { user_id: third.id };
    expect((await post(ctx.app, `/api/request/${tender.id}`, body)).status).toBe(401);
    expect((await post(ctx.app, `/api/request/${tender.id}`, body, untyped.token)).status).toBe(
      403,
    );
  });
});

describe('POST /api/request/{tenderId}: offers', () => {
  it('makes an offer: waiting, with the comment and files, new for the client only', async () => {
    const tender = await newTender(ctx, client, { tender_name: 'Фасад' });
    const doc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile', 'КП.pdf');
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { comment: '  Сделаем за месяц  ', docs_paths: [doc.path] },
      contractor.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      status: { code: 'waiting', label: 'Принятие решения' },
      origin: 'offer',
      user: { id: contractor.id },
      client: { id: client.id },
      tender: { id: tender.id, tender_name: 'Фасад' },
      comment: 'Сделаем за месяц',
      documents: [doc.path],
      document_files: [{ path: doc.path, name: 'КП.pdf', size: doc.size }],
      invite_comment: null,
      invite_document_files: [],
      is_new: false,
    });
    expect(await flags(requestOf(res).id)).toEqual({ client: true, contractor: false });
  });

  it('takes an offer with a file and no comment, or a comment and no file', async () => {
    const tender = await newTender(ctx, client);
    const doc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile');
    const fileOnly = await offer(ctx, contractor, tender.id, {
      comment: '',
      docs_paths: [doc.path],
    });
    expect(fileOnly.comment).toBe(null);
    expect((await offer(ctx, rival, tender.id, { comment: 'Только текст' })).documents).toEqual([]);
  });

  it('refuses a second offer on the same tender with 409', async () => {
    const tender = await newTender(ctx, client);
    await offer(ctx, contractor, tender.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { comment: 'Ещё' },
      contractor.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG_TENDERS.alreadyOffered]);
    expect(await requestCount(tender.id)).toBe(1);
  });

  it('refuses an offer from an invited contractor with 409 (one request per pair)', async () => {
    const tender = await newTender(ctx, client);
    await invite(ctx, client, tender.id, contractor.id);
    const res = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { comment: 'КП' },
      contractor.token,
    );
    expect(res.status).toBe(409);
    expect((await requestRow((await invite(ctx, client, tender.id, rival.id)).id)).status).toBe(
      'offered',
    );
  });

  it('refuses an offer with neither comment nor file with 400', async () => {
    const tender = await newTender(ctx, client);
    for (const body of [{}, { comment: '   ', docs_paths: [] }]) {
      const res = await post(ctx.app, `/api/request/${tender.id}`, body, contractor.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MSG_TENDERS.offerEmpty]);
    }
    expect(await requestCount(tender.id)).toBe(0);
  });

  it('answers an unknown tender with 404', async () => {
    const res = await post(ctx.app, '/api/request/999999', { comment: 'КП' }, contractor.token);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
  });

  it("refuses another contractor's file and a tender's document with 400", async () => {
    const tender = await newTender(ctx, client);
    const theirs = await uploadDoc(ctx, rival.token, '/api/request/uploadFile');
    const tenderDoc = await uploadDoc(ctx, client.token);
    for (const path of [theirs.path, tenderDoc.path]) {
      const res = await post(
        ctx.app,
        `/api/request/${tender.id}`,
        { comment: 'КП', docs_paths: [path] },
        contractor.token,
      );
      expect(res.status).toBe(400);
    }
    expect(await requestCount(tender.id)).toBe(0);
  });
});

describe('the moves of a request', () => {
  it('the contractor accepts an invitation with a comment and files: accepted_by_contractor', async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id, { comment: 'Ждём' });
    const doc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile', 'Смета.xlsx');
    const res = await accept(contractor, invitation.id, {
      comment: 'Готовы начать в марте',
      docs_paths: [doc.path],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      id: invitation.id,
      status: { code: 'accepted_by_contractor', label: 'Принятие решения' },
      origin: 'invitation',
      comment: 'Готовы начать в марте',
      documents: [doc.path],
      document_files: [{ path: doc.path, name: 'Смета.xlsx', size: doc.size }],
    });
    const seen = requestOf(await get(ctx.app, `/api/request/${invitation.id}`, client.token));
    expect(seen.status).toEqual({ code: 'accepted_by_contractor', label: 'Получен ответ' });
    expect(await tenderStatus(tender.id)).toBe('waiting_for_requests');
    // Answered once: neither side may answer the invitation again.
    expect((await accept(contractor, invitation.id)).status).toBe(409);
    expect((await reject(contractor, invitation.id, 'Передумали')).status).toBe(409);
  });

  it("the invitation's comment shows until the contractor answers, not as the contractor's answer", async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id, { comment: 'Ждём КП' });
    expect(invitation.comment).toBe('Ждём КП');
    const doc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile', 'КП.pdf');
    const res = await accept(contractor, invitation.id, { docs_paths: [doc.path] });
    expect(requestOf(res)).toMatchObject({ comment: null, documents: [doc.path] });
  });

  it('the contractor declines an invitation with a reason: declined', async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id);
    const res = await reject(contractor, invitation.id, 'Нет свободных бригад');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      status: { code: 'declined', label: 'Отказ' },
      reject_reason: 'Нет свободных бригад',
    });
    // The client cannot choose or reject a declined request.
    const choose = await accept(client, invitation.id);
    expect(choose.status).toBe(409);
    expect(choose.body.errors).toEqual([MSG_TENDERS.moveNotAllowed]);
    expect((await reject(client, invitation.id, 'Поздно')).status).toBe(409);
    expect(await tenderStatus(tender.id)).toBe('waiting_for_requests');
  });

  it('the client cannot answer its own invitation for the contractor', async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id);
    expect((await accept(client, invitation.id)).status).toBe(409);
    expect((await reject(client, invitation.id, 'Передумал')).status).toBe(409);
    expect((await requestRow(invitation.id)).status).toBe('offered');
  });

  it('the client chooses a waiting offer: accepted, the tender gets its executor', async () => {
    const tender = await newTender(ctx, client);
    const bid = await offer(ctx, contractor, tender.id);
    const res = await accept(client, bid.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      status: { code: 'accepted', label: 'Принято' },
      comment: 'Сделаем за 2 месяца',
    });
    expect(await tenderStatus(tender.id)).toBe('executor_chosen');
    const seen = (await get(ctx.app, `/api/tenders/${tender.id}`, client.token)).body
      .tender as Tender;
    expect(seen.status).toEqual({ code: 'executor_chosen', label: 'Исполнитель выбран' });
    const own = requestOf(await get(ctx.app, `/api/request/${bid.id}`, contractor.token));
    expect(own.status).toEqual({ code: 'accepted', label: 'Выбран исполнителем' });
  });

  it('the client chooses an accepted invitation: accepted', async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id);
    expect((await accept(contractor, invitation.id, { comment: 'Согласны' })).status).toBe(200);
    const res = await accept(client, invitation.id);
    expect(res.status).toBe(200);
    expect(requestOf(res).status.code).toBe('accepted');
    // The client's move keeps the contractor's answer.
    expect(requestOf(res).comment).toBe('Согласны');
    expect(await tenderStatus(tender.id)).toBe('executor_chosen');
  });

  it('one executor per tender: a second choice is 409, new offers and invitations too', async () => {
    const tender = await newTender(ctx, client);
    const first = await offer(ctx, contractor, tender.id);
    const second = await offer(ctx, rival, tender.id);
    expect((await accept(client, first.id)).status).toBe(200);
    const again = await accept(client, second.id);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([MSG_TENDERS.executorExists]);
    expect((await requestRow(second.id)).status).toBe('waiting');
    const repeat = await accept(client, first.id);
    expect(repeat.status).toBe(409);
    expect(repeat.body.errors).toEqual([MSG_TENDERS.executorExists]);

    const lateOffer = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { comment: 'КП' },
      third.token,
    );
    expect(lateOffer.status).toBe(409);
    expect(lateOffer.body.errors).toEqual([MSG_TENDERS.tenderClosed]);
    const lateInvite = await post(
      ctx.app,
      `/api/request/${tender.id}`,
      { user_id: third.id },
      client.token,
    );
    expect(lateInvite.status).toBe(409);
    expect(lateInvite.body.errors).toEqual([MSG_TENDERS.tenderClosed]);
    // The remaining answer can still be turned down.
    expect((await reject(client, second.id, 'Выбран другой подрядчик')).status).toBe(200);
  });

  it('an invitation left open cannot be accepted once the executor is chosen, only declined', async () => {
    const tender = await newTender(ctx, client);
    const bid = await offer(ctx, contractor, tender.id);
    const invitation = await invite(ctx, client, tender.id, rival.id);
    expect((await accept(client, bid.id)).status).toBe(200);
    const late = await accept(rival, invitation.id, { comment: 'Готовы' });
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([MSG_TENDERS.tenderClosed]);
    expect((await requestRow(invitation.id)).status).toBe('offered');
    expect((await reject(rival, invitation.id, 'Уже неактуально')).status).toBe(200);
  });

  it('two choices racing on one tender: exactly one wins', async () => {
    const tender = await newTender(ctx, client);
    const a = await offer(ctx, contractor, tender.id);
    const b = await offer(ctx, rival, tender.id);
    const results = await Promise.all([accept(client, a.id), accept(client, b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await db()
      .select()
      .from(tenderRequests)
      .where(eq(tenderRequests.tenderId, tender.id));
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    expect(await tenderStatus(tender.id)).toBe('executor_chosen');
  });

  it('the client rejects an answer with the reason: rejected, and it stays rejected', async () => {
    const tender = await newTender(ctx, client);
    const bid = await offer(ctx, contractor, tender.id);
    const res = await reject(client, bid.id, '  Неприемлемая стоимость ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      status: { code: 'rejected', label: 'Подрядчик отклонен' },
      reject_reason: 'Неприемлемая стоимость',
      comment: 'Сделаем за 2 месяца',
    });
    const own = requestOf(await get(ctx.app, `/api/request/${bid.id}`, contractor.token));
    expect(own.status).toEqual({ code: 'rejected', label: 'Отказ' });
    const late = await accept(client, bid.id);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([MSG_TENDERS.moveNotAllowed]);
    expect((await reject(client, bid.id, 'Ещё раз')).status).toBe(409);
    expect((await requestRow(bid.id)).status).toBe('rejected');
    expect(await tenderStatus(tender.id)).toBe('waiting_for_requests');
  });

  it('the client rejects an accepted invitation', async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id);
    await accept(contractor, invitation.id, { comment: 'Согласны' });
    const res = await reject(client, invitation.id, 'Юридические проблемы');
    expect(res.status).toBe(200);
    expect(requestOf(res)).toMatchObject({
      status: { code: 'rejected' },
      reject_reason: 'Юридические проблемы',
    });
  });

  it("the contractor cannot make the client's moves on its own offer", async () => {
    const tender = await newTender(ctx, client);
    const bid = await offer(ctx, contractor, tender.id);
    const choose = await accept(contractor, bid.id);
    expect(choose.status).toBe(409);
    expect(choose.body.errors).toEqual([MSG_TENDERS.moveNotAllowed]);
    expect((await reject(contractor, bid.id, 'Передумали')).status).toBe(409);
    expect((await requestRow(bid.id)).status).toBe('waiting');
    expect(await tenderStatus(tender.id)).toBe('waiting_for_requests');
  });

  it("a client moving a request of another client's tender gets 404, and nothing changes", async () => {
    const tender = await newTender(ctx, client);
    const bid = await offer(ctx, contractor, tender.id);
    for (const res of [await accept(other, bid.id), await reject(other, bid.id, 'Чужое')]) {
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.requestNotFound]);
    }
    expect((await requestRow(bid.id)).status).toBe('waiting');
    expect(await tenderStatus(tender.id)).toBe('waiting_for_requests');
  });

  it("a contractor moving another contractor's request gets 404", async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id);
    for (const res of [
      await accept(rival, invitation.id),
      await reject(rival, invitation.id, 'Чужое'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.requestNotFound]);
    }
    expect((await requestRow(invitation.id)).status).toBe('offered');
  });

  it('refuses a rejection without a reason with 400', async () => {
    const tender = await newTender(ctx, client);
    const bid = await offer(ctx, contractor, tender.id);
    for (const reason of [undefined, '', '   ']) {
      const res = await reject(client, bid.id, reason);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ reason: [MSG_TENDERS.reasonRequired] });
    }
    expect((await requestRow(bid.id)).status).toBe('waiting');
  });

  it("refuses another contractor's file in an answer with 400", async () => {
    const tender = await newTender(ctx, client);
    const invitation = await invite(ctx, client, tender.id, contractor.id);
    const theirs = await uploadDoc(ctx, rival.token, '/api/request/uploadFile');
    const res = await accept(contractor, invitation.id, { docs_paths: [theirs.path] });
    expect(res.status).toBe(400);
    expect((await requestRow(invitation.id)).status).toBe('offered');
  });

  it('answers an unknown request with 404 and needs a token and a type', async () => {
    expect((await accept(client, 999_999)).status).toBe(404);
    expect((await reject(contractor, 999_999, 'Нет')).status).toBe(404);
    expect((await accept(untyped, 1)).status).toBe(403);
    expect((await post(ctx.app, '/api/request/accept/1', {})).status).toBe(401);
    expect((await post(ctx.app, '/api/request/reject/1', { reason: 'x' })).status).toBe(401);
  });
});

describe("an invitation's files after the contractor answers", () => {
  let tender: Tender;
  let clientDoc: StoredDoc;
  let answerDoc: StoredDoc;
  let invitation: TenderRequest;
  let answered: TenderRequest;
  beforeAll(async () => {
    tender = await newTender(ctx, client);
    clientDoc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'ТЗ.pdf');
    answerDoc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile', 'Смета.pdf');
    invitation = await invite(ctx, client, tender.id, contractor.id, {
      comment: 'Ждём КП',
      docs_paths: [clientDoc.path],
    });
    const res = await accept(contractor, invitation.id, {
      comment: 'Готовы',
      docs_paths: [answerDoc.path],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    answered = requestOf(res);
  });

  /** What both sides read: the contractor's answer, and the client's invitation beside it. */
  const expected = () => ({
    status: { code: 'accepted_by_contractor' },
    comment: 'Готовы',
    documents: [answerDoc.path],
    document_files: [answerDoc],
    invite_comment: 'Ждём КП',
    invite_document_files: [clientDoc],
  });

  it("keeps the client's files apart from the contractor's answer, for both sides", async () => {
    expect(answered).toMatchObject(expected());
    expect(await requestRow(invitation.id)).toMatchObject({
      inviteDocuments: [clientDoc.path],
      documents: [answerDoc.path],
    });
    for (const actor of [client, contractor]) {
      const one = requestOf(await get(ctx.app, `/api/request/${invitation.id}`, actor.token));
      expect(one).toMatchObject(expected());
      const listed = (await get(ctx.app, '/api/request', actor.token)).body
        .requests as TenderRequest[];
      expect(listed.find((r) => r.id === invitation.id)).toMatchObject(expected());
      const view = (await get(ctx.app, `/api/tenders/${tender.id}`, actor.token)).body
        .tender as Tender;
      expect(view.requests.find((r) => r.id === invitation.id)).toMatchObject(expected());
    }
  });

  it("lets both parties still download the client's file and the answer; nobody else", async () => {
    for (const doc of [clientDoc, answerDoc]) {
      for (const actor of [client, contractor]) {
        expect((await download(ctx, doc.path, actor.token)).status, doc.name).toBe(200);
      }
      for (const actor of [other, rival]) {
        expect((await download(ctx, doc.path, actor.token)).status, doc.name).toBe(404);
      }
    }
  });

  it('neither the sweep of abandoned uploads nor a discard removes them', async () => {
    const abandoned = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Черновик.pdf');
    const paths = [clientDoc.path, answerDoc.path, abandoned.path];
    await db()
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * ORPHAN_GRACE_MS) })
      .where(inArray(uploads.path, paths));
    const storage = new LocalStorage(path.join(ctx.config.dataDir, 'storage'));
    const files = new FileService(db(), storage, ctx.config, FILE_REFERENCES);

    await files.sweepOrphans(new Date());
    await files.discardUnused(paths);

    const left = (
      await db().select({ path: uploads.path }).from(uploads).where(inArray(uploads.path, paths))
    ).map((r) => r.path);
    // The sweep did run: the file nothing refers to is gone.
    expect(left.sort()).toEqual([clientDoc.path, answerDoc.path].sort());
    for (const doc of [clientDoc, answerDoc]) {
      await expect(fs.access(storage.fileOf(doc.path)!)).resolves.toBeUndefined();
      expect((await download(ctx, doc.path, contractor.token)).status).toBe(200);
    }
    await expect(fs.access(storage.fileOf(abandoned.path)!)).rejects.toThrow();
  });

  it("a declined invitation keeps the client's files; the answer has none", async () => {
    const declinedTender = await newTender(ctx, client);
    const declined = await invite(ctx, client, declinedTender.id, contractor.id, {
      docs_paths: [clientDoc.path],
    });
    const res = await reject(contractor, declined.id, 'Заняты');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(requestOf(res)).toMatchObject({
      documents: [],
      document_files: [],
      invite_comment: 'Приглашаем',
      invite_document_files: [clientDoc],
    });
    expect((await download(ctx, clientDoc.path, contractor.token)).status).toBe(200);
  });
});

describe('migration 0004: invitations stored before invite_documents', () => {
  it("moves an unanswered or declined invitation's files to invite_documents, nothing else", async () => {
    const tender = await newTender(ctx, client);
    const note = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Письмо.pdf');
    const answer = await uploadDoc(ctx, third.token, '/api/request/uploadFile', 'КП.pdf');
    const old = { tenderId: tender.id, origin: 'invitation' } as const;
    // Rows as the old code wrote them: the client's files in documents.
    const rows = await db()
      .insert(tenderRequests)
      .values([
        { ...old, contractorId: contractor.id, status: 'offered', documents: [note.path] },
        { ...old, contractorId: rival.id, status: 'declined', documents: [note.path] },
        {
          ...old,
          contractorId: third.id,
          status: 'accepted_by_contractor',
          documents: [answer.path],
        },
        { ...old, contractorId: away.id, status: 'offered', inviteDocuments: [note.path] },
      ])
      .returning();
    const file = path.join(import.meta.dirname, '../src/db/migrations/0004_invite_documents.sql');
    const update = (await fs.readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE'))!;
    // Twice: it only ever touches the old rows.
    for (let i = 0; i < 2; i += 1) await db().execute(sql.raw(update));

    const after = await Promise.all(rows.map((r) => requestRow(r.id)));
    expect(after.map((r) => [r.inviteDocuments, r.documents])).toEqual([
      [[note.path], []],
      [[note.path], []],
      [[], [answer.path]],
      [[note.path], []],
    ]);
  });
});

describe('GET /api/request and /api/request/{id}', () => {
  let owner: Actor;
  let stranger: Actor;
  let invitee: Actor;
  let bidder: Actor;
  let invitation: TenderRequest;
  let bid: TenderRequest;
  let theirBid: TenderRequest;
  beforeAll(async () => {
    [owner, stranger, invitee, bidder] = await Promise.all([
      newClient(ctx),
      newClient(ctx),
      newContractor(ctx),
      newContractor(ctx),
    ]);
    const mine = await newTender(ctx, owner, { tender_name: 'Мой' });
    const theirs = await newTender(ctx, stranger, { tender_name: 'Чужой' });
    invitation = await invite(ctx, owner, mine.id, invitee.id);
    bid = await offer(ctx, bidder, mine.id);
    theirBid = await offer(ctx, invitee, theirs.id);
  });

  const ids = async (actor: Actor) => {
    const res = await get(ctx.app, '/api/request', actor.token);
    expect(res.status).toBe(200);
    return (res.body.requests as TenderRequest[]).map((r) => r.id);
  };

  it("lists a client's requests of its own tenders only, newest first", async () => {
    expect(await ids(owner)).toEqual([bid.id, invitation.id]);
    expect(await ids(stranger)).toEqual([theirBid.id]);
  });

  it("lists a contractor's own requests only", async () => {
    expect(await ids(invitee)).toEqual([theirBid.id, invitation.id]);
    expect(await ids(bidder)).toEqual([bid.id]);
  });

  it('needs a token and a type', async () => {
    expect((await get(ctx.app, '/api/request', untyped.token)).status).toBe(403);
    expect((await get(ctx.app, '/api/request')).status).toBe(401);
    expect((await get(ctx.app, `/api/request/${bid.id}`)).status).toBe(401);
  });

  it('answers a request to its two parties only; others get 404', async () => {
    expect(requestOf(await get(ctx.app, `/api/request/${bid.id}`, owner.token)).id).toBe(bid.id);
    expect(requestOf(await get(ctx.app, `/api/request/${bid.id}`, bidder.token)).id).toBe(bid.id);
    const before = await flags(bid.id);
    for (const outsider of [stranger, invitee]) {
      const res = await get(ctx.app, `/api/request/${bid.id}`, outsider.token);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.requestNotFound]);
    }
    expect(await flags(bid.id)).toEqual(before);
    expect((await get(ctx.app, '/api/request/999999', owner.token)).status).toBe(404);
  });
});

describe('is_new: each move marks the request new for the other side until it opens it', () => {
  /** is_new as each side's list shows it. */
  const listed = async (id: number) => {
    const of = async (actor: Actor) =>
      ((await get(ctx.app, '/api/request', actor.token)).body.requests as TenderRequest[]).find(
        (r) => r.id === id,
      )!.is_new;
    return { client: await of(client), contractor: await of(contractor) };
  };
  const open = async (actor: Actor, id: number) => {
    const res = await get(ctx.app, `/api/request/${id}`, actor.token);
    expect(res.status).toBe(200);
    return requestOf(res).is_new;
  };

  it('invitation -> acceptance -> choice', async () => {
    const tender = await newTender(ctx, client);
    const { id } = await invite(ctx, client, tender.id, contractor.id);
    expect(await listed(id)).toEqual({ client: false, contractor: true });
    expect(await open(contractor, id)).toBe(false);
    expect(await listed(id)).toEqual({ client: false, contractor: false });

    expect((await accept(contractor, id, { comment: 'Да' })).status).toBe(200);
    expect(await listed(id)).toEqual({ client: true, contractor: false });
    expect(await open(client, id)).toBe(false);
    // Opening is for the opener's side only.
    expect(await flags(id)).toEqual({ client: false, contractor: false });

    expect((await accept(client, id)).status).toBe(200);
    expect(await listed(id)).toEqual({ client: false, contractor: true });
    expect(await open(client, id)).toBe(false);
    expect(await listed(id)).toEqual({ client: false, contractor: true });
    expect(await open(contractor, id)).toBe(false);
    expect(await listed(id)).toEqual({ client: false, contractor: false });
  });

  it('offer -> rejection', async () => {
    const tender = await newTender(ctx, client);
    const { id } = await offer(ctx, contractor, tender.id);
    expect(await listed(id)).toEqual({ client: true, contractor: false });
    expect(await open(contractor, id)).toBe(false);
    expect(await listed(id)).toEqual({ client: true, contractor: false });
    expect((await reject(client, id, 'Несоответствие требованиям')).status).toBe(200);
    expect(await listed(id)).toEqual({ client: false, contractor: true });
  });

  it('invitation -> decline', async () => {
    const tender = await newTender(ctx, client);
    const { id } = await invite(ctx, client, tender.id, contractor.id);
    expect((await reject(contractor, id, 'Заняты')).status).toBe(200);
    expect(await listed(id)).toEqual({ client: true, contractor: false });
    expect(await open(client, id)).toBe(false);
    expect(await listed(id)).toEqual({ client: false, contractor: false });
  });
});

describe('POST /api/request/uploadFile', () => {
  it('stores a contractor file as a request document; clients get 403', async () => {
    const doc = await uploadDoc(ctx, contractor.token, '/api/request/uploadFile', 'КП №1.pdf');
    expect(doc).toMatchObject({ name: 'КП №1.pdf' });
    expect(doc.path).toMatch(/^\/storage\/docs\/[0-9a-f]{32}\.pdf$/);
    const res = await post(ctx.app, '/api/request/uploadFile', {}, client.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([MSG.forbidden]);
  });
});
