import {
  type ComparisonAnswer,
  type ContractorDetail,
  MSG,
  MSG_SRO,
  SRO_MEMBERSHIPS_MAX,
  type SroKind,
  type SroMembershipInput,
  type SroVerdict,
  sroVerdict,
} from '@podryad/domain';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorSroMemberships, tenders } from '../src/db/schema';
import { get, post, put, useTestApp } from './helpers';
import {
  type Actor,
  download,
  inSeconds,
  newClient,
  newContractor,
  newTender,
  offer,
  pricedTerms as priced,
} from './tender-fixtures';

/*
 * СРО memberships as the contractor states them (read and replaced from its cabinet), on its page
 * for clients, and the comparison's verdict of each offer's price with НДС against them.
 */

const ctx = useTestApp();
const SRO = '/api/user/profile/sro';
const rub = (roubles: number) => roubles * 100;

const builders = (level: number, n = level): SroMembershipInput => ({
  kind: 'construction',
  sro_name: `Ассоциация строителей ${n}`,
  registration_number: `СРО-С-${100 + n}-01022010`,
  level,
});
const designers = (level: number, n = level): SroMembershipInput => ({
  kind: 'design',
  sro_name: `Союз проектировщиков ${n}`,
  registration_number: `СРО-П-${100 + n}-16072009`,
  level,
});

const stored = (contractor: Actor) =>
  ctx.database.db
    .select()
    .from(contractorSroMemberships)
    .where(eq(contractorSroMemberships.contractorId, contractor.id))
    .orderBy(asc(contractorSroMemberships.position));

describe('the contractor’s memberships', () => {
  let contractor: Actor;
  beforeAll(async () => {
    contractor = await newContractor(ctx);
  });

  it('are none at first', async () => {
    const res = await get(ctx.app, SRO, contractor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ memberships: [] });
  });

  it('are replaced by the list sent, tidied, in its order', async () => {
    const res = await put(
      ctx.app,
      SRO,
      {
        memberships: [
          { ...designers(3), sro_name: '  Союз «Проектировщики»  ' },
          { ...builders(2), registration_number: ' сро-с-102-01022010 ' },
        ],
      },
      contractor.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = [{ ...designers(3), sro_name: 'Союз «Проектировщики»' }, builders(2)];
    expect(res.body).toEqual({ memberships: expected });
    expect((await get(ctx.app, SRO, contractor.token)).body).toEqual({ memberships: expected });

    const fewer = await put(ctx.app, SRO, { memberships: [builders(5)] }, contractor.token);
    expect(fewer.body).toEqual({ memberships: [builders(5)] });
    expect((await stored(contractor)).map((r) => [r.position, r.level])).toEqual([[0, 5]]);
  });

  it('take ten at most, each register number once', async () => {
    const ten = Array.from({ length: SRO_MEMBERSHIPS_MAX }, (_, i) => builders(1, i + 1));
    const res = await put(ctx.app, SRO, { memberships: ten }, contractor.token);
    expect(res.status).toBe(200);
    expect((res.body.memberships as unknown[]).length).toBe(SRO_MEMBERSHIPS_MAX);

    const eleven = await put(
      ctx.app,
      SRO,
      { memberships: [...ten, builders(1, 11)] },
      contractor.token,
    );
    expect(eleven.status).toBe(400);
    expect(eleven.body.fields).toEqual({ memberships: [MSG_SRO.tooMany] });

    const twice = await put(
      ctx.app,
      SRO,
      { memberships: [builders(1), { ...builders(2), registration_number: 'СРО-С-101-01022010' }] },
      contractor.token,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({
      'memberships.1.registration_number': [MSG_SRO.duplicate],
    });
    expect(await stored(contractor)).toHaveLength(SRO_MEMBERSHIPS_MAX);
  });

  it('refuse bad input with a 400 naming the field, and keep the list as it was', async () => {
    await put(ctx.app, SRO, { memberships: [builders(2)] }, contractor.token);
    const bad: [unknown, Record<string, string[]>][] = [
      [{}, { memberships: [MSG.invalidValue] }],
      [{ memberships: 'все' }, { memberships: [MSG.invalidValue] }],
      [
        { memberships: [{}] },
        {
          'memberships.0.kind': [MSG_SRO.kindRequired],
          'memberships.0.sro_name': [MSG.required],
          'memberships.0.registration_number': [MSG.required],
          'memberships.0.level': [MSG_SRO.levelRequired],
        },
      ],
      [
        { memberships: [builders(1), { ...builders(2), kind: 'снос' }] },
        { 'memberships.1.kind': [MSG_SRO.kindRequired] },
      ],
      [
        { memberships: [{ ...designers(4), level: 5 }] },
        { 'memberships.0.level': [MSG_SRO.levelOfKind] },
      ],
      [
        { memberships: [{ ...builders(1), level: '1' }] },
        { 'memberships.0.level': [MSG.invalidValue] },
      ],
      [
        { memberships: [{ ...builders(1), level: 6 }] },
        { 'memberships.0.level': [MSG.invalidValue] },
      ],
      [
        { memberships: [{ ...builders(1), kind: 'design' }] },
        { 'memberships.0.registration_number': [MSG_SRO.numberOfBuilders] },
      ],
      [
        { memberships: [{ ...builders(1), registration_number: "1' or 1=1" }] },
        { 'memberships.0.registration_number': [MSG_SRO.numberFormat] },
      ],
      [
        { memberships: [{ ...builders(1), sro_name: 'С'.repeat(256) }] },
        { 'memberships.0.sro_name': [MSG.tooLong] },
      ],
    ];
    for (const [body, fields] of bad) {
      const res = await put(ctx.app, SRO, body, contractor.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
      expect(res.body.errors!.length).toBeGreaterThan(0);
    }
    expect((await get(ctx.app, SRO, contractor.token)).body).toEqual({
      memberships: [builders(2)],
    });
  });

  it('are the contractor’s alone: a client is refused, another contractor has its own', async () => {
    const client = await newClient(ctx);
    expect((await get(ctx.app, SRO, client.token)).status).toBe(403);
    const refused = await put(ctx.app, SRO, { memberships: [builders(1)] }, client.token);
    expect(refused.status).toBe(403);
    expect((await get(ctx.app, SRO, undefined)).status).toBe(401);
    const other = await newContractor(ctx);
    expect((await get(ctx.app, SRO, other.token)).body).toEqual({ memberships: [] });
  });

  it('show on the contractor’s page for clients, in its order', async () => {
    await put(ctx.app, SRO, { memberships: [designers(1), builders(3)] }, contractor.token);
    const client = await newClient(ctx);
    const res = await get(ctx.app, `/api/contractors/${contractor.id}`, client.token);
    expect(res.status).toBe(200);
    expect((res.body.user as ContractorDetail).sro_memberships).toEqual([
      designers(1),
      builders(3),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// The comparison's verdicts.

let client: Actor;
/** `levels[k]` states builders' level k and designers' level min(k, 4); `levels[0]` states none. */
const levels: Actor[] = [];
beforeAll(async () => {
  client = await newClient(ctx);
  for (let level = 0; level <= 5; level += 1) {
    const contractor = await newContractor(ctx);
    if (level > 0) {
      const res = await put(
        ctx.app,
        SRO,
        { memberships: [designers(Math.min(level, 4)), builders(level)] },
        contractor.token,
      );
      expect(res.status).toBe(200);
    }
    levels.push(contractor);
  }
}, 60_000);

const compare = async (tenderId: number, query = '') => {
  const res = await get(ctx.app, `/api/tenders/${tenderId}/comparison${query}`, client.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ComparisonAnswer;
};
/** Each offer's verdict, by its contractor's stated level. */
const verdicts = (answer: ComparisonAnswer) =>
  Object.fromEntries(
    answer.offers.map((o) => [levels.findIndex((c) => c.id === o.contractor.id), o.sro.verdict]),
  );

/** A tender of the stage with one offer per [stated level, price in kopecks]. */
async function tenderWith(extra: Record<string, unknown>, offers: [number, number][]) {
  const tender = await newTender(ctx, client, extra);
  for (const [level, price] of offers) await offer(ctx, levels[level]!, tender.id, priced(price));
  return tender.id;
}

describe('the comparison’s СРО verdict at each boundary price', () => {
  const boundaries: Record<SroKind, number[]> = {
    construction: [90_000_000, 500_000_000, 3_000_000_000, 10_000_000_000],
    design: [25_000_000, 50_000_000, 300_000_000],
  };
  const stages: Record<SroKind, Record<string, unknown>> = {
    construction: { stage: 'construction' },
    // A complex construction tender at its design stage needs designers.
    design: { stage: 'design', complex_structure: true },
  };
  const top = { construction: 5, design: 4 };

  it.each(['construction', 'design'] as const)(
    '%s: each level covers its ceiling, a kopeck more needs the next',
    async (kind) => {
      const ceilings = boundaries[kind];
      // At each ceiling, the contractor of that level; the top level far above; none at 10 M.
      const at = await tenderWith(stages[kind], [
        ...ceilings.map((c, i): [number, number] => [i + 1, rub(c)]),
        [5, rub(90_000_000_000)],
        [0, rub(10_000_000)],
      ]);
      const atAnswer = await compare(at);
      expect(atAnswer.tender.sro_kind).toBe(kind);
      const covered: Record<number, SroVerdict> = { 0: 'not_required', 5: 'sufficient' };
      ceilings.forEach((_, i) => (covered[i + 1] = 'sufficient'));
      expect(verdicts(atAnswer)).toEqual(covered);

      // A kopeck past each ceiling, the same contractors; nobody's at 10 M and a kopeck.
      const past = await tenderWith(stages[kind], [
        ...ceilings.map((c, i): [number, number] => [i + 1, rub(c) + 1]),
        [5, rub(10_000_000)],
        [0, rub(10_000_000) + 1],
      ]);
      const pastAnswer = await compare(past);
      const short: Record<number, SroVerdict> = { 0: 'missing', 5: 'not_required' };
      ceilings.forEach((_, i) => (short[i + 1] = 'insufficient'));
      expect(verdicts(pastAnswer)).toEqual(short);

      // The database's verdict is the domain's, offer by offer.
      for (const o of [...atAnswer.offers, ...pastAnswer.offers]) {
        const level = levels.findIndex((c) => c.id === o.contractor.id);
        const stated = level === 0 ? [] : [{ kind, level: Math.min(level, top[kind]) }];
        expect(o.sro.verdict).toBe(sroVerdict(o.offer!.price_with_vat_kopecks, kind, stated));
      }
    },
  );

  it('names the stated membership of the tender’s kind with the highest level', async () => {
    const contractor = await newContractor(ctx);
    await put(
      ctx.app,
      SRO,
      { memberships: [builders(1, 7), designers(2, 8), builders(3, 9)] },
      contractor.token,
    );
    const tender = await newTender(ctx, client);
    await offer(ctx, contractor, tender.id, priced(rub(600_000_000)));
    await offer(ctx, levels[0]!, tender.id, priced(rub(600_000_000)));
    const { offers } = await compare(tender.id);
    const withOne = offers.find((o) => o.contractor.id === contractor.id);
    const without = offers.find((o) => o.contractor.id === levels[0]!.id);
    expect(withOne!.sro).toEqual({
      verdict: 'sufficient',
      membership: {
        sro_name: 'Ассоциация строителей 9',
        registration_number: 'СРО-С-109-01022010',
        level: 3,
      },
    });
    expect(without!.sro).toEqual({ verdict: 'missing', membership: null });
  });

  it('weighs the price with НДС, whichever sums the client compares', async () => {
    const tender = await newTender(ctx, client);
    // 80 M + НДС 22 % = 97.6 M: past the first level; 9 M + 22 % = 10.98 M: past the free limit.
    await offer(ctx, levels[1]!, tender.id, priced(rub(80_000_000), 'without_vat', 22));
    await offer(ctx, levels[0]!, tender.id, priced(rub(9_000_000), 'without_vat', 22));
    await offer(ctx, levels[2]!, tender.id, { comment: 'Цену назовём после осмотра' });
    const expected = { 0: 'missing', 1: 'insufficient', 2: null };
    expect(verdicts(await compare(tender.id))).toEqual(expected);
    expect(verdicts(await compare(tender.id, '?prices=without_vat'))).toEqual(expected);
  });

  it('says nothing while the offers are sealed', async () => {
    const tender = await newTender(ctx, client, {
      sealed: true,
      offers_deadline: inSeconds(3600),
    });
    await offer(ctx, levels[1]!, tender.id, priced(rub(95_000_000)));
    const [sealed] = (await compare(tender.id)).offers;
    expect(sealed!.sro).toEqual({ verdict: null, membership: expect.any(Object) });
  });

  it('follows the current price after a переторжка', async () => {
    const tender = await newTender(ctx, client, { offers_deadline: inSeconds(3600) });
    await offer(ctx, levels[1]!, tender.id, priced(rub(95_000_000)));
    const cheap = await offer(ctx, levels[0]!, tender.id, priced(rub(12_000_000)));
    await ctx.database.db
      .update(tenders)
      .set({ offersDeadline: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, tender.id));
    const round = await post(
      ctx.app,
      `/api/tenders/${tender.id}/rebid`,
      { deadline: inSeconds(3 * 3600) },
      client.token,
    );
    expect(round.status, JSON.stringify(round.body)).toBe(200);
    const lowered = await post(
      ctx.app,
      `/api/request/rebid/${cheap.id}`,
      { price_kopecks: rub(10_000_000) },
      levels[0]!.token,
    );
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    // While the round runs, the client weighs the prices it sees.
    expect(verdicts(await compare(tender.id))).toEqual({ 0: 'missing', 1: 'insufficient' });
    await ctx.database.db
      .update(tenders)
      .set({ rebidDeadline: new Date(Date.now() - 1000) })
      .where(eq(tenders.id, tender.id));
    expect(verdicts(await compare(tender.id))).toEqual({ 0: 'not_required', 1: 'insufficient' });
  });

  it('is a column of the .xlsx, with the membership as stated', async () => {
    const tender = await tenderWith({ stage: 'design' }, [
      [2, rub(40_000_000)],
      [1, rub(40_000_000)],
      [0, rub(5_000_000)],
    ]);
    const file = await download(ctx, `/api/tenders/${tender}/comparison.xlsx`, client.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const rows = (book.getWorksheet(1)!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((row) => row.slice(1).map((cell) => (cell == null ? '' : String(cell))));
    const header = rows[3]!;
    const verdict = header.indexOf('СРО (проектировщики и изыскатели)');
    const stated = header.indexOf('СРО со слов подрядчика');
    expect(verdict).toBeGreaterThan(0);
    expect(stated).toBe(verdict + 1);
    const cells = rows
      .slice(4, 7)
      .map((row) => [row[verdict], row[stated]?.replace(/\u00a0/g, ' ')]);
    expect(cells).toEqual([
      ['СРО не требуется', ''],
      [
        'Уровень СРО достаточен',
        '«Союз проектировщиков 2», СРО-П-102-16072009, 2 уровень — до 50 млн ₽',
      ],
      [
        'Уровень СРО недостаточен',
        '«Союз проектировщиков 1», СРО-П-101-16072009, 1 уровень — до 25 млн ₽',
      ],
    ]);
  });
});
