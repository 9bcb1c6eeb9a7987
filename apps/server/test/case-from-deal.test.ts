import { type Case, type Deal, MSG, MSG_CASES, MSG_DEALS } from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, patch, post, upload, useTestApp } from './helpers';
import {
  type Actor,
  newClient,
  newContractor,
  newTender,
  offer,
  pricedTerms,
} from './tender-fixtures';

/*
 * A case made from a deal: only from the contractor's own deal the client accepted, one case per
 * deal; it reads back marked as done through Podryad, and an edit keeps the mark.
 */

const ctx = useTestApp();

let client: Actor;
let contractor: Actor;
let other: Actor;
beforeAll(async () => {
  [client, contractor, other] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
  ]);
});

const must = async (actor: Actor, url: string, body: Record<string, unknown> = {}) => {
  const res = await post(ctx.app, url, body, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.deal as Deal;
};

/** A deal of the client with the contractor, moved as far as `until`. */
async function dealUntil(until: 'draft' | 'in_progress' | 'accepted') {
  const tender = await newTender(ctx, client, { tender_name: 'Склад для портфолио' });
  const request = await offer(ctx, contractor, tender.id, pricedTerms(500_000_00));
  const chosen = await post(ctx.app, `/api/request/accept/${request.id}`, {}, client.token);
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const res = await get(ctx.app, `/api/tenders/${tender.id}/deal`, client.token);
  let deal = res.body.deal as Deal;
  if (until === 'draft') return deal;
  await must(client, `/api/deals/${deal.id}/contract`, {
    contract_number: 'К-1',
    contract_date: '2026-03-01',
    start_date: '2026-03-10',
    planned_finish: '2026-06-30',
  });
  deal = await must(contractor, `/api/deals/${deal.id}/confirm`);
  if (until === 'in_progress') return deal;
  const doc = await upload(ctx.app, '/api/deals/uploadFile', contractor.token, [
    { filename: 'акт.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n') },
  ]);
  await must(contractor, `/api/deals/${deal.id}/report`, { documents: [doc.body.path] });
  return must(client, `/api/deals/${deal.id}/accept`);
}

async function cover(actor: Actor) {
  const res = await upload(ctx.app, '/api/cases/upload-cover', actor.token);
  expect(res.status).toBe(200);
  return res.body.path as string;
}

const body = (coverPath: string, extra: Record<string, unknown> = {}) => ({
  project_name: 'Склад для портфолио',
  services: 'Строительство',
  start_date: '2026-03-10',
  end_date: '2026-06-30',
  address: 'Казань, ул. Техническая, 5',
  latitude: 55.79,
  longitude: 49.12,
  description: 'Склад, металлокаркас',
  cover: coverPath,
  ...extra,
});

describe('a case from a deal', () => {
  it('is made from an accepted deal and reads back as done through Podryad', async () => {
    const deal = await dealUntil('accepted');
    const res = await post(
      ctx.app,
      '/api/cases',
      body(await cover(contractor), { deal_id: deal.id }),
      contractor.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = res.body.case as Case;
    expect(made).toMatchObject({
      deal_id: deal.id,
      from_deal: true,
      deal_accepted_at: deal.accepted_at,
    });

    // The client reads the mark on the contractor's page and on the case.
    const page = await get(ctx.app, `/api/contractors/${contractor.id}`, client.token);
    const listed = (page.body.user as { cases: Case[] }).cases.find((c) => c.id === made.id);
    expect(listed).toMatchObject({ from_deal: true, deal_accepted_at: deal.accepted_at });
    const read = await get(ctx.app, `/api/cases/${made.id}`, client.token);
    expect(read.body.case).toMatchObject({ deal_id: deal.id, from_deal: true });

    // An edit without deal_id keeps the link.
    const edited = await patch(
      ctx.app,
      `/api/cases/${made.id}`,
      body(made.cover!, { project_name: 'Склад, 2 очередь' }),
      contractor.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.case).toMatchObject({
      project_name: 'Склад, 2 очередь',
      deal_id: deal.id,
      from_deal: true,
    });

    // One deal, one case.
    const again = await post(
      ctx.app,
      '/api/cases',
      body(await cover(contractor), { deal_id: deal.id }),
      contractor.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([MSG_CASES.dealHasCase]);
  });

  it('without deal_id stays the contractor’s own word', async () => {
    const res = await post(ctx.app, '/api/cases', body(await cover(contractor)), contractor.token);
    expect(res.status).toBe(200);
    expect(res.body.case).toMatchObject({
      deal_id: null,
      from_deal: false,
      deal_accepted_at: null,
    });
  });

  it('refuses a deal whose work the client has not accepted', async () => {
    for (const until of ['draft', 'in_progress'] as const) {
      const deal = await dealUntil(until);
      const res = await post(
        ctx.app,
        '/api/cases',
        body(await cover(contractor), { deal_id: deal.id }),
        contractor.token,
      );
      expect(res.status, until).toBe(409);
      expect(res.body.errors).toEqual([MSG_CASES.dealNotAccepted]);
    }
  });

  it('finds no deal of another contractor, nor one that does not exist', async () => {
    const deal = await dealUntil('accepted');
    for (const dealId of [deal.id, 2_000_000_000]) {
      const res = await post(
        ctx.app,
        '/api/cases',
        body(await cover(other), { deal_id: dealId }),
        other.token,
      );
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([MSG_DEALS.notFound]);
    }
    // A client makes no cases at all.
    const res = await post(ctx.app, '/api/cases', body('x', { deal_id: deal.id }), client.token);
    expect(res.status).toBe(403);
  });

  it('names deal_id when it is not an id', async () => {
    const coverPath = await cover(contractor);
    for (const dealId of ['7', 0, -1, 1.5, 3_000_000_000, null]) {
      const res = await post(
        ctx.app,
        '/api/cases',
        body(coverPath, { deal_id: dealId }),
        contractor.token,
      );
      expect(res.status, String(dealId)).toBe(400);
      expect(JSON.stringify(res.body), String(dealId)).toContain('deal_id');
      expect(JSON.stringify(res.body), String(dealId)).toContain(MSG.invalidValue);
    }
  });
});
