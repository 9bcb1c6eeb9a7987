import { MSG } from '@podryad/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { type TestContext, get, post, register, useTestApp } from './helpers';

const direct = useTestApp({ AUTH_RATE_LIMIT: '3' });
// inject() connects from 127.0.0.1: here that address is the trusted proxy.
const behindProxy = useTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });

let forwarded = 0;
/** A failed sign-in, from a new X-Forwarded-For address each time. */
const attempt = async (ctx: TestContext) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: 'nobody@example.ru', password: 'wrong1234' },
    headers: { 'x-forwarded-for': `203.0.113.${++forwarded % 250}` },
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
};

describe('the per-address limit of the anonymous auth calls', () => {
  beforeEach(() => direct.database.db.execute(`delete from rate_limits`));

  it('counts per route in the database, answers 429 in Russian with Retry-After, and starts again', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(direct)).status).toBe(401);
    const limited = await attempt(direct);
    expect(limited.status).toBe(429);
    expect(limited.body.errors).toEqual([MSG.tooManyRequests]);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);

    // Another route has its own counter.
    const forgot = await post(direct.app, '/api/password/forgot', { login: 'nobody@example.ru' });
    expect(forgot.status).not.toBe(429);

    // A new window starts once the old one has passed.
    await direct.database.db.execute(
      `update rate_limits set reset_at = now() - interval '1 second'`,
    );
    expect((await attempt(direct)).status).toBe(401);
  });

  it('takes the address from X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    // Without TRUST_PROXY, a header written per request does not make a new address.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(direct)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Behind the named proxy each forwarded address is a client of its own.
    for (let i = 0; i < 6; i++) expect((await attempt(behindProxy)).status).toBe(401);
  });

  it('refuses TRUST_PROXY=true: the proxies must be named', () => {
    expect(() => loadConfig({ SHOW_CODES: 'true', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ SHOW_CODES: 'true' }).trustProxy).toBe(false);
    expect(
      loadConfig({ SHOW_CODES: 'true', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('the per-user limits of costly calls', () => {
  it('answers the 11th password change in 15 minutes with 429 and Retry-After', async () => {
    const user = await register(direct);
    const change = () =>
      post(
        direct.app,
        '/api/user/password',
        {
          current_password: 'not-my-password-1',
          new_password: 'brand-new-pass-1',
          new_password_confirmation: 'brand-new-pass-1',
        },
        user.token,
      );
    for (let i = 0; i < 10; i++) expect((await change()).status).toBe(422);
    const limited = await direct.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: {},
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toEqual([MSG.tooManyRequests]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('answers a user past 120 geocoder calls a minute with 429; another user is not held up', async () => {
    const [busy, calm] = await Promise.all([register(direct), register(direct)]);
    const search = (token: string) =>
      get(direct.app, `/api/geo/search?q=${encodeURIComponent('Казань')}`, token);
    for (let i = 0; i < 120; i++) expect((await search(busy.token)).status).toBe(200);
    expect((await search(busy.token)).status).toBe(429);
    expect((await search(calm.token)).status).toBe(200);
  });
});
