import { type CompanyRegistry, type ContractorDetail, nextMoscowMidnight } from '@podryad/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_REFERENCES, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { databaseNow } from '../src/db/clock';
import { companyChecks, contractorProfiles, providerLimits } from '../src/db/schema';
import { DadataProvider } from '../src/modules/registry/dadata';
import type { CallLimits } from '../src/modules/registry/limits';
import { syncCompanyChecks } from '../src/modules/registry/queue';
import { CompanyChecks } from '../src/modules/registry/worker';
import { INN, KEY, SPARE_INNS } from './dadata-server';
import { contractorProfile, get, put, useRegisterStandIn } from './helpers';
import { type Actor, newClient, newContractor } from './tender-fixtures';

/*
 * The register's queue as several servers share it: no check made twice, the plan's rate and
 * daily quota held across servers, a spent quota stopping all of them until Moscow midnight, no
 * key, a refused key, a server that died holding checks, and the queue kept to the companies on
 * the market. Each test's workers count their calls under a provider name of their own.
 */

const { dadata, ctx } = await useRegisterStandIn();
let client: Actor;
beforeAll(async () => {
  client = await newClient(ctx);
});

/** Another server on this file's database, configured with `env` (its timers running unless told). */
const sameDatabase = (env: Record<string, string>, deps: { checkCompanies?: boolean } = {}) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      SHOW_CODES: 'true',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: ctx.config.dataDir,
      ...env,
    }),
    database: ctx.database,
    logger: false,
    deliverNotices: false,
    ...deps,
  });

const silent = { error: () => {}, warn: () => {}, info: () => {} };

/**
 * How long a worker's call waits for the stand-in: it answers at once, but on a machine busy with
 * other work a call among several servers' can take a second or more; no test here times one out.
 */
const CALL_TIMEOUT_MS = 10_000;

/** A server's worker: DaData's client under `name` (its own limits' row), with these limits. */
function server(name: string, limits: Partial<CallLimits> = {}, key = KEY) {
  const dadataClient = new DadataProvider(dadata.url, key, CALL_TIMEOUT_MS);
  return new CompanyChecks({
    db: ctx.database.db,
    provider: { name, findByInn: (inn) => dadataClient.findByInn(inn) },
    limits: { perDay: 10_000, perWindow: 30, windowMs: 1000, ...limits },
    leaseMs: 60_000,
    log: silent,
  });
}

let serial = 0;
/**
 * `n` fresh INNs due now, and nothing else due: the checks of other tests wait a day. The
 * stand-in knows none of them (each call answers an empty list).
 */
async function queueFresh(n: number) {
  const db = ctx.database.db;
  await db
    .update(companyChecks)
    .set({ dueAt: sql`greatest(${companyChecks.dueAt}, now() + interval '1 day')` });
  const inns = Array.from({ length: n }, () => `99${String((serial += 1)).padStart(8, '0')}`);
  if (n > 0) await db.insert(companyChecks).values(inns.map((inn) => ({ inn })));
  return inns;
}

const callsTo = (inns: string[]) => dadata.calls.filter((c) => inns.includes(c.inn));

const rowsOf = (inns: string[]) =>
  ctx.database.db.select().from(companyChecks).where(inArray(companyChecks.inn, inns));

const limitsOf = async (provider: string) =>
  (
    await ctx.database.db.select().from(providerLimits).where(eq(providerLimits.provider, provider))
  )[0];

async function contractorWith(inn: string) {
  const contractor = await newContractor(ctx);
  const res = await put(
    ctx.app,
    '/api/user/profile',
    { ...contractorProfile, inn, vk: 'vk', telegram: 'tg', whatsapp: 'wa' },
    contractor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contractor;
}

async function pageOf(contractor: Actor): Promise<CompanyRegistry> {
  const res = await get(ctx.app, `/api/contractors/${contractor.id}`, client.token);
  return (res.body.user as ContractorDetail).registry;
}

beforeEach(() => {
  dadata.state.quotaSpent = false;
  dadata.state.failing = false;
});

describe('several servers', () => {
  it('make every check once, however many drain at once', async () => {
    const inns = await queueFresh(12);
    const [a, b] = [server('dadata-pair'), server('dadata-pair')];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    const calls = callsTo(inns);
    expect(calls.map((c) => c.inn).sort()).toEqual([...inns].sort());
    const rows = await rowsOf(inns);
    expect(rows.every((r) => r.reason === 'not_found' && r.claimedUntil === null)).toBe(true);
  });

  it('hold the rate together: no more calls in a window than the plan allows', async () => {
    const inns = await queueFresh(10);
    const limits = { perWindow: 3, windowMs: 60_000 };
    const [a, b] = [server('dadata-window', limits), server('dadata-window', limits)];
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(callsTo(inns)).toHaveLength(3);
    expect(await limitsOf('dadata-window')).toMatchObject({ windowCalls: 3 });
    // The rest wait for the next window, unclaimed.
    const waiting = (await rowsOf(inns)).filter((r) => r.attemptedAt === null);
    expect(waiting).toHaveLength(7);
    expect(waiting.every((r) => r.claimedUntil === null)).toBe(true);
  });

  it("hold the day's quota together, and start over on the next Moscow day", async () => {
    const inns = await queueFresh(8);
    const limits = { perDay: 5, perWindow: 100 };
    const [a, b] = [server('dadata-day', limits), server('dadata-day', limits)];
    await Promise.all([a.drain(), b.drain()]);
    await a.drain();
    expect(callsTo(inns)).toHaveLength(5);
    const today = await limitsOf('dadata-day');
    expect(today).toMatchObject({ dayCalls: 5 });
    await ctx.database.db
      .update(providerLimits)
      .set({ day: '2020-01-01' })
      .where(eq(providerLimits.provider, 'dadata-day'));
    await b.drain();
    expect(callsTo(inns)).toHaveLength(8);
  });

  it('take over the checks of a server that died holding them once its lease ends', async () => {
    const [inn] = await queueFresh(1);
    await ctx.database.db
      .update(companyChecks)
      .set({ claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(companyChecks.inn, inn!));
    const a = server('dadata-lease');
    await a.drain();
    expect(callsTo([inn!])).toHaveLength(0);
    await ctx.database.db
      .update(companyChecks)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(companyChecks.inn, inn!));
    await a.drain();
    expect(callsTo([inn!])).toHaveLength(1);
  });
});

describe("a server's timer", () => {
  it('checks a new INN within seconds, with nobody asking', async () => {
    await queueFresh(0);
    const contractor = await contractorWith(INN.liquidating);
    const timed = await sameDatabase(dadata.env);
    try {
      await timed.ready();
      await vi.waitFor(
        async () => expect(await pageOf(contractor)).toMatchObject({ checked: true }),
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await timed.close();
    }
    expect(dadata.callsFor(INN.liquidating)).toHaveLength(1);
  });
});

describe("the provider's 403 for the day's quota", () => {
  it('stops every server until the next Moscow midnight, and the card says why', async () => {
    await queueFresh(0);
    const contractor = await contractorWith(SPARE_INNS[1]);
    dadata.state.quotaSpent = true;
    const [a, b] = [server('dadata-quota'), server('dadata-quota')];
    await a.drain();
    expect(dadata.callsFor(SPARE_INNS[1])).toHaveLength(1);
    const { pausedUntil } = (await limitsOf('dadata-quota'))!;
    expect(pausedUntil).toEqual(nextMoscowMidnight(await databaseNow(ctx.database.db)));
    expect(await pageOf(contractor)).toEqual({
      checked: false,
      reason: { code: 'quota', label: 'дневной лимит запросов к реестру исчерпан' },
      attempted_at: expect.any(String),
    });
    // DaData's answer quotes the token: what is kept of it does not.
    const [row] = await rowsOf([SPARE_INNS[1]]);
    expect(row!.lastError).toContain("Feature 'SUGGESTIONS' disabled");
    expect(row!.lastError).not.toContain(KEY);

    // Neither server calls again before midnight, whatever is due.
    const inns = await queueFresh(3);
    await Promise.all([a.drain(), b.drain()]);
    expect(callsTo(inns)).toHaveLength(0);
    expect(dadata.callsFor(SPARE_INNS[1])).toHaveLength(1);

    // Midnight came: the checks go on.
    dadata.state.quotaSpent = false;
    await ctx.database.db
      .update(providerLimits)
      .set({ pausedUntil: sql`now() - interval '1 second'` })
      .where(eq(providerLimits.provider, 'dadata-quota'));
    await b.drain();
    expect(callsTo(inns)).toHaveLength(3);
  });
});

describe('without a usable key', () => {
  it("says 'ключ провайдера не задан' and calls nobody; a server with a key checks at once", async () => {
    await queueFresh(0);
    const contractor = await contractorWith(INN.active);
    // The same database under a configuration without the key.
    const keyless = await sameDatabase({}, { checkCompanies: false });
    try {
      await keyless.ready();
      await keyless.companyChecks.drain();
    } finally {
      await keyless.close();
    }
    expect(dadata.callsFor(INN.active)).toHaveLength(0);
    expect(await pageOf(contractor)).toEqual({
      checked: false,
      reason: { code: 'no_key', label: 'ключ провайдера не задан' },
      attempted_at: null,
    });

    await ctx.app.companyChecks.resumeWaiting();
    await ctx.app.companyChecks.drain();
    expect(dadata.callsFor(INN.active)).toHaveLength(1);
    expect(await pageOf(contractor)).toMatchObject({
      checked: true,
      status: { code: 'active' },
    });
  });

  it('says the provider did not take a key it refuses', async () => {
    await queueFresh(0);
    const contractor = await contractorWith(SPARE_INNS[2]);
    await server('dadata-wrong-key', {}, 'not-the-key').drain();
    expect(await pageOf(contractor)).toMatchObject({
      checked: false,
      reason: { code: 'key_refused', label: 'провайдер реестра не принял ключ' },
    });
  });
});

describe('the queue follows the companies on the market', () => {
  it('queues a profile without a check and drops a check no profile names', async () => {
    const contractor = await contractorWith(SPARE_INNS[3]);
    const db = ctx.database.db;
    await db.delete(companyChecks).where(eq(companyChecks.inn, SPARE_INNS[3]));
    await db.insert(companyChecks).values({ inn: '5000000000' });
    const synced = await syncCompanyChecks(db, COMPANY_REFERENCES);
    expect(synced.queued).toBeGreaterThanOrEqual(1);
    expect(synced.dropped).toBeGreaterThanOrEqual(1);
    expect(await rowsOf([SPARE_INNS[3], '5000000000'])).toEqual([
      expect.objectContaining({ inn: SPARE_INNS[3], checkedAt: null, reason: null }),
    ]);
    expect(await pageOf(contractor)).toMatchObject({ reason: { code: 'pending' } });
    const [profile] = await db
      .select({ inn: contractorProfiles.inn })
      .from(contractorProfiles)
      .where(eq(contractorProfiles.userId, contractor.id));
    expect(profile!.inn).toBe(SPARE_INNS[3]);
  });

  it.each([
    ['too short', '12345'],
    ['with a wrong check digit', '7707083894'],
  ])('never sends an INN the register cannot hold: %s', async (_, inn) => {
    const contractor = await newContractor(ctx);
    // Written before the rules of INNs: the queue takes it from the profile as it is.
    await ctx.database.db
      .update(contractorProfiles)
      .set({ inn })
      .where(eq(contractorProfiles.userId, contractor.id));
    await syncCompanyChecks(ctx.database.db, COMPANY_REFERENCES);
    await ctx.app.companyChecks.drain();
    expect(dadata.callsFor(inn)).toHaveLength(0);
    expect(await pageOf(contractor)).toMatchObject({
      checked: false,
      reason: { code: 'bad_inn', label: 'ИНН указан с ошибкой' },
    });
  });
});

describe('the configuration', () => {
  const base = {
    SMTP_URL: 'smtp://mail.example.ru:587',
    SMS_GATEWAY_URL: 'https://sms.example.ru/send',
    PUBLIC_URL: 'https://podryad.example.ru/',
    LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  };

  it("takes DaData's free plan by default, and no key", () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).registry).toEqual({
      apiKey: null,
      url: 'https://suggestions.dadata.ru',
      timeoutMs: 3000,
      perDay: 10_000,
      perSecond: 30,
    });
  });

  it('refuses to send the key over plain HTTP in production', () => {
    const env = { ...base, NODE_ENV: 'production', DADATA_API_KEY: 'k' };
    expect(() => loadConfig({ ...env, DADATA_URL: 'http://dadata.internal' })).toThrow(
      /DADATA_URL/,
    );
    expect(loadConfig({ ...env, DADATA_DAILY_LIMIT: '100000' }).registry).toMatchObject({
      apiKey: 'k',
      perDay: 100_000,
    });
    expect(() => loadConfig({ ...env, DADATA_PER_SECOND: '0' })).toThrow(/DADATA_PER_SECOND/);
  });
});
