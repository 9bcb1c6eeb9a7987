import {
  type ContractorCard,
  type ContractorDetail,
  type OwnCardAnswer,
  type SroMembershipInput,
} from '@podryad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INN, startDadata } from './dadata-server';
import {
  type TestContext,
  contractorProfile,
  createTestApp,
  get,
  post,
  put,
  upload,
} from './helpers';
import { type Actor, newClient, newContractor, newUntyped } from './tender-fixtures';

/*
 * GET /user/profile/card: the contractor's own directory card and page, exactly what clients see
 * of it (the register's facts, its СРО, its cases), and never a client's private note on it.
 */

let dadata: Awaited<ReturnType<typeof startDadata>>;
let ctx: TestContext;
let noter: Actor;
let reader: Actor;
let contractor: Actor;
const CARD = '/api/user/profile/card';
const NOTE = 'Тянули с актами — проверять каждый этап';

const SRO: SroMembershipInput = {
  kind: 'construction',
  sro_name: 'Ассоциация строителей Поволжья',
  registration_number: 'СРО-С-101-01022010',
  level: 2,
};

beforeAll(async () => {
  dadata = await startDadata();
  ctx = await createTestApp(dadata.env);
  [noter, reader, contractor] = await Promise.all([
    newClient(ctx),
    newClient(ctx),
    newContractor(ctx),
  ]);
  const profile = await put(
    ctx.app,
    '/api/user/profile',
    {
      ...contractorProfile,
      inn: INN.active,
      short_name: 'ООО Ромашка',
      vk: 'vk.com/romashka',
      telegram: '@romashka',
      whatsapp: '+79161234567',
    },
    contractor.token,
  );
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  ctx.clock.advance(61);
  await ctx.app.companyChecks.drain();
  expect(
    (await put(ctx.app, '/api/user/profile/sro', { memberships: [SRO] }, contractor.token)).status,
  ).toBe(200);
  const cover = await upload(ctx.app, '/api/cases/upload-cover', contractor.token);
  const made = await post(
    ctx.app,
    '/api/cases',
    {
      project_name: 'Жилой дом на Пушкина',
      services: 'Строительство',
      start_date: '2022-04-01',
      end_date: '2023-07-15',
      address: 'г. Казань, ул. Пушкина, 10',
      latitude: 55.79,
      longitude: 49.12,
      description: 'Монолитный каркас, 9 этажей',
      cover: cover.body.path,
      object_images: [],
    },
    contractor.token,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  // A client's private note on the contractor, with the mark 'Не приглашать'.
  const noted = await put(
    ctx.app,
    `/api/contractors/${contractor.id}/note`,
    { text: NOTE, do_not_invite: true },
    noter.token,
  );
  expect(noted.status).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await dadata?.close();
});

/** The contractor's card in the directory, as a client sees it. */
async function directoryCard(client: Actor) {
  const res = await get(ctx.app, '/api/contractors?per_page=100', client.token);
  expect(res.status).toBe(200);
  return (res.body.users as ContractorCard[]).find((u) => u.id === contractor.id)!;
}

describe('the contractor’s own card', () => {
  it('is the directory’s card and the page clients see, with the register’s facts, СРО and cases', async () => {
    const res = await get(ctx.app, CARD, contractor.token);
    expect(res.status).toBe(200);
    const own = res.body as OwnCardAnswer;

    // Exactly what a client with no note of its own sees.
    expect(own.card).toEqual(await directoryCard(reader));
    const page = await get(ctx.app, `/api/contractors/${contractor.id}`, reader.token);
    expect(own.contractor).toEqual(page.body.user as ContractorDetail);

    expect(own.card).toMatchObject({
      id: contractor.id,
      name: 'ООО Ромашка',
      registry: { checked: true, status: { code: 'active' }, name: { short: 'ООО "РОМАШКА"' } },
    });
    expect(own.contractor.registry).toEqual(own.card.registry);
    expect(own.contractor.sro_memberships).toEqual([SRO]);
    expect(own.contractor.cases).toEqual([
      expect.objectContaining({ project_name: 'Жилой дом на Пушкина' }),
    ]);
  });

  it('never carries a client’s private note, though the client that wrote it sees it', async () => {
    const res = await get(ctx.app, CARD, contractor.token);
    const own = res.body as OwnCardAnswer;
    expect(own.card.my_note).toBeNull();
    expect(own.contractor.my_note).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(NOTE);
    // The note is there: its writer sees it on the same card.
    expect((await directoryCard(noter)).my_note).toMatchObject({ text: NOTE, do_not_invite: true });
  });

  it('answers a contractor that has little yet: not in the register, no СРО, no cases', async () => {
    const fresh = await newContractor(ctx);
    const res = await get(ctx.app, CARD, fresh.token);
    expect(res.status).toBe(200);
    // The stand-in register does not know the fixtures' INN.
    const own = res.body as OwnCardAnswer;
    expect(own.card.registry).toMatchObject({ checked: false, reason: { code: 'not_found' } });
    expect(own.contractor).toMatchObject({ sro_memberships: [], cases: [], my_note: null });
  });

  it('is the contractor’s own only: 403 for a client and a user with no type, 401 anonymous', async () => {
    const untyped = await newUntyped(ctx);
    for (const token of [reader.token, untyped.token]) {
      const res = await get(ctx.app, CARD, token);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Ромашка');
    }
    expect((await get(ctx.app, CARD)).status).toBe(401);
  });
});
