import {
  MSG,
  MSG_TENDERS,
  type Case,
  type Contractor,
  type ContractorDetail,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases, contractorProfiles } from '../src/db/schema';
import { contractorProfile, get, useTestApp } from './helpers';
import { type Actor, newClient, newContractor, newUntyped } from './tender-fixtures';

const ctx = useTestApp();

const COVER = '/storage/images/00000000000000000000000000000001.png';
const GALLERY = [
  '/storage/images/00000000000000000000000000000002.jpg',
  '/storage/images/00000000000000000000000000000003.webp',
];

let client: Actor;
let alpha: Actor;
let beta: Actor;
let untyped: Actor;
beforeAll(async () => {
  [client, alpha, beta, untyped] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newUntyped(ctx),
  ]);
  const db = ctx.database.db;
  await db
    .update(contractorProfiles)
    .set({
      shortName: 'ООО «Альфа»',
      region: 'Москва',
      typeOfWorks: ['design', 'complex_construction', 'something_else'],
      telegram: '@alpha',
    })
    .where(eq(contractorProfiles.userId, alpha.id));
  await db
    .update(contractorProfiles)
    .set({ shortName: 'ООО «Бета»', participatesInTenders: false, typeOfWorks: ['construction'] })
    .where(eq(contractorProfiles.userId, beta.id));
});

async function insertCase(ownerId: number, values: Partial<typeof cases.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(cases)
    .values({
      ownerId,
      projectName: 'Жилой дом на Пушкина',
      services: 'Строительство',
      startDate: '2021-04-01',
      endDate: '2022-07-15',
      address: 'г. Москва, ул. Пушкина, 10',
      latitude: 55.76,
      longitude: 37.61,
      description: 'Монолитный каркас, 9 этажей',
      cover: COVER,
      images: GALLERY,
      ...values,
    })
    .returning();
  return row!;
}

describe('GET /api/contractors', () => {
  it('lists every contractor as a card: business contacts, region, work types, availability, by name', async () => {
    const res = await get(ctx.app, '/api/contractors', client.token);
    expect(res.status).toBe(200);
    const users = res.body.users as Contractor[];
    const ids = users.map((u) => u.id);
    expect(ids).toContain(alpha.id);
    expect(ids).toContain(beta.id);
    expect(ids).not.toContain(client.id);
    expect(ids).not.toContain(untyped.id);
    expect(ids.indexOf(alpha.id)).toBeLessThan(ids.indexOf(beta.id));
    expect(users.find((u) => u.id === alpha.id)).toEqual({
      id: alpha.id,
      name: 'ООО «Альфа»',
      phone: alpha.phone,
      email: alpha.email,
      // The card's part of the profile: the rest (requisites, social links) is on its page.
      profile: {
        full_legal_name: contractorProfile.full_legal_name,
        short_name: 'ООО «Альфа»',
        region: 'Москва',
        avatar: null,
        participates_in_tenders: true,
        type_of_works: ['design', 'complex_construction', 'something_else'],
      },
      // Only the known work types.
      work_types: ['design', 'complex_construction'],
      participates_in_tenders: true,
      // Not checked yet: the register's worker has not run (registry.test.ts checks).
      registry: {
        checked: false,
        reason: { code: 'pending', label: 'проверка ещё не проведена' },
        attempted_at: null,
      },
      // Its answers to invitations are not counted yet (answer-stats.test.ts counts them).
      answers: null,
      // The caller has no note on it.
      my_note: null,
      // It names no work type or city: it takes every invitation.
      invitation_scope: { work_types: [], cities: [] },
      // No published review yet (reviews-blind.test.ts rates them).
      rating: null,
    });
    // Unavailable contractors stay listed, marked so.
    expect(users.find((u) => u.id === beta.id)).toMatchObject({
      name: 'ООО «Бета»',
      work_types: ['construction'],
      participates_in_tenders: false,
    });
  });

  it('is for clients only: a contractor and a user without a type 403, no token 401', async () => {
    for (const actor of [alpha, untyped]) {
      const res = await get(ctx.app, '/api/contractors', actor.token);
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([MSG.forbidden]);
    }
    expect((await get(ctx.app, '/api/contractors')).status).toBe(401);
  });
});

describe('GET /api/contractors/{id}', () => {
  it('answers the contractor with its cases, newest first', async () => {
    const older = await insertCase(alpha.id, { projectName: 'Склад' });
    const newer = await insertCase(alpha.id, {
      projectName: 'Школа',
      cover: null,
      images: [],
      latitude: null,
      longitude: null,
    });
    await insertCase(beta.id, { projectName: 'Чужой кейс' });
    const res = await get(ctx.app, `/api/contractors/${alpha.id}`, client.token);
    expect(res.status).toBe(200);
    const user = res.body.user as ContractorDetail;
    expect(user).toMatchObject({
      id: alpha.id,
      name: 'ООО «Альфа»',
      work_types: ['design', 'complex_construction'],
      participates_in_tenders: true,
      // Not checked yet: the register's worker has not run (registry.test.ts checks).
      registry: {
        checked: false,
        reason: { code: 'pending', label: 'проверка ещё не проведена' },
        attempted_at: null,
      },
    });
    expect(user.cases.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(user.cases[1]).toEqual({
      id: older.id,
      user_id: alpha.id,
      project_name: 'Склад',
      services: 'Строительство',
      start_date: '2021-04-01',
      end_date: '2022-07-15',
      address: 'г. Москва, ул. Пушкина, 10',
      latitude: 55.76,
      longitude: 37.61,
      description: 'Монолитный каркас, 9 этажей',
      cover: COVER,
      cover_url: COVER,
      image: COVER,
      images: GALLERY,
      created_at: older.createdAt.toISOString(),
      deal_id: null,
      from_deal: false,
      deal_accepted_at: null,
    });
    expect(user.cases[0]).toMatchObject({
      cover: null,
      cover_url: null,
      image: null,
      images: [],
      latitude: null,
    });
  });

  it('answers a contractor without cases with an empty list', async () => {
    const fresh = await newContractor(ctx);
    const res = await get(ctx.app, `/api/contractors/${fresh.id}`, client.token);
    expect(res.status).toBe(200);
    expect((res.body.user as ContractorDetail).cases).toEqual([]);
  });

  it('answers a client, a user without a type and an unknown id with 404', async () => {
    for (const id of [client.id, untyped.id, 999_999]) {
      const res = await get(ctx.app, `/api/contractors/${id}`, client.token);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.errors).toEqual([MSG_TENDERS.contractorNotFound]);
    }
    expect((await get(ctx.app, '/api/contractors/abc', client.token)).status).toBe(400);
  });

  it('is for clients only', async () => {
    expect((await get(ctx.app, `/api/contractors/${alpha.id}`, beta.token)).status).toBe(403);
    expect((await get(ctx.app, `/api/contractors/${alpha.id}`)).status).toBe(401);
  });
});

describe('GET /api/cases/{id}', () => {
  let alphaCase: number;
  let betaCase: number;
  beforeAll(async () => {
    alphaCase = (await insertCase(alpha.id, { projectName: 'Мост' })).id;
    betaCase = (await insertCase(beta.id, { projectName: 'Ангар' })).id;
  });

  it('lets a client read any case', async () => {
    for (const [id, owner, name] of [
      [alphaCase, alpha.id, 'Мост'],
      [betaCase, beta.id, 'Ангар'],
    ] as const) {
      const res = await get(ctx.app, `/api/cases/${id}`, client.token);
      expect(res.status).toBe(200);
      expect(res.body.case).toMatchObject({ id, user_id: owner, project_name: name });
    }
  });

  it('lets a contractor read only its own case; another one is 404', async () => {
    const own = await get(ctx.app, `/api/cases/${alphaCase}`, alpha.token);
    expect(own.status).toBe(200);
    expect((own.body.case as Case).project_name).toBe('Мост');
    const foreign = await get(ctx.app, `/api/cases/${betaCase}`, alpha.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([MSG_TENDERS.caseNotFound]);
  });

  it('answers an unknown case with 404; needs a token and a type', async () => {
    expect((await get(ctx.app, '/api/cases/999999', client.token)).status).toBe(404);
    expect((await get(ctx.app, `/api/cases/${alphaCase}`, untyped.token)).status).toBe(403);
    expect((await get(ctx.app, `/api/cases/${alphaCase}`)).status).toBe(401);
  });
});
