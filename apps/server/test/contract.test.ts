/**
 * The contract test: the whole story of both specs walked through their call tables only, with the
 * spec's paths, methods, payload names and answer fields.
 *
 * - Every call goes through `api()`, which fails on a call that is not a row of ROWS (copied from
 *   the spec), plus `GET {button_link}` of a notification and `GET {file}` of a document path the
 *   server has answered. At the end every row must have been called by the side the row belongs to.
 * - Every answer's status must be declared in its route's schema: the test app checks that for
 *   every server test (helpers.ts, checkDeclaredStatuses).
 */
import type {
  Case,
  Contractor,
  ContractorDetail,
  Notification,
  Project,
  Tender,
  TenderRequest,
  User,
} from '@podryad/domain';
import { LEGAL_VERSIONS } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import {
  type FilePart,
  PASSWORD,
  PNG_1X1,
  multipartBody,
  uniqueContacts,
  useTestApp,
} from './helpers';

const ctx = useTestApp();

// ---------------------------------------------------------------------------------------------
// The spec's call tables
// ---------------------------------------------------------------------------------------------

/** Whose screen makes the call: a row of a client table is covered only by a client's call. */
type Side = 'client' | 'contractor' | 'any';
/** 'none': the spec says the call carries no token; 'either': downloads try without one first. */
type TokenRule = 'bearer' | 'none' | 'either';
type Row = { table: string; method: string; path: string; side: Side; token: TokenRule };

const row = (table: string, call: string, side: Side = 'any', token: TokenRule = 'bearer'): Row => {
  const [method, path] = call.split(' ') as [string, string];
  return { table, method, path, side, token };
};

const S000 = 'spec 000 §7';
const S71 = 'spec 001 §7.1';
const S72 = 'spec 001 §7.2';
const S73 = 'spec 001 §7.3';

/** Placeholders of the two rows whose path is whatever the server gave. */
const BUTTON_LINK = '{button_link}';
const FILE = '{file}';

const ROWS: Row[] = [
  // The client side's calls. Sign-in and registration carry no token; the profile call does.
  row(S000, 'POST /auth/login', 'any', 'none'),
  row(S000, 'POST /register/phone/request-code', 'any', 'none'),
  row(S000, 'POST /register/phone/verify', 'any', 'none'),
  row(S000, 'POST /register/phone/reset/{uuid}', 'any', 'none'),
  row(S000, 'POST /register/email/request-code', 'any', 'none'),
  row(S000, 'POST /register/email/verify', 'any', 'none'),
  row(S000, 'POST /register/email/reset/{uuid}', 'any', 'none'),
  row(S000, 'POST /register/finalize', 'any', 'none'),
  row(S000, 'POST /register/profile'),
  row(S000, 'GET /user/profile'),
  row(S000, 'PUT /user/profile'),
  row(S000, 'POST /password/forgot', 'any', 'none'),
  row(S000, 'POST /password/verify-code', 'any', 'none'),
  row(S000, 'POST /password/reset', 'any', 'none'),
  row(S000, 'GET /user/notifications', 'client'),
  row(S000, `GET ${BUTTON_LINK}`, 'client'),
  row(S000, 'GET /tenders', 'client'),
  row(S000, 'GET /tenders/{id}', 'client'),
  row(S000, 'POST /tenders', 'client'),
  row(S000, 'PATCH /tenders/{id}', 'client'),
  row(S000, 'DELETE /tenders/{id}', 'client'),
  row(S000, 'POST /tenders/uploadFile', 'client'),
  row(S000, 'GET /projects', 'client'),
  row(S000, 'GET /request', 'client'),
  row(S000, 'POST /request/{tenderId}', 'client'),
  row(S000, 'POST /request/accept/{requestId}', 'client'),
  row(S000, 'POST /request/reject/{requestId}', 'client'),
  row(S000, 'GET /contractors', 'client'),
  row(S000, 'GET /contractors/{id}', 'client'),
  row(S000, 'GET /cases/{id}', 'client'),
  // Files by GET, first without a token, again with it on 401/403.
  row(S000, `GET ${FILE}`, 'any', 'either'),

  // The client cabinet's calls
  row(S71, 'POST /user/phone/confirm/request', 'client'),
  row(S71, 'POST /user/phone/confirm', 'client'),
  row(S71, 'POST /user/phone/change/request', 'client'),
  row(S71, 'POST /user/phone/change/verify', 'client'),
  row(S71, 'POST /user/email/confirm/request', 'client'),
  row(S71, 'POST /user/email/confirm', 'client'),
  row(S71, 'POST /user/email/change/request', 'client'),
  row(S71, 'POST /user/email/change/verify', 'client'),
  row(S71, 'PUT /user/profile', 'client'),
  row(S71, 'PATCH /user/profile', 'client'),
  row(S71, 'POST /user/upload/avatar', 'client'),
  row(S71, 'POST /user/password', 'client'),
  row(S71, 'POST /password/forgot', 'client', 'none'),
  row(S71, 'POST /password/verify-code', 'client', 'none'),
  row(S71, 'POST /password/reset', 'client', 'none'),

  // The client projects' calls
  row(S72, 'GET /projects', 'client'),
  row(S72, 'GET /projects/{id}', 'client'),
  row(S72, 'POST /projects', 'client'),
  row(S72, 'PATCH /projects/{id}', 'client'),
  row(S72, 'PATCH /projects/{id}/status', 'client'),
  row(S72, 'POST /projects/uploadCover/cover', 'client'),

  // The contractor side's calls (the case gallery upload has no path in the spec, so no row)
  row(S73, 'GET /cases', 'contractor'),
  row(S73, 'GET /cases/{id}', 'contractor'),
  row(S73, 'POST /cases', 'contractor'),
  row(S73, 'PATCH /cases/{id}', 'contractor'),
  row(S73, 'POST /cases/upload-cover', 'contractor'),
  row(S73, 'PUT /user/profile', 'contractor'),
  row(S73, 'GET /user/profile', 'contractor'),
  row(S73, 'PATCH /user/profile/tender-settings', 'contractor'),
  row(S73, 'POST /user/password', 'contractor'),
  row(S73, 'GET /tenders/list', 'contractor'),
  row(S73, 'GET /tenders/{id}', 'contractor'),
  row(S73, 'POST /request/uploadFile', 'contractor'),
  row(S73, 'POST /request/{tenderId}', 'contractor'),
  row(S73, 'GET /request', 'contractor'),
  row(S73, 'POST /request/accept/{requestId}', 'contractor'),
  row(S73, 'POST /request/reject/{requestId}', 'contractor'),
];

const rowName = (r: Row) => `${r.table}: ${r.method} ${r.path} (${r.side})`;

/** A spec path as a pattern of our URLs: ids are numbers, the registration session a uuid. */
const rowPattern = (path: string) =>
  new RegExp(
    `^/api${path
      .replace(/\{uuid\}/g, '[0-9a-f-]{36}')
      .replace(/\{[A-Za-z]+\}/g, '[0-9]+')
      .replace(/\//g, '\\/')}$`,
  );
const ROW_PATTERNS = new Map(ROWS.map((r) => [r, rowPattern(r.path)]));

// ---------------------------------------------------------------------------------------------
// The guarded client
// ---------------------------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who calls: the side whose screen makes the call, and its token if it has one. */
type Who = { type: Side; token?: string };
type Body = Record<string, unknown> & { errors?: string[] };
type Answer<T> = {
  method: Method;
  url: string;
  status: number;
  body: T;
  headers: Record<string, unknown>;
  bytes: Buffer;
};

/** What the server has handed out that the spec lets the client GET as it is. */
const buttonLinks = new Set<string>();
const filePaths = new Set<string>();
const covered = new Set<Row>();

/** Collects the notification links and document paths of an answer. */
function harvest(value: unknown, key = '') {
  if (typeof value === 'string') {
    if (key === 'button_link') buttonLinks.add(value);
    if (value.startsWith('/storage/docs/')) filePaths.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) harvest(item, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) harvest(v, k);
  }
}

/** The spec rows a call is: by method and path, or a link or file the server has given. */
function rowsOf(method: Method, url: string): Row[] {
  const path = url.split('?')[0]!;
  return ROWS.filter((r) => {
    if (r.method !== method) return false;
    if (r.path === BUTTON_LINK) return buttonLinks.has(path);
    if (r.path === FILE) return filePaths.has(path);
    return ROW_PATTERNS.get(r)!.test(path);
  });
}

async function send<T>(
  who: Who,
  method: Method,
  url: string,
  options: { payload?: unknown; contentType?: string; withoutToken?: boolean } = {},
): Promise<Answer<T>> {
  const rows = rowsOf(method, url);
  if (rows.length === 0) expect.fail(`${method} ${url} is not a call of the spec's tables`);
  const token = options.withoutToken ? undefined : who.token;
  if (token && rows.every((r) => r.token === 'none')) {
    expect.fail(`${method} ${url}: the spec sends this call without a token`);
  }
  if (!token && rows.every((r) => r.token === 'bearer')) {
    expect.fail(`${method} ${url}: the spec sends this call with the bearer token`);
  }
  const response = await ctx.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as Record<string, unknown> | Buffer }),
  });
  for (const r of rows) if (r.side === 'any' || r.side === who.type) covered.add(r);

  const isJson = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
  const body = (isJson ? response.json() : {}) as T;
  if (isJson) harvest(body);
  return {
    method,
    url,
    status: response.statusCode,
    body,
    headers: response.headers,
    bytes: response.rawPayload,
  };
}

/** A JSON call (or one with no body at all when `payload` is left out). */
const api = <T = Body>(who: Who, method: Method, url: string, payload?: unknown) =>
  send<T>(who, method, url, payload === undefined ? {} : { payload });

/** A multipart upload with the one field the spec names: `file`. */
function uploadAs<T = { path: string }>(who: Who, url: string, file: FilePart) {
  const { payload, contentType } = multipartBody([{ ...file, field: 'file' }]);
  return send<T>(who, 'POST', url, { payload, contentType });
}

/** The answer is a success (any 2xx), else the test fails showing what the server said. */
function ok<T>(answer: Answer<T>): Answer<T> {
  const success = answer.status >= 200 && answer.status < 300;
  expect(
    success,
    `${answer.method} ${answer.url} answered ${answer.status} ${JSON.stringify(answer.body)}`,
  ).toBe(true);
  return answer;
}

/** A file by GET, first without the token, again with it after a 401 or 403. */
async function download(who: Who, path: string) {
  const anonymous = await send(who, 'GET', path, { withoutToken: true });
  expect([401, 403]).toContain(anonymous.status);
  return ok(await send(who, 'GET', path));
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` if given, else `filename`. */
function dispositionName(header: unknown) {
  const value = String(header ?? '');
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(value);
  if (extended) return decodeURIComponent(extended[1]!);
  return /filename="([^"]*)"/i.exec(value)?.[1];
}

// ---------------------------------------------------------------------------------------------
// The story's data
// ---------------------------------------------------------------------------------------------

const png = (filename: string): FilePart => ({
  filename,
  contentType: 'image/png',
  content: PNG_1X1,
});
const pdf = (filename: string, text: string): FilePart => ({
  filename,
  contentType: 'application/pdf',
  content: Buffer.from(`%PDF-1.4\n% ${text}\n`),
});

/** The client form of /filing, with the client profile's fields. */
const CLIENT_FILING = {
  name: 'Анна',
  surname: 'Смирнова',
  date_of_birth: '1988-02-29',
  location: 'Новосибирск',
};
/** PUT /user/profile of a client from its cabinet. */
const clientCabinet = (phone: string) => ({
  name: 'Анна',
  surname: 'Смирнова-Орлова',
  date_of_birth: '1988-03-01',
  location: 'Санкт-Петербург',
  description: 'Строю дом для семьи',
  vk: 'vk.com/anna',
  telegram: '@anna_builds',
  whatsapp: '+79130000001',
  phone,
});
/** The contractor form of /filing, with the contractor profile's fields. */
const CONTRACTOR_FILING = {
  full_legal_name: 'Общество с ограниченной ответственностью «Кровля и фасад»',
  short_name: 'ООО «КиФ»',
  region: 'Казань',
  legal_address: 'г. Казань, ул. Баумана, 1',
  actual_address: 'г. Казань, ул. Пушкина, 2',
  year_founded: '2012',
  inn: '1655012344',
};
/** PUT /user/profile of a contractor from its cabinet. */
const contractorCabinet = (phone: string) => ({
  full_legal_name: 'Общество с ограниченной ответственностью «Кровля и фасад плюс»',
  short_name: 'ООО «КиФ+»',
  region: 'Казань',
  legal_address: 'г. Казань, ул. Баумана, 3',
  actual_address: 'г. Казань, ул. Пушкина, 4',
  year_founded: '2013',
  inn: '165501234514',
  vk: 'vk.com/kif',
  telegram: '@kif_roof',
  whatsapp: '+79130000002',
  phone,
});

/** POST /projects and PATCH /projects/{id}. */
const projectFields = (cover: string) => ({
  name: 'Дом у озера',
  address: 'г. Новосибирск, ул. Ленина, 1',
  description: 'Двухэтажный дом из клеёного бруса',
  latitude: 55.0302,
  longitude: 82.9204,
  phone: '+79131234567',
  email: 'dom@example.ru',
  vk: 'vk.com/dom',
  telegram: '@dom_u_ozera',
  whatsapp_status: '+79131234567',
  cover_path: cover,
});

/** The tender write payload; the type is derived from stage and complex structure. */
const tenderPayload = (
  projectId: number | string,
  images: string[],
  docs: string[],
  extra: Record<string, unknown> = {},
) => ({
  tender_name: 'Кровля дома',
  address: 'г. Новосибирск, ул. Ленина, 1',
  latitude: 55.0302,
  longitude: 82.9204,
  description: 'Монтаж кровли из металлочерепицы, 180 м²',
  projectId,
  start_date: '2031-04-01',
  end_date: '2031-06-30',
  stage: 'construction',
  complex_structure: false,
  images_paths: images,
  docs_paths: docs,
  type: 'construction',
  ...extra,
});

/** The case payload of POST /cases and PATCH /cases/{id}. */
const casePayload = (cover: string, images: string[], extra: Record<string, unknown> = {}) => ({
  project_name: 'Кровля школы №5',
  services: 'Строительство',
  start_date: '2023-05-01',
  end_date: '2024-08-31',
  address: 'г. Казань, ул. Декабристов, 10',
  latitude: 55.8304,
  longitude: 49.0661,
  description: 'Замена кровли 1200 м²',
  cover,
  object_images: images,
  ...extra,
});

type Account = Who & {
  type: 'client' | 'contractor';
  token: string;
  phone: string;
  email: string;
  password: string;
  id: number;
};

/** What the story carries from one step to the next. */
const s = {} as {
  client: Account;
  contractor: Account;
  projectId: number;
  tenderA: Tender;
  tenderB: Tender;
  tenderC: Tender;
  tenderDoc: string;
  requestDoc: string;
  caseId: number;
  requestA: TenderRequest;
  requestB: TenderRequest;
  requestC: TenderRequest;
};

const anyone: Who = { type: 'any' };
const STEP_TIMEOUT = 60_000;

/** The five registration steps, both "Изменить" resets, then the profile. */
async function registerThroughSpec(
  type: 'client' | 'contractor',
  filing: Record<string, unknown>,
): Promise<Account> {
  const { phone, email } = uniqueContacts();

  // The phone step; the number is mistyped first and changed on the code screen.
  const typo = ok(
    await api<{ uuid: string; code?: string }>(anyone, 'POST', '/api/register/phone/request-code', {
      phone: uniqueContacts().phone,
    }),
  );
  expect(typo.body.uuid).toEqual(expect.any(String));
  ok(await api(anyone, 'POST', `/api/register/phone/reset/${typo.body.uuid}`));
  // The reset session is gone.
  const stale = await api(anyone, 'POST', '/api/register/phone/verify', {
    uuid: typo.body.uuid,
    code: typo.body.code,
  });
  expect(stale.status).toBeGreaterThanOrEqual(400);

  const phoneStep = ok(
    await api<{ uuid: string; code?: string }>(anyone, 'POST', '/api/register/phone/request-code', {
      phone,
    }),
  );
  const { uuid } = phoneStep.body;
  expect(uuid).toEqual(expect.any(String));
  // The answer has the code (outside production, docs/api.md).
  expect(phoneStep.body.code).toMatch(/^\d{6}$/);
  ok(await api(anyone, 'POST', '/api/register/phone/verify', { uuid, code: phoneStep.body.code }));

  // The e-mail step; the address is mistyped first and changed on the code screen.
  const wrongEmail = uniqueContacts().email;
  ok(await api(anyone, 'POST', '/api/register/email/request-code', { uuid, email: wrongEmail }));
  ok(await api(anyone, 'POST', `/api/register/email/reset/${uuid}`));
  ok(await api(anyone, 'POST', '/api/register/email/request-code', { uuid, email }));
  // "result: not shown": the code is read from the letter.
  ok(
    await api(anyone, 'POST', '/api/register/email/verify', {
      uuid,
      code: ctx.outbox.lastCodeTo(email),
    }),
  );

  const done = ok(
    await api<{ token: string; user: User }>(anyone, 'POST', '/api/register/finalize', {
      uuid,
      password: PASSWORD,
      password_repeat: PASSWORD,
    }),
  );
  expect(done.body.token).toEqual(expect.any(String));
  expect(done.body.user).toMatchObject({ email, phone, type: null });

  const me: Who = { type: 'any', token: done.body.token };
  ok(await api(me, 'POST', '/api/register/profile', { type, ...filing }));
  // "profile is refetched afterwards"
  const profile = ok(await api<{ user: User }>(me, 'GET', '/api/user/profile'));
  expect(profile.body.user).toMatchObject({
    type,
    email,
    phone,
    profile: filing.name ? { name: filing.name } : { short_name: filing.short_name },
  });

  // The one call beyond the tables: showing a person's contacts to other users needs a consent to
  // their distribution of its own (152-ФЗ ст. 10.1), which the spec's registration never asks. A
  // client of the tables alone works throughout, with the contacts hidden from others ('' and null).
  const consent = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/consents',
    headers: { authorization: `Bearer ${done.body.token}` },
    payload: { document: 'distribution', version: LEGAL_VERSIONS.distribution },
  });
  expect(consent.statusCode, consent.body).toBe(200);

  return {
    type,
    token: done.body.token,
    phone,
    email,
    password: PASSWORD,
    id: profile.body.user.id,
  };
}

/** POST /auth/login answers token and user{email, phone, type, profile}. */
async function login(account: Account, loginValue: string, password = account.password) {
  const res = ok(
    await api<{ token: string; user: User }>(anyone, 'POST', '/api/auth/login', {
      login: loginValue,
      password,
    }),
  );
  expect(res.body.token).toEqual(expect.any(String));
  expect(res.body.user).toMatchObject({
    email: account.email,
    phone: account.phone,
    type: account.type,
    profile: expect.any(Object),
  });
  account.token = res.body.token;
}

const profileOf = async (who: Who) =>
  ok(await api<{ user: User }>(who, 'GET', '/api/user/profile')).body.user;

/** The fields a tender is read with, by the client and by the contractor. */
const TENDER_FIELDS = [
  'id',
  'tender_name',
  'project',
  'project_name',
  'services',
  'images',
  'start_date',
  'end_date',
  'stage',
  'complex_structure',
  'address',
  'latitude',
  'longitude',
  'description',
  'documents',
  'created_at',
  'requests',
  'status',
  'user',
];

/** The fields of a request. */
function expectRequestShape(request: TenderRequest) {
  expect(request).toMatchObject({
    id: expect.any(Number),
    status: { code: expect.any(String), label: expect.any(String) },
    user: {
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      profile: expect.objectContaining({
        short_name: expect.anything(),
        full_legal_name: expect.anything(),
      }),
    },
    tender: { id: expect.any(Number) },
    documents: expect.any(Array),
  });
  for (const key of ['comment', 'reject_reason', 'is_new', 'avatar', 'logo']) {
    const holder = key === 'avatar' || key === 'logo' ? request.user.profile : request;
    expect(holder, key).toHaveProperty(key);
  }
}

/** The fields of a notification; its link names the tender as /api/tenders/{id}. */
function expectNotificationShape(n: Notification) {
  for (const key of [
    'id',
    'title',
    'text',
    'link',
    'button_text',
    'button_link',
    'date',
    'avatar',
    'is_new',
    'comment',
    'status',
    'documents',
    'user',
  ]) {
    expect(n, key).toHaveProperty(key);
  }
}

const notificationsOf = async (who: Who) =>
  ok(await api<{ notifications: Notification[] }>(who, 'GET', '/api/user/notifications')).body
    .notifications;

/** The notification about the tender whose link is /api/tenders/{tenderId}, newest first. */
const aboutTender = (list: Notification[], tenderId: number, statusCode: string) =>
  list.find(
    (n) =>
      /\/api\/tenders\/(\d+)/.exec(n.link ?? '')?.[1] === String(tenderId) &&
      n.status?.code === statusCode,
  );

// ---------------------------------------------------------------------------------------------
// The story
// ---------------------------------------------------------------------------------------------

describe('the spec call tables, walked as one story', () => {
  it('the guard refuses calls outside the tables and calls with the wrong token use', async () => {
    const someone: Who = { type: 'client', token: 'not-a-token' };
    // Calls the server has but the spec does not name.
    await expect(api(someone, 'POST', '/api/auth/logout')).rejects.toThrow(/not a call of/);
    await expect(uploadAs(someone, '/api/tenders/uploadImage', png('a.png'))).rejects.toThrow(
      /not a call of/,
    );
    await expect(api(someone, 'GET', '/api/request/1')).rejects.toThrow(/not a call of/);
    // The spec's sign-in carries no token; its tender list carries one.
    await expect(
      api(someone, 'POST', '/api/auth/login', { login: 'a@b.ru', password: 'x' }),
    ).rejects.toThrow(/without a token/);
    await expect(api(anyone, 'GET', '/api/tenders')).rejects.toThrow(/with the bearer token/);
    expect(covered.size).toBe(0);
  });

  it(
    'registers a client and a contractor through the five steps, resets included, and files their profiles',
    async () => {
      s.client = await registerThroughSpec('client', CLIENT_FILING);
      s.contractor = await registerThroughSpec('contractor', CONTRACTOR_FILING);
    },
    STEP_TIMEOUT,
  );

  it(
    'signs both in with POST /auth/login, by e-mail and by phone',
    async () => {
      await login(s.client, s.client.email);
      await login(s.contractor, s.contractor.phone);
    },
    STEP_TIMEOUT,
  );

  it(
    'the client cabinet: profile, avatar, phone and e-mail change, password change and recovery',
    async () => {
      const { client } = s;

      // PUT /user/profile with the cabinet's fields; the answer's user.profile replaces it.
      const body = clientCabinet(client.phone);
      const put = ok(await api<{ user: User }>(client, 'PUT', '/api/user/profile', body));
      const { phone: _phone, ...profileFields } = body;
      expect(put.body.user.profile).toMatchObject(profileFields);

      // Avatar: upload, then PATCH /user/profile {avatar}; "answer not shown": GET shows it.
      const avatar = ok(await uploadAs(client, '/api/user/upload/avatar', png('Я.png')));
      expect(avatar.body.path).toEqual(expect.any(String));
      ok(await api(client, 'PATCH', '/api/user/profile', { avatar: avatar.body.path }));
      expect((await profileOf(client)).profile).toMatchObject({ avatar: avatar.body.path });

      // Phone: confirm the current one (the code is in the answer), then change it.
      const confirmRequest = ok(
        await api<{ code?: string }>(client, 'POST', '/api/user/phone/confirm/request'),
      );
      expect(confirmRequest.body.code).toMatch(/^\d{6}$/);
      const confirmed = ok(
        await api<{ message: string }>(client, 'POST', '/api/user/phone/confirm', {
          new_phone: client.phone,
          code: confirmRequest.body.code,
        }),
      );
      expect(confirmed.body.message).toEqual(expect.any(String));
      const newPhone = uniqueContacts().phone;
      const changeRequest = ok(
        await api<{ code?: string }>(client, 'POST', '/api/user/phone/change/request', {
          new_phone: newPhone,
        }),
      );
      expect(changeRequest.body.code).toMatch(/^\d{6}$/);
      ok(
        await api(client, 'POST', '/api/user/phone/change/verify', {
          new_phone: newPhone,
          code: changeRequest.body.code,
        }),
      );
      client.phone = newPhone;
      expect((await profileOf(client)).phone).toBe(newPhone);

      // E-mail: "answer not shown" on every step, so the codes are read from the letters.
      ok(await api(client, 'POST', '/api/user/email/confirm/request'));
      ok(
        await api(client, 'POST', '/api/user/email/confirm', {
          code: ctx.outbox.lastCodeTo(client.email),
        }),
      );
      const newEmail = uniqueContacts().email;
      ok(await api(client, 'POST', '/api/user/email/change/request', { new_email: newEmail }));
      ok(
        await api(client, 'POST', '/api/user/email/change/verify', {
          new_email: newEmail,
          code: ctx.outbox.lastCodeTo(newEmail),
        }),
      );
      client.email = newEmail;
      expect((await profileOf(client)).email).toBe(newEmail);

      // Password change; the new one signs in.
      const changed = ok(
        await api(client, 'POST', '/api/user/password', {
          current_password: client.password,
          new_password: 'novyParol1',
          new_password_confirmation: 'novyParol1',
        }),
      );
      expect(changed.status).toBe(200);
      client.password = 'novyParol1';
      await login(client, client.phone);

      // Recovery from the safety tab ("the code from the e-mail"), no token on any of the three.
      const recovering: Who = { type: 'client' };
      const forgot = ok(
        await api<{ channel: string }>(recovering, 'POST', '/api/password/forgot', {
          login: client.email,
        }),
      );
      expect(forgot.body.channel).toBe('email');
      const code = ctx.outbox.lastCodeTo(client.email);
      ok(await api(recovering, 'POST', '/api/password/verify-code', { login: client.email, code }));
      ok(
        await api(recovering, 'POST', '/api/password/reset', {
          login: client.email,
          code,
          password: 'vosstanovlen2',
          password_confirmation: 'vosstanovlen2',
        }),
      );
      // "answer not shown": the new password signs in (and the old sessions are over).
      const oldToken = client.token;
      client.password = 'vosstanovlen2';
      await login(client, client.email);
      expect(
        (await api({ type: 'client', token: oldToken }, 'GET', '/api/user/profile')).status,
      ).toBe(401);
    },
    STEP_TIMEOUT,
  );

  it(
    'the contractor cabinet: company data, tender settings, password change and recovery by phone',
    async () => {
      const { contractor } = s;

      const body = contractorCabinet(contractor.phone);
      const put = ok(await api<{ user: User }>(contractor, 'PUT', '/api/user/profile', body));
      expect(put.body.user.profile).toMatchObject({
        full_legal_name: body.full_legal_name,
        short_name: body.short_name,
        region: body.region,
        legal_address: body.legal_address,
        actual_address: body.actual_address,
        inn: body.inn,
        vk: body.vk,
        telegram: body.telegram,
        whatsapp: body.whatsapp,
      });
      expect(String((put.body.user.profile as { year_founded: unknown }).year_founded)).toBe(
        body.year_founded,
      );

      // Settings: "profile is reloaded afterwards; answer body not shown".
      ok(
        await api(contractor, 'PATCH', '/api/user/profile/tender-settings', {
          region: 'г. Казань',
          participates_in_tenders: true,
          type_of_works: ['construction'],
        }),
      );
      expect((await profileOf(contractor)).profile).toMatchObject({
        region: 'г. Казань',
        participates_in_tenders: true,
        type_of_works: ['construction'],
      });

      ok(
        await api(contractor, 'POST', '/api/user/password', {
          current_password: contractor.password,
          new_password: 'podryad2024',
          new_password_confirmation: 'podryad2024',
        }),
      );
      contractor.password = 'podryad2024';
      await login(contractor, contractor.email);

      // Recovery by phone: the channel and the code come in the answer.
      const recovering: Who = { type: 'contractor' };
      const forgot = ok(
        await api<{ channel: string; code?: string }>(recovering, 'POST', '/api/password/forgot', {
          login: contractor.phone,
        }),
      );
      expect(forgot.body).toMatchObject({
        channel: 'phone',
        code: expect.stringMatching(/^\d{6}$/),
      });
      const code = forgot.body.code!;
      ok(
        await api(recovering, 'POST', '/api/password/verify-code', {
          login: contractor.phone,
          code,
        }),
      );
      ok(
        await api(recovering, 'POST', '/api/password/reset', {
          login: contractor.phone,
          code,
          password: 'krysha2025',
          password_confirmation: 'krysha2025',
        }),
      );
      contractor.password = 'krysha2025';
      await login(contractor, contractor.phone);
    },
    STEP_TIMEOUT,
  );

  it(
    'the client creates a project with a cover, edits it, removes the cover and changes its status',
    async () => {
      const { client } = s;
      const cover = ok(await uploadAs(client, '/api/projects/uploadCover/cover', png('Дом.png')));
      expect(cover.body.path).toEqual(expect.any(String));

      const created = ok(
        await api<{ id: number }>(client, 'POST', '/api/projects', {
          ...projectFields(cover.body.path),
          status: 'in_process',
        }),
      );
      expect(created.body.id).toEqual(expect.any(Number));
      s.projectId = created.body.id;

      const list = ok(await api<{ projects: Project[] }>(client, 'GET', '/api/projects'));
      expect(list.body.projects).toContainEqual(
        expect.objectContaining({ id: s.projectId, name: 'Дом у озера' }),
      );
      const one = ok(
        await api<{ project: Project }>(client, 'GET', `/api/projects/${s.projectId}`),
      );
      expect(one.body.project).toMatchObject({
        ...projectFields(cover.body.path),
        id: s.projectId,
        image: cover.body.path,
        status: 'in_process',
      });

      // The full fields with a new cover; "answer not shown": GET shows them.
      const newCover = ok(
        await uploadAs(client, '/api/projects/uploadCover/cover', png('Дом-2.png')),
      );
      const edited = { ...projectFields(newCover.body.path), name: 'Дом у озера, 2 очередь' };
      ok(await api(client, 'PATCH', `/api/projects/${s.projectId}`, edited));
      const afterEdit = ok(
        await api<{ project: Project }>(client, 'GET', `/api/projects/${s.projectId}`),
      );
      expect(afterEdit.body.project).toMatchObject(edited);

      // "to remove the image: cover_path and image with empty values"
      ok(
        await api(client, 'PATCH', `/api/projects/${s.projectId}`, {
          ...edited,
          cover_path: '',
          image: '',
        }),
      );
      const afterRemoval = ok(
        await api<{ project: Project }>(client, 'GET', `/api/projects/${s.projectId}`),
      );
      expect(afterRemoval.body.project.cover_path ?? '').toBe('');
      expect(afterRemoval.body.project.image ?? '').toBe('');

      ok(
        await api(client, 'PATCH', `/api/projects/${s.projectId}/status`, {
          status: 'pending_approval',
        }),
      );
      const afterStatus = ok(
        await api<{ project: Project }>(client, 'GET', `/api/projects/${s.projectId}`),
      );
      expect(afterStatus.body.project.status).toBe('pending_approval');
    },
    STEP_TIMEOUT,
  );

  it(
    'the contractor keeps a case: cover and gallery uploads, creation, full edit, its list and page',
    async () => {
      const { contractor } = s;
      const upload = async (name: string) => {
        const res = ok(await uploadAs(contractor, '/api/cases/upload-cover', png(name)));
        expect(res.body.path).toEqual(expect.any(String));
        return res.body.path;
      };
      const cover = await upload('Обложка.png');
      // The gallery's upload call is "not shown" in the spec: the cover's is used for it too.
      const gallery = [await upload('Фото-1.png'), await upload('Фото-2.png')];

      const created = ok(
        await api<{ id: number }>(contractor, 'POST', '/api/cases', casePayload(cover, gallery)),
      );
      expect(created.body.id).toEqual(expect.any(Number));
      s.caseId = created.body.id;

      const edited = casePayload(cover, [gallery[1]!], {
        project_name: 'Кровля школы №5 и спортзала',
        services: 'Ремонт',
        end_date: '2024-10-15',
      });
      ok(await api(contractor, 'PATCH', `/api/cases/${s.caseId}`, edited));

      const own = ok(await api<{ cases: Case[] }>(contractor, 'GET', '/api/cases'));
      expect(own.body.cases.map((c) => c.id)).toEqual([s.caseId]);
      const one = ok(await api<{ case: Case }>(contractor, 'GET', `/api/cases/${s.caseId}`));
      const { cover: _cover, object_images: _images, ...fields } = edited;
      expect(one.body.case).toMatchObject({ ...fields, id: s.caseId, cover_url: cover });
      expect(one.body.case.images).toEqual([gallery[1]]);
    },
    STEP_TIMEOUT,
  );

  it(
    'the client browses the directory: GET /contractors, a contractor with its cases, a case',
    async () => {
      const { client, contractor } = s;
      const list = ok(await api<{ users: Contractor[] }>(client, 'GET', '/api/contractors'));
      const card = list.body.users.find((u) => u.email === contractor.email);
      expect(card).toMatchObject({
        id: contractor.id,
        name: 'ООО «КиФ+»',
        phone: contractor.phone,
        profile: expect.objectContaining({ short_name: 'ООО «КиФ+»', region: 'г. Казань' }),
      });
      // work_types: strings, or objects with a slug.
      const slugs = card!.work_types.map((t) =>
        typeof t === 'string' ? t : (t as { slug: string }).slug,
      );
      expect(slugs).toEqual(['construction']);

      const detail = ok(
        await api<{ user: ContractorDetail }>(client, 'GET', `/api/contractors/${contractor.id}`),
      );
      expect(detail.body.user).toMatchObject({
        id: contractor.id,
        profile: expect.objectContaining({ inn: '165501234514' }),
      });
      expect(detail.body.user.cases.map((c) => c.id)).toEqual([s.caseId]);

      const one = ok(await api<{ case: Case }>(client, 'GET', `/api/cases/${s.caseId}`));
      expect(one.body.case).toMatchObject({
        id: s.caseId,
        project_name: 'Кровля школы №5 и спортзала',
        services: 'Ремонт',
      });
      for (const key of [
        'cover',
        'images',
        'start_date',
        'end_date',
        'address',
        'latitude',
        'longitude',
        'description',
      ]) {
        expect(one.body.case, key).toHaveProperty(key);
      }
    },
    STEP_TIMEOUT,
  );

  it(
    'the client creates a tender with an image and a document uploaded as files, then edits it three ways',
    async () => {
      const { client } = s;
      const image = ok(await uploadAs(client, '/api/tenders/uploadFile', png('Фасад.png')));
      expect(image.body.path).toEqual(expect.any(String));
      const doc = ok(
        await uploadAs(client, '/api/tenders/uploadFile', pdf('Смета кровли.pdf', 'смета')),
      );
      expect(doc.body.path).toEqual(expect.any(String));
      s.tenderDoc = doc.body.path;

      const created = ok(
        await api<{ id?: number; tender?: { id: number } }>(
          client,
          'POST',
          '/api/tenders',
          tenderPayload(s.projectId, [image.body.path], [s.tenderDoc]),
        ),
      );
      // The answer names the new tender as tender.id or as id.
      const id = created.body.tender?.id ?? created.body.id;
      expect(id).toEqual(expect.any(Number));

      const list = ok(await api<{ tenders: Tender[] }>(client, 'GET', '/api/tenders'));
      expect(list.body.tenders.map((t) => t.id)).toContain(id);
      const read = ok(await api<{ tender: Tender }>(client, 'GET', `/api/tenders/${id}`));
      for (const key of TENDER_FIELDS) expect(read.body.tender, key).toHaveProperty(key);
      expect(read.body.tender).toMatchObject({
        id,
        tender_name: 'Кровля дома',
        project: { id: s.projectId, name: 'Дом у озера, 2 очередь' },
        // The picture may be stored under a path of its own (a public image): any one path.
        images: [expect.stringMatching(/^\//)],
        documents: [s.tenderDoc],
        stage: 'construction',
        complex_structure: false,
      });

      // 1. The full fields, projectId as a number, a second document added.
      const second = ok(
        await uploadAs(client, '/api/tenders/uploadFile', pdf('Чертёж.pdf', 'чертёж')),
      );
      // The edit wizard sends back the images the tender was read with.
      const full = tenderPayload(
        s.projectId,
        read.body.tender.images,
        [s.tenderDoc, second.body.path],
        {
          tender_name: 'Кровля и водосток дома',
          description: 'Монтаж кровли и водосточной системы',
          stage: 'design',
          complex_structure: true,
          type: 'complex_construction',
          end_date: '2031-07-31',
        },
      );
      expect(typeof full.projectId).toBe('number');
      ok(await api(client, 'PATCH', `/api/tenders/${id}`, full));
      let tender = ok(await api<{ tender: Tender }>(client, 'GET', `/api/tenders/${id}`)).body
        .tender;
      expect(tender).toMatchObject({
        tender_name: 'Кровля и водосток дома',
        stage: 'design',
        complex_structure: true,
        end_date: '2031-07-31',
        documents: [s.tenderDoc, second.body.path],
      });

      // 2. Only the address (the tender page's autosave).
      ok(
        await api(client, 'PATCH', `/api/tenders/${id}`, {
          address: 'г. Новосибирск, ул. Ленина, 3',
        }),
      );
      tender = ok(await api<{ tender: Tender }>(client, 'GET', `/api/tenders/${id}`)).body.tender;
      expect(tender.address).toBe('г. Новосибирск, ул. Ленина, 3');
      expect(tender.tender_name).toBe('Кровля и водосток дома');

      // 3. Only docs_paths, deleting the second document.
      ok(await api(client, 'PATCH', `/api/tenders/${id}`, { docs_paths: [s.tenderDoc] }));
      tender = ok(await api<{ tender: Tender }>(client, 'GET', `/api/tenders/${id}`)).body.tender;
      expect(tender.documents).toEqual([s.tenderDoc]);
      expect(tender.address).toBe('г. Новосибирск, ул. Ленина, 3');
      s.tenderA = tender;
    },
    STEP_TIMEOUT,
  );

  it(
    'the client invites the contractor to two tenders with the default payload',
    async () => {
      const { client, contractor } = s;
      const image = ok(await uploadAs(client, '/api/tenders/uploadFile', png('Склад.png')));
      const created = ok(
        await api<{ id?: number; tender?: Tender }>(
          client,
          'POST',
          '/api/tenders',
          tenderPayload(s.projectId, [image.body.path], [], { tender_name: 'Фасад склада' }),
        ),
      );
      const idB = created.body.tender?.id ?? created.body.id!;
      s.tenderB = ok(
        await api<{ tender: Tender }>(client, 'GET', `/api/tenders/${idB}`),
      ).body.tender;

      for (const tender of [s.tenderA, s.tenderB]) {
        const invited = ok(
          await api<{ request?: TenderRequest }>(client, 'POST', `/api/request/${tender.id}`, {
            docs_paths: [],
            comment: '-',
            user_id: contractor.id,
          }),
        );
        expect(invited.status).toBe(200);
      }
      const requests = ok(await api<{ requests: TenderRequest[] }>(client, 'GET', '/api/request'))
        .body.requests;
      expect(requests.map((r) => r.tender.id).sort()).toEqual([s.tenderA.id, s.tenderB.id].sort());
      for (const r of requests) expectRequestShape(r);
    },
    STEP_TIMEOUT,
  );

  it(
    'the contractor reads the invitations, accepts one with a comment and a file and rejects the other',
    async () => {
      const { contractor } = s;

      const notifications = await notificationsOf(contractor);
      const invitation = aboutTender(notifications, s.tenderA.id, 'offered');
      expect(invitation, JSON.stringify(notifications)).toBeDefined();
      expectNotificationShape(invitation!);
      expect(invitation!.text).toContain('«');
      // The button's link is server-relative; the contractor follows it as it is.
      expect(invitation!.button_link).toMatch(/^\/api\//);
      const details = ok(
        await api<{ request: TenderRequest }>(contractor, 'GET', invitation!.button_link!),
      );
      expect(details.body.request.tender.id).toBe(s.tenderA.id);

      const requests = ok(
        await api<{ requests: TenderRequest[] }>(contractor, 'GET', '/api/request'),
      ).body.requests;
      for (const r of requests) expectRequestShape(r);
      s.requestA = requests.find((r) => r.tender.id === s.tenderA.id)!;
      s.requestB = requests.find((r) => r.tender.id === s.tenderB.id)!;
      expect(s.requestA.status.code).toBe('offered');
      expect(s.requestB.status.code).toBe('offered');

      // The contractor's tender view, with the client's contacts.
      const tender = ok(
        await api<{ tender: Tender }>(contractor, 'GET', `/api/tenders/${s.tenderA.id}`),
      ).body.tender;
      for (const key of TENDER_FIELDS) expect(tender, key).toHaveProperty(key);
      expect(tender.user).toMatchObject({
        name: 'Анна',
        surname: 'Смирнова-Орлова',
        phone: s.client.phone,
        email: s.client.email,
        profile: expect.objectContaining({ vk: 'vk.com/anna', location: 'Санкт-Петербург' }),
      });
      expect(tender.user.profile).toHaveProperty('avatar');

      const file = ok(
        await uploadAs(
          contractor,
          '/api/request/uploadFile',
          pdf('Коммерческое предложение.pdf', 'кп'),
        ),
      );
      expect(file.body.path).toEqual(expect.any(String));
      s.requestDoc = file.body.path;
      const accepted = ok(
        await api<{ request: TenderRequest }>(
          contractor,
          'POST',
          `/api/request/accept/${s.requestA.id}`,
          { comment: 'Готовы начать в апреле', docs_paths: [s.requestDoc] },
        ),
      );
      // The answer is the updated request.
      expect(accepted.body.request).toMatchObject({
        id: s.requestA.id,
        status: { code: 'accepted_by_contractor' },
        comment: 'Готовы начать в апреле',
        documents: [s.requestDoc],
      });

      const rejected = ok(
        await api<{ request: TenderRequest }>(
          contractor,
          'POST',
          `/api/request/reject/${s.requestB.id}`,
          { reason: 'Сжатые сроки' },
        ),
      );
      expect(rejected.body.request).toMatchObject({
        id: s.requestB.id,
        status: { code: 'declined' },
        reject_reason: 'Сжатые сроки',
      });
    },
    STEP_TIMEOUT,
  );

  it(
    'the contractor finds a third tender in GET /tenders/list and sends an offer with a file',
    async () => {
      const { client, contractor } = s;
      const image = ok(await uploadAs(client, '/api/tenders/uploadFile', png('Кухня.png')));
      const created = ok(
        await api<{ id?: number; tender?: Tender }>(
          client,
          'POST',
          '/api/tenders',
          tenderPayload(s.projectId, [image.body.path], [], {
            tender_name: 'Проект кухни',
            stage: 'design',
            type: 'design',
          }),
        ),
      );
      const idC = created.body.tender?.id ?? created.body.id!;

      const open = ok(await api<{ tenders: Tender[] }>(contractor, 'GET', '/api/tenders/list')).body
        .tenders;
      const found = open.find((t) => t.id === idC);
      expect(found).toMatchObject({
        tender_name: 'Проект кухни',
        images: [expect.stringMatching(/^\//)],
      });
      s.tenderC = ok(
        await api<{ tender: Tender }>(contractor, 'GET', `/api/tenders/${idC}`),
      ).body.tender;

      const file = ok(
        await uploadAs(contractor, '/api/request/uploadFile', pdf('Смета дизайна.pdf', 'дизайн')),
      );
      const offered = ok(
        await api<{ request: TenderRequest }>(contractor, 'POST', `/api/request/${idC}`, {
          comment: 'Сделаем проект за месяц',
          docs_paths: [file.body.path],
        }),
      );
      expect(offered.body.request).toMatchObject({
        tender: { id: idC },
        status: { code: 'waiting' },
        comment: 'Сделаем проект за месяц',
        documents: [file.body.path],
      });
      s.requestC = offered.body.request;
    },
    STEP_TIMEOUT,
  );

  it(
    'the client reads the notifications, follows a button, accepts one answer and rejects another',
    async () => {
      const { client } = s;
      const notifications = await notificationsOf(client);
      for (const n of notifications) expectNotificationShape(n);
      const answer = aboutTender(notifications, s.tenderA.id, 'accepted_by_contractor');
      expect(answer, JSON.stringify(notifications)).toBeDefined();
      expect(answer!.documents).toEqual([s.requestDoc]);
      expect(answer!.comment).toBe('Готовы начать в апреле');
      expect(aboutTender(notifications, s.tenderB.id, 'declined')).toBeDefined();
      const offer = aboutTender(notifications, s.tenderC.id, 'waiting');
      expect(offer).toBeDefined();

      const details = ok(
        await api<{ request: TenderRequest }>(client, 'GET', answer!.button_link!),
      );
      expect(details.body.request).toMatchObject({
        id: s.requestA.id,
        status: { code: 'accepted_by_contractor' },
        documents: [s.requestDoc],
      });

      const requests = ok(await api<{ requests: TenderRequest[] }>(client, 'GET', '/api/request'))
        .body.requests;
      const tenders = ok(await api<{ tenders: Tender[] }>(client, 'GET', '/api/tenders')).body
        .tenders;
      // "each joined to a tender by tender.id"
      for (const r of requests) {
        expectRequestShape(r);
        expect(tenders.map((t) => t.id)).toContain(r.tender.id);
      }
      expect(requests.map((r) => r.id).sort()).toEqual(
        [s.requestA.id, s.requestB.id, s.requestC.id].sort(),
      );

      const accepted = ok(
        await api<{ request: TenderRequest }>(
          client,
          'POST',
          `/api/request/accept/${s.requestA.id}`,
          {
            comment: 'Выбираем вас исполнителем',
            docs_paths: [],
          },
        ),
      );
      expect(accepted.status).toBe(200);
      const rejected = ok(
        await api(client, 'POST', `/api/request/reject/${s.requestC.id}`, {
          reason: 'Неприемлемая стоимость',
        }),
      );
      expect(rejected.status).toBe(200);

      const after = ok(await api<{ requests: TenderRequest[] }>(client, 'GET', '/api/request')).body
        .requests;
      expect(after.find((r) => r.id === s.requestA.id)?.status.code).toBe('accepted');
      expect(after.find((r) => r.id === s.requestC.id)?.status).toMatchObject({
        code: 'rejected',
      });
      expect(after.find((r) => r.id === s.requestC.id)?.reject_reason).toBe(
        'Неприемлемая стоимость',
      );
    },
    STEP_TIMEOUT,
  );

  it(
    'the contractor learns both decisions from its notifications and its requests',
    async () => {
      const { contractor } = s;
      const notifications = await notificationsOf(contractor);
      const chosen = aboutTender(notifications, s.tenderA.id, 'accepted');
      const refused = aboutTender(notifications, s.tenderC.id, 'rejected');
      expect(chosen, JSON.stringify(notifications)).toBeDefined();
      expect(refused).toBeDefined();
      const details = ok(
        await api<{ request: TenderRequest }>(contractor, 'GET', refused!.button_link!),
      );
      expect(details.body.request).toMatchObject({
        id: s.requestC.id,
        status: { code: 'rejected' },
        reject_reason: 'Неприемлемая стоимость',
      });
      const requests = ok(
        await api<{ requests: TenderRequest[] }>(contractor, 'GET', '/api/request'),
      ).body.requests;
      expect(Object.fromEntries(requests.map((r) => [r.id, r.status.code]))).toEqual({
        [s.requestA.id]: 'accepted',
        [s.requestB.id]: 'declined',
        [s.requestC.id]: 'rejected',
      });
    },
    STEP_TIMEOUT,
  );

  it(
    'documents download by their path: without a token refused, with it the bytes and the name',
    async () => {
      const tenderDoc = await download(s.contractor, s.tenderDoc);
      expect(tenderDoc.bytes.toString()).toBe('%PDF-1.4\n% смета\n');
      expect(dispositionName(tenderDoc.headers['content-disposition'])).toBe('Смета кровли.pdf');

      const requestDoc = await download(s.client, s.requestDoc);
      expect(requestDoc.bytes.toString()).toBe('%PDF-1.4\n% кп\n');
      expect(dispositionName(requestDoc.headers['content-disposition'])).toBe(
        'Коммерческое предложение.pdf',
      );
    },
    STEP_TIMEOUT,
  );

  it(
    'the client deletes a tender',
    async () => {
      const { client } = s;
      ok(await api(client, 'DELETE', `/api/tenders/${s.tenderB.id}`));
      const list = ok(await api<{ tenders: Tender[] }>(client, 'GET', '/api/tenders')).body.tenders;
      expect(list.map((t) => t.id).sort()).toEqual([s.tenderA.id, s.tenderC.id].sort());
      expect((await api(client, 'GET', `/api/tenders/${s.tenderB.id}`)).status).toBe(404);
    },
    STEP_TIMEOUT,
  );

  it('called every row of both call tables, each from the side it belongs to', () => {
    const missing = ROWS.filter((r) => !covered.has(r)).map(rowName);
    expect(missing).toEqual([]);
  });
});
