import { createHash } from 'node:crypto';
import {
  MSG,
  SIGN_IN_FAILURES_MAX,
  SIGN_IN_WINDOW_MINUTES,
  signInLockedFor,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { PASSWORD, clientProfile, useTestApp, get, post, register, registerAs } from './helpers';

const ctx = useTestApp();

const login = (body: unknown) => post(ctx.app, '/api/auth/login', body);

/** The national part of a +7 phone: +79120001234 -> 9120001234. */
const national = (phone: string) => phone.slice(2);

describe('POST /api/auth/login', () => {
  it('signs in by e-mail in any case and answers the token and the user', async () => {
    const user = await register(ctx);
    for (const typed of [user.email, user.email.toUpperCase(), `  ${user.email}  `]) {
      const res = await login({ login: typed, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        token: expect.stringMatching(/^[\w-]{40,}$/),
        user: {
          id: expect.any(Number),
          email: user.email,
          phone: user.phone,
          type: null,
          profile: null,
        },
      });
      // Every sign-in is a new session with its own token, and the token works.
      const me = await get(ctx.app, '/api/user/profile', res.body.token as string);
      expect(me.status).toBe(200);
      expect((me.body.user as { email: string }).email).toBe(user.email);
    }
  });

  it('signs in by phone written as +7…, 8…, bare ten digits and with spaces', async () => {
    const user = await register(ctx);
    const n = national(user.phone);
    const spaced = `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`;
    const forms = [user.phone, `8${n}`, n, `+7 ${spaced}`, `8 ${spaced}`, `7${n}`, ` ${n} `];
    for (const typed of forms) {
      const res = await login({ login: typed, password: PASSWORD });
      expect(res.status, typed).toBe(200);
      expect((res.body.user as { phone: string }).phone).toBe(user.phone);
    }
  });

  it('answers the type and the profile of a user who completed /filing', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await login({ login: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: user.email,
      type: 'client',
      profile: { ...clientProfile, description: null, avatar: null },
    });
  });

  it('refuses a wrong password and an unknown login alike with 401', async () => {
    const user = await register(ctx);
    const cases = [
      { login: user.email, password: 'wrong-password-1' },
      { login: user.phone, password: PASSWORD.toUpperCase() },
      { login: 'nobody-here@example.ru', password: PASSWORD },
      { login: '+79990000000', password: PASSWORD },
    ];
    for (const body of cases) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [MSG.loginFailed], message: MSG.loginFailed });
      expect(res.body.token).toBeUndefined();
    }
  });

  it.each([
    ['blank login', { login: '', password: PASSWORD }],
    ['spaces as login', { login: '   ', password: PASSWORD }],
    ['blank password', { login: 'user@example.ru', password: '' }],
    ['spaces as password', { login: 'user@example.ru', password: '   ' }],
    ['both blank', { login: '', password: '' }],
    ['missing login', { password: PASSWORD }],
    ['missing password', { login: 'user@example.ru' }],
    ['empty object', {}],
  ])('refuses %s with 400 Введите логин и пароль', async (_name, body) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG.loginRequired]);
    expect(res.body.message).toBe(MSG.loginRequired);
  });

  it.each([
    'user@',
    'user example.ru',
    'not a login',
    '12345',
    '+7 (912) 000-00-00',
    '+7912000000000000',
    'a'.repeat(300),
  ])('refuses the login %j that is neither an e-mail nor a phone', async (typed) => {
    const res = await login({ login: typed, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG.loginInvalid]);
    expect(res.body.fields).toEqual({ login: [MSG.loginInvalid] });
  });

  it.each([
    ['numbers', { login: 79120000000, password: 12345678 }],
    ['booleans', { login: true, password: false }],
    ['nulls', { login: null, password: null }],
    ['arrays', { login: ['user@example.ru'], password: [PASSWORD] }],
    ['objects', { login: { $ne: '' }, password: { $ne: '' } }],
  ])('refuses %s instead of strings with 400', async (_name, body) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG.loginRequired]);
  });

  it('refuses bodies that are not objects with 400', async () => {
    for (const body of [[], ['user@example.ru', PASSWORD], 'user@example.ru', 42, null]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    const none = await post(ctx.app, '/api/auth/login');
    expect(none.status).toBe(400);
  });

  it('refuses huge strings with 400, never 500', async () => {
    const user = await register(ctx);
    const hugeLogin = await login({
      login: `${'a'.repeat(200_000)}@example.ru`,
      password: PASSWORD,
    });
    expect(hugeLogin.status).toBe(400);
    expect(hugeLogin.body.errors).toEqual([MSG.loginInvalid]);
    const hugePassword = await login({ login: user.email, password: 'a1'.repeat(100_000) });
    expect(hugePassword.status).toBe(400);
    expect(hugePassword.body.errors).toEqual([MSG.tooLong]);
    const hugePhone = await login({ login: '9'.repeat(100_000), password: PASSWORD });
    expect(hugePhone.status).toBe(400);
    expect(hugePhone.body.errors).toEqual([MSG.loginInvalid]);
  });

  it('keeps only the SHA-256 of the token in the sessions table', async () => {
    const user = await register(ctx);
    const res = await login({ login: user.email, password: PASSWORD });
    const token = res.body.token as string;
    const userId = (res.body.user as { id: number }).id;
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    // One session from finalize, one from this sign-in.
    expect(rows).toHaveLength(2);
    const expected = createHash('sha256').update(token).digest('hex');
    expect(rows.map((r) => r.tokenHash)).toContain(expected);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(token);
      expect(row.tokenHash).not.toContain(user.token);
    }
    const byToken = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, token));
    expect(byToken).toHaveLength(0);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token used, and only that one', async () => {
    const user = await register(ctx);
    const other = await login({ login: user.email, password: PASSWORD });
    const otherToken = other.body.token as string;

    expect((await get(ctx.app, '/api/user/profile', user.token)).status).toBe(200);
    const out = await post(ctx.app, '/api/auth/logout', undefined, user.token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });

    const after = await get(ctx.app, '/api/user/profile', user.token);
    expect(after.status).toBe(401);
    expect(after.body.errors).toEqual([MSG.unauthorized]);
    const again = await post(ctx.app, '/api/auth/logout', undefined, user.token);
    expect(again.status).toBe(401);

    // The session of the other sign-in lives on.
    expect((await get(ctx.app, '/api/user/profile', otherToken)).status).toBe(200);
    const hash = createHash('sha256').update(user.token).digest('hex');
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(left).toHaveLength(0);
  });

  it('answers 401 without a token and with a garbage token', async () => {
    const none = await post(ctx.app, '/api/auth/logout');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errors: [MSG.unauthorized], message: MSG.unauthorized });

    for (const header of [
      'Bearer garbage',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(5000)}`,
      'garbage',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: header },
      });
      expect(res.statusCode, header.slice(0, 20)).toBe(401);
      expect(res.json().errors).toEqual([MSG.unauthorized]);
    }
  });
});

describe('session lifetimes', () => {
  const age = (token: string, column: 'created_at' | 'last_seen_at', days: number) =>
    ctx.database.db.execute(
      `update sessions set ${column} = now() - interval '${days} days' where token_hash = '${createHash('sha256').update(token).digest('hex')}'`,
    );
  const lastSeen = async (token: string) => {
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    return row!.lastSeenAt.getTime();
  };

  it('ends a session unused for 14 days, and one signed in 60 days ago however used', async () => {
    const idle = await register(ctx);
    await age(idle.token, 'last_seen_at', 13);
    expect((await get(ctx.app, '/api/user/profile', idle.token)).status).toBe(200);
    await age(idle.token, 'last_seen_at', 15);
    const refused = await get(ctx.app, '/api/user/profile', idle.token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toEqual([MSG.unauthorized]);

    const old = await register(ctx);
    await age(old.token, 'created_at', 61);
    expect((await get(ctx.app, '/api/user/profile', old.token)).status).toBe(401);
  });

  it('keeps a used session alive, writing its last use at most once an hour', async () => {
    const user = await register(ctx);
    await age(user.token, 'last_seen_at', 2);
    const before = await lastSeen(user.token);
    expect((await get(ctx.app, '/api/user/profile', user.token)).status).toBe(200);
    const touched = await lastSeen(user.token);
    expect(touched).toBeGreaterThan(before + 24 * 3600_000);
    expect((await get(ctx.app, '/api/user/profile', user.token)).status).toBe(200);
    expect(await lastSeen(user.token)).toBe(touched);
  });
});

describe('POST /api/auth/logout-all', () => {
  it("ends every session of the user, the caller's too, and no one else's", async () => {
    const user = await register(ctx);
    const elsewhere = (await login({ login: user.email, password: PASSWORD })).body.token as string;
    const stranger = await register(ctx);
    const out = await post(ctx.app, '/api/auth/logout-all', undefined, user.token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    for (const token of [user.token, elsewhere]) {
      expect((await get(ctx.app, '/api/user/profile', token)).status).toBe(401);
    }
    expect((await get(ctx.app, '/api/user/profile', stranger.token)).status).toBe(200);
    expect((await post(ctx.app, '/api/auth/logout-all')).status).toBe(401);
  });
});

describe('the per-account limit of failed sign-ins', () => {
  const wrong = (login: string) => ({ login, password: 'wrong-password-1' });

  it(`refuses a login after ${SIGN_IN_FAILURES_MAX} failures in the window with 429 and Retry-After, even the right password`, async () => {
    const user = await register(ctx);
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) {
      expect((await login(wrong(user.email))).status).toBe(401);
    }
    // Locked: the right password is refused too, until the window ends.
    const locked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors).toEqual([signInLockedFor(SIGN_IN_WINDOW_MINUTES)]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(SIGN_IN_WINDOW_MINUTES * 60 - 60);

    // Once the window has passed, the right password signs in again.
    await ctx.database.db.execute(`update rate_limits set reset_at = now() - interval '1 second'`);
    expect((await login({ login: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('forgets the failures after a sign-in that succeeds', async () => {
    const user = await register(ctx);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_FAILURES_MAX - 1; i++) {
        expect((await login(wrong(user.email))).status).toBe(401);
      }
      expect((await login({ login: user.email, password: PASSWORD })).status).toBe(200);
    }
  });

  it('counts an unknown login alike, so the answers tell nothing of who has an account', async () => {
    const nobody = `nobody-${Date.now()}@example.ru`;
    const answers = [];
    for (let i = 0; i <= SIGN_IN_FAILURES_MAX; i++)
      answers.push((await login(wrong(nobody))).status);
    expect(answers).toEqual([...Array(SIGN_IN_FAILURES_MAX).fill(401), 429]);
  });

  it(`checks at most ${SIGN_IN_FAILURES_MAX} of 30 parallel guesses`, async () => {
    const user = await register(ctx);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(wrong(user.email))));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(SIGN_IN_FAILURES_MAX);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - SIGN_IN_FAILURES_MAX);
  });
});
