import { MSG, resendIn } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { PASSWORD, useTestApp, get, post, register } from './helpers';

const ctx = useTestApp();

const NEW_PASSWORD = 'another-secret-7';

const forgot = (login: unknown) => post(ctx.app, '/api/password/forgot', { login });
const verifyCode = (login: string, code: string) =>
  post(ctx.app, '/api/password/verify-code', { login, code });
const reset = (login: string, code: string, password = NEW_PASSWORD, confirmation = password) =>
  post(ctx.app, '/api/password/reset', {
    login,
    code,
    password,
    password_confirmation: confirmation,
  });
const signIn = (login: string, password: string) =>
  post(ctx.app, '/api/auth/login', { login, password });

/** A code that is certainly not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** The seconds of 'Новый код можно запросить через N с' (real time passes between calls). */
const secondsLeft = (message: unknown) =>
  Number(/^Новый код можно запросить через (\d+) с$/.exec(String(message))?.[1] ?? NaN);

/** Asks for a new code (moving past the 30 s pause) until it differs from `code`. */
async function freshCodeUnlike(code: string, login: string) {
  for (;;) {
    ctx.clock.advance(31);
    const res = await forgot(login);
    expect(res.status).toBe(200);
    if (res.body.code !== code) return res.body.code as string;
  }
}

describe('POST /api/password/forgot', () => {
  it('sends the code by e-mail for an e-mail login', async () => {
    const user = await register(ctx);
    const before = ctx.outbox.sent.length;
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    const sent = ctx.outbox.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, subject: expect.any(String) });
    expect(ctx.outbox.lastCodeTo(user.email)).toBe(res.body.code);
  });

  it('sends the code by SMS for a phone login in any accepted format', async () => {
    const user = await register(ctx);
    const before = ctx.outbox.sent.length;
    const res = await forgot(`8 ${user.phone.slice(2)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ channel: 'phone', code: expect.stringMatching(/^\d{6}$/) });
    const sent = ctx.outbox.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(user.phone);
    expect('subject' in sent[0]!).toBe(false);
    expect(ctx.outbox.lastCodeTo(user.phone)).toBe(res.body.code);
  });

  it('answers a login nobody has as it answers an account, and sends nothing', async () => {
    const user = await register(ctx);
    for (const [login, known, channel] of [
      ['nobody-at-all@example.ru', user.email, 'email'],
      ['+79990001122', user.phone, 'phone'],
    ] as const) {
      const before = ctx.outbox.sent.length;
      const unknown = await forgot(login);
      expect(ctx.outbox.sent.length).toBe(before);
      const real = await forgot(known);
      expect(unknown.status).toBe(real.status);
      expect(Object.keys(unknown.body)).toEqual(Object.keys(real.body));
      expect(unknown.body.channel).toBe(channel);
      // The same resend wait, the same wrong-code answer.
      expect((await forgot(login)).body.errors).toEqual((await forgot(known)).body.errors);
      const wrong = otherThan(String(unknown.body.code));
      const guess = await verifyCode(login, wrong);
      expect(guess.status).toBe(422);
      expect(guess.body.errors).toEqual([MSG.codeWrong]);
    }
  });

  it.each([
    ['an empty login', '', MSG.loginRequired],
    ['spaces', '   ', MSG.loginRequired],
    ['words', 'not a login', MSG.loginInvalid],
    ['a broken e-mail', 'user@', MSG.loginInvalid],
    ['a huge login', `${'a'.repeat(100_000)}@example.ru`, MSG.loginInvalid],
    ['a missing login', undefined, MSG.required],
    ['null', null, MSG.required],
    ['a number', 79120000000, MSG.invalidValue],
  ])('refuses %s with 400', async (_name, login, message) => {
    const res = await forgot(login);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
  });

  it('sends a new code to the same target only after 30 s', async () => {
    const user = await register(ctx);
    expect((await forgot(user.email)).status).toBe(200);
    const tooSoon = await forgot(user.email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errors).toEqual([resendIn(secondsLeft(tooSoon.body.message))]);
    expect(secondsLeft(tooSoon.body.message)).toBeGreaterThanOrEqual(25);
    ctx.clock.advance(20);
    const stillSoon = await forgot(user.email);
    expect(stillSoon.status).toBe(429);
    expect(secondsLeft(stillSoon.body.message)).toBeLessThanOrEqual(10);
    expect(secondsLeft(stillSoon.body.message)).toBeGreaterThanOrEqual(5);
    ctx.clock.advance(11);
    const again = await forgot(user.email);
    expect(again.status).toBe(200);
    expect(ctx.outbox.lastCodeTo(user.email)).toBe(again.body.code);
  });
});

describe('POST /api/password/verify-code', () => {
  it('accepts the right code and leaves it usable for the reset', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    const res = await verifyCode(user.email, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    // The same code checked again (e.g. the page was reloaded) and then used.
    expect((await verifyCode(user.phone, code)).status).toBe(200);
    expect((await reset(user.email, code)).status).toBe(200);
  });

  it('refuses a wrong code with 422', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.phone)).body as { code: string };
    const res = await verifyCode(user.phone, otherThan(code));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [MSG.codeWrong], message: MSG.codeWrong });
  });

  it('refuses an expired code with 422', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    ctx.clock.advance(10 * 60 - 5);
    expect((await verifyCode(user.email, code)).status).toBe(200);
    ctx.clock.advance(6);
    const res = await verifyCode(user.email, code);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.codeExpired]);
    const resetRes = await reset(user.email, code);
    expect(resetRes.status).toBe(422);
    expect(resetRes.body.errors).toEqual([MSG.codeExpired]);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('kills the code after five wrong tries: 429 even for the right one, also on reset', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    const wrong = otherThan(code);
    for (let i = 1; i <= 4; i++) {
      const res = await verifyCode(user.email, wrong);
      expect(res.status, `try ${i}`).toBe(422);
      expect(res.body.errors).toEqual([MSG.codeWrong]);
    }
    const fifth = await verifyCode(user.email, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors).toEqual([MSG.codeTooManyAttempts]);
    const right = await verifyCode(user.email, code);
    expect(right.status).toBe(429);
    expect(right.body.errors).toEqual([MSG.codeTooManyAttempts]);
    const resetRes = await reset(user.email, code);
    expect(resetRes.status).toBe(429);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it('counts wrong tries on reset too', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    const wrong = otherThan(code);
    for (let i = 1; i <= 4; i++) expect((await reset(user.email, wrong)).status).toBe(422);
    expect((await verifyCode(user.email, wrong)).status).toBe(429);
    expect((await reset(user.email, code)).status).toBe(429);
  });

  it('refuses a code nobody asked for, a malformed code and an unknown login', async () => {
    const user = await register(ctx);
    const never = await verifyCode(user.email, '123456');
    expect(never.status).toBe(422);
    expect(never.body.errors).toEqual([MSG.codeNotRequested]);
    for (const code of ['12345', '1234567', '12a456', '']) {
      const res = await verifyCode(user.email, code);
      expect(res.status, code).toBe(400);
      expect(res.body.errors).toEqual([MSG.codeFormat]);
    }
    // An unknown login reads like an account that asked for no code.
    const unknown = await verifyCode('nobody-else@example.ru', '123456');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([MSG.codeNotRequested]);
  });

  it("does not accept one user's code for another user", async () => {
    const alice = await register(ctx);
    const bob = await register(ctx);
    const { code } = (await forgot(alice.email)).body as { code: string };
    const bobCode = (await forgot(bob.email)).body.code as string;
    // Codes are random: should Bob's equal Alice's, Bob asks again.
    if (bobCode === code) await freshCodeUnlike(code, bob.email);
    const res = await verifyCode(bob.email, code);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.codeWrong]);
    const none = await verifyCode((await register(ctx)).email, code);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([MSG.codeNotRequested]);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password and signs the user out everywhere', async () => {
    const user = await register(ctx);
    const second = await signIn(user.phone, PASSWORD);
    const tokens = [user.token, second.body.token as string];
    for (const token of tokens) {
      expect((await get(ctx.app, '/api/user/profile', token)).status).toBe(200);
    }
    const { code } = (await forgot(user.email)).body as { code: string };
    expect((await verifyCode(user.email, code)).status).toBe(200);

    const res = await reset(user.email, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    for (const token of tokens) {
      const me = await get(ctx.app, '/api/user/profile', token);
      expect(me.status).toBe(401);
      expect(me.body.errors).toEqual([MSG.unauthorized]);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, user.email));
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(left).toHaveLength(0);

    const old = await signIn(user.email, PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.errors).toEqual([MSG.loginFailed]);
    const fresh = await signIn(user.phone, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await get(ctx.app, '/api/user/profile', fresh.body.token as string)).status).toBe(200);
  });

  it('works with a phone login and a code sent by SMS', async () => {
    const user = await register(ctx);
    const spaced = `+7 ${user.phone.slice(2, 5)} ${user.phone.slice(5)}`;
    const { code } = (await forgot(spaced)).body as { code: string };
    expect((await reset(spaced, code)).status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses mismatched or short passwords with the spec messages and keeps the code', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };

    const mismatch = await reset(user.email, code, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([MSG.passwordMismatch]);

    const short = await reset(user.email, code, 'abc1', 'abc1');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([MSG.passwordMin]);

    const both = await reset(user.email, code, 'abc1', 'abc2');
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual([MSG.passwordMin, MSG.passwordMismatch]);

    // Reset asks only for 8 characters: no digit or letter rule.
    expect((await reset(user.email, code, 'пароль-без-цифр')).status).toBe(200);
    expect((await signIn(user.email, 'пароль-без-цифр')).status).toBe(200);
  });

  it('refuses a password over 128 characters with 400', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    const huge = 'a1'.repeat(50_000);
    const res = await reset(user.email, code, huge);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([MSG.tooLong]);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong code with 422 and keeps the old password', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    const res = await reset(user.email, otherThan(code));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.codeWrong]);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('does not accept the same code twice', async () => {
    const user = await register(ctx);
    const { code } = (await forgot(user.email)).body as { code: string };
    expect((await reset(user.email, code)).status).toBe(200);
    const again = await reset(user.email, code, 'third-password-9');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([MSG.codeNotRequested]);
    const check = await verifyCode(user.email, code);
    expect(check.status).toBe(422);
    expect((await signIn(user.email, 'third-password-9')).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('does not accept an older code once a newer one was sent or used', async () => {
    const user = await register(ctx);
    const first = (await forgot(user.phone)).body.code as string;
    const second = await freshCodeUnlike(first, user.email);

    // Only the newest code counts.
    const stale = await verifyCode(user.email, first);
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toEqual([MSG.codeWrong]);
    expect((await reset(user.email, second)).status).toBe(200);

    // The superseded code must not come back to life once the newer one is spent.
    const revived = await reset(user.email, first, 'third-password-9');
    expect(revived.status).toBe(422);
    expect((await signIn(user.email, 'third-password-9')).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown login like an account without a code, and 400 for missing fields', async () => {
    const unknown = await reset('nobody-more@example.ru', '123456');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([MSG.codeNotRequested]);
    // Outside production the answer carries the code, yet it resets no one.
    const asked = await forgot('+79990003344');
    const nobody = await reset('+79990003344', String(asked.body.code));
    expect(nobody.status).toBe(422);
    expect((await signIn('+79990003344', NEW_PASSWORD)).status).toBe(401);
    const missing = await post(ctx.app, '/api/password/reset', { login: 'user@example.ru' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      code: [MSG.required],
      password: [MSG.required],
      password_confirmation: [MSG.required],
    });
  });
});
