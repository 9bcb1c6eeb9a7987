import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG, MSG_CABINET, MSG_CASES, MSG_TENDERS, type Case } from '@podryad/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases, uploads } from '../src/db/schema';
import { FILE_REFERENCES } from '../src/app';
import { LocalStorage } from '../src/delivery/storage';
import { FileService, ORPHAN_GRACE_MS } from '../src/modules/files/service';
import { get, patch, post, upload, useTestApp } from './helpers';
import {
  type Actor,
  newClient,
  newContractor,
  newUntyped,
  uploadTenderImage,
} from './tender-fixtures';

const ctx = useTestApp();

const db = () => ctx.database.db;
const exists = (stored: string) =>
  fs.stat(path.join(ctx.config.dataDir, 'storage', stored.replace(/^\/storage\//, ''))).then(
    () => true,
    () => false,
  );
const uploadRow = async (stored: string) =>
  (await db().select().from(uploads).where(eq(uploads.path, stored)))[0];

async function uploadCover(token: string) {
  const res = await upload(ctx.app, '/api/cases/upload-cover', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path as string;
}
async function uploadImage(token: string) {
  const res = await upload(ctx.app, '/api/cases/upload-image', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path as string;
}

/** A valid POST /cases body with the given pictures. */
const caseBody = (cover: string, images: string[] = [], extra: Record<string, unknown> = {}) => ({
  project_name: 'Жилой дом на Пушкина',
  services: 'Строительство',
  start_date: '2022-04-01',
  end_date: '2023-07-15',
  address: 'г. Казань, ул. Пушкина, 10',
  latitude: 55.79,
  longitude: 49.12,
  description: 'Монолитный каркас, 9 этажей',
  cover,
  object_images: images,
  ...extra,
});

/** A contractor's new case through the API. */
async function newCase(owner: Actor, extra: Record<string, unknown> = {}) {
  const cover = await uploadCover(owner.token);
  const images = [await uploadImage(owner.token), await uploadImage(owner.token)];
  const res = await post(ctx.app, '/api/cases', caseBody(cover, images, extra), owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.case as Case;
}

let client: Actor;
let alpha: Actor;
let beta: Actor;
let untyped: Actor;
beforeAll(async () => {
  [client, alpha, beta, untyped] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newUntyped(ctx),
  ]);
});

describe('POST /api/cases/upload-cover and /api/cases/upload-image', () => {
  it.each([
    ['/api/cases/upload-cover', 'case_cover'],
    ['/api/cases/upload-image', 'case_image'],
  ])('%s stores a real image of the contractor as %s', async (url, kind) => {
    const res = await upload(ctx.app, url, alpha.token);
    expect(res.status).toBe(200);
    const stored = res.body.path as string;
    expect(stored).toMatch(/^\/storage\/images\/[0-9a-f]{32}\.png$/);
    expect(await uploadRow(stored)).toMatchObject({ ownerId: alpha.id, kind });
    expect((await ctx.app.inject({ method: 'GET', url: stored })).statusCode).toBe(200);
  });

  it.each(['/api/cases/upload-cover', '/api/cases/upload-image'])(
    '%s refuses a non-image with 415 and no file with 400',
    async (url) => {
      const text = [{ filename: 'a.png', contentType: 'image/png', content: Buffer.from('hi') }];
      const notImage = await upload(ctx.app, url, alpha.token, text);
      expect(notImage.status).toBe(415);
      expect(notImage.body.errors).toEqual([MSG_CABINET.notAnImage]);
      const none = await post(ctx.app, url, {}, alpha.token);
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual([MSG_CABINET.noFile]);
    },
  );

  it.each(['/api/cases/upload-cover', '/api/cases/upload-image'])(
    '%s is for contractors: a client and a user without a type 403, no token 401',
    async (url) => {
      expect((await upload(ctx.app, url, client.token)).status).toBe(403);
      expect((await upload(ctx.app, url, untyped.token)).status).toBe(403);
      expect((await upload(ctx.app, url, undefined)).status).toBe(401);
    },
  );
});

describe('POST /api/cases', () => {
  it('creates the case with its cover and gallery and answers its id', async () => {
    const cover = await uploadCover(alpha.token);
    const images = [await uploadImage(alpha.token), await uploadImage(alpha.token)];
    const res = await post(
      ctx.app,
      '/api/cases',
      caseBody(cover, images, { project_name: '  Склад в Казани  ', services: 'Ремонт' }),
      alpha.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.case as Case;
    expect(res.body.id).toBe(created.id);
    expect(created).toEqual({
      id: created.id,
      user_id: alpha.id,
      project_name: 'Склад в Казани',
      services: 'Ремонт',
      start_date: '2022-04-01',
      end_date: '2023-07-15',
      address: 'г. Казань, ул. Пушкина, 10',
      latitude: 55.79,
      longitude: 49.12,
      description: 'Монолитный каркас, 9 этажей',
      cover,
      cover_url: cover,
      image: cover,
      images,
      created_at: expect.any(String),
      deal_id: null,
      from_deal: false,
      deal_accepted_at: null,
    });
    const read = await get(ctx.app, `/api/cases/${created.id}`, alpha.token);
    expect(read.body.case).toEqual(created);
  });

  it('takes a case without gallery images and without coordinates', async () => {
    const cover = await uploadCover(alpha.token);
    const body = caseBody(cover);
    delete (body as Partial<typeof body>).object_images;
    const res = await post(
      ctx.app,
      '/api/cases',
      { ...body, latitude: null, longitude: undefined },
      alpha.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.case).toMatchObject({ images: [], latitude: null, longitude: null });
  });

  it('requires a cover: "Загрузите обложку кейса"', async () => {
    for (const cover of [undefined, '', '   ']) {
      const res = await post(ctx.app, '/api/cases', { ...caseBody('x'), cover }, alpha.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MSG_CASES.coverRequired]);
      expect(res.body.fields).toEqual({ cover: [MSG_CASES.coverRequired] });
    }
  });

  it('takes at most 10 gallery images: "Можно добавить не более 10 изображений"', async () => {
    const cover = await uploadCover(alpha.token);
    const images = Array.from({ length: 11 }, (_, i) => `/storage/images/${i}.png`);
    const res = await post(ctx.app, '/api/cases', caseBody(cover, images), alpha.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Можно добавить не более 10 изображений']);
    expect(res.body.fields).toEqual({ object_images: [MSG_CASES.tooManyImages] });
  });

  it('refuses an end before the start, an unknown service and missing fields', async () => {
    const cover = await uploadCover(alpha.token);
    const early = await post(
      ctx.app,
      '/api/cases',
      caseBody(cover, [], { start_date: '2023-05-02', end_date: '2023-05-01' }),
      alpha.token,
    );
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      end_date: ['Дата окончания не может быть раньше даты начала'],
    });

    const service = await post(
      ctx.app,
      '/api/cases',
      caseBody(cover, [], { services: 'Снос' }),
      alpha.token,
    );
    expect(service.status).toBe(400);
    expect(service.body.fields).toEqual({ services: [MSG_CASES.servicesUnknown] });

    const blank = await post(
      ctx.app,
      '/api/cases',
      caseBody(cover, [], { project_name: ' ', address: undefined, start_date: '2023-02-30' }),
      alpha.token,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({
      project_name: [MSG.required],
      address: [MSG.required],
      start_date: [MSG.dateInvalid],
    });
    expect(blank.body.errors).toEqual(['Заполните поле', 'Некорректная дата']);
  });

  it('takes a picture from either upload call as the cover or in the gallery', async () => {
    // The spec names only the cover's upload call, so it must be enough for the gallery too.
    const [cover, image] = [await uploadCover(alpha.token), await uploadImage(alpha.token)];
    const res = await post(ctx.app, '/api/cases', caseBody(image, [cover]), alpha.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.case).toMatchObject({ cover: image, images: [cover] });
  });

  it("refuses pictures that are not the contractor's own case pictures", async () => {
    const mine = await uploadCover(alpha.token);
    const theirs = await uploadImage(beta.token);
    const tenderImage = await uploadTenderImage(ctx, client.token);
    const before = (await db().select({ id: cases.id }).from(cases)).length;
    for (const body of [
      caseBody(await uploadCover(beta.token)),
      caseBody(mine, [theirs]),
      caseBody(mine, [tenderImage]),
      caseBody(mine, ['/storage/images/00000000000000000000000000000000.png']),
    ]) {
      const res = await post(ctx.app, '/api/cases', body, alpha.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([MSG_CABINET.unknownFile]);
    }
    expect((await db().select({ id: cases.id }).from(cases)).length).toBe(before);
  });

  it('is for contractors: a client and a user without a type 403, no token 401', async () => {
    const body = caseBody('/storage/images/x.png');
    expect((await post(ctx.app, '/api/cases', body, client.token)).status).toBe(403);
    expect((await post(ctx.app, '/api/cases', body, untyped.token)).status).toBe(403);
    const anonymous = await post(ctx.app, '/api/cases', body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors).toEqual([MSG.unauthorized]);
  });
});

describe('GET /api/cases', () => {
  it("answers the contractor's own cases, newest first", async () => {
    const owner = await newContractor(ctx);
    const first = await newCase(owner, { project_name: 'Первый' });
    const second = await newCase(owner, { project_name: 'Второй' });
    await newCase(beta, { project_name: 'Чужой' });
    const res = await get(ctx.app, '/api/cases', owner.token);
    expect(res.status).toBe(200);
    const list = res.body.cases as Case[];
    expect(list.map((c) => c.project_name)).toEqual(['Второй', 'Первый']);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual(second);
  });

  it('answers a contractor without cases with an empty list', async () => {
    const fresh = await newContractor(ctx);
    const res = await get(ctx.app, '/api/cases', fresh.token);
    expect(res.status).toBe(200);
    expect(res.body.cases).toEqual([]);
  });

  it('is for contractors: a client and a user without a type 403, no token 401', async () => {
    const res = await get(ctx.app, '/api/cases', client.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([MSG.forbidden]);
    expect((await get(ctx.app, '/api/cases', untyped.token)).status).toBe(403);
    expect((await get(ctx.app, '/api/cases')).status).toBe(401);
  });
});

describe('PATCH /api/cases/{id}', () => {
  it('saves the full payload, keeps the pictures it had and releases the ones it dropped', async () => {
    const created = await newCase(alpha);
    const [keptImage, droppedImage] = created.images as [string, string];
    const oldCover = created.cover!;
    const newCover = await uploadCover(alpha.token);
    const newImage = await uploadImage(alpha.token);
    const res = await patch(
      ctx.app,
      `/api/cases/${created.id}`,
      caseBody(newCover, [keptImage, newImage], {
        project_name: 'Склад, вторая очередь',
        services: 'Проектирование',
        end_date: '2024-01-31',
      }),
      alpha.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.case).toEqual({
      ...created,
      project_name: 'Склад, вторая очередь',
      services: 'Проектирование',
      end_date: '2024-01-31',
      cover: newCover,
      cover_url: newCover,
      image: newCover,
      images: [keptImage, newImage],
    });
    expect((await get(ctx.app, `/api/cases/${created.id}`, alpha.token)).body.case).toEqual(
      res.body.case,
    );
    for (const gone of [oldCover, droppedImage]) {
      expect(await exists(gone), gone).toBe(false);
      expect(await uploadRow(gone)).toBeUndefined();
    }
    for (const stays of [newCover, keptImage, newImage]) expect(await exists(stays)).toBe(true);
  });

  it('lets a picture the case has move from the gallery to the cover', async () => {
    const created = await newCase(alpha);
    const [first, second] = created.images as [string, string];
    const res = await patch(
      ctx.app,
      `/api/cases/${created.id}`,
      caseBody(first, [second, created.cover!]),
      alpha.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.case).toMatchObject({ cover: first, images: [second, created.cover] });
    for (const p of [first, second, created.cover!]) expect(await exists(p)).toBe(true);
  });

  it('keeps a picture another case still shows', async () => {
    const one = await newCase(alpha);
    const shared = one.images[0]!;
    const two = await post(
      ctx.app,
      '/api/cases',
      caseBody(await uploadCover(alpha.token), [shared]),
      alpha.token,
    );
    expect(two.status).toBe(200);
    const res = await patch(ctx.app, `/api/cases/${one.id}`, caseBody(one.cover!), alpha.token);
    expect(res.status).toBe(200);
    expect(await exists(shared)).toBe(true);
    expect(await exists(one.images[1]!)).toBe(false);
  });

  it('two edits of one case at once run one after the other: nothing either dropped dangles', async () => {
    const created = await newCase(alpha);
    const [first, second] = [await uploadImage(alpha.token), await uploadImage(alpha.token)];
    const url = `/api/cases/${created.id}`;
    const answers = await Promise.all([
      patch(ctx.app, url, caseBody(created.cover!, [first]), alpha.token),
      patch(ctx.app, url, caseBody(created.cover!, [second]), alpha.token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const saved = (await get(ctx.app, url, alpha.token)).body.case as Case;
    const [last, replaced] = saved.images[0] === first ? [first, second] : [second, first];
    expect(saved.images).toEqual([last]);
    // The later edit saw the earlier one's gallery and released it; the old gallery went too.
    for (const gone of [replaced, ...created.images]) {
      expect(await uploadRow(gone), gone).toBeUndefined();
      expect(await exists(gone), gone).toBe(false);
    }
    for (const stays of [last, created.cover!]) expect(await exists(stays)).toBe(true);
  });

  it('validates like creation and changes nothing on failure', async () => {
    const created = await newCase(alpha);
    const url = `/api/cases/${created.id}`;
    const tooMany = Array.from({ length: 11 }, () => created.images[0]!);
    for (const [body, errors] of [
      [caseBody(''), [MSG_CASES.coverRequired]],
      [caseBody(created.cover!, tooMany), [MSG_CASES.tooManyImages]],
      [
        caseBody(created.cover!, [], { start_date: '2023-01-02', end_date: '2022-01-01' }),
        [MSG_CASES.endBeforeStart],
      ],
      [caseBody(created.cover!, [await uploadImage(beta.token)]), [MSG_CABINET.unknownFile]],
    ] as const) {
      const res = await patch(ctx.app, url, body, alpha.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await get(ctx.app, url, alpha.token)).body.case).toEqual(created);
    for (const p of [created.cover!, ...created.images]) expect(await exists(p)).toBe(true);
  });

  it("answers another contractor's case and an unknown one with 404 and changes nothing", async () => {
    const theirs = await newCase(beta, { project_name: 'Ангар' });
    const body = caseBody(theirs.cover!, [], { project_name: 'Захвачен' });
    const res = await patch(ctx.app, `/api/cases/${theirs.id}`, body, alpha.token);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_TENDERS.caseNotFound]);
    expect((await get(ctx.app, `/api/cases/${theirs.id}`, beta.token)).body.case).toEqual(theirs);
    for (const p of theirs.images) expect(await exists(p)).toBe(true);
    expect((await patch(ctx.app, '/api/cases/999999', body, alpha.token)).status).toBe(404);
  });

  it('answers a bad id with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await patch(ctx.app, `/api/cases/${id}`, caseBody('x'), alpha.token);
      expect(res.status, id).toBe(400);
    }
    expect((await get(ctx.app, '/api/cases/abc', alpha.token)).status).toBe(400);
  });

  it('is for contractors: a client and a user without a type 403, no token 401', async () => {
    const created = await newCase(alpha);
    const body = caseBody(created.cover!, [], { project_name: 'Чужая правка' });
    const url = `/api/cases/${created.id}`;
    expect((await patch(ctx.app, url, body, client.token)).status).toBe(403);
    expect((await patch(ctx.app, url, body, untyped.token)).status).toBe(403);
    expect((await patch(ctx.app, url, body)).status).toBe(401);
    expect((await get(ctx.app, url, alpha.token)).body.case).toEqual(created);
  });
});

describe('case pictures and the sweep of abandoned uploads', () => {
  it('keeps covers and gallery images a case shows, and forgets day-old ones it does not', async () => {
    const owner = await newContractor(ctx);
    const shown = await newCase(owner);
    const abandonedCover = await uploadCover(owner.token);
    const abandonedImage = await uploadImage(owner.token);
    const all = [shown.cover!, ...shown.images, abandonedCover, abandonedImage];
    await db()
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * ORPHAN_GRACE_MS) })
      .where(inArray(uploads.path, all));

    const storage = new LocalStorage(path.join(ctx.config.dataDir, 'storage'));
    await new FileService(db(), storage, ctx.config, FILE_REFERENCES).sweepOrphans(new Date());

    for (const p of [shown.cover!, ...shown.images]) {
      expect(await exists(p), p).toBe(true);
      expect(await uploadRow(p)).toBeDefined();
    }
    for (const p of [abandonedCover, abandonedImage]) {
      expect(await exists(p), p).toBe(false);
      expect(await uploadRow(p)).toBeUndefined();
    }
  });
});
