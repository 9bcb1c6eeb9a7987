import {
  CITY_NAMES,
  type ContractorCard,
  type ContractorDetail,
  MSG,
  MSG_SCOPE,
  MSG_TENDERS,
  type TenderRequest,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, tenderRequests } from '../src/db/schema';
import { get, post, put, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender } from './tender-fixtures';

/*
 * The work types and cities a contractor takes invitations for: read and replaced from its
 * cabinet, carried by the directory's card, and an invitation outside them refused.
 */

const ctx = useTestApp();
const SCOPE = '/api/user/profile/invitation-scope';

const stored = async (contractor: Actor) => {
  const [row] = await ctx.database.db
    .select({
      workTypes: contractorProfiles.invitationWorkTypes,
      cities: contractorProfiles.invitationCities,
    })
    .from(contractorProfiles)
    .where(eq(contractorProfiles.userId, contractor.id));
  return row;
};

describe('the contractor’s invitation scope', () => {
  let contractor: Actor;
  beforeAll(async () => {
    contractor = await newContractor(ctx);
  });

  it('is empty at first: every work type, every city', async () => {
    const res = await get(ctx.app, SCOPE, contractor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ work_types: [], cities: [] });
  });

  it('is replaced by the lists sent, answered in the domain’s orders', async () => {
    const res = await put(
      ctx.app,
      SCOPE,
      { work_types: ['complex_construction', 'design'], cities: ['Казань', 'Москва'] },
      contractor.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      work_types: ['design', 'complex_construction'],
      cities: ['Москва', 'Казань'],
    };
    expect(res.body).toEqual(expected);
    expect((await get(ctx.app, SCOPE, contractor.token)).body).toEqual(expected);

    const fewer = await put(ctx.app, SCOPE, { work_types: [], cities: ['Уфа'] }, contractor.token);
    expect(fewer.body).toEqual({ work_types: [], cities: ['Уфа'] });
    expect(await stored(contractor)).toEqual({ workTypes: [], cities: ['Уфа'] });
  });

  it('refuses bad input with a 400 naming the field, and keeps the lists as they were', async () => {
    await put(ctx.app, SCOPE, { work_types: ['design'], cities: ['Казань'] }, contractor.token);
    const bad: [unknown, Record<string, string[]>][] = [
      [{}, { work_types: [MSG.invalidValue], cities: [MSG.invalidValue] }],
      [{ work_types: 'design', cities: [] }, { work_types: [MSG.invalidValue] }],
      [{ work_types: ['снос'], cities: [] }, { 'work_types.0': [MSG_SCOPE.unknownWorkType] }],
      [{ work_types: [], cities: ['Атлантида'] }, { 'cities.0': [MSG_SCOPE.unknownCity] }],
      [{ work_types: [], cities: [42] }, { 'cities.0': [MSG_SCOPE.unknownCity] }],
      [
        { work_types: ['design', 'design'], cities: [] },
        { 'work_types.1': [MSG_SCOPE.duplicateWorkType] },
      ],
      [
        { work_types: [], cities: ['Казань', 'Уфа', 'Казань'] },
        { 'cities.2': [MSG_SCOPE.duplicateCity] },
      ],
      [
        { work_types: [], cities: [...CITY_NAMES, 'Москва'] },
        { cities: [MSG_SCOPE.tooManyCities] },
      ],
    ];
    for (const [body, fields] of bad) {
      const res = await put(ctx.app, SCOPE, body, contractor.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
      expect(res.body.errors!.length).toBeGreaterThan(0);
    }
    expect((await get(ctx.app, SCOPE, contractor.token)).body).toEqual({
      work_types: ['design'],
      cities: ['Казань'],
    });
  });

  it('is the contractor’s alone: a client is refused, another contractor has its own', async () => {
    const client = await newClient(ctx);
    expect((await get(ctx.app, SCOPE, client.token)).status).toBe(403);
    const refused = await put(ctx.app, SCOPE, { work_types: [], cities: [] }, client.token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([MSG.forbidden]);
    expect((await get(ctx.app, SCOPE, undefined)).status).toBe(401);
    const other = await newContractor(ctx);
    expect((await get(ctx.app, SCOPE, other.token)).body).toEqual({ work_types: [], cities: [] });
  });
});

describe('an invitation against the scope', () => {
  let client: Actor;
  beforeAll(async () => {
    client = await newClient(ctx);
  });

  /** A fresh contractor taking invitations for the lists given. */
  async function scoped(work_types: string[], cities: string[]) {
    const contractor = await newContractor(ctx);
    const res = await put(ctx.app, SCOPE, { work_types, cities }, contractor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return contractor;
  }

  /** Invites and expects the refusal: a 409 with the message, and no request stored. */
  async function refused(tenderId: number, contractor: Actor, message: string) {
    const res = await post(
      ctx.app,
      `/api/request/${tenderId}`,
      { user_id: contractor.id, comment: 'Приглашаем' },
      client.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.errors).toEqual([message]);
    const rows = await ctx.database.db
      .select()
      .from(tenderRequests)
      .where(eq(tenderRequests.contractorId, contractor.id));
    expect(rows).toEqual([]);
  }

  it('reaches a contractor whose scope names the tender’s work type and city', async () => {
    // The fixture's tender: construction, in Казань.
    const tender = await newTender(ctx, client);
    const contractor = await scoped(['construction', 'design'], ['Казань', 'Москва']);
    const request: TenderRequest = await invite(ctx, client, tender.id, contractor.id);
    expect(request.status.code).toBe('offered');
  });

  it('reaches every contractor with an empty scope, whatever the tender', async () => {
    const tender = await newTender(ctx, client, {
      stage: 'design',
      address: 'г. Пермь, ул. Ленина, 1',
    });
    const contractor = await scoped([], []);
    await invite(ctx, client, tender.id, contractor.id);
  });

  it('is refused for a work type the contractor does not name', async () => {
    const tender = await newTender(ctx, client, { complex_structure: true });
    await refused(tender.id, await scoped(['design', 'construction'], []), MSG_SCOPE.workType);
  });

  it('is refused for a city the contractor does not name', async () => {
    const tender = await newTender(ctx, client, { address: 'г. Самара, ул. Садовая, 3' });
    await refused(tender.id, await scoped(['construction'], ['Казань']), MSG_SCOPE.city);
  });

  it('passes the city part when the address names no city of the list', async () => {
    const tender = await newTender(ctx, client, { address: 'пос. Заречный, ул. Лесная, 2' });
    const contractor = await scoped(['construction'], ['Казань']);
    await invite(ctx, client, tender.id, contractor.id);
  });

  it('still refuses a contractor who takes no part first, before its scope', async () => {
    const tender = await newTender(ctx, client, { stage: 'design' });
    const contractor = await scoped(['construction'], []);
    await ctx.database.db
      .update(contractorProfiles)
      .set({ participatesInTenders: false })
      .where(eq(contractorProfiles.userId, contractor.id));
    await refused(tender.id, contractor, MSG_TENDERS.contractorUnavailable);
  });

  it('is carried by the directory’s card and the contractor’s page, for the invite dialogs’ marks', async () => {
    const contractor = await scoped(['complex_construction', 'design'], ['Уфа']);
    const res = await get(ctx.app, '/api/contractors?page_size=100', client.token);
    expect(res.status).toBe(200);
    let card = (res.body.users as ContractorCard[]).find((u) => u.id === contractor.id);
    for (let page = 2; !card && page <= 20; page++) {
      const next = await get(ctx.app, `/api/contractors?page_size=100&page=${page}`, client.token);
      card = (next.body.users as ContractorCard[]).find((u) => u.id === contractor.id);
    }
    expect(card?.invitation_scope).toEqual({
      work_types: ['design', 'complex_construction'],
      cities: ['Уфа'],
    });
    const page = await get(ctx.app, `/api/contractors/${contractor.id}`, client.token);
    expect((page.body.user as ContractorDetail).invitation_scope).toEqual(card?.invitation_scope);
  });
});
