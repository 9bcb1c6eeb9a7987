import { tooManyTenderReads } from '@podryad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { get, useTestApp } from './helpers';
import { type Actor, newClient, newContractor, newTender } from './tender-fixtures';

/*
 * A tender shows its client's phone and e-mail: a contractor account may open at most
 * TENDER_READS_PER_HOUR tenders by id an hour (600 by default), so that it cannot collect every
 * client's contacts by reading the tenders one by one.
 */

const ctx = useTestApp();

const read = async (app: App, tenderId: number, token: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/tenders/${tenderId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    body: res.json() as { errors?: string[]; message?: string },
    retryAfter: res.headers['retry-after'],
  };
};

/** `times` reads in a row; answers their statuses, counted. */
const readMany = async (app: App, tenderId: number, token: string, times: number) => {
  const statuses: Record<number, number> = {};
  for (let i = 0; i < times; i++) {
    const { status } = await read(app, tenderId, token);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
};

describe('the hourly limit of tenders a contractor opens by id', () => {
  let client: Actor;
  let harvester: Actor;
  let other: Actor;
  let tenderId: number;

  beforeAll(async () => {
    [client, harvester, other] = await Promise.all([
      newClient(ctx),
      newContractor(ctx),
      newContractor(ctx),
    ]);
    tenderId = (await newTender(ctx, client)).id;
  });

  it('answers the 601st read in an hour with 429, Retry-After and a Russian message', async () => {
    expect(await readMany(ctx.app, tenderId, harvester.token, 600)).toEqual({ 200: 600 });

    const limited = await read(ctx.app, tenderId, harvester.token);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.retryAfter);
    expect(seconds).toBeGreaterThan(3000);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(limited.body.errors).toEqual([tooManyTenderReads(Math.ceil(seconds / 60))]);
    expect(limited.body.message).toMatch(/^Слишком много просмотров тендеров за час/);
    // Another id is no way around it, nor is an id that does not exist.
    expect((await read(ctx.app, tenderId + 1000, harvester.token)).status).toBe(429);
    // The list, which carries no contacts, is not limited.
    expect((await get(ctx.app, '/api/tenders/list', harvester.token)).status).toBe(200);
  });

  it('does not hold up another contractor', async () => {
    const res = await read(ctx.app, tenderId, other.token);
    expect(res.status).toBe(200);
  });

  it('does not count a client reading its own tender', async () => {
    expect(await readMany(ctx.app, tenderId, client.token, 601)).toEqual({ 200: 601 });
  });

  it('opens again once the hour has passed', async () => {
    await ctx.database.db.execute(
      `update rate_limits set reset_at = now() - interval '1 second' where key like 'tender-read|%'`,
    );
    expect((await read(ctx.app, tenderId, harvester.token)).status).toBe(200);
  });
});

describe('two app instances on one database', () => {
  const one = useTestApp({ TENDER_READS_PER_HOUR: '4' });
  let two: App;
  let tenderId: number;
  let contractor: Actor;

  beforeAll(async () => {
    // A second app on the same database, as a second server behind a load balancer would be.
    two = await buildApp({ config: one.config, database: one.database, logger: false });
    await two.ready();
    const client = await newClient(one);
    contractor = await newContractor(one);
    tenderId = (await newTender(one, client)).id;
  });
  afterAll(() => two?.close());

  it('count one limit together', async () => {
    const apps = [one.app, two];
    for (let i = 0; i < 4; i++) {
      expect((await read(apps[i % 2]!, tenderId, contractor.token)).status).toBe(200);
    }
    for (const app of apps) expect((await read(app, tenderId, contractor.token)).status).toBe(429);
  });
});
