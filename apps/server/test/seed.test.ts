import path from 'node:path';
import {
  type ComparisonAnswer,
  type Contractor,
  type Deal,
  dealListAnswer,
  ownTenderListAnswer,
  type Tender,
  REQUEST_STATUSES,
  TENDER_REGIONS,
  WORK_TYPES,
  innProblem,
} from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles } from '../src/db/schema';
import { refreshAnswerStats } from '../src/modules/contractors/answer-stats';
import { DEMO_CLIENT, DEMO_CONTRACTOR, DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { LocalStorage } from '../src/delivery/storage';
import { useTestApp, get, post } from './helpers';

const ctx = useTestApp();
const tokens: Record<'client' | 'contractor', string> = { client: '', contractor: '' };

beforeAll(async () => {
  await seedDemo(
    ctx.database.db,
    new LocalStorage(path.join(ctx.config.dataDir, 'storage')),
    ctx.app.log,
  );
  for (const [side, login] of [
    ['client', DEMO_CLIENT.email],
    ['contractor', DEMO_CONTRACTOR.email],
  ] as const) {
    const res = await post(ctx.app, '/api/auth/login', { login, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    tokens[side] = res.body.token as string;
  }
});

describe('demo data', () => {
  it("shows on the directory's cards how the demo's contractors answered its invitations", async () => {
    await refreshAnswerStats(ctx.database.run);
    const res = await get(ctx.app, '/api/contractors?per_page=100', tokens.client);
    expect(res.status).toBe(200);
    const answered = (res.body.users as Contractor[]).filter(
      (u) => u.answers && u.answers.median_answer_minutes !== null,
    );
    expect(answered.length).toBeGreaterThan(0);
  });

  it('gives the demo client a lively dashboard: tenders with answers in every status', async () => {
    const res = await get(ctx.app, '/api/tenders', tokens.client);
    const tenders = ownTenderListAnswer.parse(res.body).tenders;
    expect(tenders.length).toBeGreaterThanOrEqual(3);
    const statuses = new Set(tenders.flatMap((t) => t.requests.map((r) => r.status.code)));
    expect([...statuses].sort()).toEqual([...REQUEST_STATUSES].sort());
    for (const t of tenders) {
      expect(t.images.length).toBeGreaterThan(0);
      const image = await ctx.app.inject({ method: 'GET', url: t.images[0]! });
      expect(image.statusCode).toBe(200);
      const full = (await get(ctx.app, `/api/tenders/${t.id}`, tokens.client)).body
        .tender as Tender;
      const doc = await ctx.app.inject({
        method: 'GET',
        url: full.documents[0]!,
        headers: { authorization: `Bearer ${tokens.client}` },
      });
      expect(doc.statusCode).toBe(200);
      expect(doc.body.startsWith('%PDF-')).toBe(true);
    }
  });

  it('gives the demo client priced offers to compare, each answer with its version', async () => {
    const list = (await get(ctx.app, '/api/tenders', tokens.client)).body.tenders as {
      id: number;
      tender_name: string;
    }[];
    const house = list.find((t) => t.tender_name === 'Строительство коробки дома')!;
    const res = await get(ctx.app, `/api/tenders/${house.id}/comparison`, tokens.client);
    expect(res.status).toBe(200);
    const { offers } = res.body as ComparisonAnswer;
    // The accepted invitation and two offers, all priced; the rejected offer no longer stands.
    expect(offers.length).toBe(3);
    expect(offers.every((o) => o.offer)).toBe(true);
    expect(offers.every((o) => o.revision === 1)).toBe(true);
    expect(offers.find((o) => o.lowest_price)?.offer?.price_with_vat_kopecks).toBe(645_050_050);
  });

  it("gives the demo contractor requests in every status, over other clients' tenders too", async () => {
    const res = await get(ctx.app, '/api/request', tokens.contractor);
    expect(res.status).toBe(200);
    const requests = res.body.requests as {
      status: { code: string };
      is_new: boolean;
      tender: { id: number; tender_name: string };
      client: { name: string };
    }[];
    // Every status, the chosen one twice (a deal running late and one whose work was accepted).
    const statuses = [...new Set(requests.map((r) => r.status.code))].sort();
    expect(statuses).toEqual([...REQUEST_STATUSES].sort());
    // One request per tender, and some the contractor has not opened yet.
    expect(new Set(requests.map((r) => r.tender.id)).size).toBe(requests.length);
    expect(requests.some((r) => r.is_new)).toBe(true);
    expect(requests.some((r) => !r.is_new)).toBe(true);
    expect(new Set(requests.map((r) => r.client.name))).toEqual(new Set(['Анна', 'Дмитрий']));
    // Every tender it answered can be opened.
    for (const r of requests) {
      expect((await get(ctx.app, `/api/tenders/${r.tender.id}`, tokens.contractor)).status).toBe(
        200,
      );
    }
    const open = (await get(ctx.app, '/api/tenders/list', tokens.contractor)).body
      .tenders as unknown[];
    expect(open.length).toBeGreaterThan(3);
  });

  it('gives both demo accounts deals: awaiting confirmation, overdue and accepted', async () => {
    const client = dealListAnswer.parse((await get(ctx.app, '/api/deals', tokens.client)).body);
    expect(client.deals.map((d) => [d.tender_title, d.status, d.overdue])).toEqual([
      ['Ремонт офиса под ключ', 'awaiting_confirmation', false],
    ]);
    const [awaiting] = client.deals;
    const full = (await get(ctx.app, `/api/deals/${awaiting!.id}`, tokens.client)).body
      .deal as Deal;
    expect(full.contract_number).toMatch(/-П\//);
    expect(full.contract_date).not.toBeNull();
    expect(full.contract_file).not.toBeNull();
    expect(full.moves).toEqual(['contract', 'terminate']);

    const own = dealListAnswer.parse(
      (await get(ctx.app, '/api/deals', tokens.contractor)).body,
    ).deals;
    const byTitle = Object.fromEntries(own.map((d) => [d.tender_title, d]));
    expect(byTitle['Строительство детского сада']).toMatchObject({
      status: 'in_progress',
      overdue: true,
    });
    const accepted = byTitle['Ремонт кровли школы']!;
    expect(accepted).toMatchObject({ status: 'accepted', overdue: false });
    const deal = (await get(ctx.app, `/api/deals/${accepted.id}`, tokens.contractor)).body
      .deal as Deal;
    // Made from the chosen offer: its price with НДС; the work accepted a week or so ago.
    expect(deal.price_with_vat_kopecks).toBe(4_200_000_00);
    expect(deal.acceptance_files).toHaveLength(1);
    expect(Date.parse(deal.accepted_at!)).toBeLessThan(Date.now() - 24 * 3600 * 1000);
    expect(deal.start_date! < deal.accepted_at!.slice(0, 10)).toBe(true);
  });

  it("gives the demo contractor invitations with the client's files, answered and not", async () => {
    const res = await get(ctx.app, '/api/request', tokens.contractor);
    const requests = res.body.requests as {
      status: { code: string };
      document_files: { path: string }[];
      invite_document_files: { path: string }[];
    }[];
    const invited = requests.filter((r) => r.invite_document_files.length > 0);
    const codes = invited.map((r) => r.status.code).sort();
    expect(codes).toEqual(['accepted_by_contractor', 'offered']);
    // The answered one shows the contractor's own file beside the client's.
    const answered = invited.find((r) => r.status.code === 'accepted_by_contractor')!;
    expect(answered.document_files).toHaveLength(1);
    expect(answered.document_files[0]!.path).not.toBe(answered.invite_document_files[0]!.path);
    for (const r of invited) {
      const doc = await ctx.app.inject({
        method: 'GET',
        url: r.invite_document_files[0]!.path,
        headers: { authorization: `Bearer ${tokens.contractor}` },
      });
      expect(doc.statusCode).toBe(200);
    }
  });

  it("tells the demo contractor about the clients' moves, the latest ones unread", async () => {
    const res = await get(ctx.app, '/api/user/notifications', tokens.contractor);
    const list = res.body.notifications as {
      is_new: boolean;
      title: string;
      status: { code: string };
      date: string;
    }[];
    expect(new Set(list.map((n) => n.status.code))).toEqual(
      new Set(['offered', 'accepted', 'rejected']),
    );
    expect(list.some((n) => n.is_new)).toBe(true);
    expect(list.some((n) => !n.is_new)).toBe(true);
    const dates = list.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("sets the demo contractor's tender settings: a listed region, one work type, taking part", async () => {
    const res = await get(ctx.app, '/api/user/profile', tokens.contractor);
    const profile = (res.body.user as { profile: Record<string, unknown> }).profile;
    expect(TENDER_REGIONS).toContain(profile.region);
    expect(profile.type_of_works).toHaveLength(1);
    expect(WORK_TYPES).toContain((profile.type_of_works as string[])[0]);
    expect(profile.participates_in_tenders).toBe(true);
    const cases = (await get(ctx.app, '/api/cases', tokens.contractor)).body.cases as unknown[];
    expect(cases).toHaveLength(3);
  });

  it('has unread notifications on both sides', async () => {
    for (const token of [tokens.client, tokens.contractor]) {
      const res = await get(ctx.app, '/api/user/notifications', token);
      const list = res.body.notifications as { is_new: boolean; text: string }[];
      expect(list.some((n) => n.is_new)).toBe(true);
      expect(list.every((n) => /«.+»/.test(n.text))).toBe(true);
    }
  });

  it('fills the directory with contractors, some with cases, one not taking part', async () => {
    const res = await get(ctx.app, '/api/contractors?per_page=100', tokens.client);
    const users = res.body.users as { id: number; participates_in_tenders: boolean }[];
    expect(users.length).toBeGreaterThan(12);
    expect(res.body.meta).toEqual({
      total: users.length,
      page: 1,
      per_page: 100,
      total_lower_bound: false,
    });
    expect(users.some((u) => !u.participates_in_tenders)).toBe(true);
    const [demo] = users.filter((u) => (u as { email?: string }).email === DEMO_CONTRACTOR.email);
    const detail = await get(ctx.app, `/api/contractors/${demo!.id}`, tokens.client);
    expect((detail.body.user as { cases: unknown[] }).cases.length).toBe(3);
    // Some companies state their СРО; the demo contractor has its own to fill.
    expect((detail.body.user as { sro_memberships: unknown[] }).sro_memberships).toEqual([]);
    const [kazan] = users.filter((u) => (u as { name?: string }).name === 'АО «КазаньСтрой»');
    const stated = await get(ctx.app, `/api/contractors/${kazan!.id}`, tokens.client);
    expect(
      (stated.body.user as { sro_memberships: { kind: string; level: number }[] }).sro_memberships,
    ).toMatchObject([
      { kind: 'construction', level: 3 },
      { kind: 'design', level: 1 },
    ]);
  });

  it('gives every company an INN that passes the check', async () => {
    const rows = await ctx.database.db
      .select({ inn: contractorProfiles.inn })
      .from(contractorProfiles);
    expect(rows.length).toBeGreaterThan(12);
    expect(rows.filter((row) => innProblem(row.inn) !== null)).toEqual([]);
  });

  it('is loaded only into an empty database', async () => {
    const before = (await get(ctx.app, '/api/contractors', tokens.client)).body.meta;
    await seedDemo(
      ctx.database.db,
      new LocalStorage(path.join(ctx.config.dataDir, 'storage')),
      ctx.app.log,
    );
    const after = (await get(ctx.app, '/api/contractors', tokens.client)).body.meta;
    expect(after).toEqual(before);
  });
});
