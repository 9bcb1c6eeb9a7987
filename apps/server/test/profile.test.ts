import { CITY_NAMES, MSG, MSG_SETTINGS, TENDER_REGIONS } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import {
  clientProfile,
  contractorProfile,
  useTestApp,
  get,
  patch,
  post,
  put,
  register,
  registerAs,
} from './helpers';

const ctx = useTestApp();

const createProfile = (body: unknown, token?: string) =>
  post(ctx.app, '/api/register/profile', body, token);
const me = (token?: string) => get(ctx.app, '/api/user/profile', token);
const save = (body: unknown, token?: string) => put(ctx.app, '/api/user/profile', body, token);

const year = new Date().getFullYear();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** What the answers show for the helpers' profiles right after /filing. */
const clientAnswer = {
  ...clientProfile,
  description: null,
  vk: null,
  telegram: null,
  whatsapp: null,
  avatar: null,
};
const contractorAnswer = {
  ...contractorProfile,
  year_founded: Number(contractorProfile.year_founded),
  avatar: null,
  vk: null,
  telegram: null,
  whatsapp: null,
  participates_in_tenders: true,
  type_of_works: [],
};

const clientUpdate = {
  name: 'Мария',
  surname: 'Сидорова',
  date_of_birth: '1985-12-01',
  location: 'Нижний Тагил',
  description: 'Строю дом под Нижним Тагилом',
  vk: 'https://vk.com/maria',
  telegram: '@maria',
  whatsapp: '+79120000001',
};

const contractorUpdate = {
  full_legal_name: 'Акционерное общество «Мостострой»',
  short_name: 'АО «Мостострой»',
  region: 'Новосибирск',
  legal_address: 'г. Новосибирск, Красный проспект, 1',
  actual_address: 'г. Новосибирск, ул. Ленина, 5',
  year_founded: 1999,
  inn: '540123456723',
  vk: 'https://vk.com/most',
  telegram: '@most',
  whatsapp: '+79130000002',
};

describe('POST /api/register/profile', () => {
  it('makes the user a client and answers the user with the profile', async () => {
    const user = await register(ctx);
    const res = await createProfile({ type: 'client', ...clientProfile }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: expect.any(Number),
        email: user.email,
        phone: user.phone,
        type: 'client',
        profile: clientAnswer,
      },
    });
    expect((await me(user.token)).body).toEqual(res.body);
  });

  it('makes the user a contractor and answers the user with the profile', async () => {
    const user = await register(ctx);
    const res = await createProfile({ type: 'contractor', ...contractorProfile }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: user.email, type: 'contractor' });
    expect((res.body.user as { profile: unknown }).profile).toEqual(contractorAnswer);
    expect((await me(user.token)).body).toEqual(res.body);
  });

  it('accepts a founding year given as a number, trims text and ignores unknown fields', async () => {
    const user = await register(ctx);
    const res = await createProfile(
      {
        type: 'contractor',
        ...contractorProfile,
        short_name: `  ${contractorProfile.short_name}  `,
        year_founded: year,
        phone: '+79990000000',
        participates_in_tenders: false,
      },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      phone: user.phone,
      profile: {
        short_name: contractorProfile.short_name,
        year_founded: year,
        participates_in_tenders: true,
      },
    });
  });

  it.each([
    ['an unknown type', { type: 'admin', ...clientProfile }],
    ['an empty type', { type: '', ...clientProfile }],
    ['a missing type', { ...clientProfile }],
    ['a numeric type', { type: 1, ...clientProfile }],
  ])('refuses %s with 400 Неизвестный тип профиля', async (_name, body) => {
    const user = await register(ctx);
    const res = await createProfile(body, user.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG.profileType]);
    expect((await me(user.token)).body.user).toMatchObject({ type: null, profile: null });
  });

  it('names every missing client field', async () => {
    const user = await register(ctx);
    const res = await createProfile({ type: 'client' }, user.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG.required]);
    expect(res.body.fields).toEqual({
      name: [MSG.required],
      surname: [MSG.required],
      date_of_birth: [MSG.required],
      location: [MSG.required],
    });
  });

  it('names every missing or blank contractor field', async () => {
    const user = await register(ctx);
    const res = await createProfile(
      { type: 'contractor', full_legal_name: '   ', short_name: '' },
      user.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      full_legal_name: [MSG.required],
      short_name: [MSG.required],
      region: [MSG.required],
      legal_address: [MSG.required],
      actual_address: [MSG.required],
      year_founded: [MSG.required],
      inn: [MSG.required],
    });
  });

  it.each([
    ['a city outside the list', { location: 'Париж' }, 'location', MSG.cityUnknown],
    ['a city in the wrong case', { location: 'казань' }, 'location', MSG.cityUnknown],
    ['an impossible date', { date_of_birth: '1990-02-30' }, 'date_of_birth', MSG.dateInvalid],
    ['a date in another format', { date_of_birth: '17.05.1990' }, 'date_of_birth', MSG.dateInvalid],
    [
      'a birth date in the future',
      { date_of_birth: isoDay(new Date(Date.now() + 2 * 86_400_000)) },
      'date_of_birth',
      MSG.birthDateRange,
    ],
    [
      'a birth date over 100 years ago',
      { date_of_birth: `${year - 101}-06-01` },
      'date_of_birth',
      MSG.birthDateRange,
    ],
    ['a name over 255 characters', { name: 'И'.repeat(256) }, 'name', MSG.tooLong],
    ['a number as name', { name: 42 }, 'name', MSG.invalidValue],
  ])('refuses a client with %s', async (_name, change, field, message) => {
    const user = await register(ctx);
    const res = await createProfile({ type: 'client', ...clientProfile, ...change }, user.token);
    expect(res.status).toBe(400);
    // One message per field: an unreal date is not also reported as out of range.
    expect((res.body.fields as Record<string, string[]> | undefined)?.[field]).toEqual([message]);
    expect(res.body.errors).toContain(message);
    expect((await me(user.token)).body.user).toMatchObject({ type: null, profile: null });
  });

  it('accepts every one of the 49 cities', async () => {
    expect(CITY_NAMES).toHaveLength(49);
    const user = await register(ctx);
    const last = CITY_NAMES[CITY_NAMES.length - 1]!;
    const res = await createProfile(
      { type: 'client', ...clientProfile, location: last },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ profile: { location: 'Нижний Тагил' } });
  });

  it.each([
    [
      'a founding year above the current one',
      { year_founded: String(year + 1) },
      'year_founded',
      MSG.yearFoundedRange,
    ],
    ['a founding year before 1800', { year_founded: '1799' }, 'year_founded', MSG.yearFoundedRange],
    [
      'a founding year with letters',
      { year_founded: '20a5' },
      'year_founded',
      MSG.yearFoundedDigits,
    ],
    [
      'a five-digit founding year',
      { year_founded: '12345' },
      'year_founded',
      MSG.yearFoundedDigits,
    ],
    ['a negative founding year', { year_founded: -2000 }, 'year_founded', MSG.yearFoundedDigits],
    ['an INN over 12 digits', { inn: '1234567890123' }, 'inn', MSG.innDigits],
    ['an INN with letters', { inn: '16550ABC00' }, 'inn', MSG.innDigits],
    ['an INN with spaces inside', { inn: '1655 000000' }, 'inn', MSG.innDigits],
    [
      'an address over 5000 characters',
      { legal_address: 'а'.repeat(5001) },
      'legal_address',
      MSG.tooLong,
    ],
  ])('refuses a contractor with %s', async (_name, change, field, message) => {
    const user = await register(ctx);
    const res = await createProfile(
      { type: 'contractor', ...contractorProfile, ...change },
      user.token,
    );
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string[]> | undefined)?.[field]).toContain(message);
    expect((await me(user.token)).body.user).toMatchObject({ type: null, profile: null });
  });

  it('accepts a 12-digit INN and the current year', async () => {
    const user = await register(ctx);
    const res = await createProfile(
      { type: 'contractor', ...contractorProfile, inn: '123456789047', year_founded: String(year) },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ profile: { inn: '123456789047', year_founded: year } });
  });

  it('works once: a second call is 409 and changes nothing', async () => {
    const user = await registerAs(ctx, 'client');
    for (const body of [
      { type: 'client', ...clientProfile, name: 'Другое' },
      { type: 'contractor', ...contractorProfile },
    ]) {
      const res = await createProfile(body, user.token);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ errors: [MSG.profileExists], message: MSG.profileExists });
    }
    expect((await me(user.token)).body.user).toMatchObject({
      type: 'client',
      profile: clientAnswer,
    });
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await createProfile({ type: 'client', ...clientProfile }, token);
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([MSG.unauthorized]);
    }
  });
});

describe('GET /api/user/profile', () => {
  it("answers the caller's own user, never another's", async () => {
    const alice = await registerAs(ctx, 'client');
    const bob = await registerAs(ctx, 'contractor');
    const a = await me(alice.token);
    const b = await me(bob.token);
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({
      email: alice.email,
      phone: alice.phone,
      type: 'client',
      profile: clientAnswer,
    });
    expect(b.body.user).toMatchObject({
      email: bob.email,
      phone: bob.phone,
      type: 'contractor',
      profile: contractorAnswer,
    });
    expect((a.body.user as { id: number }).id).not.toBe((b.body.user as { id: number }).id);
    // Query strings do not select another user.
    const other = await get(
      ctx.app,
      `/api/user/profile?id=${(b.body.user as { id: number }).id}`,
      alice.token,
    );
    expect(other.body.user).toMatchObject({ email: alice.email });
  });

  it('answers a user without a profile with type and profile null', async () => {
    const user = await register(ctx);
    const res = await me(user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: user.email, type: null, profile: null });
  });

  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [MSG.unauthorized], message: MSG.unauthorized });
  });
});

describe('PUT /api/user/profile', () => {
  it('saves a client profile; GET shows it afterwards', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await save(clientUpdate, user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: user.email,
      type: 'client',
      profile: { ...clientUpdate, avatar: null },
    });
    const after = await me(user.token);
    expect(after.body).toEqual(res.body);
  });

  it('saves a contractor profile; GET shows it afterwards', async () => {
    const user = await registerAs(ctx, 'contractor');
    const res = await save(contractorUpdate, user.token);
    expect(res.status).toBe(200);
    expect((res.body.user as { profile: unknown }).profile).toEqual({
      ...contractorUpdate,
      avatar: null,
      participates_in_tenders: true,
      type_of_works: [],
    });
    expect((await me(user.token)).body).toEqual(res.body);
  });

  it('ignores the phone and the type in the payload', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await save(
      { ...clientUpdate, phone: '+79990001111', type: 'contractor', email: 'x@example.ru' },
      user.token,
    );
    expect(res.status).toBe(200);
    const after = await me(user.token);
    expect(after.body.user).toMatchObject({
      phone: user.phone,
      email: user.email,
      type: 'client',
      profile: { name: clientUpdate.name },
    });
  });

  it("validates against the client's rules: every field is required", async () => {
    const user = await registerAs(ctx, 'client');
    const missing = await save({ ...clientUpdate, vk: '', whatsapp: undefined }, user.token);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ vk: [MSG.required], whatsapp: [MSG.required] });

    const city = await save({ ...clientUpdate, location: 'Лондон' }, user.token);
    expect(city.status).toBe(400);
    expect(city.body.fields).toEqual({ location: [MSG.cityUnknown] });

    // A contractor's payload is not a client's.
    const wrongKind = await save(contractorUpdate, user.token);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.fields).toMatchObject({
      name: [MSG.required],
      surname: [MSG.required],
      date_of_birth: [MSG.required],
      location: [MSG.required],
      description: [MSG.required],
    });

    const long = await save({ ...clientUpdate, description: 'д'.repeat(5001) }, user.token);
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ description: [MSG.tooLong] });

    // Nothing of the refused saves stuck.
    expect((await me(user.token)).body.user).toMatchObject({ profile: clientAnswer });
  });

  it("validates against the contractor's rules", async () => {
    const user = await registerAs(ctx, 'contractor');
    const tooYoung = await save({ ...contractorUpdate, year_founded: year + 1 }, user.token);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.fields).toEqual({ year_founded: [MSG.yearFoundedRange] });

    const inn = await save({ ...contractorUpdate, inn: '12345678901234' }, user.token);
    expect(inn.status).toBe(400);
    expect(inn.body.fields).toEqual({ inn: [MSG.innDigits] });

    const wrongKind = await save(clientUpdate, user.token);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.fields).toMatchObject({
      full_legal_name: [MSG.required],
      inn: [MSG.required],
    });

    expect((await me(user.token)).body.user).toMatchObject({ profile: contractorAnswer });
  });

  it('refuses bodies that are not objects with 400', async () => {
    const user = await registerAs(ctx, 'client');
    for (const body of [[clientUpdate], 'text', 7]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('answers 409 to a user who has no type yet', async () => {
    const user = await register(ctx);
    for (const body of [clientUpdate, contractorUpdate, {}]) {
      const res = await save(body, user.token);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ errors: [MSG.profileMissing], message: MSG.profileMissing });
    }
    expect((await me(user.token)).body.user).toMatchObject({ type: null, profile: null });
  });

  it('answers 401 without a token', async () => {
    const res = await save(clientUpdate);
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([MSG.unauthorized]);
  });
});

describe('PATCH /api/user/profile/tender-settings', () => {
  const settings = (body: unknown, token?: string) =>
    patch(ctx.app, '/api/user/profile/tender-settings', body, token);
  const valid = {
    region: 'г. Санкт-Петербург',
    participates_in_tenders: false,
    type_of_works: ['design'],
  };

  it('saves region, availability and the one work type; answers the user as GET does', async () => {
    const user = await registerAs(ctx, 'contractor');
    const res = await settings(valid, user.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      ...contractorAnswer,
      region: 'г. Санкт-Петербург',
      participates_in_tenders: false,
      type_of_works: ['design'],
    };
    expect(res.body.user).toMatchObject({
      email: user.email,
      type: 'contractor',
      profile: expected,
    });
    expect((await me(user.token)).body).toEqual(res.body);
  });

  it('takes every region of the list, and availability as true, 1, "1", false, 0 or "0"', async () => {
    const user = await registerAs(ctx, 'contractor');
    const flags = [
      [true, true],
      [0, false],
      [1, true],
      ['0', false],
      ['1', true],
      [false, false],
    ] as const;
    for (const [i, [sent, stored]] of flags.entries()) {
      const region = TENDER_REGIONS[i % TENDER_REGIONS.length]!;
      const res = await settings(
        { region, participates_in_tenders: sent, type_of_works: ['complex_construction'] },
        user.token,
      );
      expect(res.status, String(sent)).toBe(200);
      expect(res.body.user).toMatchObject({
        profile: {
          region,
          participates_in_tenders: stored,
          type_of_works: ['complex_construction'],
        },
      });
    }
  });

  it('needs exactly one known work type: "Выберите тип работ"', async () => {
    const user = await registerAs(ctx, 'contractor');
    for (const type_of_works of [
      [],
      ['design', 'construction'],
      ['Отделка'],
      'design',
      undefined,
    ]) {
      const res = await settings({ ...valid, type_of_works }, user.token);
      expect(res.status, JSON.stringify(type_of_works)).toBe(400);
      expect(res.body.errors).toEqual(['Выберите тип работ']);
      expect(res.body.fields).toEqual({
        [Array.isArray(type_of_works) && type_of_works.length === 1
          ? 'type_of_works.0'
          : 'type_of_works']: [MSG_SETTINGS.chooseWorkType],
      });
    }
    expect((await me(user.token)).body.user).toMatchObject({ profile: contractorAnswer });
  });

  it('refuses a region outside the list and an unclear availability', async () => {
    const user = await registerAs(ctx, 'contractor');
    const region = await settings({ ...valid, region: 'Новосибирск' }, user.token);
    expect(region.status).toBe(400);
    expect(region.body.fields).toEqual({ region: ['Выберите регион из списка'] });
    for (const participates_in_tenders of ['yes', 2, null, undefined]) {
      const res = await settings({ ...valid, participates_in_tenders }, user.token);
      expect(res.status, String(participates_in_tenders)).toBe(400);
      expect(res.body.errors).toEqual([MSG_SETTINGS.chooseAvailability]);
    }
    expect((await me(user.token)).body.user).toMatchObject({ profile: contractorAnswer });
  });

  it('is for contractors: a client and a user without a type 403, no token 401', async () => {
    const client = await registerAs(ctx, 'client');
    const forbidden = await settings(valid, client.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors).toEqual([MSG.forbidden]);
    expect((await me(client.token)).body.user).toMatchObject({ profile: clientAnswer });
    expect((await settings(valid, (await register(ctx)).token)).status).toBe(403);
    expect((await settings(valid)).status).toBe(401);
  });
});
