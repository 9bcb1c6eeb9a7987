import type { AddressInfo } from 'node:net';
import {
  MSG_DELIVERY,
  NOTICE_DELIVERY,
  NOTICE_TOPICS,
  type NoticeSettings,
  type Tender,
  nextDigestAt,
} from '@podryad/domain';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { noticeOutbox, users } from '../src/db/schema';
import { SmtpMailSender } from '../src/delivery/mail';
import { NoticeDelivery } from '../src/modules/notifications/delivery';
import { signUnsubscribe } from '../src/modules/notifications/unsubscribe-token';
import { get, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * Letters about notices, through a real SMTP server: who gets one and when (at once, the daily
 * digest, never, folded revisions), what it says and links to, the one-click unsubscribe, a refused
 * address, retries, and that one letter is sent once however many workers drain.
 */

const PUBLIC_URL = 'https://podryad.example.ru';
const LINK_SECRET = 'a-test-secret-that-is-long-enough-0123456789';

type Letter = ParsedMail & { rcpt: string[] };
const letters: Letter[] = [];
/** What the SMTP server answers to RCPT TO: accept, refuse for good (550), or for now (451). */
let rcptAnswer: 'ok' | 550 | 451 = 'ok';

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 1000,
  onRcptTo(_address, _session, callback) {
    if (rcptAnswer === 'ok') return callback();
    const message = rcptAnswer === 550 ? 'No such user' : 'Try again later';
    callback(Object.assign(new Error(message), { responseCode: rcptAnswer }));
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        // Signing up sends codes through the same server: only the notices' letters are counted.
        if (mail.subject?.startsWith('Код подтверждения')) return callback();
        letters.push(Object.assign(mail, { rcpt: session.envelope.rcptTo.map((r) => r.address) }));
        callback();
      })
      .catch(callback);
  },
});
let smtpPort = 0;
beforeAll(async () => {
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = useTestApp(
  { PUBLIC_URL, LINK_SECRET },
  {
    mail: {
      // The port is known only once the server listens: the sender is made on first use.
      send: (mail) =>
        new SmtpMailSender(`smtp://127.0.0.1:${smtpPort}`, 'Подряд <no-reply@podryad.ru>').send(
          mail,
        ),
    },
  },
);

const drain = () => ctx.app.noticeDelivery.drain();
/** Time passes for the outbox: its rows' times move back (the worker reads the database's clock). */
const passTime = (seconds: number) => {
  const back = (column: AnyColumn) => sql`${column} - make_interval(secs => ${seconds})`;
  return ctx.database.db.update(noticeOutbox).set({
    dueAt: back(noticeOutbox.dueAt),
    createdAt: back(noticeOutbox.createdAt),
    claimedUntil: back(noticeOutbox.claimedUntil),
  });
};
const lettersTo = (actor: Actor) => letters.filter((l) => l.rcpt.includes(actor.email));
const settingsOf = async (actor: Actor) => {
  const res = await get(ctx.app, '/api/user/notification-settings', actor.token);
  expect(res.status).toBe(200);
  return res.body as NoticeSettings;
};
const choose = async (actor: Actor, change: Record<string, unknown>) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/notification-settings',
    headers: { authorization: `Bearer ${actor.token}` },
    payload: change,
  });
  return { status: res.statusCode, body: res.json() };
};
const revise = (actor: Actor, id: number, comment: string) =>
  post(ctx.app, `/api/request/revise/${id}`, { comment }, actor.token);
const rowsOf = (actor: Actor) =>
  ctx.database.db.select().from(noticeOutbox).where(eq(noticeOutbox.recipientId, actor.id));

let client: Actor;
let tender: Tender;
beforeAll(async () => {
  client = await newClient(ctx);
  tender = await newTender(ctx, client, { tender_name: 'Кровля склада <№ 7>' });
});
beforeEach(() => {
  rcptAnswer = 'ok';
});

describe('a letter at once', () => {
  it('goes to the one told, names the tender, links to its screen and carries the unsubscribe', async () => {
    const contractor = await newContractor(ctx);
    const before = letters.length;
    await invite(ctx, client, tender.id, contractor.id);
    expect(await drain()).toBe(1);

    expect(letters).toHaveLength(before + 1);
    const [letter] = lettersTo(contractor);
    expect(letter!.subject).toBe('Приглашение к тендеру: «Кровля склада <№ 7>»');
    expect(letter!.from?.text).toContain('no-reply@podryad.ru');
    const screen = `${PUBLIC_URL}/profile/contractor/tenderfrom/${tender.id}`;
    expect(letter!.text).toContain(
      'приглашает вас принять участие в тендере «Кровля склада <№ 7>»',
    );
    expect(letter!.text).toContain(`Открыть: ${screen}`);
    // The HTML part escapes what users wrote.
    expect(letter!.html).toContain('«Кровля склада &lt;№ 7&gt;»');
    expect(letter!.html).toContain(`href="${screen}"`);

    const token = signUnsubscribe(LINK_SECRET, contractor.id, ['invitations']);
    // mailparser reads List-Unsubscribe and List-Unsubscribe-Post into one `list` header.
    expect(letter!.headers.get('list')).toEqual({
      unsubscribe: { url: `${PUBLIC_URL}/api/unsubscribe?token=${encodeURIComponent(token)}` },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    expect(letter!.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}`);
    // The client acted: no letter to the client.
    expect(lettersTo(client)).toHaveLength(0);
  });

  it('is sent once, however many servers drain at once and however often', async () => {
    const contractor = await newContractor(ctx);
    await invite(ctx, client, tender.id, contractor.id);
    const other = new NoticeDelivery({
      db: ctx.database.db,
      mail: new SmtpMailSender(`smtp://127.0.0.1:${smtpPort}`, 'no-reply@podryad.ru'),
      push: null,
      publicUrl: PUBLIC_URL,
      linkSecret: LINK_SECRET,
      leaseMs: 60_000,
      log: { error: () => {}, info: () => {} },
    });
    const [here, there] = await Promise.all([drain(), other.drain(), drain()]);
    await Promise.all([drain(), other.drain()]);
    expect(here! + there!).toBe(1);
    expect(lettersTo(contractor)).toHaveLength(1);
    const [row] = await rowsOf(contractor);
    expect(row).toMatchObject({ attempts: 1, failedAt: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('a failed send is tried again later, then sent', async () => {
    const contractor = await newContractor(ctx);
    rcptAnswer = 451;
    await invite(ctx, client, tender.id, contractor.id);
    await drain();
    expect(lettersTo(contractor)).toHaveLength(0);
    const [waiting] = await rowsOf(contractor);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(waiting!.lastError).toContain('Try again later');
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    rcptAnswer = 'ok';
    // Not before its time.
    await drain();
    expect(lettersTo(contractor)).toHaveLength(0);
    await passTime(61);
    await drain();
    expect(lettersTo(contractor)).toHaveLength(1);
  });
});

describe('the user chooses per topic', () => {
  it('reads the defaults, changes one topic and keeps the others', async () => {
    const contractor = await newContractor(ctx);
    expect(await settingsOf(contractor)).toEqual({
      email: Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, 'instant'])),
      email_refused: null,
      push_key: null,
    });
    const changed = await choose(contractor, { decisions: 'daily' });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toMatchObject({ offers: 'instant', decisions: 'daily' });
    await choose(contractor, { invitations: 'never' });
    expect((await settingsOf(contractor)).email).toMatchObject({
      invitations: 'never',
      decisions: 'daily',
    });
  });

  it('refuses an unknown mode or topic, and callers without a profile or a session', async () => {
    const contractor = await newContractor(ctx);
    for (const bad of [{ offers: 'sometimes' }, { holidays: 'never' }, { offers: null }, []]) {
      expect((await choose(contractor, bad as Record<string, unknown>)).status).toBe(400);
    }
    expect((await settingsOf(contractor)).email.offers).toBe('instant');
    expect((await get(ctx.app, '/api/user/notification-settings')).status).toBe(401);
  });

  it('never: no letter, the notice still in the bell', async () => {
    const contractor = await newContractor(ctx);
    await choose(contractor, { invitations: 'never' });
    await invite(ctx, client, tender.id, contractor.id);
    await drain();
    expect(lettersTo(contractor)).toHaveLength(0);
    expect(await rowsOf(contractor)).toHaveLength(0);
    const bell = await get(ctx.app, '/api/user/notifications', contractor.token);
    expect(bell.body.notifications).toHaveLength(1);
  });

  it('daily: a day of notices in one letter at 09:00 Moscow time', async () => {
    const owner = await newClient(ctx);
    await choose(owner, { offers: 'daily' });
    const own = await newTender(ctx, owner, { tender_name: 'Фасад школы' });
    const [first, second] = await Promise.all([newContractor(ctx), newContractor(ctx)]);
    await offer(ctx, first, own.id);
    await offer(ctx, second, own.id);
    await drain();
    expect(lettersTo(owner)).toHaveLength(0);
    const [digest] = await rowsOf(owner);
    expect(digest).toMatchObject({ digest: true });
    expect(digest!.noticeIds).toHaveLength(2);
    expect(digest!.dueAt.toISOString()).toBe(nextDigestAt(new Date()).toISOString());

    await passTime((digest!.dueAt.getTime() - Date.now()) / 1000 + 1);
    await drain();
    const [letter] = lettersTo(owner);
    expect(letter!.subject).toBe('Подряд: 2 уведомления за день');
    expect(letter!.text!.match(/Новое предложение/g)).toHaveLength(2);
    expect(letter!.text).toContain(`${PUBLIC_URL}/profile/client/tender/${own.id}`);
    expect(letter!.text).toContain('Это сводка за день');
  });
});

describe('folded revisions', () => {
  it('a tender’s revisions within 10 minutes go in one letter', async () => {
    const owner = await newClient(ctx);
    const own = await newTender(ctx, owner, { tender_name: 'Склад' });
    const contractor = await newContractor(ctx);
    const sent = await offer(ctx, contractor, own.id);
    await drain();
    expect(lettersTo(owner).map((l) => l.subject)).toEqual(['Новое предложение: «Склад»']);

    expect((await revise(contractor, sent.id, 'Цена ниже')).status).toBe(200);
    expect((await revise(contractor, sent.id, 'Срок короче')).status).toBe(200);
    await drain();
    const folded = lettersTo(owner).slice(1);
    expect(folded.map((l) => l.subject)).toEqual(['Предложение изменено: «Склад»']);
    expect(folded[0]!.text!.match(/изменил коммерческое предложение/g)).toHaveLength(2);

    // One more within the window waits for the window to close, then goes alone.
    expect((await revise(contractor, sent.id, 'Ещё ниже')).status).toBe(200);
    await drain();
    expect(lettersTo(owner)).toHaveLength(2);
    await passTime(NOTICE_DELIVERY.foldWindowMs / 1000 + 1);
    await drain();
    expect(lettersTo(owner)).toHaveLength(3);
  });
});

describe('one-click unsubscribe', () => {
  const unsubscribe = (token: string, form = true) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }
        : {}),
    });

  it('the letter’s own header stops its topic without signing in', async () => {
    const contractor = await newContractor(ctx);
    await invite(ctx, client, tender.id, contractor.id);
    await drain();
    const list = lettersTo(contractor)[0]!.headers.get('list') as { unsubscribe: { url: string } };
    const url = new URL(list.unsubscribe.url);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topics: ['invitations'] });
    expect((await settingsOf(contractor)).email.invitations).toBe('never');

    const next = await newTender(ctx, client, { tender_name: 'Ещё тендер' });
    await invite(ctx, client, next.id, contractor.id);
    await drain();
    expect(lettersTo(contractor)).toHaveLength(1);
  });

  it('from the web page (no body), for a digest’s several topics', async () => {
    const contractor = await newContractor(ctx);
    const res = await unsubscribe(
      signUnsubscribe(LINK_SECRET, contractor.id, ['offers', 'deadlines']),
      false,
    );
    expect(res.statusCode).toBe(200);
    expect((await settingsOf(contractor)).email).toMatchObject({
      invitations: 'instant',
      offers: 'never',
      deadlines: 'never',
    });
  });

  it('refuses a forged, altered or foreign token, and a GET', async () => {
    const contractor = await newContractor(ctx);
    const genuine = signUnsubscribe(LINK_SECRET, contractor.id, ['offers']);
    const [, , mac] = genuine.split('.');
    for (const token of [
      signUnsubscribe('another-secret-that-is-long-enough-0123456789', contractor.id, ['offers']),
      `${contractor.id}.offers-decisions.${mac}`,
      `${contractor.id + 1}.offers.${mac}`,
      `${contractor.id}.holidays.${mac}`,
      'nonsense',
    ]) {
      const res = await unsubscribe(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().errors).toEqual([MSG_DELIVERY.unsubscribeInvalid]);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${genuine}` }))
        .statusCode,
    ).toBe(404);
    expect((await settingsOf(contractor)).email.offers).toBe('instant');
  });
});

describe('a refused address', () => {
  it('stops letters to it, the cabinet says so, and a new address starts clean', async () => {
    const contractor = await newContractor(ctx);
    rcptAnswer = 550;
    await invite(ctx, client, tender.id, contractor.id);
    await drain();
    const [row] = await rowsOf(contractor);
    expect(row!.failedAt).toBeInstanceOf(Date);
    const settings = await settingsOf(contractor);
    expect(settings.email_refused).toMatchObject({ address: contractor.email });

    rcptAnswer = 'ok';
    const next = await newTender(ctx, client, { tender_name: 'Второй' });
    await invite(ctx, client, next.id, contractor.id);
    await drain();
    expect(lettersTo(contractor)).toHaveLength(0);

    const fresh = `new-${contractor.email}`;
    await ctx.database.db.update(users).set({ email: fresh }).where(eq(users.id, contractor.id));
    expect((await settingsOf(contractor)).email_refused).toBeNull();
    const third = await newTender(ctx, client, { tender_name: 'Третий' });
    await invite(ctx, client, third.id, contractor.id);
    await drain();
    expect(letters.filter((l) => l.rcpt.includes(fresh))).toHaveLength(1);
  });
});

describe("the provider's bounce webhook", () => {
  const SECRET = 'a-bounce-secret-that-is-long-enough-0123456789';
  let hooked: App;
  beforeAll(async () => {
    // The same database under a configuration that has the webhook.
    hooked = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        SHOW_CODES: 'true',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        DATA_DIR: ctx.config.dataDir,
        PUBLIC_URL,
        LINK_SECRET,
        MAIL_BOUNCE_SECRET: SECRET,
      }),
      database: ctx.database,
      logger: false,
      deliverNotices: false,
    });
    await hooked.ready();
  });
  afterAll(() => hooked?.close());

  const report = (body: unknown, token = SECRET) =>
    hooked.inject({
      method: 'POST',
      url: '/api/mail/bounces',
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });

  it('a permanent bounce stops letters to the address and the cabinet says so', async () => {
    const contractor = await newContractor(ctx);
    expect(
      (await report({ email: contractor.email.toUpperCase(), permanent: false })).statusCode,
    ).toBe(200);
    expect((await settingsOf(contractor)).email_refused).toBeNull();
    const res = await report({ email: contractor.email });
    expect(res.statusCode).toBe(200);
    expect((await settingsOf(contractor)).email_refused).toMatchObject({
      address: contractor.email,
    });
    const next = await newTender(ctx, client, { tender_name: 'После отказа' });
    await invite(ctx, client, next.id, contractor.id);
    await drain();
    expect(lettersTo(contractor)).toHaveLength(0);
    // An address nobody has is no error: the provider needs no answer about our users.
    expect((await report({ email: 'nobody@example.ru' })).statusCode).toBe(200);
  });

  it('refuses a wrong or missing secret and a bad body; without the secret configured it does not exist', async () => {
    expect((await report({ email: 'a@b.ru' }, 'wrong')).statusCode).toBe(401);
    expect(
      (
        await hooked.inject({
          method: 'POST',
          url: '/api/mail/bounces',
          payload: { email: 'a@b.ru' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await report({ permanent: true })).statusCode).toBe(400);
    expect((await report({ email: 'a@b.ru', permanent: 'yes' })).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/mail/bounces',
          headers: { authorization: `Bearer ${SECRET}` },
          payload: { email: 'a@b.ru' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
