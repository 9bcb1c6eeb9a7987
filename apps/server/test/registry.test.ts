import type {
  CompanyRegistry,
  ComparisonAnswer,
  Contractor,
  ContractorDetail,
} from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyChecks } from '../src/db/schema';
import { INN, SPARE_INNS } from './dadata-server';
import { contractorProfile, get, put, useRegisterStandIn } from './helpers';
import { type Actor, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * The state register's checks against a stand-in of DaData: what each status, an entrepreneur, a
 * company with branches and an unknown INN read as on the cards, and what a provider that fails,
 * hangs or refuses leaves there. The queue across servers and the limits: registry-queue.test.ts.
 */

const { dadata, ctx } = await useRegisterStandIn();
let client: Actor;
beforeAll(async () => {
  client = await newClient(ctx);
});

/**
 * Runs this server's worker as its timer would. A failed call makes the provider rest a minute
 * on this server: the test's clock is a minute later each time, so no test waits out another's.
 */
const drain = () => {
  ctx.clock.advance(61);
  return ctx.app.companyChecks.drain();
};

/** A contractor whose profile now names this INN (and these names), through the profile's call. */
async function contractorWith(inn: string, names: Partial<typeof contractorProfile> = {}) {
  const contractor = await newContractor(ctx);
  const res = await put(
    ctx.app,
    '/api/user/profile',
    {
      ...contractorProfile,
      ...names,
      inn,
      vk: 'vk.com/prorab',
      telegram: '@prorab',
      whatsapp: '+79161234567',
    },
    contractor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contractor;
}

/** What the contractor's page says of the register. */
async function pageOf(contractor: Actor): Promise<CompanyRegistry> {
  const res = await get(ctx.app, `/api/contractors/${contractor.id}`, client.token);
  expect(res.status).toBe(200);
  return (res.body.user as ContractorDetail).registry;
}

/** What its card in the directory says of the register. */
async function cardOf(contractor: Actor): Promise<CompanyRegistry> {
  const res = await get(ctx.app, `/api/contractors?per_page=100`, client.token);
  expect(res.status).toBe(200);
  const card = (res.body.users as Contractor[]).find((u) => u.id === contractor.id);
  return card!.registry;
}

const rowOf = async (inn: string) =>
  (await ctx.database.db.select().from(companyChecks).where(eq(companyChecks.inn, inn)))[0]!;

const facts = (over: Partial<Extract<CompanyRegistry, { checked: true }>> = {}) => ({
  checked: true,
  kind: 'legal',
  status: { code: 'active', label: 'Действует' },
  ogrn: expect.stringMatching(/^\d{13}$/),
  registered_on: '2002-08-16',
  liquidated_on: null,
  director: { name: 'Смирнов Алексей Викторович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
  address: 'г Москва, ул Тверская, д 7',
  okved: '41.20',
  name: { short: expect.any(String), full: expect.any(String) },
  unreliable: false,
  checked_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  ...over,
});

describe('a company checked in the register', () => {
  it('is checked in the background after its INN is saved, never inside a page request', async () => {
    const contractor = await contractorWith(INN.active);
    const before = await pageOf(contractor);
    expect(await cardOf(contractor)).toEqual(before);
    expect(before).toEqual({
      checked: false,
      reason: { code: 'pending', label: 'проверка ещё не проведена' },
      attempted_at: null,
    });
    expect(dadata.callsFor(INN.active)).toHaveLength(0);

    await drain();
    const calls = dadata.callsFor(INN.active);
    expect(calls).toHaveLength(1);
    // DaData's call: the INN and the head office alone (the stand-in checks the key and headers).
    expect(calls[0]!.body).toEqual({ query: INN.active, branch_type: 'MAIN' });
    const page = await pageOf(contractor);
    expect(page).toEqual(
      facts({
        ogrn: '1027700000019',
        name: {
          short: 'ООО "РОМАШКА"',
          full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
        },
      }),
    );
    expect(await cardOf(contractor)).toEqual(page);
    // Read again and again: still no call.
    await pageOf(contractor);
    expect(dadata.callsFor(INN.active)).toHaveLength(1);
  });

  it.each([
    ['liquidating', INN.liquidating, 'Ликвидируется'],
    ['liquidated', INN.liquidated, 'Ликвидирована'],
    ['bankrupt', INN.bankrupt, 'Банкротство'],
    ['reorganizing', INN.reorganizing, 'Реорганизация'],
  ])('shows the status %s', async (code, inn, label) => {
    const contractor = await contractorWith(inn);
    await drain();
    const registry = await pageOf(contractor);
    expect(registry).toEqual(
      facts({
        status: { code, label } as never,
        liquidated_on: code === 'liquidated' ? '2024-05-20' : null,
        // The stand-in's bankrupt is also marked unreliable by the tax service.
        unreliable: code === 'bankrupt',
      }),
    );
  });

  it('shows an entrepreneur by name, in ЕГРИП', async () => {
    const contractor = await contractorWith(INN.entrepreneur);
    await drain();
    expect(await pageOf(contractor)).toEqual(
      facts({
        kind: 'individual',
        ogrn: '319770100000011',
        registered_on: '2019-03-04',
        director: { name: 'Иванова Мария Петровна', post: null },
        address: 'г Москва',
        okved: '43.31',
        name: {
          short: 'ИП Иванова Мария Петровна',
          full: 'Индивидуальный предприниматель Иванова Мария Петровна',
        },
      }),
    );
  });

  it('shows the head office of a company with branches', async () => {
    const contractor = await contractorWith(INN.branches);
    await drain();
    const registry = await pageOf(contractor);
    expect(registry).toMatchObject({ checked: true, address: 'г Москва, ул Тверская, д 7' });
  });

  it('says an INN the register does not know is not found, and asks again a day later', async () => {
    const contractor = await contractorWith(INN.unknown);
    await drain();
    const registry = await pageOf(contractor);
    expect(registry).toEqual({
      checked: false,
      reason: { code: 'not_found', label: 'ИНН не найден в реестре' },
      attempted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const row = await rowOf(INN.unknown);
    const day = row.dueAt.getTime() - row.attemptedAt!.getTime();
    expect(day).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(day).toBeLessThanOrEqual(24 * 3600_000 + 1000);
  });

  it('a contractor taking an INN already checked today shares its facts without a call', async () => {
    const first = await contractorWith(INN.active);
    await drain();
    const calls = dadata.callsFor(INN.active).length;
    const second = await contractorWith(INN.active);
    await drain();
    expect(dadata.callsFor(INN.active)).toHaveLength(calls);
    expect(await pageOf(second)).toEqual(await pageOf(first));
  });

  it('refreshes facts once they are a day old', async () => {
    const contractor = await contractorWith(INN.reorganizing);
    await drain();
    const calls = dadata.callsFor(INN.reorganizing).length;
    const before = (await pageOf(contractor)) as { checked_at: string };
    await ctx.database.db
      .update(companyChecks)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(companyChecks.inn, INN.reorganizing));
    await drain();
    expect(dadata.callsFor(INN.reorganizing)).toHaveLength(calls + 1);
    const after = (await pageOf(contractor)) as { checked_at: string };
    expect(after.checked_at > before.checked_at).toBe(true);
  });

  it('bad input stores nothing and queues nothing', async () => {
    const contractor = await newContractor(ctx);
    const res = await put(
      ctx.app,
      '/api/user/profile',
      { ...contractorProfile, inn: '77O1000019', vk: 'v', telegram: 't', whatsapp: 'w' },
      contractor.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    const rows = await ctx.database.db
      .select()
      .from(companyChecks)
      .where(eq(companyChecks.inn, '77O1000019'));
    expect(rows).toEqual([]);
  });
});

describe('a check that could not be made', () => {
  it('says the register did not answer a 500, and tries again later', async () => {
    const contractor = await contractorWith(INN.failing);
    await drain();
    expect(await pageOf(contractor)).toEqual({
      checked: false,
      reason: { code: 'unavailable', label: 'сервис реестра не ответил' },
      attempted_at: expect.any(String),
    });
    const row = await rowOf(INN.failing);
    expect(row.failures).toBe(1);
    expect(row.lastError).toContain('500');
    expect(row.dueAt.getTime()).toBeGreaterThan(row.attemptedAt!.getTime() + 59_000);
  });

  it('says the register did not answer a call it never answers, within the timeout', async () => {
    const contractor = await contractorWith(INN.hanging);
    const started = Date.now();
    await drain();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(dadata.callsFor(INN.hanging)).toHaveLength(1);
    expect(await pageOf(contractor)).toMatchObject({
      checked: false,
      reason: { code: 'unavailable' },
    });
  });

  it('leaves the provider alone for a minute after a failure', async () => {
    await contractorWith(INN.failing);
    await ctx.database.db
      .update(companyChecks)
      .set({ dueAt: sql`now()` })
      .where(eq(companyChecks.inn, INN.failing));
    const calls = dadata.callsFor(INN.failing).length;
    await drain();
    expect(dadata.callsFor(INN.failing)).toHaveLength(calls + 1);
    const inn = SPARE_INNS[0];
    const next = await contractorWith(inn);
    // Right after: no call at all, the new INN waits.
    await ctx.app.companyChecks.drain();
    expect(dadata.callsFor(inn)).toHaveLength(0);
    expect(await pageOf(next)).toMatchObject({ reason: { code: 'pending' } });
    await drain();
    expect(dadata.callsFor(inn)).toHaveLength(1);
  });

  it('keeps the facts of the last answer, with their date, when a refresh fails', async () => {
    const contractor = await contractorWith(INN.liquidated);
    await drain();
    const checked = await pageOf(contractor);
    expect(checked.checked).toBe(true);
    dadata.state.failing = true;
    try {
      await ctx.database.db
        .update(companyChecks)
        .set({ dueAt: sql`now()` })
        .where(eq(companyChecks.inn, INN.liquidated));
      await drain();
    } finally {
      dadata.state.failing = false;
    }
    expect(await pageOf(contractor)).toEqual(checked);
    expect((await rowOf(INN.liquidated)).reason).toBe('unavailable');
  });
});

describe('the comparison', () => {
  it("carries each offer's company as the register knows it", async () => {
    const contractor = await contractorWith(INN.bankrupt);
    await drain();
    const tender = await newTender(ctx, client);
    await offer(ctx, contractor, tender.id);
    const res = await get(ctx.app, `/api/tenders/${tender.id}/comparison`, client.token);
    expect(res.status).toBe(200);
    const [row] = (res.body as ComparisonAnswer).offers;
    expect(row!.contractor.registry).toEqual(await pageOf(contractor));
    expect(row!.contractor.registry).toMatchObject({
      checked: true,
      status: { code: 'bankrupt', label: 'Банкротство' },
    });
  });
});
