import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MSG,
  openTenderListAnswer,
  ownTenderListAnswer,
  requestListAnswer,
  MSG_CABINET,
  MSG_TENDERS,
  WORK_TYPE_LABELS,
  fileTooLarge,
  type Tender,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, tenderRequests, tenders, uploads } from '../src/db/schema';
import { PNG_1X1, get, patch, post, upload, useTestApp } from './helpers';
import {
  type Actor,
  del,
  download,
  invite,
  newClient,
  newContractor,
  newProject,
  newTender,
  newUntyped,
  offer,
  type StoredDoc,
  tenderBody,
  uploadDoc,
  uploadTenderImage,
} from './tender-fixtures';

const ctx = useTestApp({ UPLOAD_MAX_MB: '1' });

const db = () => ctx.database.db;
const storageFile = (stored: string) =>
  path.join(ctx.config.dataDir, 'storage', stored.replace(/^\/storage\//, ''));
const exists = (stored: string) =>
  fs.stat(storageFile(stored)).then(
    () => true,
    () => false,
  );
const uploadRow = async (stored: string) =>
  (await db().select().from(uploads).where(eq(uploads.path, stored)))[0];
const tenderCount = async () => (await db().select({ id: tenders.id }).from(tenders)).length;
const tenderRowOf = async (id: number) =>
  (await db().select().from(tenders).where(eq(tenders.id, id)))[0];

const PUBLIC_IMAGE = /^\/storage\/images\/[0-9a-f]{32}\.png$/;

describe("a tender's images: pictures sent through POST /api/tenders/uploadFile", () => {
  let client: Actor;
  let projectId: number;
  beforeAll(async () => {
    client = await newClient(ctx);
    projectId = (await newProject(ctx, client.id)).id;
  });

  it('stay private until saved among the images, then the tender shows a public copy', async () => {
    const picture = await uploadTenderImage(ctx, client.token);
    expect(picture).toMatch(/^\/storage\/docs\/[0-9a-f]{32}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: picture })).statusCode).toBe(401);

    const res = await post(ctx.app, '/api/tenders', tenderBody(projectId, picture), client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [image] = (res.body.tender as Tender).images;
    expect(image).toMatch(PUBLIC_IMAGE);
    expect(await uploadRow(image!)).toMatchObject({
      ownerId: client.id,
      kind: 'tender_image',
      originalName: 'a.png',
    });
    const served = await ctx.app.inject({ method: 'GET', url: image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG_1X1);
    // The upload itself stays a private document the client may still attach.
    expect((await ctx.app.inject({ method: 'GET', url: picture })).statusCode).toBe(401);
    expect((await tenderRowOf((res.body.tender as Tender).id))!.images).toEqual([image]);
  });

  it('one upload may be both an image and a document of the tender', async () => {
    const picture = await uploadTenderImage(ctx, client.token);
    const body = tenderBody(projectId, picture, { docs_paths: [picture] });
    const res = await post(ctx.app, '/api/tenders', body, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tender = res.body.tender as Tender;
    expect(tender.images).toEqual([expect.stringMatching(PUBLIC_IMAGE)]);
    expect(tender.documents).toEqual([picture]);
  });

  it('refuses a file that is not a picture with 400 naming the formats, and creates nothing', async () => {
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета.pdf');
    const fake = await uploadDoc(
      ctx,
      client.token,
      '/api/tenders/uploadFile',
      'photo.png',
      Buffer.from('not an image'),
    );
    const before = await tenderCount();
    for (const path of [doc.path, fake.path]) {
      const res = await post(ctx.app, '/api/tenders', tenderBody(projectId, path), client.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MSG_CABINET.notAnImage]);
      expect(res.body.fields).toEqual({ images_paths: [MSG_CABINET.notAnImage] });
    }
    expect(MSG_CABINET.notAnImage).toMatch(/PNG, JPEG/);
    expect(await tenderCount()).toBe(before);
  });

  it('has no call of its own: the spec has one upload call for images and documents', async () => {
    const res = await upload(ctx.app, '/api/tenders/uploadImage', client.token);
    expect(res.status).toBe(404);
  });
});

describe('POST /api/tenders/uploadFile', () => {
  let client: Actor;
  beforeAll(async () => {
    client = await newClient(ctx);
  });

  it('stores a document of any type and answers its path, real name and size', async () => {
    const content = Buffer.from('Ведомость объёмов работ\n');
    const doc = await uploadDoc(
      ctx,
      client.token,
      '/api/tenders/uploadFile',
      'Ведомость работ.xlsx',
      content,
    );
    expect(doc.path).toMatch(/^\/storage\/docs\/[0-9a-f]{32}\.xlsx$/);
    expect(doc.name).toBe('Ведомость работ.xlsx');
    expect(doc.size).toBe(content.length);
    expect(await uploadRow(doc.path)).toMatchObject({
      ownerId: client.id,
      kind: 'tender_document',
      originalName: 'Ведомость работ.xlsx',
      size: content.length,
    });
    expect(await fs.readFile(storageFile(doc.path))).toEqual(content);
  });

  it('is never served as a public image', async () => {
    const doc = await uploadDoc(ctx, client.token);
    const anonymous = await ctx.app.inject({ method: 'GET', url: doc.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a document over UPLOAD_MAX_MB with 413', async () => {
    const res = await upload(ctx.app, '/api/tenders/uploadFile', client.token, [
      {
        filename: 'big.pdf',
        contentType: 'application/pdf',
        content: Buffer.alloc(1024 * 1024 + 1, 1),
      },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([fileTooLarge(1)]);
  });

  it('is for clients only: a contractor 403, no token 401', async () => {
    const contractor = await newContractor(ctx);
    const files = [
      { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('x') },
    ];
    expect((await upload(ctx.app, '/api/tenders/uploadFile', contractor.token, files)).status).toBe(
      403,
    );
    expect((await upload(ctx.app, '/api/tenders/uploadFile', undefined, files)).status).toBe(401);
  });
});

describe('POST /api/tenders', () => {
  let client: Actor;
  let projectId: number;
  let image: string;
  beforeAll(async () => {
    client = await newClient(ctx);
    projectId = (await newProject(ctx, client.id, 'Склад на Окружной')).id;
    image = await uploadTenderImage(ctx, client.token);
  });

  const create = (body: Record<string, unknown>, token = client.token) =>
    post(ctx.app, '/api/tenders', body, token);

  it('creates the tender and answers it with every field the screens read', async () => {
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета.pdf');
    const res = await create(tenderBody(projectId, image, { docs_paths: [doc.path] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tender = res.body.tender as Tender;
    expect(res.body.id).toBe(tender.id);
    expect(tender).toMatchObject({
      tender_name: 'Кровля склада',
      project: { id: projectId, name: 'Склад на Окружной' },
      project_name: 'Склад на Окружной',
      projectId,
      stage: 'construction',
      complex_structure: false,
      type: 'construction',
      services: WORK_TYPE_LABELS.construction,
      images: [expect.stringMatching(PUBLIC_IMAGE)],
      start_date: '2030-03-01',
      end_date: '2030-06-30',
      address: 'г. Казань, ул. Пушкина, 5',
      latitude: 55.79,
      longitude: 49.12,
      description: 'Замена кровли на складе 600 м²',
      documents: [doc.path],
      document_files: [{ path: doc.path, name: 'Смета.pdf', size: doc.size }],
      status: { code: 'waiting_for_requests', label: 'Ожидание предложений' },
      requests: [],
    });
    expect(tender.user).toMatchObject({
      id: client.id,
      email: client.email,
      phone: client.phone,
      name: 'Иван',
      surname: 'Петров',
    });
    expect(Number.isNaN(Date.parse(tender.created_at))).toBe(false);
    const row = await tenderRowOf(tender.id);
    expect(row).toMatchObject({ ownerId: client.id, projectId, type: 'construction' });
  });

  it('derives the type from the stage and the complex-structure toggle, never from the body', async () => {
    const cases = [
      [{ stage: 'design', complex_structure: false }, 'design'],
      [{ stage: 'construction', complex_structure: true }, 'complex_construction'],
      [{ stage: 'design', complex_structure: true }, 'complex_construction'],
      [{ stage: 'construction', type: 'design' }, 'construction'],
    ] as const;
    for (const [extra, type] of cases) {
      const res = await create(tenderBody(projectId, image, extra));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const tender = res.body.tender as Tender;
      expect(tender.type).toBe(type);
      expect(tender.services).toBe(WORK_TYPE_LABELS[type]);
    }
  });

  it('takes an empty or missing end date as none, and trims the texts', async () => {
    const empty = await create(
      tenderBody(projectId, image, { end_date: '', tender_name: '  Фасад  ' }),
    );
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.tender).toMatchObject({ end_date: null, tender_name: 'Фасад' });
    const {
      end_date: _end,
      latitude: _lat,
      longitude: _lng,
      ...rest
    } = tenderBody(projectId, image);
    const missing = await create(rest);
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    expect(missing.body.tender).toMatchObject({ end_date: null, latitude: null, longitude: null });
  });

  it('refuses missing required fields with 400 naming each of them', async () => {
    const before = await tenderCount();
    const res = await create({ images_paths: [image] });
    expect(res.status).toBe(400);
    const fields = res.body.fields as Record<string, string[]>;
    for (const field of [
      'tender_name',
      'projectId',
      'stage',
      'address',
      'description',
      'start_date',
    ]) {
      expect(fields[field], field).toBeDefined();
    }
    expect(fields.projectId).toEqual([MSG_TENDERS.projectUnknown]);
    expect(res.body.message).toBe((res.body.errors as string[])[0]);
    expect(await tenderCount()).toBe(before);
  });

  it('refuses blank texts and a made-up date with 400', async () => {
    const res = await create(
      tenderBody(projectId, image, {
        tender_name: '   ',
        address: '',
        description: ' ',
        start_date: '2030-02-30',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      tender_name: [MSG.required],
      address: [MSG.required],
      description: [MSG.required],
      start_date: [MSG.dateInvalid],
    });
  });

  it('refuses an end date before the start with 400 on end_date', async () => {
    const res = await create(
      tenderBody(projectId, image, { start_date: '2030-05-10', end_date: '2030-05-09' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ end_date: [MSG_TENDERS.endBeforeStart] });
    const sameDay = await create(
      tenderBody(projectId, image, { start_date: '2030-05-10', end_date: '2030-05-10' }),
    );
    expect(sameDay.status).toBe(200);
  });

  it('refuses a tender without an image with 400', async () => {
    const res = await create(tenderBody(projectId, image, { images_paths: [] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ images_paths: [MSG_TENDERS.imageRequired] });
    const missing = await create({ ...tenderBody(projectId, image), images_paths: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ images_paths: [MSG_TENDERS.imageRequired] });
  });

  it("refuses another client's project and an unknown one with 400 on projectId", async () => {
    const other = await newClient(ctx);
    const theirs = await newProject(ctx, other.id);
    const before = await tenderCount();
    for (const id of [theirs.id, 999_999]) {
      const res = await create(tenderBody(id, image));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MSG_TENDERS.projectUnknown]);
      expect(res.body.fields).toEqual({ projectId: [MSG_TENDERS.projectUnknown] });
    }
    expect(await tenderCount()).toBe(before);
  });

  it("refuses someone else's uploads, made-up paths and uploads of the wrong kind with 400", async () => {
    const other = await newClient(ctx);
    const theirImage = await uploadTenderImage(ctx, other.token);
    const theirDoc = await uploadDoc(ctx, other.token);
    const avatar = await upload(ctx.app, '/api/user/upload/avatar', client.token);
    expect(avatar.status).toBe(200);
    const published = (await newTender(ctx, client)).images[0]!;
    const before = await tenderCount();
    const bodies = [
      tenderBody(projectId, theirImage),
      tenderBody(projectId, image, { docs_paths: [theirDoc.path] }),
      tenderBody(projectId, '/storage/images/0123456789abcdef0123456789abcdef.png'),
      tenderBody(projectId, image, { docs_paths: ['/storage/docs/made-up.pdf'] }),
      // A public image is no document, an avatar no tender image.
      tenderBody(projectId, image, { docs_paths: [published] }),
      tenderBody(projectId, avatar.body.path as string),
    ];
    for (const body of bodies) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([MSG_CABINET.unknownFile]);
    }
    expect(await tenderCount()).toBe(before);
  });

  it('is for clients: a contractor and a user without a type 403, no token 401', async () => {
    const contractor = await newContractor(ctx);
    const untyped = await newUntyped(ctx);
    const body = tenderBody(projectId, image);
    expect((await create(body, contractor.token)).status).toBe(403);
    const res = await create(body, untyped.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([MSG.forbidden]);
    const anonymous = await post(ctx.app, '/api/tenders', body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors).toEqual([MSG.unauthorized]);
  });
});

describe('GET /api/tenders and /api/tenders/{id}', () => {
  let client: Actor;
  let other: Actor;
  let contractor: Actor;
  let first: Tender;
  let second: Tender;
  let theirs: Tender;
  beforeAll(async () => {
    [client, other, contractor] = await Promise.all([
      newClient(ctx),
      newClient(ctx),
      newContractor(ctx),
    ]);
    first = await newTender(ctx, client, { tender_name: 'Первый' });
    second = await newTender(ctx, client, { tender_name: 'Второй' });
    theirs = await newTender(ctx, other, { tender_name: 'Чужой' });
  });

  it("lists only the client's own tenders, newest first, as cards with their requests", async () => {
    const request = await invite(ctx, client, first.id, contractor.id);
    const res = await get(ctx.app, '/api/tenders', client.token);
    expect(res.status).toBe(200);
    const list = ownTenderListAnswer.parse(res.body).tenders;
    expect(list.map((t) => t.tender_name)).toEqual(['Второй', 'Первый']);
    expect(list[1]).toEqual({
      id: first.id,
      tender_name: first.tender_name,
      project: first.project,
      project_name: first.project_name,
      type: first.type,
      services: first.services,
      stage: first.stage,
      images: first.images,
      address: first.address,
      start_date: first.start_date,
      end_date: first.end_date,
      status: first.status,
      offers_deadline: first.offers_deadline,
      created_at: first.created_at,
      requests: [
        {
          id: request.id,
          status: { code: 'offered', label: 'Ожидание ответа' },
          is_new: false,
          origin: 'invitation',
          intent: null,
          user: { id: contractor.id, name: request.user.profile.short_name },
          offer: null,
        },
      ],
      requests_total: 1,
      request_counts: { offered: 1 },
      questions_unanswered: 0,
    });
    expect(list[0]).toMatchObject({ requests: [], requests_total: 0, request_counts: {} });
    const theirList = (await get(ctx.app, '/api/tenders', other.token)).body.tenders as Tender[];
    expect(theirList.map((t) => t.id)).toEqual([theirs.id]);
  });

  it("with contractor_id, embeds in each card only that contractor's request", async () => {
    const owner = await newClient(ctx);
    const [one, two] = [await newTender(ctx, owner), await newTender(ctx, owner)];
    const [invited, rival] = [await newContractor(ctx), await newContractor(ctx)];
    await invite(ctx, owner, one.id, invited.id);
    const theirOffer = await offer(ctx, rival, two.id);
    const res = await get(ctx.app, `/api/tenders?contractor_id=${rival.id}`, owner.token);
    const [newer, older] = ownTenderListAnswer.parse(res.body).tenders;
    expect(newer!.requests.map((r) => r.id)).toEqual([theirOffer.id]);
    // Another contractor's invitation is not embedded, while the total still counts it.
    expect(older!.requests).toEqual([]);
    expect(older!.requests_total).toBe(1);
    const bad = await get(ctx.app, '/api/tenders?contractor_id=abc', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('contractor_id');
  });

  it('with project_id, lists only the tenders of that project, paged', async () => {
    const owner = await newClient(ctx);
    const [one, two, elsewhere] = [
      await newTender(ctx, owner, { tender_name: 'Фундамент' }),
      await newTender(ctx, owner, { tender_name: 'Кровля' }),
      await newTender(ctx, owner, { tender_name: 'Другой объект' }),
    ];
    // Two tenders in one project: the second moved into the first one's.
    await db().update(tenders).set({ projectId: one.project.id }).where(eq(tenders.id, two.id));
    const res = await get(ctx.app, `/api/tenders?project_id=${one.project.id}`, owner.token);
    expect(res.status).toBe(200);
    const answer = ownTenderListAnswer.parse(res.body);
    expect(answer.tenders.map((t) => t.tender_name)).toEqual(['Кровля', 'Фундамент']);
    expect(answer.meta.total).toBe(2);
    const paged = await get(
      ctx.app,
      `/api/tenders?project_id=${one.project.id}&per_page=1&page=2&q=Фунд`,
      owner.token,
    );
    expect(ownTenderListAnswer.parse(paged.body).tenders).toEqual([]);
    const found = await get(
      ctx.app,
      `/api/tenders?project_id=${one.project.id}&q=Фунд`,
      owner.token,
    );
    expect(ownTenderListAnswer.parse(found.body).tenders.map((t) => t.id)).toEqual([one.id]);
    expect(elsewhere.project.id).not.toBe(one.project.id);
    // Another client's project shows none of this client's tenders, and none of its own.
    const stranger = await newClient(ctx);
    const theirs = await get(ctx.app, `/api/tenders?project_id=${one.project.id}`, stranger.token);
    expect(theirs.body.tenders).toEqual([]);
    const bad = await get(ctx.app, '/api/tenders?project_id=0', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('project_id');
  });

  it('answers an empty list to a client without tenders', async () => {
    const fresh = await newClient(ctx);
    expect((await get(ctx.app, '/api/tenders', fresh.token)).body).toEqual({
      tenders: [],
      meta: { total: 0, total_lower_bound: false, page: 1, per_page: 12 },
    });
  });

  it('answers the owner its tender', async () => {
    const res = await get(ctx.app, `/api/tenders/${second.id}`, client.token);
    expect(res.status).toBe(200);
    expect(res.body.tender).toEqual(second);
  });

  it("answers another client's tender and an unknown id with 404, a bad id with 400", async () => {
    const foreign = await get(ctx.app, `/api/tenders/${theirs.id}`, client.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    expect((await get(ctx.app, '/api/tenders/999999', client.token)).status).toBe(404);
    expect((await get(ctx.app, '/api/tenders/abc', client.token)).status).toBe(400);
  });

  it('lets a contractor read an open tender, with only its own requests in it', async () => {
    const rival = await newContractor(ctx);
    await offer(ctx, rival, first.id);
    const ownerView = (await get(ctx.app, `/api/tenders/${first.id}`, client.token)).body
      .tender as Tender;
    expect(ownerView.requests).toHaveLength(2);
    const res = await get(ctx.app, `/api/tenders/${first.id}`, contractor.token);
    expect(res.status).toBe(200);
    const tender = res.body.tender as Tender;
    expect(tender.requests.map((r) => r.user.id)).toEqual([contractor.id]);
    // The contractor reads the status in its own words.
    expect(tender.requests[0]!.status).toEqual({ code: 'offered', label: 'Принятие решения' });
    expect(tender.user).toMatchObject({ id: client.id, email: client.email });
  });

  it('lists are for clients only; the tender needs a user with a type and a token', async () => {
    expect((await get(ctx.app, '/api/tenders', contractor.token)).status).toBe(403);
    const untyped = await newUntyped(ctx);
    expect((await get(ctx.app, '/api/tenders', untyped.token)).status).toBe(403);
    expect((await get(ctx.app, `/api/tenders/${first.id}`, untyped.token)).status).toBe(403);
    expect((await get(ctx.app, '/api/tenders')).status).toBe(401);
    expect((await get(ctx.app, `/api/tenders/${first.id}`)).status).toBe(401);
  });
});

describe('GET /api/tenders/{id} for a contractor: open tenders and its own', () => {
  let owner: Actor;
  let other: Actor;
  let chosen: Actor;
  let refused: Actor;
  let invited: Actor;
  let stranger: Actor;
  let doc: StoredDoc;
  let only: StoredDoc;
  let open: Tender;
  let closed: Tender;
  beforeAll(async () => {
    [owner, other, chosen, refused, invited, stranger] = await Promise.all([
      newClient(ctx),
      newClient(ctx),
      newContractor(ctx),
      newContractor(ctx),
      newContractor(ctx),
      newContractor(ctx),
    ]);
    doc = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'ТЗ.pdf');
    only = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'Смета.pdf');
    open = await newTender(ctx, owner, { tender_name: 'Открытый', docs_paths: [doc.path] });
    // One document shared with the open tender, one of its own.
    closed = await newTender(ctx, owner, {
      tender_name: 'Закрытый',
      docs_paths: [doc.path, only.path],
    });
    // The closed tender: an invitation left unanswered, a refused offer and the chosen executor.
    await invite(ctx, owner, closed.id, invited.id);
    const lost = await offer(ctx, refused, closed.id);
    const won = await offer(ctx, chosen, closed.id);
    const reason = { reason: 'Неприемлемая стоимость' };
    const rejected = await post(ctx.app, `/api/request/reject/${lost.id}`, reason, owner.token);
    const chosenOne = await post(ctx.app, `/api/request/accept/${won.id}`, {}, owner.token);
    expect([rejected.status, chosenOne.status]).toEqual([200, 200]);
    expect((await tenderRowOf(closed.id))!.status).toBe('executor_chosen');
  });

  it('answers any contractor an open tender, and its documents', async () => {
    const res = await get(ctx.app, `/api/tenders/${open.id}`, stranger.token);
    expect(res.status).toBe(200);
    expect(res.body.tender).toMatchObject({ id: open.id, requests: [] });
    expect((await download(ctx, doc.path, stranger.token)).status).toBe(200);
  });

  it('answers a closed tender with 404 to a contractor without a request on it', async () => {
    const res = await get(ctx.app, `/api/tenders/${closed.id}`, stranger.token);
    expect(res.status).toBe(404);
    // The same answer as for an unknown tender: nothing of it, the client's contacts least of all.
    expect(res.body).toEqual((await get(ctx.app, '/api/tenders/999999', stranger.token)).body);
    expect(res.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
  });

  it("refuses a closed tender's documents to a contractor without a request on it", async () => {
    const refusedDownload = await download(ctx, only.path, stranger.token);
    expect(refusedDownload.status).toBe(404);
    expect(JSON.parse(refusedDownload.bytes.toString()).errors).toEqual([
      MSG_TENDERS.fileForbidden,
    ]);
    // A document the closed tender shares with an open one is still readable through the open one.
    expect((await download(ctx, doc.path, stranger.token)).status).toBe(200);
    // Those with a request on it keep it.
    for (const actor of [chosen, refused, invited, owner]) {
      expect((await download(ctx, only.path, actor.token)).status).toBe(200);
    }
  });

  it('still answers a closed tender to every contractor with a request on it, whatever its status', async () => {
    for (const [actor, status] of [
      [chosen, 'accepted'],
      [refused, 'rejected'],
      [invited, 'offered'],
    ] as const) {
      const res = await get(ctx.app, `/api/tenders/${closed.id}`, actor.token);
      expect(res.status, status).toBe(200);
      const tender = res.body.tender as Tender;
      expect(tender.status.code).toBe('executor_chosen');
      expect(tender.requests.map((r) => [r.user.id, r.status.code])).toEqual([[actor.id, status]]);
    }
  });

  it('leaves clients as they were: the owner reads it, another client gets 404', async () => {
    expect((await get(ctx.app, `/api/tenders/${closed.id}`, owner.token)).status).toBe(200);
    const foreign = await get(ctx.app, `/api/tenders/${open.id}`, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    expect((await download(ctx, doc.path, other.token)).status).toBe(404);
  });
});

describe('GET /api/tenders/list', () => {
  it('shows a contractor the open tenders of every client, newest first, with its own requests', async () => {
    const [a, b, contractor, rival] = await Promise.all([
      newClient(ctx),
      newClient(ctx),
      newContractor(ctx),
      newContractor(ctx),
    ]);
    const older = await newTender(ctx, a, { tender_name: 'Старый' });
    const newer = await newTender(ctx, b, { tender_name: 'Новый' });
    const closed = await newTender(ctx, b, { tender_name: 'Закрытый' });
    await offer(ctx, contractor, older.id);
    await offer(ctx, rival, older.id);
    const chosen = await offer(ctx, rival, closed.id);
    expect((await post(ctx.app, `/api/request/accept/${chosen.id}`, {}, b.token)).status).toBe(200);

    const res = await get(ctx.app, '/api/tenders/list', contractor.token);
    expect(res.status).toBe(200);
    const list = openTenderListAnswer.parse(res.body).tenders;
    const ids = list.map((t) => t.id);
    expect(ids).toContain(older.id);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(closed.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const seen = list.find((t) => t.id === older.id)!;
    const mine = requestListAnswer.parse(
      (await get(ctx.app, '/api/request', contractor.token)).body,
    ).requests[0]!;
    expect(seen.my_request).toEqual({
      id: mine.id,
      status: { code: 'waiting', label: 'Принятие решения' },
      is_new: false,
    });
    expect(list.find((t) => t.id === newer.id)!.my_request).toBeNull();
  });

  it("carries no client's contacts and no documents: those come with the tender itself", async () => {
    const client = await newClient(ctx);
    const contractor = await newContractor(ctx);
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Смета.pdf');
    const tender = await newTender(ctx, client, { docs_paths: [doc.path] });
    const res = await get(ctx.app, '/api/tenders/list?per_page=100', contractor.token);
    const card = openTenderListAnswer.parse(res.body).tenders.find((t) => t.id === tender.id)!;
    expect(Object.keys(card).sort()).toEqual(
      Object.keys(openTenderListAnswer.shape.tenders.element.shape).sort(),
    );
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(tender.user.email);
    expect(text).not.toContain(tender.user.phone);
    expect(text).not.toContain(doc.path);
    const full = (await get(ctx.app, `/api/tenders/${tender.id}`, contractor.token)).body.tender;
    expect(full).toMatchObject({ documents: [doc.path], user: { email: tender.user.email } });
  });

  it('is for contractors only', async () => {
    const client = await newClient(ctx);
    expect((await get(ctx.app, '/api/tenders/list', client.token)).status).toBe(403);
    expect((await get(ctx.app, '/api/tenders/list')).status).toBe(401);
  });
});

describe('PATCH /api/tenders/{id}', () => {
  let client: Actor;
  beforeAll(async () => {
    client = await newClient(ctx);
  });

  it('saves the full edit: project, stage, dates, new images and documents; the old image goes', async () => {
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'План.pdf');
    const tender = await newTender(ctx, client, { docs_paths: [doc.path] });
    const oldImage = tender.images[0]!;
    const project = await newProject(ctx, client.id, 'Офис на Кремлёвской');
    const newImage = await uploadTenderImage(ctx, client.token);
    const newDoc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Договор.docx');
    const res = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      tenderBody(project.id, newImage, {
        tender_name: 'Ремонт офиса',
        stage: 'design',
        complex_structure: true,
        start_date: '2031-01-15',
        end_date: null,
        description: 'Проект перепланировки',
        images_paths: [newImage],
        docs_paths: [doc.path, newDoc.path],
      }),
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tender).toMatchObject({
      id: tender.id,
      tender_name: 'Ремонт офиса',
      project: { id: project.id, name: 'Офис на Кремлёвской' },
      project_name: 'Офис на Кремлёвской',
      stage: 'design',
      complex_structure: true,
      type: 'complex_construction',
      services: WORK_TYPE_LABELS.complex_construction,
      start_date: '2031-01-15',
      end_date: null,
      description: 'Проект перепланировки',
      images: [expect.stringMatching(PUBLIC_IMAGE)],
      document_files: [
        { path: doc.path, name: 'План.pdf', size: doc.size },
        { path: newDoc.path, name: 'Договор.docx', size: newDoc.size },
      ],
    });
    expect(await uploadRow(oldImage)).toBeUndefined();
    expect(await exists(oldImage)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: oldImage })).statusCode).toBe(404);
    expect(await exists((res.body.tender as Tender).images[0]!)).toBe(true);
    const again = await get(ctx.app, `/api/tenders/${tender.id}`, client.token);
    expect(again.body.tender).toEqual(res.body.tender);
  });

  it('refuses a full edit that breaks a rule with 400 and changes nothing', async () => {
    const other = await newClient(ctx);
    const tender = await newTender(ctx, client);
    const image = tender.images[0]!;
    const theirProject = await newProject(ctx, other.id);
    const theirImage = await uploadTenderImage(ctx, other.token);
    const before = await tenderRowOf(tender.id);
    const bad = [
      [tenderBody(tender.projectId, image, { end_date: '2030-01-01' }), 'end_date'],
      [tenderBody(tender.projectId, image, { images_paths: [] }), 'images_paths'],
      [tenderBody(tender.projectId, image, { description: '' }), 'description'],
      [tenderBody(theirProject.id, image), 'projectId'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await patch(ctx.app, `/api/tenders/${tender.id}`, body, client.token);
      expect(res.status, field).toBe(400);
      expect(res.body.fields, field).toHaveProperty(field);
    }
    const foreign = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      tenderBody(tender.projectId, theirImage),
      client.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([MSG_CABINET.unknownFile]);
    expect(await tenderRowOf(tender.id)).toEqual(before);
    expect(await exists(image)).toBe(true);
  });

  it('saves the address alone and leaves everything else as it was', async () => {
    const tender = await newTender(ctx, client);
    const res = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { address: 'г. Казань, ул. Кремлёвская, 18', latitude: 55.79, longitude: 49.13 },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tender).toEqual({
      ...tender,
      address: 'г. Казань, ул. Кремлёвская, 18',
      latitude: 55.79,
      longitude: 49.13,
    });
    const cleared = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { address: 'г. Казань' },
      client.token,
    );
    expect(cleared.body.tender).toMatchObject({
      address: 'г. Казань',
      latitude: null,
      longitude: null,
    });
    const blank = await patch(ctx.app, `/api/tenders/${tender.id}`, { address: ' ' }, client.token);
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ address: [MSG.required] });
    const empty = await patch(ctx.app, `/api/tenders/${tender.id}`, {}, client.token);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('address');
    expect((await tenderRowOf(tender.id))!.address).toBe('г. Казань');
  });

  it('adds documents alone and leaves everything else as it was', async () => {
    const tender = await newTender(ctx, client);
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'ТЗ.docx');
    const res = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { docs_paths: [doc.path] },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tender).toEqual({
      ...tender,
      documents: [doc.path],
      document_files: [{ path: doc.path, name: 'ТЗ.docx', size: doc.size }],
    });
  });

  it('removing a document discards it: its upload row, its file and its download are gone', async () => {
    const keep = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Оставить.pdf');
    const drop = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Удалить.pdf');
    const tender = await newTender(ctx, client, { docs_paths: [keep.path, drop.path] });
    expect((await download(ctx, drop.path, client.token)).status).toBe(200);
    const res = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { docs_paths: [keep.path] },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.tender as Tender).document_files).toEqual([keep]);
    expect(await uploadRow(drop.path)).toBeUndefined();
    expect(await exists(drop.path)).toBe(false);
    expect((await download(ctx, drop.path, client.token)).status).toBe(404);
    expect(await uploadRow(keep.path)).toBeDefined();
    expect((await download(ctx, keep.path, client.token)).status).toBe(200);
  });

  it('keeps a removed document that another tender still uses', async () => {
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Общий.pdf');
    const first = await newTender(ctx, client, { docs_paths: [doc.path] });
    const second = await newTender(ctx, client, { docs_paths: [doc.path] });
    const res = await patch(ctx.app, `/api/tenders/${first.id}`, { docs_paths: [] }, client.token);
    expect(res.status).toBe(200);
    expect((res.body.tender as Tender).document_files).toEqual([]);
    expect(await exists(doc.path)).toBe(true);
    const other = (await get(ctx.app, `/api/tenders/${second.id}`, client.token)).body
      .tender as Tender;
    expect(other.document_files).toEqual([doc]);
    expect((await download(ctx, doc.path, client.token)).status).toBe(200);
  });

  it("refuses someone else's document in a docs update with 400 and changes nothing", async () => {
    const other = await newClient(ctx);
    const theirDoc = await uploadDoc(ctx, other.token);
    const tender = await newTender(ctx, client);
    const res = await patch(
      ctx.app,
      `/api/tenders/${tender.id}`,
      { docs_paths: [theirDoc.path] },
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_CABINET.unknownFile]);
    expect((await tenderRowOf(tender.id))!.documents).toEqual([]);
  });

  it("answers another client's tender with 404 in every form and leaves it unchanged", async () => {
    const other = await newClient(ctx);
    const theirs = await newTender(ctx, other);
    const mine = await newProject(ctx, client.id);
    const image = await uploadTenderImage(ctx, client.token);
    const before = await tenderRowOf(theirs.id);
    for (const body of [tenderBody(mine.id, image), { address: 'г. Москва' }, { docs_paths: [] }]) {
      const res = await patch(ctx.app, `/api/tenders/${theirs.id}`, body, client.token);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    }
    expect(await tenderRowOf(theirs.id)).toEqual(before);
    expect(
      (await patch(ctx.app, '/api/tenders/999999', { address: 'г. Москва' }, client.token)).status,
    ).toBe(404);
  });

  it('is for the client: a contractor 403, no token 401', async () => {
    const tender = await newTender(ctx, client);
    const contractor = await newContractor(ctx);
    const body = { address: 'г. Москва' };
    expect((await patch(ctx.app, `/api/tenders/${tender.id}`, body, contractor.token)).status).toBe(
      403,
    );
    expect((await patch(ctx.app, `/api/tenders/${tender.id}`, body)).status).toBe(401);
  });
});

describe('DELETE /api/tenders/{id}', () => {
  it('erases a tender nobody took part in, with its files, and keeps the project', async () => {
    const [client, invited] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    const doc = await uploadDoc(ctx, client.token);
    const tender = await newTender(ctx, client, { docs_paths: [doc.path] });
    const image = tender.images[0]!;
    const other = await newTender(ctx, client);
    await invite(ctx, client, other.id, invited.id);
    const files = [image, doc.path];
    for (const f of files) expect(await exists(f), f).toBe(true);

    const res = await del(ctx, `/api/tenders/${tender.id}`, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });

    expect(await tenderRowOf(tender.id)).toBeUndefined();
    for (const f of files) {
      expect(await uploadRow(f), f).toBeUndefined();
      expect(await exists(f), f).toBe(false);
    }
    expect((await get(ctx.app, `/api/tenders/${tender.id}`, client.token)).status).toBe(404);
    // The project and the client's other tender with its request stay.
    expect(
      await db().select().from(projects).where(eq(projects.id, tender.projectId)),
    ).toHaveLength(1);
    expect(
      (await get(ctx.app, `/api/tenders/${other.id}`, client.token)).body.tender,
    ).toMatchObject({ id: other.id, requests: [{ user: { id: invited.id } }] });
    expect(await exists(other.images[0]!)).toBe(true);
    // Gone is gone.
    expect((await del(ctx, `/api/tenders/${tender.id}`, client.token)).status).toBe(404);
  });

  it('withdraws a tender contractors took part in: their files stay theirs, nothing erased', async () => {
    const [client, invited] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    const tender = await newTender(ctx, client);
    const note = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Письмо.pdf');
    const answer = await uploadDoc(ctx, invited.token, '/api/request/uploadFile', 'КП.pdf');
    const invitation = await invite(ctx, client, tender.id, invited.id, {
      docs_paths: [note.path],
    });
    const accepted = await post(
      ctx.app,
      `/api/request/accept/${invitation.id}`,
      { docs_paths: [answer.path] },
      invited.token,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    expect((await del(ctx, `/api/tenders/${tender.id}`, client.token)).status).toBe(200);
    expect((await tenderRowOf(tender.id))?.status).toBe('withdrawn');
    expect(
      await db().select().from(tenderRequests).where(eq(tenderRequests.tenderId, tender.id)),
    ).toHaveLength(1);
    for (const f of [note.path, answer.path]) {
      expect((await download(ctx, f, invited.token)).status, f).toBe(200);
    }
    // The contractor's answer is no longer the client's to read.
    expect((await download(ctx, answer.path, client.token)).status).toBe(404);
    expect((await download(ctx, tender.images[0]!)).status).toBe(200);
  });

  it('keeps the documents that another tender still uses', async () => {
    const client = await newClient(ctx);
    const doc = await uploadDoc(ctx, client.token, '/api/tenders/uploadFile', 'Общий.pdf');
    const doomed = await newTender(ctx, client, { docs_paths: [doc.path] });
    const kept = await newTender(ctx, client, { docs_paths: [doc.path] });

    expect((await del(ctx, `/api/tenders/${doomed.id}`, client.token)).status).toBe(200);
    expect(await exists(doomed.images[0]!)).toBe(false);
    expect(await uploadRow(doc.path)).toBeDefined();
    expect((await download(ctx, doc.path, client.token)).status).toBe(200);
    const still = (await get(ctx.app, `/api/tenders/${kept.id}`, client.token)).body
      .tender as Tender;
    expect(still.document_files).toEqual([doc]);
  });

  it("answers another client's tender with 404 and keeps it", async () => {
    const [client, other] = await Promise.all([newClient(ctx), newClient(ctx)]);
    const theirs = await newTender(ctx, other);
    const res = await del(ctx, `/api/tenders/${theirs.id}`, client.token);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_TENDERS.tenderNotFound]);
    expect(await tenderRowOf(theirs.id)).toBeDefined();
    expect(await exists(theirs.images[0]!)).toBe(true);
  });

  it('is for the client: a contractor and a user without a type 403, no token 401', async () => {
    const client = await newClient(ctx);
    const tender = await newTender(ctx, client);
    const contractor = await newContractor(ctx);
    const untyped = await newUntyped(ctx);
    expect((await del(ctx, `/api/tenders/${tender.id}`, contractor.token)).status).toBe(403);
    expect((await del(ctx, `/api/tenders/${tender.id}`, untyped.token)).status).toBe(403);
    expect((await del(ctx, `/api/tenders/${tender.id}`)).status).toBe(401);
    expect(await tenderRowOf(tender.id)).toBeDefined();
  });
});
