import { MSG, MSG_SESSIONS, SESSIONS_LIST_MAX, USER_AGENT_MAX } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { describeUserAgent } from '../src/modules/auth/device';
import { createSession } from '../src/modules/auth/sessions';
import { PASSWORD, get, post, register, useTestApp } from './helpers';
import { del } from './tender-fixtures';

// The proxy in front is this test's own address: its X-Forwarded-For names the client.
const ctx = useTestApp({ TRUST_PROXY: '127.0.0.1' });

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

type Item = {
  id: number;
  device: string;
  browser: string;
  ip: string | null;
  city: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
};

/** Signs in with the given User-Agent, from the given client address (behind the proxy). */
async function signIn(login: string, userAgent: string, ip = '203.0.113.7') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password: PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

const list = async (token: string) => {
  const res = await get(ctx.app, '/api/user/sessions', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.sessions as Item[];
};
const idOf = async (token: string) =>
  ((await get(ctx.app, '/api/user/profile', token)).body.user as { id: number }).id;
const alive = async (token: string) =>
  (await get(ctx.app, '/api/user/profile', token)).status === 200;

describe('GET /api/user/sessions', () => {
  it('lists the sign-ins from two browsers, the newest first, the current flagged', async () => {
    const user = await register(ctx);
    const chrome = await signIn(user.email, CHROME_WINDOWS, '198.51.100.4');
    const safari = await signIn(user.phone, SAFARI_IPHONE, '2001:db8::1');
    const seen = await list(chrome);
    // The registration's own session too (from the test's address, with no proxy header).
    expect(seen).toHaveLength(3);
    const [newest, older, first] = seen;
    expect(newest).toEqual({
      id: expect.any(Number),
      device: 'iPhone',
      browser: 'Safari 17',
      ip: '2001:db8::1',
      city: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_seen_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      current: false,
    });
    expect(older).toMatchObject({
      device: 'Windows',
      browser: 'Chrome 140',
      ip: '198.51.100.4',
      current: true,
    });
    expect(first).toMatchObject({ ip: '127.0.0.1', current: false });
    expect(Date.parse(newest!.created_at)).toBeGreaterThanOrEqual(Date.parse(older!.created_at));
    // From the other session, that one is current.
    const fromSafari = await list(safari);
    expect(fromSafari.filter((s) => s.current).map((s) => s.id)).toEqual([newest!.id]);
  });

  it('shows nothing of another user’s sessions', async () => {
    const a = await register(ctx);
    const b = await register(ctx);
    await signIn(b.email, FIREFOX_LINUX);
    const mine = await list(a.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.current).toBe(true);
  });

  it('answers at most SESSIONS_LIST_MAX, the oldest left out', async () => {
    const user = await register(ctx);
    const id = await idOf(user.token);
    for (let i = 0; i < SESSIONS_LIST_MAX + 2; i += 1) {
      await createSession(ctx.database.db, id, { userAgent: FIREFOX_LINUX, ip: '127.0.0.1' });
    }
    const seen = await list(user.token);
    expect(seen).toHaveLength(SESSIONS_LIST_MAX);
    // The registration's own session is the oldest: past the cap.
    expect(seen.some((s) => s.current)).toBe(false);
    expect(seen[0]).toMatchObject({ ip: '127.0.0.1', device: 'Linux', browser: 'Firefox 128' });
  });

  it('keeps the User-Agent bounded, and reads an unreadable one as unknown', async () => {
    const user = await register(ctx);
    const token = await signIn(user.email, `${'x'.repeat(USER_AGENT_MAX)}tail`);
    const stored = await ctx.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, await idOf(token)));
    const long = stored.find((s) => s.userAgent?.startsWith('xxx'));
    expect(long!.userAgent).toBe('x'.repeat(USER_AGENT_MAX));
    const [current] = (await list(token)).filter((s) => s.current);
    expect(current).toMatchObject({
      device: MSG_SESSIONS.unknownDevice,
      browser: MSG_SESSIONS.unknownBrowser,
    });
  });

  it('refuses without a token', async () => {
    const res = await get(ctx.app, '/api/user/sessions');
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it('ends one session: its token is refused, the others go on', async () => {
    const user = await register(ctx);
    const chrome = await signIn(user.email, CHROME_WINDOWS);
    const safari = await signIn(user.email, SAFARI_IPHONE);
    const target = (await list(chrome)).find((s) => s.device === 'iPhone')!;
    const res = await del(ctx, `/api/user/sessions/${target.id}`, chrome);
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect((await get(ctx.app, '/api/user/profile', safari)).status).toBe(401);
    expect(await alive(chrome)).toBe(true);
    expect(await alive(user.token)).toBe(true);
    expect((await list(chrome)).map((s) => s.id)).not.toContain(target.id);
    // Once ended, it is unknown.
    const again = await del(ctx, `/api/user/sessions/${target.id}`, chrome);
    expect(again).toEqual({
      status: 404,
      body: expect.objectContaining({ errors: [MSG_SESSIONS.notFound] }),
    });
  });

  it('answers another user’s session as unknown (404) and leaves it alone', async () => {
    const a = await register(ctx);
    const b = await register(ctx);
    const [bs] = await list(b.token);
    const res = await del(ctx, `/api/user/sessions/${bs!.id}`, a.token);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([MSG_SESSIONS.notFound]);
    expect(await alive(b.token)).toBe(true);
    const unknown = await del(ctx, '/api/user/sessions/999999', a.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([MSG_SESSIONS.notFound]);
  });

  it('ends the current session too: that is a sign-out', async () => {
    const user = await register(ctx);
    const [mine] = await list(user.token);
    expect((await del(ctx, `/api/user/sessions/${mine!.id}`, user.token)).status).toBe(200);
    expect(await alive(user.token)).toBe(false);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])(
    'refuses the id %s with 400',
    async (id) => {
      const user = await register(ctx);
      const res = await del(ctx, `/api/user/sessions/${id}`, user.token);
      expect(res.status).toBe(400);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    },
  );

  it('refuses without a token', async () => {
    expect((await del(ctx, '/api/user/sessions/1')).status).toBe(401);
  });
});

describe('POST /api/user/sessions/end-others', () => {
  it('ends every session but the current one', async () => {
    const user = await register(ctx);
    const chrome = await signIn(user.email, CHROME_WINDOWS);
    const safari = await signIn(user.email, SAFARI_IPHONE);
    const res = await post(ctx.app, '/api/user/sessions/end-others', undefined, chrome);
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect(await alive(chrome)).toBe(true);
    expect(await alive(safari)).toBe(false);
    expect(await alive(user.token)).toBe(false);
    const left = await list(chrome);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, browser: 'Chrome 140' });
  });

  it('leaves another user’s sessions alone', async () => {
    const a = await register(ctx);
    const b = await register(ctx);
    await post(ctx.app, '/api/user/sessions/end-others', undefined, a.token);
    expect(await alive(b.token)).toBe(true);
  });

  it('refuses without a token', async () => {
    const res = await post(ctx.app, '/api/user/sessions/end-others');
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([MSG.unauthorized]);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [CHROME_WINDOWS, 'Windows', 'Chrome 140'],
    [SAFARI_IPHONE, 'iPhone', 'Safari 17'],
    [FIREFOX_LINUX, 'Linux', 'Firefox 128'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      'Android',
      'Chrome 140',
    ],
    [null, MSG_SESSIONS.unknownDevice, MSG_SESSIONS.unknownBrowser],
    ['', MSG_SESSIONS.unknownDevice, MSG_SESSIONS.unknownBrowser],
    ['curl/8.5.0', MSG_SESSIONS.unknownDevice, MSG_SESSIONS.unknownBrowser],
  ])('%s → %s, %s', (userAgent, device, browser) => {
    expect(describeUserAgent(userAgent)).toEqual({ device, browser });
  });
});
