import { CITIES, MSG, MSG_CABINET, type GeoPlace } from '@podryad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoProvider } from '../src/modules/geo/providers';
import { createTestApp, get, register, type TestContext } from './helpers';

const city = (name: string) => {
  const c = CITIES.find((x) => x.name === name)!;
  return { address: c.name, latitude: c.lat, longitude: c.lon };
};

const search = (ctx: TestContext, q: string, token?: string) =>
  get(ctx.app, `/api/geo/search?q=${encodeURIComponent(q)}`, token);
const reverse = (ctx: TestContext, query: string, token?: string) =>
  get(ctx.app, `/api/geo/reverse?${query}`, token);

describe('with the default offline gazetteer', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await register(ctx)).token;
  });
  afterAll(() => ctx.close());

  it('finds the city named in an address, with its coordinates', async () => {
    const res = await search(ctx, 'г. Казань, ул. Баумана', token);
    expect(res.status).toBe(200);
    const results = res.body.results as GeoPlace[];
    expect(results[0]).toEqual({ address: 'Казань', latitude: 55.796127, longitude: 49.106414 });
    expect(results[0]).toEqual(city('Казань'));
  });

  it('finds cities by the beginning of their name, whatever the case', async () => {
    const res = await search(ctx, 'нижний', token);
    expect(res.status).toBe(200);
    const names = (res.body.results as GeoPlace[]).map((r) => r.address);
    expect(names).toContain('Нижний Новгород');
    expect(names.every((n) => n.startsWith('Нижний'))).toBe(true);
    const upper = await search(ctx, 'КАЗАН', token);
    expect(upper.body.results).toEqual([city('Казань')]);
  });

  it('answers an empty list for an address with no known city', async () => {
    const res = await search(ctx, 'Атлантида, ул. Морская', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [] });
  });

  it.each([[''], ['   ']])('refuses the empty query %j with 400', async (q) => {
    const res = await search(ctx, q, token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Введите адрес для поиска']);
  });

  it('refuses a missing and a too long query with 400', async () => {
    const missing = await get(ctx.app, '/api/geo/search', token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([MSG_CABINET.geoQuery]);
    const long = await search(ctx, 'Казань '.repeat(60), token);
    expect(long.status).toBe(400);
  });

  it('names the city at a point, with the point itself', async () => {
    const res = await reverse(ctx, 'lat=55.75&lon=37.57', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { address: 'Москва', latitude: 55.75, longitude: 37.57 } });
  });

  it('answers null for a point far from every city', async () => {
    const res = await reverse(ctx, 'lat=0&lon=-30', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: null });
  });

  it.each([
    'lat=100&lon=37.57',
    'lat=-91&lon=37.57',
    'lat=55.75&lon=181',
    'lat=abc&lon=37.57',
    'lon=37.57',
    'lat=55.75',
  ])('refuses %s with 400', async (query) => {
    const res = await reverse(ctx, query, token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG_CABINET.coordinates]);
  });

  it('needs a token', async () => {
    for (const res of [
      await search(ctx, 'Казань'),
      await reverse(ctx, 'lat=55.75&lon=37.57'),
      await search(ctx, 'Казань', 'made-up-token'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([MSG.unauthorized]);
    }
  });
});

/** A geocoder of the test's own: counts its calls and fails while `failing` is set. */
class StubProvider implements GeoProvider {
  readonly name = 'stub';
  failing = false;
  searches: string[] = [];
  reverses: [number, number][] = [];

  async search(query: string): Promise<GeoPlace[]> {
    this.searches.push(query);
    if (this.failing) throw new Error('geocoder is down');
    return [{ address: `Россия, ${query}`, latitude: 10, longitude: 20 }];
  }

  async reverse(latitude: number, longitude: number): Promise<GeoPlace | null> {
    this.reverses.push([latitude, longitude]);
    if (this.failing) throw new Error('geocoder is down');
    return { address: 'Россия, где-то', latitude, longitude };
  }
}

describe('with a provider of its own', () => {
  let ctx: TestContext;
  let token: string;
  const provider = new StubProvider();
  beforeAll(async () => {
    ctx = await createTestApp({}, { geoProvider: provider });
    token = (await register(ctx)).token;
  });
  afterAll(() => ctx.close());

  it("answers the provider's results", async () => {
    const res = await search(ctx, 'Тверь, ул. Советская', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [{ address: 'Россия, Тверь, ул. Советская', latitude: 10, longitude: 20 }],
    });
  });

  it('asks the provider once for two identical searches, also typed differently', async () => {
    const before = provider.searches.length;
    const first = await search(ctx, 'Самара, ул. Ленина, 1', token);
    const second = await search(ctx, 'Самара, ул. Ленина, 1', token);
    const third = await search(ctx, '  самара,   УЛ. ленина, 1 ', token);
    expect(provider.searches.slice(before)).toEqual(['Самара, ул. Ленина, 1']);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    await search(ctx, 'Самара, ул. Ленина, 2', token);
    expect(provider.searches.length).toBe(before + 2);
  });

  it('asks the provider once for the same point', async () => {
    const before = provider.reverses.length;
    const first = await reverse(ctx, 'lat=56.1&lon=40.4', token);
    const second = await reverse(ctx, 'lat=56.100000001&lon=40.4', token);
    expect(provider.reverses.length).toBe(before + 1);
    expect(second.body).toEqual(first.body);
  });

  it('falls back to the gazetteer while the provider fails and a minute after, and does not cache that', async () => {
    provider.failing = true;
    try {
      const before = provider.searches.length;
      const res = await search(ctx, 'г. Казань, ул. Кремлёвская', token);
      expect(res.status).toBe(200);
      expect((res.body.results as GeoPlace[])[0]).toEqual(city('Казань'));
      const point = await reverse(ctx, 'lat=55.75&lon=37.57', token);
      expect(point.status).toBe(200);
      expect(point.body).toEqual({
        result: { address: 'Москва', latitude: 55.75, longitude: 37.57 },
      });
      expect(provider.searches.length).toBe(before + 1);

      // Resting a minute: the next searches take the gazetteer at once, without asking it.
      provider.failing = false;
      const resting = await search(ctx, 'г. Казань, ул. Кремлёвская', token);
      expect((resting.body.results as GeoPlace[])[0]).toEqual(city('Казань'));
      expect(provider.searches.length).toBe(before + 1);

      // After the minute the same search reaches it again.
      ctx.clock.advance(61);
      const again = await search(ctx, 'г. Казань, ул. Кремлёвская', token);
      expect(again.body).toEqual({
        results: [{ address: 'Россия, г. Казань, ул. Кремлёвская', latitude: 10, longitude: 20 }],
      });
      expect(provider.searches.length).toBe(before + 2);
    } finally {
      provider.failing = false;
    }
  });
});
