import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { MSG_DELIVERY, type PushPayload } from '@podryad/domain';
import { and, eq, sql } from 'drizzle-orm';
import ece from 'http_ece';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../src/app';
import { noticeOutbox, pushSubscriptions } from '../src/db/schema';
import { WebPushSender } from '../src/delivery/push';
import { clientProfile, get, post, useTestApp } from './helpers';
import { type Actor, invite, newClient, newContractor, newTender, offer } from './tender-fixtures';

/*
 * Web Push end to end: a browser's subscription registered through the API, a notice, and for
 * the push service an HTTPS endpoint this file runs, which reads what web-push sent as a push
 * service would (VAPID signature, encrypted body) and answers as one does (201, 410, 500).
 */

// The endpoint's certificate, self-signed for 127.0.0.1: the sender trusts it through its agent.
const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
});
const agent = new https.Agent({ ca: certificate.cert });

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@podryad.ru' };

const ctx = useTestApp(
  {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: vapid.subject,
  },
  { push: new WebPushSender(vapid, agent) },
);

type PushRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };
/** Every request the endpoint received, in order. */
const received: PushRequest[] = [];
/** What the endpoint answers per subscription path; 201 Created unless set. */
const answers = new Map<string, number>();

const pushService = https.createServer(
  { key: certificate.private, cert: certificate.cert },
  (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  },
);
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});

afterAll(async () => {
  agent.destroy();
  pushService.closeAllConnections();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser that allowed push: its subscription key pair, auth secret and endpoint. */
function newBrowser() {
  const keyPair = createECDH('prime256v1');
  keyPair.generateKeys();
  const path = `/push/${randomBytes(8).toString('hex')}`;
  return {
    keyPair,
    path,
    /** What PushSubscription.toJSON() gives the web app, and the web app posts. */
    subscription: {
      endpoint: `${origin}${path}`,
      keys: {
        p256dh: keyPair.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  };
}
type Browser = ReturnType<typeof newBrowser>;

async function subscribe(user: Actor, browser: Browser) {
  const res = await post(ctx.app, '/api/user/push-subscriptions', browser.subscription, user.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ success: true });
}

async function unsubscribe(user: Actor, endpoint: string) {
  const response = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/user/push-subscriptions',
    payload: { endpoint },
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const requestsTo = (browser: Browser) => received.filter((r) => r.path === browser.path);

/** What the browser's service worker would read: the body decrypted with its own keys. */
function decrypt(browser: Browser, body: Buffer): unknown {
  const plain = ece.decrypt(body, {
    version: 'aes128gcm',
    privateKey: browser.keyPair,
    authSecret: browser.subscription.keys.auth,
  });
  return JSON.parse(plain.toString('utf8'));
}

/** The push of an invitation from a fixtures' client: it opens the contractor's invitation screen. */
const invitationPush = (tender: { id: number; tender_name: string }): PushPayload => ({
  title: 'Приглашение к тендеру',
  body: `Заказчик «${clientProfile.name} ${clientProfile.surname}» приглашает вас принять участие в тендере «${tender.tender_name}»`,
  url: `/profile/contractor/tenderfrom/${tender.id}`,
  tag: `tender-${tender.id}`,
});

/** A client, a tender of theirs and a contractor whose browsers take push. */
async function invitation(...browsers: Browser[]) {
  const client = await newClient(ctx);
  const contractor = await newContractor(ctx);
  for (const browser of browsers) await subscribe(contractor, browser);
  const tender = await newTender(ctx, client);
  await invite(ctx, client, tender.id, contractor.id);
  return { client, contractor, tender };
}

const pushRowsOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(noticeOutbox)
    .where(and(eq(noticeOutbox.recipientId, userId), eq(noticeOutbox.channel, 'push')))
    .orderBy(noticeOutbox.id);

const subscriptionsAt = (endpoint: string) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** Checks a VAPID token (RFC 8292) as a push service does: signed by the key it names, for it. */
function expectVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(vapid.publicKey);
  const [header, claims, signature] = token!.split('.') as [string, string, string];
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  expect(aud).toBe(origin);
  expect(sub).toBe(vapid.subject);
  // RFC 8292: no more than 24 hours ahead.
  const now = Date.now() / 1000;
  expect(exp).toBeGreaterThan(now);
  expect(exp).toBeLessThanOrEqual(now + 24 * 3600);
}

describe('Web Push to a push service', () => {
  it('sends the invitation to the contractor: VAPID-signed, aes128gcm, decryptable by the browser', async () => {
    const browser = newBrowser();
    const { contractor, tender } = await invitation(browser);
    expect(requestsTo(browser)).toEqual([]);

    await ctx.app.noticeDelivery.drain();

    const requests = requestsTo(browser);
    expect(requests).toHaveLength(1);
    const [request] = requests as [PushRequest];
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    // A day: a device off longer than that gets no stale invitation.
    expect(request.headers.ttl).toBe(String(24 * 3600));
    expectVapid(request.headers.authorization);
    expect(decrypt(browser, request.body)).toEqual(invitationPush(tender));

    const [row] = await pushRowsOf(contractor.id);
    expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('forgets a subscription the push service answers 410 for; the push counts as sent and later notices skip it', async () => {
    const gone = newBrowser();
    const alive = newBrowser();
    answers.set(gone.path, 410);
    const { client, contractor } = await invitation(gone, alive);

    await ctx.app.noticeDelivery.drain();

    expect(requestsTo(gone)).toHaveLength(1);
    expect(requestsTo(alive)).toHaveLength(1);
    expect(await subscriptionsAt(gone.subscription.endpoint)).toEqual([]);
    expect(await subscriptionsAt(alive.subscription.endpoint)).toHaveLength(1);
    const [row] = await pushRowsOf(contractor.id);
    expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    // Another invitation: the live browser gets it, the gone one is asked no more.
    const later = await newTender(ctx, client, { tender_name: 'Фасад гаража' });
    await invite(ctx, client, later.id, contractor.id);
    await ctx.app.noticeDelivery.drain();
    expect(requestsTo(gone)).toHaveLength(1);
    expect(requestsTo(alive)).toHaveLength(2);
    expect(decrypt(alive, requestsTo(alive)[1]!.body)).toEqual(invitationPush(later));
    const rows = await pushRowsOf(contractor.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
  });

  it('tries again a minute after a 500, and delivers once when the push service recovers', async () => {
    const browser = newBrowser();
    answers.set(browser.path, 500);
    const { contractor, tender } = await invitation(browser);
    const [queued] = await pushRowsOf(contractor.id);

    await ctx.app.noticeDelivery.drain();

    expect(requestsTo(browser)).toHaveLength(1);
    const [waiting] = await pushRowsOf(contractor.id);
    expect(waiting).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      claimedUntil: null,
      lastError: 'push service answered 500: ',
    });
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(queued!.dueAt.getTime());
    // A minute on, by the database's clock, which the worker goes by (this machine's, here).
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing goes.
    await ctx.app.noticeDelivery.drain();
    expect(requestsTo(browser)).toHaveLength(1);

    answers.set(browser.path, 201);
    // The minute passes for this row.
    await ctx.database.db
      .update(noticeOutbox)
      .set({ dueAt: sql`${noticeOutbox.dueAt} - interval '61 seconds'` })
      .where(eq(noticeOutbox.id, waiting!.id));
    await ctx.app.noticeDelivery.drain();
    await ctx.app.noticeDelivery.drain();

    expect(requestsTo(browser)).toHaveLength(2);
    expect(decrypt(browser, requestsTo(browser)[1]!.body)).toEqual(invitationPush(tender));
    const [sent] = await pushRowsOf(contractor.id);
    expect(sent).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });
});

describe('the push subscription calls', () => {
  it('refuses a subscription with 400 on a server without VAPID keys, and says there is no key', async () => {
    const contractor = await newContractor(ctx);
    const noPush = await buildApp({
      config: { ...ctx.config, vapid: null },
      database: ctx.database,
      mail: ctx.outbox,
      sms: ctx.outbox,
      logger: false,
      deliverNotices: false,
    });
    try {
      const browser = newBrowser();
      const res = await post(
        noPush,
        '/api/user/push-subscriptions',
        browser.subscription,
        contractor.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([MSG_DELIVERY.pushNotConfigured]);
      expect(await subscriptionsAt(browser.subscription.endpoint)).toEqual([]);
      const settings = await get(noPush, '/api/user/notification-settings', contractor.token);
      expect(settings.body.push_key).toBeNull();
    } finally {
      await noPush.close();
    }
    // The server with keys gives the browser the key to subscribe with.
    const settings = await get(ctx.app, '/api/user/notification-settings', contractor.token);
    expect(settings.body.push_key).toBe(vapid.publicKey);
  });

  it('refuses bodies that are no push subscription with 400', async () => {
    const contractor = await newContractor(ctx);
    const { subscription } = newBrowser();
    const bad = [
      { endpoint: subscription.endpoint },
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh } },
      { ...subscription, endpoint: 'not a url' },
      { ...subscription, endpoint: 'ftp://127.0.0.1/push/1' },
      { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') },
      { ...subscription, endpoint: `${origin}/push/${'a'.repeat(1000)}` },
      { ...subscription, keys: { ...subscription.keys, p256dh: 'a'.repeat(201) } },
      { ...subscription, keys: { ...subscription.keys, auth: '' } },
    ];
    for (const body of bad) {
      const res = await post(ctx.app, '/api/user/push-subscriptions', body, contractor.token);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    const stored = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, contractor.id));
    expect(stored).toEqual([]);
  });

  it("removes only the caller's own subscription: another's is a 404, as one no one has", async () => {
    const mine = await newContractor(ctx);
    const other = await newContractor(ctx);
    const [myBrowser, otherBrowser] = [newBrowser(), newBrowser()];
    await subscribe(mine, myBrowser);
    await subscribe(other, otherBrowser);

    const others = await unsubscribe(mine, otherBrowser.subscription.endpoint);
    const nobodys = await unsubscribe(mine, newBrowser().subscription.endpoint);
    // The same answer for both: it does not tell that the other user's endpoint exists.
    expect(others).toMatchObject({ status: 404, body: { errors: [MSG_DELIVERY.pushNotFound] } });
    expect(nobodys).toEqual(others);
    expect(await subscriptionsAt(otherBrowser.subscription.endpoint)).toHaveLength(1);

    expect(await unsubscribe(mine, myBrowser.subscription.endpoint)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await subscriptionsAt(myBrowser.subscription.endpoint)).toEqual([]);
    expect(await subscriptionsAt(otherBrowser.subscription.endpoint)).toHaveLength(1);
    // Removed already: a second removal finds nothing of the caller's either.
    expect((await unsubscribe(mine, myBrowser.subscription.endpoint)).status).toBe(404);
  });

  it('gives an endpoint registered again by another user to that user, with its keys', async () => {
    const contractor = await newContractor(ctx);
    const client = await newClient(ctx);
    const browser = newBrowser();
    await subscribe(contractor, browser);
    // The same browser, the client signed in on it now; its keys as the browser now gives them.
    const renewed = newBrowser();
    const moved = {
      ...renewed,
      path: browser.path,
      subscription: { ...renewed.subscription, endpoint: browser.subscription.endpoint },
    };
    await subscribe(client, moved);

    const rows = await subscriptionsAt(browser.subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: client.id,
      p256dh: renewed.subscription.keys.p256dh,
      auth: renewed.subscription.keys.auth,
    });

    // A notice to the contractor no longer goes there; one to the client does, for its keys.
    const invited = await newTender(ctx, client);
    await invite(ctx, client, invited.id, contractor.id);
    const open = await newTender(ctx, client, { tender_name: 'Фасад гаража' });
    await offer(ctx, contractor, open.id);
    await ctx.app.noticeDelivery.drain();
    const requests = requestsTo(moved);
    expect(requests).toHaveLength(1);
    expect(decrypt(moved, requests[0]!.body)).toMatchObject({
      title: 'Новое предложение',
      url: `/profile/client/tender/${open.id}`,
    });
  });
});
