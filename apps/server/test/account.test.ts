import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG, MSG_CABINET } from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clientProfiles,
  contractorProfiles,
  sessions,
  stepUps,
  uploads,
  users,
} from '../src/db/schema';
import {
  PASSWORD,
  PNG_1X1,
  useTestApp,
  get,
  patch,
  post,
  register,
  registerAs,
  uniqueContacts,
  upload,
} from './helpers';

const ctx = useTestApp();

type User = Awaited<ReturnType<typeof register>>;
type UserAnswer = {
  id: number;
  phone: string;
  email: string;
  type: string | null;
  profile: { avatar: string | null } | null;
};

const me = async (token: string) =>
  (await get(ctx.app, '/api/user/profile', token)).body.user as UserAnswer;

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const login = (login: string, password: string) =>
  post(ctx.app, '/api/auth/login', { login, password });

/** Everything that differs between the phone flow and the e-mail flow. */
const KINDS = [
  {
    kind: 'phone' as const,
    field: 'new_phone' as const,
    current: (u: User) => u.phone,
    fresh: () => uniqueContacts().phone,
    confirmed: MSG_CABINET.phoneConfirmed,
    stepUp: MSG_CABINET.phoneStepUp,
    taken: MSG.phoneTaken,
    same: MSG_CABINET.samePhone,
    malformed: [
      ['+7912', MSG.phoneFormat],
      ['+7812 123 45 67', MSG.phoneFormat],
      ['+7916abc4567', MSG.phoneDigits],
    ] as [string, string][],
  },
  {
    kind: 'email' as const,
    field: 'new_email' as const,
    current: (u: User) => u.email,
    fresh: () => uniqueContacts().email,
    confirmed: MSG_CABINET.emailConfirmed,
    stepUp: MSG_CABINET.emailStepUp,
    taken: MSG.emailTaken,
    same: MSG_CABINET.sameEmail,
    malformed: [
      ['no-at-sign.ru', MSG.emailFormat],
      ['user@host', MSG.emailFormat],
      ['a b@example.ru', MSG.emailFormat],
    ] as [string, string][],
  },
];

describe.each(KINDS)('$kind change', (k) => {
  const url = (step: string) => `/api/user/${k.kind}/${step}`;

  async function stepUpRow(userId: number) {
    return ctx.database.db
      .select()
      .from(stepUps)
      .where(and(eq(stepUps.userId, userId), eq(stepUps.kind, k.kind)));
  }

  /** Steps 1-2: a code to the current contact, confirmed. */
  async function confirmCurrent(user: User) {
    const sent = await post(ctx.app, url('confirm/request'), undefined, user.token);
    expect(sent.status).toBe(200);
    const confirmed = await post(
      ctx.app,
      url('confirm'),
      { code: ctx.outbox.lastCodeTo(k.current(user)) },
      user.token,
    );
    expect(confirmed.status).toBe(200);
  }

  /** Step 3: a code to the new contact; answers that code as the outbox saw it. */
  async function requestChange(user: User, value: string) {
    const res = await post(ctx.app, url('change/request'), { [k.field]: value }, user.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ctx.outbox.lastCodeTo(value);
  }

  it('confirm/request sends a code to the current contact only', async () => {
    const user = await registerAs(ctx, 'client');
    const before = ctx.outbox.sent.length;
    const res = await post(ctx.app, url('confirm/request'), undefined, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: expect.stringMatching(/^\d{6}$/) });
    const sent = ctx.outbox.sent.slice(before);
    expect(sent.map((m) => m.to)).toEqual([k.current(user)]);
    expect(ctx.outbox.lastCodeTo(k.current(user))).toBe(res.body.code);
  });

  it('confirm/request again within 30 s is 429, after 30 s sends a new code', async () => {
    const user = await registerAs(ctx, 'client');
    expect((await post(ctx.app, url('confirm/request'), undefined, user.token)).status).toBe(200);
    const tooSoon = await post(ctx.app, url('confirm/request'), undefined, user.token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Новый код можно запросить через \d+ с$/);
    ctx.clock.advance(31);
    expect((await post(ctx.app, url('confirm/request'), undefined, user.token)).status).toBe(200);
  });

  it('confirm refuses a wrong code with 422 and accepts the right one', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    await post(ctx.app, url('confirm/request'), undefined, user.token);
    const code = ctx.outbox.lastCodeTo(k.current(user));
    const wrong = await post(
      ctx.app,
      url('confirm'),
      { code: code === '000000' ? '111111' : '000000' },
      user.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([MSG.codeWrong]);
    expect(await stepUpRow(id)).toEqual([]);

    const right = await post(ctx.app, url('confirm'), { code }, user.token);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ message: k.confirmed });
    expect(await stepUpRow(id)).toHaveLength(1);

    // The code is spent.
    const again = await post(ctx.app, url('confirm'), { code }, user.token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([MSG.codeNotRequested]);
  });

  it('confirm without a requested code is 422, a malformed code 400', async () => {
    const user = await registerAs(ctx, 'client');
    const none = await post(ctx.app, url('confirm'), { code: '123456' }, user.token);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([MSG.codeNotRequested]);
    const malformed = await post(ctx.app, url('confirm'), { code: '12ab' }, user.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([MSG.codeFormat]);
    const missing = await post(ctx.app, url('confirm'), {}, user.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([MSG.required]);
  });

  it("another user's code does not confirm", async () => {
    const user = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    await post(ctx.app, url('confirm/request'), undefined, other.token);
    const res = await post(
      ctx.app,
      url('confirm'),
      { code: ctx.outbox.lastCodeTo(k.current(other)) },
      user.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.codeNotRequested]);
  });

  it('change/request without a confirmation of the current contact is 403', async () => {
    const user = await registerAs(ctx, 'client');
    const value = k.fresh();
    const before = ctx.outbox.sent.length;
    const res = await post(ctx.app, url('change/request'), { [k.field]: value }, user.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([k.stepUp]);
    expect(ctx.outbox.sent.slice(before)).toEqual([]);
  });

  it('change/verify without a confirmation is 403', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await post(
      ctx.app,
      url('change/verify'),
      { [k.field]: k.fresh(), code: '123456' },
      user.token,
    );
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([k.stepUp]);
  });

  it('after the confirmation: a contact of another account is 409, the current one 422', async () => {
    const user = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    await confirmCurrent(user);
    const taken = await post(
      ctx.app,
      url('change/request'),
      { [k.field]: k.current(other) },
      user.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([k.taken]);
    const same = await post(
      ctx.app,
      url('change/request'),
      { [k.field]: k.current(user) },
      user.token,
    );
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([k.same]);
  });

  it.each(k.malformed)('refuses the malformed %s with 400', async (value, message) => {
    const user = await registerAs(ctx, 'client');
    await confirmCurrent(user);
    const res = await post(ctx.app, url('change/request'), { [k.field]: value }, user.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
    expect(res.body.fields).toEqual({ [k.field]: [message] });
  });

  it('the happy path: the code goes to the new contact and only its verification changes the stored one', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const value = k.fresh();
    await confirmCurrent(user);
    // Another device signed in with the old contact: it is signed out by the change.
    const elsewhere = (await login(k.current(user), PASSWORD)).body.token as string;

    const sentBefore = ctx.outbox.sent.length;
    const requested = await post(ctx.app, url('change/request'), { [k.field]: value }, user.token);
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ success: true, code: expect.stringMatching(/^\d{6}$/) });
    expect(ctx.outbox.sent.slice(sentBefore).map((m) => m.to)).toEqual([value]);
    const code = ctx.outbox.lastCodeTo(value);
    expect(code).toBe(requested.body.code);
    // Not changed yet.
    expect((await userRow(id))[k.kind]).toBe(k.current(user));

    // A wrong code changes nothing either.
    const wrong = await post(
      ctx.app,
      url('change/verify'),
      { [k.field]: value, code: code === '000000' ? '111111' : '000000' },
      user.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([MSG.codeWrong]);
    expect((await userRow(id))[k.kind]).toBe(k.current(user));

    const verified = await post(
      ctx.app,
      url('change/verify'),
      { [k.field]: value, code },
      user.token,
    );
    expect(verified.status).toBe(200);
    const answered = verified.body.user as UserAnswer;
    expect(answered).toMatchObject({ id, type: 'client', [k.kind]: value });
    expect(answered.profile).not.toBeNull();
    const row = await userRow(id);
    expect(row[k.kind]).toBe(value);
    // The other contact is untouched.
    const otherKind = k.kind === 'phone' ? 'email' : 'phone';
    expect(row[otherKind]).toBe(user[otherKind]);
    expect((await me(user.token))[k.kind]).toBe(value);
    expect((await get(ctx.app, '/api/user/profile', elsewhere)).status).toBe(401);

    // The new contact signs in, the old one no longer does.
    const byNew = await login(value, PASSWORD);
    expect(byNew.status).toBe(200);
    expect((byNew.body.user as UserAnswer).id).toBe(id);
    const byOld = await login(k.current(user), PASSWORD);
    expect(byOld.status).toBe(401);
    expect(byOld.body.errors).toEqual([MSG.loginFailed]);
  });

  it('one confirmation allows one change: a second change/request needs a new confirmation', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const value = k.fresh();
    await confirmCurrent(user);
    const code = await requestChange(user, value);
    const verified = await post(
      ctx.app,
      url('change/verify'),
      { [k.field]: value, code },
      user.token,
    );
    expect(verified.status).toBe(200);
    expect(await stepUpRow(id)).toEqual([]);

    const again = await post(ctx.app, url('change/request'), { [k.field]: k.fresh() }, user.token);
    expect(again.status).toBe(403);
    expect(again.body.errors).toEqual([k.stepUp]);

    // A new confirmation (of the new contact, now the current one) allows the next change.
    ctx.clock.advance(31);
    const sent = await post(ctx.app, url('confirm/request'), undefined, user.token);
    expect(sent.status).toBe(200);
    expect(ctx.outbox.lastCodeTo(value)).toBe(sent.body.code);
    const confirmed = await post(ctx.app, url('confirm'), { code: sent.body.code }, user.token);
    expect(confirmed.status).toBe(200);
    const next = k.fresh();
    await requestChange(user, next);
  });

  it('the confirmation expires after 10 minutes', async () => {
    const user = await registerAs(ctx, 'client');
    await confirmCurrent(user);
    ctx.clock.advance(601);
    const res = await post(ctx.app, url('change/request'), { [k.field]: k.fresh() }, user.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([k.stepUp]);
  });

  it('a verification after the confirmation expired is 403 and changes nothing', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const value = k.fresh();
    await confirmCurrent(user);
    ctx.clock.advance(300);
    const code = await requestChange(user, value);
    ctx.clock.advance(301);
    const res = await post(ctx.app, url('change/verify'), { [k.field]: value, code }, user.token);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([k.stepUp]);
    expect((await userRow(id))[k.kind]).toBe(k.current(user));
  });

  it('verify naming another new contact than the code was sent to is 422 and changes nothing', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const value = k.fresh();
    const elsewhere = k.fresh();
    await confirmCurrent(user);
    const code = await requestChange(user, value);
    const res = await post(
      ctx.app,
      url('change/verify'),
      { [k.field]: elsewhere, code },
      user.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.codeOtherTarget]);
    const row = await userRow(id);
    expect(row[k.kind]).toBe(k.current(user));
    expect(row[k.kind]).not.toBe(elsewhere);
  });

  it('verify is 409 when another account took the new contact meanwhile', async () => {
    const user = await registerAs(ctx, 'client');
    const rival = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const value = k.fresh();
    await confirmCurrent(user);
    const code = await requestChange(user, value);

    // The rival changes to the same value first (the resend timer is per target).
    ctx.clock.advance(31);
    await confirmCurrent(rival);
    const rivalCode = await requestChange(rival, value);
    const rivalDone = await post(
      ctx.app,
      url('change/verify'),
      { [k.field]: value, code: rivalCode },
      rival.token,
    );
    expect(rivalDone.status).toBe(200);

    const res = await post(ctx.app, url('change/verify'), { [k.field]: value, code }, user.token);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([k.taken]);
    expect((await userRow(id))[k.kind]).toBe(k.current(user));
  });

  it('every step needs a token', async () => {
    for (const [step, body] of [
      ['confirm/request', undefined],
      ['confirm', { code: '123456' }],
      ['change/request', { [k.field]: k.fresh() }],
      ['change/verify', { [k.field]: k.fresh(), code: '123456' }],
    ] as const) {
      const res = await post(ctx.app, url(step), body);
      expect(res.status, step).toBe(401);
      expect(res.body.errors).toEqual([MSG.unauthorized]);
    }
  });
});

describe('phone and e-mail specifics', () => {
  it("the phone confirm accepts the spec's new_phone and ignores it", async () => {
    const user = await registerAs(ctx, 'client');
    await post(ctx.app, '/api/user/phone/confirm/request', undefined, user.token);
    const res = await post(
      ctx.app,
      '/api/user/phone/confirm',
      { new_phone: '+79990000000', code: ctx.outbox.lastCodeTo(user.phone) },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Номер успешно подтверждён' });
  });

  it('a new phone typed with spaces is stored as + and digits', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    await post(ctx.app, '/api/user/phone/confirm/request', undefined, user.token);
    await post(
      ctx.app,
      '/api/user/phone/confirm',
      { code: ctx.outbox.lastCodeTo(user.phone) },
      user.token,
    );
    const phone = uniqueContacts().phone;
    const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
    const req = await post(
      ctx.app,
      '/api/user/phone/change/request',
      { new_phone: spaced },
      user.token,
    );
    expect(req.status).toBe(200);
    const done = await post(
      ctx.app,
      '/api/user/phone/change/verify',
      { new_phone: spaced, code: ctx.outbox.lastCodeTo(phone) },
      user.token,
    );
    expect(done.status).toBe(200);
    expect((await userRow(id)).phone).toBe(phone);
  });

  it('the current e-mail in capitals counts as the same; a taken one in capitals as taken', async () => {
    const user = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    await post(ctx.app, '/api/user/email/confirm/request', undefined, user.token);
    await post(
      ctx.app,
      '/api/user/email/confirm',
      { code: ctx.outbox.lastCodeTo(user.email) },
      user.token,
    );
    const same = await post(
      ctx.app,
      '/api/user/email/change/request',
      { new_email: user.email.toUpperCase() },
      user.token,
    );
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([MSG_CABINET.sameEmail]);
    const taken = await post(
      ctx.app,
      '/api/user/email/change/request',
      { new_email: ` ${other.email.toUpperCase()} ` },
      user.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual(['Данная почта уже зарегистрирована.']);
  });

  it('a phone confirmation does not allow an e-mail change, and the other way round', async () => {
    const user = await registerAs(ctx, 'client');
    await post(ctx.app, '/api/user/phone/confirm/request', undefined, user.token);
    await post(
      ctx.app,
      '/api/user/phone/confirm',
      { code: ctx.outbox.lastCodeTo(user.phone) },
      user.token,
    );
    const email = await post(
      ctx.app,
      '/api/user/email/change/request',
      { new_email: uniqueContacts().email },
      user.token,
    );
    expect(email.status).toBe(403);
    expect(email.body.errors).toEqual([MSG_CABINET.emailStepUp]);

    // The SMS code of the phone confirmation is no e-mail confirmation code either.
    ctx.clock.advance(31);
    await post(ctx.app, '/api/user/phone/confirm/request', undefined, user.token);
    const crossed = await post(
      ctx.app,
      '/api/user/email/confirm',
      { code: ctx.outbox.lastCodeTo(user.phone) },
      user.token,
    );
    expect(crossed.status).toBe(422);
  });

  it('a contractor changes the phone the same way', async () => {
    const user = await registerAs(ctx, 'contractor');
    const { id } = await me(user.token);
    await post(ctx.app, '/api/user/phone/confirm/request', undefined, user.token);
    await post(
      ctx.app,
      '/api/user/phone/confirm',
      { code: ctx.outbox.lastCodeTo(user.phone) },
      user.token,
    );
    const phone = uniqueContacts().phone;
    await post(ctx.app, '/api/user/phone/change/request', { new_phone: phone }, user.token);
    const done = await post(
      ctx.app,
      '/api/user/phone/change/verify',
      { new_phone: phone, code: ctx.outbox.lastCodeTo(phone) },
      user.token,
    );
    expect(done.status).toBe(200);
    expect((done.body.user as UserAnswer).type).toBe('contractor');
    expect((await userRow(id)).phone).toBe(phone);
  });
});

describe('POST /api/user/password', () => {
  const change = (token: string | undefined, current: string, next: string, repeat = next) =>
    post(
      ctx.app,
      '/api/user/password',
      { current_password: current, new_password: next, new_password_confirmation: repeat },
      token,
    );

  it('refuses a wrong current password with 422 and keeps the old one', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await change(user.token, 'wrong1234', 'newpass123');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['Неверный текущий пароль']);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    expect((await login(user.email, 'newpass123')).status).toBe(401);
  });

  it.each([
    ['abcdefg', [MSG.passwordMin, MSG.passwordDigit]],
    ['abcdefgh', [MSG.passwordDigit]],
    ['abc1', [MSG.passwordMin]],
    ['12345678', [MSG.passwordLetter]],
    ['пароль123', [MSG.passwordLetter, MSG.passwordLatin]],
    ['', [MSG.passwordMin, MSG.passwordDigit, MSG.passwordLetter]],
  ])('refuses the weak %j with 422 and the rule messages', async (weak, messages) => {
    const user = await registerAs(ctx, 'client');
    const res = await change(user.token, PASSWORD, weak);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(messages);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a confirmation that differs with 422', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await change(user.token, PASSWORD, 'newpass123', 'newpass124');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['Пароли не совпадают.']);
    expect((await login(user.email, 'newpass123')).status).toBe(401);
  });

  it('refuses a missing field with 400 and a missing token with 401', async () => {
    const user = await registerAs(ctx, 'client');
    const missing = await post(
      ctx.app,
      '/api/user/password',
      { current_password: PASSWORD, new_password: 'newpass123' },
      user.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ new_password_confirmation: [MSG.required] });
    const anonymous = await change(undefined, PASSWORD, 'newpass123');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors).toEqual([MSG.unauthorized]);
  });

  it('changes the password, keeps the current session and ends every other one', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const first = await login(user.email, PASSWORD);
    const second = await login(user.phone, PASSWORD);
    const current = first.body.token as string;
    const other = second.body.token as string;
    expect((await get(ctx.app, '/api/user/profile', other)).status).toBe(200);
    // Someone else's session is not touched.
    const stranger = await registerAs(ctx, 'client');

    const res = await change(current, PASSWORD, 'newpass123');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Пароль успешно изменён' });
    expect(res.body.message).toBe(MSG_CABINET.passwordChanged);

    expect((await get(ctx.app, '/api/user/profile', current)).status).toBe(200);
    for (const token of [other, user.token]) {
      const res = await get(ctx.app, '/api/user/profile', token);
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([MSG.unauthorized]);
    }
    expect((await get(ctx.app, '/api/user/profile', stranger.token)).status).toBe(200);
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left).toHaveLength(1);

    expect((await login(user.email, PASSWORD)).status).toBe(401);
    const renewed = await login(user.email, 'newpass123');
    expect(renewed.status).toBe(200);
    expect((renewed.body.user as UserAnswer).id).toBe(id);
  });
});

describe('avatar: POST /api/user/upload/avatar and PATCH /api/user/profile', () => {
  const uploadAvatar = (token: string | undefined, files?: Parameters<typeof upload>[3]) =>
    upload(ctx.app, '/api/user/upload/avatar', token, files);

  async function uploadRows(ownerId: number) {
    return ctx.database.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
  }

  it('stores a real PNG under a random name and serves it publicly as image/png', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const res = await uploadAvatar(user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      path: expect.stringMatching(/^\/storage\/images\/[0-9a-f]{32}\.png$/),
    });
    const stored = res.body.path as string;

    const served = await ctx.app.inject({ method: 'GET', url: stored });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    expect(await uploadRows(id)).toEqual([
      expect.objectContaining({
        path: stored,
        kind: 'avatar',
        originalName: 'a.png',
        mimeType: 'image/png',
        size: PNG_1X1.length,
      }),
    ]);
    const onDisk = await fs.readFile(
      path.join(ctx.config.dataDir, 'storage', 'images', path.basename(stored)),
    );
    expect(onDisk.equals(PNG_1X1)).toBe(true);
  });

  it('recognises the image by its content, not by the name or type the browser sent', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await uploadAvatar(user.token, [
      { filename: 'photo.jpg', contentType: 'image/jpeg', content: PNG_1X1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/\.png$/);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    const asGif = await uploadAvatar(user.token, [
      { filename: 'x.bin', contentType: 'application/octet-stream', content: gif },
    ]);
    expect(asGif.status).toBe(200);
    expect(asGif.body.path).toMatch(/^\/storage\/images\/[0-9a-f]{32}\.gif$/);
  });

  it('refuses a text file named .png, and an SVG, with 415 and stores nothing', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const text = await uploadAvatar(user.token, [
      { filename: 'a.png', contentType: 'image/png', content: Buffer.from('not an image at all') },
    ]);
    expect(text.status).toBe(415);
    expect(text.body.errors).toEqual([MSG_CABINET.notAnImage]);
    const svg = await uploadAvatar(user.token, [
      {
        filename: 'a.svg',
        contentType: 'image/svg+xml',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ]);
    expect(svg.status).toBe(415);
    expect(await uploadRows(id)).toEqual([]);
  });

  it('refuses a request that is not multipart or has no file with 400', async () => {
    const user = await registerAs(ctx, 'client');
    const json = await post(ctx.app, '/api/user/upload/avatar', { file: 'a.png' }, user.token);
    expect(json.status).toBe(400);
    expect(json.body.errors).toEqual([MSG_CABINET.noFile]);
    const empty = await post(ctx.app, '/api/user/upload/avatar', undefined, user.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([MSG_CABINET.noFile]);
    const fieldsOnly = await upload(ctx.app, '/api/user/upload/avatar', user.token, [], {
      name: 'a.png',
    });
    expect(fieldsOnly.status).toBe(400);
    expect(fieldsOnly.body.errors).toEqual([MSG_CABINET.noFile]);
  });

  it('accepts an image larger than the 1 MB JSON body limit (the default upload limit is 20 MB)', async () => {
    const user = await registerAs(ctx, 'client');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)]);
    const res = await uploadAvatar(user.token, [
      { filename: 'big.png', contentType: 'image/png', content: big },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.path).toMatch(/\.png$/);
  });

  it('needs a token', async () => {
    const res = await uploadAvatar(undefined);
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([MSG.unauthorized]);
  });

  it('PATCH sets the uploaded avatar, null removes it', async () => {
    const user = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const { path: avatar } = (await uploadAvatar(user.token)).body as { path: string };

    const set = await patch(ctx.app, '/api/user/profile', { avatar }, user.token);
    expect(set.status).toBe(200);
    expect((set.body.user as UserAnswer).profile!.avatar).toBe(avatar);
    const [row] = await ctx.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, id));
    expect(row!.avatar).toBe(avatar);
    // The rest of the profile stays.
    expect(row!.name).toBe('Иван');
    expect((await me(user.token)).profile!.avatar).toBe(avatar);

    const removed = await patch(ctx.app, '/api/user/profile', { avatar: null }, user.token);
    expect(removed.status).toBe(200);
    expect((removed.body.user as UserAnswer).profile!.avatar).toBeNull();
    const [after] = await ctx.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, id));
    expect(after!.avatar).toBeNull();
  });

  it('PATCH sets the avatar of a contractor too', async () => {
    const user = await registerAs(ctx, 'contractor');
    const { id } = await me(user.token);
    const { path: avatar } = (await uploadAvatar(user.token)).body as { path: string };
    const set = await patch(ctx.app, '/api/user/profile', { avatar }, user.token);
    expect(set.status).toBe(200);
    expect((set.body.user as UserAnswer).profile!.avatar).toBe(avatar);
    const [row] = await ctx.database.db
      .select()
      .from(contractorProfiles)
      .where(eq(contractorProfiles.userId, id));
    expect(row!.avatar).toBe(avatar);
  });

  it('PATCH refuses a path uploaded by another user and a made-up one with 400', async () => {
    const user = await registerAs(ctx, 'client');
    const other = await registerAs(ctx, 'client');
    const { id } = await me(user.token);
    const { path: own } = (await uploadAvatar(user.token)).body as { path: string };
    await patch(ctx.app, '/api/user/profile', { avatar: own }, user.token);
    const { path: theirs } = (await uploadAvatar(other.token)).body as { path: string };

    for (const avatar of [
      theirs,
      '/storage/images/0123456789abcdef0123456789abcdef.png',
      '../../etc/passwd',
    ]) {
      const res = await patch(ctx.app, '/api/user/profile', { avatar }, user.token);
      expect(res.status, avatar).toBe(400);
      expect(res.body.errors).toEqual(['Файл не найден. Загрузите его заново']);
    }
    const [row] = await ctx.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, id));
    expect(row!.avatar).toBe(own);
  });

  it('upload and PATCH of a user with no type yet are 403 and 409', async () => {
    const user = await register(ctx);
    expect((await uploadAvatar(user.token)).status).toBe(403);
    const res = await patch(ctx.app, '/api/user/profile', { avatar: null }, user.token);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([MSG.profileMissing]);
  });

  it('PATCH refuses a non-string avatar with 400 and needs a token', async () => {
    const user = await registerAs(ctx, 'client');
    const bad = await patch(ctx.app, '/api/user/profile', { avatar: 42 }, user.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([MSG.invalidValue]);
    const anonymous = await patch(ctx.app, '/api/user/profile', { avatar: null });
    expect(anonymous.status).toBe(401);
  });
});
