import { type Buyer, MSG, MSG_BUYER, type Tender } from '@podryad/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_REFERENCES } from '../src/app';
import { clientProfiles, companyChecks } from '../src/db/schema';
import { syncCompanyChecks } from '../src/modules/registry/queue';
import { INN, SPARE_INNS, startDadata } from './dadata-server';
import { type TestContext, createTestApp, get, put } from './helpers';
import { type Actor, newClient, newContractor, newTender } from './tender-fixtures';

/*
 * Whom a client buys for: stated in its cabinet (itself, or a company by name and INN), the
 * company's INN checked in the register like a contractor's, and shown to contractors on the
 * client's tenders with the register's word.
 */

const BUYER = '/api/user/profile/buyer';

let dadata: Awaited<ReturnType<typeof startDadata>>;
let ctx: TestContext;
beforeAll(async () => {
  dadata = await startDadata();
  ctx = await createTestApp(dadata.env);
});
afterAll(async () => {
  await ctx?.close();
  await dadata?.close();
});

/** Runs this server's register worker as its timer would (a minute on, past any rest). */
const drain = () => {
  ctx.clock.advance(61);
  return ctx.app.companyChecks.drain();
};

const storedOf = async (client: Actor) =>
  (
    await ctx.database.db
      .select({
        kind: clientProfiles.buyerKind,
        name: clientProfiles.buyerName,
        inn: clientProfiles.buyerInn,
      })
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, client.id))
  )[0]!;

const checksOf = (inns: string[]) =>
  ctx.database.db.select().from(companyChecks).where(inArray(companyChecks.inn, inns));

/** The buyer a contractor reads on the tender's page. */
async function buyerOnTender(tender: Tender, viewer: Actor): Promise<Buyer> {
  const res = await get(ctx.app, `/api/tenders/${tender.id}`, viewer.token);
  expect(res.status).toBe(200);
  return (res.body.tender as Tender).buyer;
}

const PENDING = {
  checked: false,
  reason: { code: 'pending', label: 'проверка ещё не проведена' },
  attempted_at: null,
};

describe('the client’s buyer', () => {
  let client: Actor;
  beforeAll(async () => {
    client = await newClient(ctx);
  });

  it('is not stated at first', async () => {
    const res = await get(ctx.app, BUYER, client.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ buyer: null });
  });

  it('is the client itself when it says so, with no company kept', async () => {
    const res = await put(ctx.app, BUYER, { kind: 'self' }, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ buyer: { kind: 'self' } });
    expect(await storedOf(client)).toEqual({ kind: 'self', name: null, inn: null });
    expect((await get(ctx.app, BUYER, client.token)).body).toEqual({ buyer: { kind: 'self' } });
  });

  it('is a company by name and INN, queued for the register’s check in the same save', async () => {
    const res = await put(
      ctx.app,
      BUYER,
      { kind: 'company', name: '  ООО «Ромашка»  ', inn: ` ${SPARE_INNS[0]} ` },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      buyer: { kind: 'company', name: 'ООО «Ромашка»', inn: SPARE_INNS[0], registry: PENDING },
    });
    expect(await storedOf(client)).toEqual({
      kind: 'company',
      name: 'ООО «Ромашка»',
      inn: SPARE_INNS[0],
    });
    expect(await checksOf([SPARE_INNS[0]])).toEqual([
      expect.objectContaining({ inn: SPARE_INNS[0], checkedAt: null, reason: null }),
    ]);
    expect(dadata.callsFor(SPARE_INNS[0])).toHaveLength(0);
  });

  it('refuses bad input with a 400 naming the field, and keeps what was stored', async () => {
    await put(
      ctx.app,
      BUYER,
      { kind: 'company', name: 'ООО «Ромашка»', inn: INN.active },
      client.token,
    );
    const company = (over: Record<string, unknown>) => ({
      kind: 'company',
      name: 'ООО «Лютик»',
      inn: SPARE_INNS[1],
      ...over,
    });
    const bad: [unknown, Record<string, string[]>][] = [
      [{}, { kind: [MSG_BUYER.kindRequired] }],
      [{ kind: 'friend' }, { kind: [MSG_BUYER.kindRequired] }],
      [company({ inn: '7707083894' }), { inn: [MSG.innChecksum] }],
      [company({ inn: '12345' }), { inn: [MSG.innLength] }],
      [company({ inn: '77070838931' }), { inn: [MSG.innLength] }],
      [company({ inn: '77-07-08' }), { inn: [MSG.innDigits] }],
      [company({ inn: '0000000000' }), { inn: [MSG.innZeros] }],
      [company({ inn: undefined }), { inn: [MSG.required] }],
      [company({ name: '   ' }), { name: [MSG.required] }],
      [company({ name: undefined }), { name: [MSG.required] }],
      [company({ name: 'Я'.repeat(256) }), { name: [MSG.tooLong] }],
    ];
    for (const [body, fields] of bad) {
      const res = await put(ctx.app, BUYER, body, client.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await storedOf(client)).toEqual({
      kind: 'company',
      name: 'ООО «Ромашка»',
      inn: INN.active,
    });
    expect(await checksOf([SPARE_INNS[1], '7707083894'])).toEqual([]);
  });

  it('is the client’s alone: a contractor has none (403)', async () => {
    const contractor = await newContractor(ctx);
    expect((await get(ctx.app, BUYER, contractor.token)).status).toBe(403);
    const res = await put(ctx.app, BUYER, { kind: 'self' }, contractor.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([MSG.forbidden]);
    expect((await get(ctx.app, BUYER)).status).toBe(401);
  });
});

describe('contractors on the client’s tender', () => {
  it('see the company it buys for with the register’s word, checked in the background', async () => {
    const client = await newClient(ctx);
    const contractor = await newContractor(ctx);
    const tender = await newTender(ctx, client);
    expect(await buyerOnTender(tender, contractor)).toBeNull();

    await put(
      ctx.app,
      BUYER,
      { kind: 'company', name: 'ООО «Ромашка»', inn: INN.active },
      client.token,
    );
    expect(await buyerOnTender(tender, contractor)).toEqual({
      kind: 'company',
      name: 'ООО «Ромашка»',
      inn: INN.active,
      registry: expect.objectContaining({ checked: false }),
    });

    await drain();
    const buyer = await buyerOnTender(tender, contractor);
    expect(buyer).toEqual({
      kind: 'company',
      name: 'ООО «Ромашка»',
      inn: INN.active,
      registry: expect.objectContaining({
        checked: true,
        kind: 'legal',
        status: { code: 'active', label: 'Действует' },
        name: {
          short: 'ООО "РОМАШКА"',
          full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
        },
      }),
    });
    // Read again: the stored facts, no call to the provider.
    const calls = dadata.callsFor(INN.active).length;
    await buyerOnTender(tender, contractor);
    expect(dadata.callsFor(INN.active)).toHaveLength(calls);
    // The client reads its own in the cabinet, as contractors do.
    expect((await get(ctx.app, BUYER, client.token)).body).toEqual({ buyer });
  });

  it('see a client that buys for itself, and each client’s own buyer only', async () => {
    const a = await newClient(ctx);
    const b = await newClient(ctx);
    const contractor = await newContractor(ctx);
    const tenderOfA = await newTender(ctx, a);
    const tenderOfB = await newTender(ctx, b);
    await put(
      ctx.app,
      BUYER,
      { kind: 'company', name: 'АО «Секретная закупка»', inn: SPARE_INNS[2] },
      a.token,
    );
    await put(ctx.app, BUYER, { kind: 'self' }, b.token);

    expect(await buyerOnTender(tenderOfB, contractor)).toEqual({ kind: 'self' });
    expect(await buyerOnTender(tenderOfA, contractor)).toMatchObject({
      kind: 'company',
      name: 'АО «Секретная закупка»',
    });
    // Nothing of A's buyer anywhere B or a contractor reads otherwise.
    for (const [url, viewer] of [
      [BUYER, b],
      ['/api/user/profile', b],
      [`/api/tenders/${tenderOfB.id}`, contractor],
      ['/api/tenders/list', contractor],
      ['/api/tenders', a],
    ] as const) {
      const res = await get(ctx.app, url, viewer.token);
      expect(res.status, url).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain('Секретная закупка');
      expect(JSON.stringify(res.body), url).not.toContain(SPARE_INNS[2]);
    }
    // The owner's own tender page does not carry it: its cabinet shows it.
    expect(await buyerOnTender(tenderOfA, a)).toBeNull();
  });

  it('stop seeing the company once the client buys for itself; the register drops its check', async () => {
    const client = await newClient(ctx);
    const contractor = await newContractor(ctx);
    const tender = await newTender(ctx, client);
    await put(
      ctx.app,
      BUYER,
      { kind: 'company', name: 'ООО «Лютик»', inn: SPARE_INNS[3] },
      client.token,
    );
    // The check is kept while the client's buyer names the INN.
    await syncCompanyChecks(ctx.database.db, COMPANY_REFERENCES);
    expect(await checksOf([SPARE_INNS[3]])).toHaveLength(1);

    await put(ctx.app, BUYER, { kind: 'self' }, client.token);
    expect(await buyerOnTender(tender, contractor)).toEqual({ kind: 'self' });
    await syncCompanyChecks(ctx.database.db, COMPANY_REFERENCES);
    expect(await checksOf([SPARE_INNS[3]])).toEqual([]);
  });

  it('have a buyer’s INN written before the checks queued by the register’s sync', async () => {
    const client = await newClient(ctx);
    await ctx.database.db
      .update(clientProfiles)
      .set({ buyerKind: 'company', buyerName: 'ООО «Старое»', buyerInn: INN.liquidated })
      .where(eq(clientProfiles.userId, client.id));
    await ctx.database.db.delete(companyChecks).where(eq(companyChecks.inn, INN.liquidated));
    await syncCompanyChecks(ctx.database.db, COMPANY_REFERENCES);
    expect(await checksOf([INN.liquidated])).toHaveLength(1);
  });
});
