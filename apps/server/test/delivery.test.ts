import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { registrations, verificationCodes } from '../src/db/schema';
import {
  PASSWORD,
  createTestApp,
  get,
  post,
  register,
  uniqueContacts,
  type TestContext,
} from './helpers';

/** The answer of a call whose code could not be delivered (not one of the shared messages). */
const NOT_DELIVERED = 'Не удалось отправить код. Попробуйте позже';
const SMS_KEY = 'test-gateway-key-42';
const SMS_SENDER = 'PodryadTest';

// A real SMTP server: what nodemailer delivers ends up here.

type Letter = { from: string | undefined; to: string[]; headers: string; body: string };
const letters: Letter[] = [];
let smtpRefuses = false;

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 1000,
  onRcptTo(_address, _session, callback) {
    callback(
      smtpRefuses ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null,
    );
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const { headers, body } = decodeMessage(Buffer.concat(chunks).toString('utf8'));
      letters.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((r) => r.address),
        headers,
        body,
      });
      callback();
    });
  },
});

/** Headers as sent and the text body decoded from its transfer encoding (single-part letters). */
function decodeMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const encoded = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') {
    return { headers, body: Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8') };
  }
  if (encoding === 'quoted-printable') {
    const soft = encoded.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return { headers, body: Buffer.from(bytes).toString('utf8') };
  }
  return { headers, body: encoded };
}

// A small SMS gateway: records what it is asked to send and answers with `gatewayStatus`.

type GatewayRequest = {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: { to?: string; text?: string; sender?: string };
};
const gatewayRequests: GatewayRequest[] = [];
let gatewayStatus = 200;

const gateway = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    gatewayRequests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    response.writeHead(gatewayStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: gatewayStatus < 300 }));
  });
});

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<number>((resolve) => {
    const net = server.listen(0, '127.0.0.1', () =>
      resolve(((net as http.Server).address() as AddressInfo).port),
    );
  });

const lastSmsTo = (phone: string) => {
  const sms = gatewayRequests.findLast((r) => r.body.to === phone);
  const code = sms?.body.text && /\b(\d{6})\b/.exec(sms.body.text)?.[1];
  if (!code) throw new Error(`no SMS with a code to ${phone}`);
  return code;
};
const lastLetterTo = (email: string) => {
  const letter = letters.findLast((l) => l.to.includes(email));
  const code = letter && /\b(\d{6})\b/.exec(letter.body)?.[1];
  if (!code) throw new Error(`no letter with a code to ${email}`);
  return code;
};

/** The test app (Outbox senders) provides the database; the apps below share it. */
let ctx: TestContext;
/** Real senders: nodemailer to the SMTP server above, HttpSmsSender to the gateway above. */
let wired: App;
/** The same, in production. */
let production: App;
let smtpPort: number;
let gatewayPort: number;
const productionLog: string[] = [];

const envFor = (nodeEnv: string) => ({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  // The test app's own folder for uploads, removed by ctx.close().
  DATA_DIR: ctx.config.dataDir,
  AUTH_RATE_LIMIT: '10000',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/api/sms/send`,
  SMS_GATEWAY_KEY: SMS_KEY,
  SMS_SENDER,
  PUBLIC_URL: 'https://podryad.example.ru',
  LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
});

beforeAll(async () => {
  smtp.on('error', () => {});
  [smtpPort, gatewayPort] = await Promise.all([listen(smtp), listen(gateway)]);
  ctx = await createTestApp();
  // No `mail` or `sms` given: buildApp picks the senders from the configuration.
  wired = await buildApp({
    config: loadConfig({ ...envFor('test'), SHOW_CODES: 'true' }),
    database: ctx.database,
    logger: false,
  });
  // Production logs everything it would (debug) into `productionLog`: no code may be in it.
  production = await buildApp({
    config: loadConfig({ ...envFor('production'), LOG_LEVEL: 'debug' }),
    database: ctx.database,
    logStream: { write: (line) => productionLog.push(line) },
  });
  await Promise.all([wired.ready(), production.ready()]);
});

afterAll(async () => {
  await wired?.close();
  await production?.close();
  await ctx?.close();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  smtpRefuses = false;
  gatewayStatus = 200;
});

/** Codes kept for a target and purpose (registration codes of the same contacts don't count). */
const storedCodesFor = (target: string, purpose: 'register_phone' | 'password_reset') =>
  ctx.database.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)));

describe('SMTP delivery (SMTP_URL)', () => {
  it('delivers the password-recovery code to the real SMTP server', async () => {
    const user = await register(ctx);
    const before = letters.length;
    const res = await post(wired, '/api/password/forgot', { login: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });

    const received = letters.slice(before);
    expect(received).toHaveLength(1);
    const letter = received[0]!;
    expect(letter.to).toEqual([user.email]);
    expect(letter.from).toBe('no-reply@podryad.ru');
    expect(letter.headers).toMatch(new RegExp(`^To: ${user.email.replace('.', '\\.')}$`, 'im'));
    expect(letter.body).toContain(`Ваш код подтверждения: ${res.body.code}`);
    expect(lastLetterTo(user.email)).toBe(res.body.code);

    // The delivered code is the one the server checks.
    const ok = await post(wired, '/api/password/verify-code', {
      login: user.email,
      code: lastLetterTo(user.email),
    });
    expect(ok.status).toBe(200);
  });

  it('answers 502 when the SMTP server refuses, forgets the code and allows a retry at once', async () => {
    const user = await register(ctx);
    smtpRefuses = true;
    const before = letters.length;
    const refused = await post(wired, '/api/password/forgot', { login: user.email });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ errors: [NOT_DELIVERED], message: NOT_DELIVERED });
    expect(letters.length).toBe(before);
    expect(await storedCodesFor(user.email, 'password_reset')).toHaveLength(0);

    smtpRefuses = false;
    const retry = await post(wired, '/api/password/forgot', { login: user.email });
    expect(retry.status).toBe(200);
    expect(lastLetterTo(user.email)).toBe(retry.body.code);
    expect(await storedCodesFor(user.email, 'password_reset')).toHaveLength(1);
  });
});

describe('SMS delivery (SMS_GATEWAY_URL)', () => {
  it('posts {to, text, sender} with the bearer key to the gateway', async () => {
    const { phone } = uniqueContacts();
    const before = gatewayRequests.length;
    const res = await post(wired, '/api/register/phone/request-code', { phone });
    expect(res.status).toBe(200);

    const sent = gatewayRequests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/sms/send',
      headers: { authorization: `Bearer ${SMS_KEY}`, 'content-type': 'application/json' },
    });
    expect(sent[0]!.body).toEqual({
      to: phone,
      text: expect.stringContaining(String(res.body.code)),
      sender: SMS_SENDER,
    });
    expect(lastSmsTo(phone)).toBe(res.body.code);
  });

  it.each([500, 503, 401, 400])(
    'answers 502 when the gateway answers %i, stores no code and allows a retry at once',
    async (status) => {
      const { phone } = uniqueContacts();
      gatewayStatus = status;
      const failed = await post(wired, '/api/register/phone/request-code', { phone });
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ errors: [NOT_DELIVERED], message: NOT_DELIVERED });
      expect(failed.body.uuid).toBeUndefined();
      expect(await storedCodesFor(phone, 'register_phone')).toHaveLength(0);
      const sessions = await ctx.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.phone, phone));
      expect(sessions).toHaveLength(0);

      gatewayStatus = 200;
      const retry = await post(wired, '/api/register/phone/request-code', { phone });
      expect(retry.status).toBe(200);
      expect(lastSmsTo(phone)).toBe(retry.body.code);
      const verified = await post(wired, '/api/register/phone/verify', {
        uuid: retry.body.uuid,
        code: lastSmsTo(phone),
      });
      expect(verified.status).toBe(200);
    },
  );

  it('answers 502 for a recovery SMS the gateway refuses, then sends it on retry', async () => {
    const user = await register(ctx);
    gatewayStatus = 500;
    const failed = await post(wired, '/api/password/forgot', { login: user.phone });
    expect(failed.status).toBe(502);
    expect(await storedCodesFor(user.phone, 'password_reset')).toHaveLength(0);
    gatewayStatus = 200;
    const retry = await post(wired, '/api/password/forgot', { login: user.phone });
    expect(retry.status).toBe(200);
    expect(retry.body.channel).toBe('phone');
    expect(lastSmsTo(user.phone)).toBe(retry.body.code);
  });

  it('carries a whole registration on codes read from the gateway and the mailbox', async () => {
    const contacts = uniqueContacts();
    const first = await post(wired, '/api/register/phone/request-code', { phone: contacts.phone });
    const uuid = first.body.uuid as string;
    const phoneOk = await post(wired, '/api/register/phone/verify', {
      uuid,
      code: lastSmsTo(contacts.phone),
    });
    expect(phoneOk.status).toBe(200);
    const second = await post(wired, '/api/register/email/request-code', {
      uuid,
      email: contacts.email,
    });
    expect(second.status).toBe(200);
    const emailOk = await post(wired, '/api/register/email/verify', {
      uuid,
      code: lastLetterTo(contacts.email),
    });
    expect(emailOk.status).toBe(200);
    const done = await post(wired, '/api/register/finalize', {
      uuid,
      password: PASSWORD,
      password_repeat: PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ phone: contacts.phone, email: contacts.email });
  });
});

describe('configuration', () => {
  const base = {
    SMTP_URL: 'smtp://mail.example.ru:587',
    SMS_GATEWAY_URL: 'https://sms.example.ru/send',
    PUBLIC_URL: 'https://podryad.example.ru/',
    LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  };

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: undefined })).toThrow(
      /SMTP_URL/,
    );
  });

  it('refuses to start in production without SMS_GATEWAY_URL', () => {
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', SMS_GATEWAY_URL: undefined }),
    ).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow();
  });

  it('starts in production with both, closed: no codes shown, no demo data', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...base })).toMatchObject({
      production: true,
      smtpUrl: base.SMTP_URL,
      smsGatewayUrl: base.SMS_GATEWAY_URL,
      showCodes: false,
      seedDemo: false,
      publicUrl: 'https://podryad.example.ru',
    });
  });

  it('refuses to start in production without PUBLIC_URL or LINK_SECRET, or with half of VAPID', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', LINK_SECRET: undefined })).toThrow(
      /LINK_SECRET/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', LINK_SECRET: 'short' })).toThrow(
      /LINK_SECRET/,
    );
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(/VAPID/);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).vapid).toBeNull();
  });

  it('refuses SHOW_CODES in production, and no senders without SHOW_CODES anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...base, SHOW_CODES: 'true' })).toThrow(
      /SHOW_CODES/,
    );
    // Whatever NODE_ENV says, codes that reach nobody are refused rather than shown.
    for (const NODE_ENV of ['development', 'test', 'prod', undefined]) {
      expect(() => loadConfig({ NODE_ENV })).toThrow(/SHOW_CODES/);
    }
    expect(loadConfig({ NODE_ENV: 'development', SHOW_CODES: 'true' })).toMatchObject({
      production: false,
      showCodes: true,
      seedDemo: false,
      smtpUrl: undefined,
      smsGatewayUrl: undefined,
    });
  });
});

describe('production answers', () => {
  it('writes no code into its log, even at debug level', async () => {
    const contacts = uniqueContacts();
    const first = await post(production, '/api/register/phone/request-code', {
      phone: contacts.phone,
    });
    const smsCode = lastSmsTo(contacts.phone);
    await post(production, '/api/register/phone/verify', { uuid: first.body.uuid, code: smsCode });
    await post(production, '/api/register/email/request-code', {
      uuid: first.body.uuid,
      email: contacts.email,
    });
    const mailCode = lastLetterTo(contacts.email);
    const user = await register(ctx);
    await post(production, '/api/password/forgot', { login: user.phone });
    const resetCode = lastSmsTo(user.phone);
    const log = productionLog.join('');
    expect(log).toContain('request completed');
    for (const code of [smsCode, mailCode, resetCode]) expect(log).not.toContain(code);
  });

  it('request-code answers no code; the code reaches the phone only', async () => {
    const { phone } = uniqueContacts();
    const res = await post(production, '/api/register/phone/request-code', { phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect('code' in res.body).toBe(false);
    const verified = await post(production, '/api/register/phone/verify', {
      uuid: res.body.uuid,
      code: lastSmsTo(phone),
    });
    expect(verified.status).toBe(200);
  });

  it('e-mail request-code answers no code', async () => {
    const contacts = uniqueContacts();
    const first = await post(production, '/api/register/phone/request-code', {
      phone: contacts.phone,
    });
    await post(production, '/api/register/phone/verify', {
      uuid: first.body.uuid,
      code: lastSmsTo(contacts.phone),
    });
    const res = await post(production, '/api/register/email/request-code', {
      uuid: first.body.uuid,
      email: contacts.email,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(lastLetterTo(contacts.email)).toMatch(/^\d{6}$/);
  });

  it('password/forgot answers only the channel, by e-mail and by phone', async () => {
    const user = await register(ctx);
    const byEmail = await post(production, '/api/password/forgot', { login: user.email });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({ channel: 'email' });
    expect(lastLetterTo(user.email)).toMatch(/^\d{6}$/);

    const byPhone = await post(production, '/api/password/forgot', { login: user.phone });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body).toEqual({ channel: 'phone' });
    const smsCode = lastSmsTo(user.phone);
    const reset = await post(production, '/api/password/reset', {
      login: user.phone,
      code: smsCode,
      password: 'brand-new-pass-1',
      password_confirmation: 'brand-new-pass-1',
    });
    expect(reset.status).toBe(200);
    const revoked = await get(production, '/api/user/profile', user.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.errors).toEqual([MSG.unauthorized]);
  });
});
