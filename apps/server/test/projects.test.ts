import { MSG, MSG_CABINET } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, uploads } from '../src/db/schema';
import { useTestApp, get, patch, post, register, registerAs, upload } from './helpers';

const ctx = useTestApp();

type Project = Record<string, unknown> & { id: number; cover_path: string | null };

async function uploadCover(token: string) {
  const res = await upload(ctx.app, '/api/projects/uploadCover/cover', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path as string;
}

const fields = (cover: string) => ({
  name: 'Дом на Волге',
  address: 'г. Казань, ул. Баумана, 1',
  description: 'Двухэтажный дом из бруса',
  latitude: 55.796127,
  longitude: 49.106414,
  phone: '+79161234567',
  email: 'stroyka@example.ru',
  vk: 'vk.com/dom',
  telegram: '@dom_na_volge',
  whatsapp_status: '+79161234567',
  cover_path: cover,
});

async function createProject(token: string, extra: Record<string, unknown> = {}) {
  const cover = await uploadCover(token);
  const res = await post(
    ctx.app,
    '/api/projects',
    { ...fields(cover), status: 'in_process', ...extra },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.project as Project;
}

async function projectRow(id: number) {
  const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, id));
  return row;
}

async function projectCount() {
  return (await ctx.database.db.select({ id: projects.id }).from(projects)).length;
}

const userId = async (token: string) =>
  ((await get(ctx.app, '/api/user/profile', token)).body.user as { id: number }).id;

describe('POST /api/projects/uploadCover/cover', () => {
  it('stores the cover as an upload of the client', async () => {
    const client = await registerAs(ctx, 'client');
    const cover = await uploadCover(client.token);
    expect(cover).toMatch(/^\/storage\/images\/[0-9a-f]{32}\.png$/);
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.path, cover));
    expect(row).toMatchObject({ ownerId: await userId(client.token), kind: 'project_cover' });
    const served = await ctx.app.inject({ method: 'GET', url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a non-image with 415 and a request without a file with 400', async () => {
    const client = await registerAs(ctx, 'client');
    const text = await upload(ctx.app, '/api/projects/uploadCover/cover', client.token, [
      { filename: 'cover.png', contentType: 'image/png', content: Buffer.from('plain text') },
    ]);
    expect(text.status).toBe(415);
    expect(text.body.errors).toEqual([MSG_CABINET.notAnImage]);
    const none = await post(ctx.app, '/api/projects/uploadCover/cover', {}, client.token);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([MSG_CABINET.noFile]);
  });
});

describe('POST /api/projects', () => {
  it('creates the project and echoes its fields, in work by default', async () => {
    const client = await registerAs(ctx, 'client');
    const cover = await uploadCover(client.token);
    const res = await post(ctx.app, '/api/projects', fields(cover), client.token);
    expect(res.status).toBe(200);
    const project = res.body.project as Project;
    expect(res.body.id).toBe(project.id);
    expect(project).toEqual({
      id: expect.any(Number),
      ...fields(cover),
      image: cover,
      status: 'in_process',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const row = await projectRow(project.id);
    expect(row).toMatchObject({
      ownerId: await userId(client.token),
      name: 'Дом на Волге',
      address: 'г. Казань, ул. Баумана, 1',
      latitude: 55.796127,
      longitude: 49.106414,
      phone: '+79161234567',
      whatsappStatus: '+79161234567',
      coverPath: cover,
      status: 'in_process',
    });
  });

  it('takes a selectable status and trims the text fields; empty optional ones are null', async () => {
    const client = await registerAs(ctx, 'client');
    const cover = await uploadCover(client.token);
    const res = await post(
      ctx.app,
      '/api/projects',
      {
        name: '  Склад  ',
        address: ' г. Москва ',
        phone: ' 8 916 123 45 67 ',
        cover_path: cover,
        description: '',
        email: '',
        status: 'pending_approval',
      },
      client.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({
      name: 'Склад',
      address: 'г. Москва',
      phone: '8 916 123 45 67',
      description: null,
      email: null,
      vk: null,
      latitude: null,
      longitude: null,
      status: 'pending_approval',
    });
  });

  it("refuses the status 'declined', which only ever is shown", async () => {
    const client = await registerAs(ctx, 'client');
    const cover = await uploadCover(client.token);
    const before = await projectCount();
    const res = await post(
      ctx.app,
      '/api/projects',
      { ...fields(cover), status: 'declined' },
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_CABINET.statusNotSelectable]);
    expect(await projectCount()).toBe(before);
  });

  it.each([
    ['name', { name: undefined }, MSG.required],
    ['name', { name: '   ' }, MSG.required],
    ['address', { address: undefined }, MSG.required],
    ['address', { address: '' }, MSG.required],
    ['phone', { phone: '123456789' }, 'Телефон не указан корректно'],
    ['phone', { phone: '  12345678  ' }, 'Телефон не указан корректно'],
    ['phone', { phone: undefined }, MSG_CABINET.projectPhone],
    ['email', { email: 'not-an-email' }, MSG.emailFormat],
    ['latitude', { latitude: 200 }, MSG_CABINET.coordinates],
    ['latitude', { latitude: '55.7' }, MSG_CABINET.coordinates],
    ['longitude', { longitude: -181 }, MSG_CABINET.coordinates],
    ['status', { status: 'finished' }, MSG_CABINET.statusNotSelectable],
  ])('refuses a bad %s (%j) with 400', async (field, change, message) => {
    const client = await registerAs(ctx, 'client');
    const cover = await uploadCover(client.token);
    const before = await projectCount();
    const res = await post(ctx.app, '/api/projects', { ...fields(cover), ...change }, client.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
    expect(res.body.fields).toEqual({ [field]: [message] });
    expect(await projectCount()).toBe(before);
  });

  it('refuses a missing cover with 400', async () => {
    const client = await registerAs(ctx, 'client');
    for (const cover_path of [undefined, '', '  ']) {
      const res = await post(
        ctx.app,
        '/api/projects',
        { ...fields('x'), cover_path },
        client.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Загрузите обложку проекта']);
      expect(res.body.errors).toEqual([MSG_CABINET.coverRequired]);
    }
  });

  it("refuses another user's cover and a made-up path with 400", async () => {
    const client = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const theirs = await uploadCover(other.token);
    const before = await projectCount();
    for (const cover of [theirs, '/storage/images/0123456789abcdef0123456789abcdef.png']) {
      const res = await post(ctx.app, '/api/projects', fields(cover), client.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MSG_CABINET.unknownFile]);
    }
    expect(await projectCount()).toBe(before);
  });
  it('refuses an upload of another kind (an avatar) as the cover', async () => {
    const client = await registerAs(ctx, 'client');
    const avatar = await upload(ctx.app, '/api/user/upload/avatar', client.token);
    expect(avatar.status).toBe(200);
    const res = await post(
      ctx.app,
      '/api/projects',
      fields(avatar.body.path as string),
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_CABINET.unknownFile]);
  });
});

describe('GET /api/projects and /api/projects/{id}', () => {
  it("lists only the caller's own projects, newest first", async () => {
    const client = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const first = await createProject(client.token, { name: 'Первый' });
    const theirs = await createProject(other.token, { name: 'Чужой' });
    const second = await createProject(client.token, { name: 'Второй' });
    const third = await createProject(client.token, { name: 'Третий' });

    const res = await get(ctx.app, '/api/projects', client.token);
    expect(res.status).toBe(200);
    const list = res.body.projects as Project[];
    expect(list.map((p) => p.id)).toEqual([third.id, second.id, first.id]);
    expect(list[0]).toEqual(third);

    const theirList = (await get(ctx.app, '/api/projects', other.token)).body.projects as Project[];
    expect(theirList.map((p) => p.id)).toEqual([theirs.id]);

    const newcomer = await registerAs(ctx, 'client');
    expect((await get(ctx.app, '/api/projects', newcomer.token)).body).toEqual({
      projects: [],
      meta: { total: 0, page: 1, per_page: 12, total_lower_bound: false },
    });
  });

  it('answers one own project', async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token);
    const res = await get(ctx.app, `/api/projects/${project.id}`, client.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ project });
  });

  it("answers another client's project and an unknown id with 404", async () => {
    const client = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const theirs = await createProject(other.token);
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await get(ctx.app, `/api/projects/${id}`, client.token);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual(['Проект не найден']);
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers the id %s with 400', async (id) => {
    const client = await registerAs(ctx, 'client');
    const res = await get(ctx.app, `/api/projects/${id}`, client.token);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('id');
  });
});

describe('PATCH /api/projects/{id}', () => {
  const edited = (cover: string | null) => ({
    name: 'Баня у озера',
    address: 'г. Самара, ул. Ленина, 5',
    description: 'Сруб 6x6',
    latitude: 53.195878,
    longitude: 50.100202,
    phone: '+79270001122',
    email: 'banya@example.ru',
    vk: 'vk.com/banya',
    telegram: '@banya',
    whatsapp_status: '+79270001122',
    cover_path: cover,
  });

  it('saves the full edit, with a new cover, and keeps the status', async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token, { status: 'pending_approval' });
    const newCover = await uploadCover(client.token);
    const res = await patch(ctx.app, `/api/projects/${project.id}`, edited(newCover), client.token);
    expect(res.status).toBe(200);
    expect(res.body.project).toEqual({
      id: project.id,
      ...edited(newCover),
      image: newCover,
      status: 'pending_approval',
      created_at: project.created_at,
    });
    const row = await projectRow(project.id);
    expect(row).toMatchObject({
      ownerId: await userId(client.token),
      name: 'Баня у озера',
      address: 'г. Самара, ул. Ленина, 5',
      description: 'Сруб 6x6',
      latitude: 53.195878,
      longitude: 50.100202,
      phone: '+79270001122',
      email: 'banya@example.ru',
      vk: 'vk.com/banya',
      telegram: '@banya',
      whatsappStatus: '+79270001122',
      coverPath: newCover,
      status: 'pending_approval',
    });
    expect((await get(ctx.app, `/api/projects/${project.id}`, client.token)).body.project).toEqual(
      res.body.project,
    );
  });

  it('keeps the current cover when it is sent back; fields left out are cleared', async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token);
    const res = await patch(
      ctx.app,
      `/api/projects/${project.id}`,
      {
        name: 'Новое имя',
        address: project.address,
        phone: project.phone,
        cover_path: project.cover_path,
      },
      client.token,
    );
    expect(res.status).toBe(200);
    const row = await projectRow(project.id);
    expect(row).toMatchObject({
      name: 'Новое имя',
      coverPath: project.cover_path,
      description: null,
      vk: null,
      latitude: null,
    });
  });

  it('removes the cover with an empty cover_path, or an empty image', async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token);
    const byPath = await patch(
      ctx.app,
      `/api/projects/${project.id}`,
      { ...edited(''), image: '' },
      client.token,
    );
    expect(byPath.status).toBe(200);
    expect(byPath.body.project).toMatchObject({ cover_path: null, image: null });
    expect((await projectRow(project.id))!.coverPath).toBeNull();

    const another = await createProject(client.token);
    const byImage = await patch(
      ctx.app,
      `/api/projects/${another.id}`,
      { ...edited(another.cover_path), image: '' },
      client.token,
    );
    expect(byImage.status).toBe(200);
    expect(byImage.body.project).toMatchObject({ cover_path: null, image: null });
    expect((await projectRow(another.id))!.coverPath).toBeNull();
  });

  it("refuses another user's cover with 400 and changes nothing", async () => {
    const client = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const project = await createProject(client.token);
    const before = await projectRow(project.id);
    const theirs = await uploadCover(other.token);
    const res = await patch(ctx.app, `/api/projects/${project.id}`, edited(theirs), client.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_CABINET.unknownFile]);
    expect(await projectRow(project.id)).toEqual(before);
  });

  it('refuses a short phone with 400 and changes nothing', async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token);
    const before = await projectRow(project.id);
    const res = await patch(
      ctx.app,
      `/api/projects/${project.id}`,
      { ...edited(project.cover_path), phone: '12345' },
      client.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_CABINET.projectPhone]);
    expect(await projectRow(project.id)).toEqual(before);
  });

  it("answers another client's project with 404 and leaves the row unchanged", async () => {
    const client = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const theirs = await createProject(other.token);
    const before = await projectRow(theirs.id);
    const ownCover = await uploadCover(client.token);
    const res = await patch(ctx.app, `/api/projects/${theirs.id}`, edited(ownCover), client.token);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_CABINET.projectNotFound]);
    expect(await projectRow(theirs.id)).toEqual(before);
  });
});

describe('PATCH /api/projects/{id}/status', () => {
  const setStatus = (token: string, id: number, status: unknown) =>
    patch(ctx.app, `/api/projects/${id}/status`, { status }, token);

  it('moves between the selectable statuses and stores each', async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token);
    for (const status of ['pending_approval', 'approved', 'in_process']) {
      const res = await setStatus(client.token, project.id, status);
      expect(res.status).toBe(200);
      expect(res.body.project).toMatchObject({ id: project.id, status, name: project.name });
      expect((await projectRow(project.id))!.status).toBe(status);
    }
  });

  it("refuses 'declined', an unknown and a missing status with 400", async () => {
    const client = await registerAs(ctx, 'client');
    const project = await createProject(client.token, { status: 'approved' });
    for (const status of ['declined', 'finished', undefined, 3]) {
      const res = await setStatus(client.token, project.id, status);
      expect(res.status, String(status)).toBe(400);
      expect(res.body.errors).toEqual(['Этот статус нельзя выбрать']);
    }
    expect((await projectRow(project.id))!.status).toBe('approved');
  });

  it("answers another client's project with 404 and leaves its status", async () => {
    const client = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const theirs = await createProject(other.token);
    const res = await setStatus(client.token, theirs.id, 'approved');
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_CABINET.projectNotFound]);
    expect((await projectRow(theirs.id))!.status).toBe('in_process');
  });
});

describe('who may call the project routes', () => {
  let project: Project;
  let cover: string;
  beforeAll(async () => {
    const owner = await registerAs(ctx, 'client');
    project = await createProject(owner.token);
    cover = await uploadCover(owner.token);
  });

  const calls = (id: number, body: Record<string, unknown>) =>
    [
      ['GET', '/api/projects', undefined],
      ['GET', `/api/projects/${id}`, undefined],
      ['POST', '/api/projects', body],
      ['PATCH', `/api/projects/${id}`, body],
      ['PATCH', `/api/projects/${id}/status`, { status: 'approved' }],
    ] as const;

  async function call(method: string, url: string, body: unknown, token?: string) {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() as { errors: string[] } };
  }

  it('a contractor gets 403 on every route and changes nothing', async () => {
    const contractor = await registerAs(ctx, 'contractor');
    const before = await projectRow(project.id);
    const count = await projectCount();
    for (const [method, url, body] of calls(project.id, fields(cover))) {
      const res = await call(method, url, body, contractor.token);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errors).toEqual([MSG.forbidden]);
    }
    const uploaded = await upload(ctx.app, '/api/projects/uploadCover/cover', contractor.token);
    expect(uploaded.status).toBe(403);
    const theirUploads = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, await userId(contractor.token)));
    expect(theirUploads).toEqual([]);
    expect(await projectRow(project.id)).toEqual(before);
    expect(await projectCount()).toBe(count);
  });

  it('a user with no type yet gets 403', async () => {
    const user = await register(ctx);
    for (const [method, url, body] of calls(project.id, fields(cover))) {
      const res = await call(method, url, body, user.token);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errors).toEqual([MSG.forbidden]);
    }
    expect((await upload(ctx.app, '/api/projects/uploadCover/cover', user.token)).status).toBe(403);
  });

  it('no token gets 401, a made-up token too', async () => {
    const before = await projectRow(project.id);
    for (const token of [undefined, 'not-a-real-token']) {
      for (const [method, url, body] of calls(project.id, fields(cover))) {
        const res = await call(method, url, body, token);
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body.errors).toEqual([MSG.unauthorized]);
      }
      expect((await upload(ctx.app, '/api/projects/uploadCover/cover', token)).status).toBe(401);
    }
    expect(await projectRow(project.id)).toEqual(before);
  });

  it('checks token and role before the body: a bad body still gets 401 or 403', async () => {
    const contractor = await registerAs(ctx, 'contractor');
    for (const [token, status] of [
      [undefined, 401],
      [contractor.token, 403],
    ] as const) {
      for (const [method, url] of calls(project.id, {})) {
        if (method === 'GET') continue;
        const res = await call(method, url, { name: 42, status: 'nonsense' }, token);
        expect(res.status, `${method} ${url}`).toBe(status);
      }
    }
  });
});
