import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { CONSENT_DOCUMENTS } from '@podryad/domain';
import { buildApp, type App, type AppDeps } from '../src/app';
import { currentVersions } from '../src/modules/consents/versions';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type Database } from '../src/db/connect';
import { startDadata } from './dadata-server';
import type { Mail, MailSender } from '../src/delivery/mail';
import type { Sms, SmsSender } from '../src/delivery/sms';
import type { GeoProvider } from '../src/modules/geo/providers';

/** Senders that keep what they were asked to send, so tests can read the codes. */
export class Outbox implements MailSender, SmsSender {
  readonly sent: (Mail | Sms)[] = [];
  async send(message: Mail | Sms) {
    this.sent.push(message);
  }
  lastCodeTo(target: string): string {
    const message = this.sent.findLast((m) => m.to === target);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`no code sent to ${target}`);
    return code;
  }
}

/** A clock the test moves by hand. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped again by close().
 */
async function freshDatabase(
  onQuery?: TestDeps['onQuery'],
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await fs.readFile(template)]) : undefined;
    const database = await connectDatabase({ onQuery, loadDataDir });
    return { database, drop: async () => {} };
  }
  const name = `podryad_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), onQuery });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestContext = {
  app: App;
  database: Database;
  outbox: Outbox;
  clock: TestClock;
  config: Config;
  close: () => Promise<void>;
};

/** What a test may put in place of the configured parts (e.g. a geocoder that fails). */
export type TestDeps = {
  geoProvider?: GeoProvider;
  /** Sees every SQL statement the app runs. */
  onQuery?: (query: string, params: unknown[]) => void;
  /** Sees every route as the app registers it. */
  onRoute?: AppDeps['onRoute'];
  /** Where letters go; none: the outbox below, which keeps them for the test. */
  mail?: AppDeps['mail'];
  /** Where pushes go (a test's own sender); none: the configured one. */
  push?: AppDeps['push'];
  liveHeartbeatMs?: AppDeps['liveHeartbeatMs'];
};

export async function createTestApp(
  env: Record<string, string> = {},
  deps: TestDeps = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase(deps.onQuery);
  const outbox = new Outbox();
  const clock = new TestClock();
  // Uploaded files of this test file go to a folder of its own, removed by close().
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // The tests read codes from the answers, as the README's `npm start` lets a newcomer do.
    SHOW_CODES: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    // Each file makes hundreds of sign-ups from one address; rate-limit.test.ts sets its own.
    AUTH_RATE_LIMIT: '10000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    mail: deps.mail ?? outbox,
    sms: outbox,
    logger: false,
    now: clock.now,
    ...(deps.geoProvider ? { geoProvider: deps.geoProvider } : {}),
    ...(deps.onRoute ? { onRoute: deps.onRoute } : {}),
    ...(deps.liveHeartbeatMs ? { liveHeartbeatMs: deps.liveHeartbeatMs } : {}),
    ...(deps.push ? { push: deps.push } : {}),
    // Letters and pushes leave when a test drains the outbox (app.noticeDelivery.drain()), never
    // on a timer in the middle of another test's assertions.
    deliverNotices: false,
    // Register checks are made when a test runs the worker (app.companyChecks.drain()).
    checkCompanies: false,
    // Data archives are built when a test runs the worker (app.dataExports.drain()).
    buildExports: false,
  });
  await app.ready();
  checkDeclaredStatuses(app);
  return {
    app,
    database,
    outbox,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every answer any server test receives must be declared in its route's schema (so OpenAPI tells a
 * client every status it may get): the app's `inject` throws on an undeclared one. Routes are found
 * by the OpenAPI paths, static ones before templated ones; files outside the API are not checked.
 */
function checkDeclaredStatuses(app: App) {
  const document = app.swagger() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const routes = Object.entries(document.paths)
    .flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
        declared: Object.keys(operation.responses ?? {}),
      })),
    )
    .sort((a, b) => a.params - b.params);
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions) => {
    const response = await inject(options);
    const method = (options.method ?? 'GET').toUpperCase();
    const path = new URL(options.url as string, 'http://test').pathname;
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    if (route && !route.declared.includes(String(response.statusCode))) {
      throw new Error(
        `${method} ${route.template} answered ${response.statusCode}, which its schema does not declare (${route.declared.join(', ')})`,
      );
    }
    return response;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
}

/**
 * One app for the whole test file: booted before its first test, closed after its last (PGlite
 * takes seconds to start, so never one per test). The object is filled in by `beforeAll`.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(...args));
  });
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * The register's stand-in for a test file, and the file's app configured to ask it (filled by
 * `beforeAll`); both close after the file.
 */
export async function useRegisterStandIn() {
  const dadata = await startDadata();
  afterAll(() => dadata.close());
  return { dadata, ctx: useTestApp(dadata.env) };
}

let counter = 0;
/** A phone and an e-mail nobody in this file has used yet. */
export function uniqueContacts() {
  counter += 1;
  const n = String(process.pid % 1000).padStart(3, '0') + String(counter).padStart(4, '0');
  return { phone: `+7912${n}`, email: `user${n}@example.ru` };
}

export const PASSWORD = 'secret123';

type Json = Record<string, unknown>;

export async function post(app: App, url: string, body?: unknown, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as Json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Json & { errors?: string[] } };
}

export async function get(app: App, url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Json & { errors?: string[] } };
}

export async function put(app: App, url: string, body: unknown, token?: string) {
  const response = await app.inject({
    method: 'PUT',
    url,
    payload: body as Json,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Json & { errors?: string[] } };
}

export async function patch(app: App, url: string, body: unknown, token?: string) {
  const response = await app.inject({
    method: 'PATCH',
    url,
    payload: body as Json,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Json & { errors?: string[] } };
}

/** A valid 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa6c6d3a60000000049454e44ae426082',
  'hex',
);

export type FilePart = { filename: string; contentType: string; content: Buffer; field?: string };

/** A multipart/form-data body built by hand: the given files, then plain text fields. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----podryad${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a multipart body (one file named `file` unless told otherwise) to an upload call. */
export async function upload(
  app: App,
  url: string,
  token: string | undefined,
  files: FilePart[] = [{ filename: 'a.png', contentType: 'image/png', content: PNG_1X1 }],
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(files, fields);
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as Json & { errors?: string[] },
    headers: response.headers,
  };
}

/** Both consents at their current versions, as the web's registration sends them when ticked. */
export const allConsents = () =>
  CONSENT_DOCUMENTS.map((document) => ({ document, version: currentVersions[document] }));

/**
 * Walks the five registration steps through the API; returns the new user's token. The phone step
 * sends both consents (the contacts of the user's page are shown to others), or `consents` when
 * given (null: the spec's call alone, no consents).
 */
export async function register(
  ctx: TestContext,
  contacts = uniqueContacts(),
  password = PASSWORD,
  consents: { document: string; version: string }[] | null = allConsents(),
) {
  const { app } = ctx;
  const phoneStep = await post(app, '/api/register/phone/request-code', {
    phone: contacts.phone,
    ...(consents ? { consents } : {}),
  });
  if (phoneStep.status !== 200) throw new Error(`request-code: ${JSON.stringify(phoneStep.body)}`);
  const uuid = phoneStep.body.uuid as string;
  await post(app, '/api/register/phone/verify', { uuid, code: phoneStep.body.code });
  const emailStep = await post(app, '/api/register/email/request-code', {
    uuid,
    email: contacts.email,
  });
  await post(app, '/api/register/email/verify', { uuid, code: emailStep.body.code });
  const done = await post(app, '/api/register/finalize', {
    uuid,
    password,
    password_repeat: password,
  });
  if (done.status !== 200) throw new Error(`finalize: ${JSON.stringify(done.body)}`);
  return { token: done.body.token as string, uuid, ...contacts, password };
}

export const clientProfile = {
  name: 'Иван',
  surname: 'Петров',
  date_of_birth: '1990-05-17',
  location: 'Казань',
};

export const contractorProfile = {
  full_legal_name: 'Общество с ограниченной ответственностью «Прораб»',
  short_name: 'ООО «Прораб»',
  region: 'Казань',
  legal_address: 'г. Казань, ул. Баумана, 1',
  actual_address: 'г. Казань, ул. Баумана, 1',
  year_founded: '2015',
  inn: '1655000003',
};

/** A registered user with a completed profile of the given type. */
export async function registerAs(ctx: TestContext, type: 'client' | 'contractor') {
  const user = await register(ctx);
  const profile = type === 'client' ? clientProfile : contractorProfile;
  const res = await post(ctx.app, '/api/register/profile', { type, ...profile }, user.token);
  if (res.status !== 200) throw new Error(`profile: ${JSON.stringify(res.body)}`);
  return user;
}
