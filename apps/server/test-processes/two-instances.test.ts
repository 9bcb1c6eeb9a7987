import {
  SIGN_IN_FAILURES_MAX,
  SIGN_IN_WINDOW_MINUTES,
  signInLockedFor,
  tooManyTenderReads,
} from '@podryad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import { openNoticeStream } from '../test/sse';
import { type Instance, call, PNG, freshDatabase, signIn, startInstance } from './instances';

/*
 * Two servers side by side on one PostgreSQL and one S3 bucket, as behind a load balancer: started
 * at once on an empty database, then each call of a flow sent to the other server than the one
 * before.
 */

let s3: S3TestServer;
/** The contractors' hourly limit of tenders opened by id, low here so that a test reaches it. */
const TENDER_READS = 6;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  database = await freshDatabase();
  s3 = await startS3Server();
  // At once, on an empty database, both asked to load the demo data.
  const start = () =>
    startInstance({
      databaseUrl: database.url,
      env: { SEED_DEMO: 'true', TENDER_READS_PER_HOUR: String(TENDER_READS), ...s3.env },
    });
  [a, b] = await Promise.all([start(), start()]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await s3?.close();
});

describe('two servers, one database, one bucket', () => {
  it('started at once on an empty database, they migrate and load the demo data once', async () => {
    const migrations = await database.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    const demo = await database.query<{ n: string }>(
      "select count(*) as n from users where email like '%@podryad.demo'",
    );
    const [client] = await database.query<{ n: string }>(
      "select count(*) as n from users where email = 'client@podryad.demo'",
    );
    expect(Number(migrations[0]!.n)).toBeGreaterThan(0);
    expect(client!.n).toBe('1');
    // The demo market: three people and thirteen companies, each once.
    expect(Number(demo[0]!.n)).toBe(16);
  });

  it('a session made on one server works on the other', async () => {
    const token = await signIn(a.url, 'client@podryad.demo');
    const profile = await call(b.url, 'GET', '/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain('client@podryad.demo');
    // Signed out on the second, refused on the first.
    expect((await call(b.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/user/profile', { token })).status).toBe(401);
  });

  it('wrong passwords counted on both servers add up to one limit', async () => {
    const login = 'company1@podryad.demo';
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, 'POST', '/api/auth/login', {
        body: { login, password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
    }
    for (const server of [a, b]) {
      const res = await call(server.url, 'POST', '/api/auth/login', {
        body: { login, password: 'demo12345' },
      });
      expect(res.status).toBe(429);
      expect(res.body.errors).toEqual([signInLockedFor(SIGN_IN_WINDOW_MINUTES)]);
    }
  });

  it('tenders a contractor opens through both servers add up to one hourly limit', async () => {
    const token = await signIn(a.url, 'company3@podryad.demo');
    const [tender] = await database.query<{ id: number }>(
      "select id from tenders where status = 'waiting_for_requests' limit 1",
    );
    for (let i = 0; i < TENDER_READS; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, 'GET', `/api/tenders/${tender!.id}`, { token });
      expect(res.status).toBe(200);
    }
    for (const server of [a, b]) {
      const res = await call(server.url, 'GET', `/api/tenders/${tender!.id}`, { token });
      expect(res.status).toBe(429);
      expect(res.body.errors).toEqual([tooManyTenderReads(60)]);
    }
  });

  it('a notification made through one server is listed through the other', async () => {
    const clientToken = await signIn(a.url, 'client@podryad.demo');
    const contractorToken = await signIn(b.url, 'company2@podryad.demo');
    const [tender] = await database.query<{ id: number; name: string; contractor: number }>(
      `select t.id, t.name, u.id as contractor from tenders t, users u
        where t.status = 'waiting_for_requests' and u.email = 'company2@podryad.demo'
          and t.owner_id = (select id from users where email = 'client@podryad.demo')
          and not exists (select 1 from tender_requests r
                           where r.tender_id = t.id and r.contractor_id = u.id)
        limit 1`,
    );
    const invited = await call(a.url, 'POST', `/api/request/${tender!.id}`, {
      token: clientToken,
      body: { user_id: tender!.contractor, comment: 'Приглашаем на тендер', docs_paths: [] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const listed = await call(b.url, 'GET', '/api/user/notifications', {
      token: contractorToken,
    });
    expect(listed.status).toBe(200);
    const texts = JSON.stringify(listed.body.notifications);
    expect(texts).toContain(tender!.name);
  });

  it('a notice made through one server reaches a stream on the other within a second, and a reconnect to the first resumes after Last-Event-ID', async () => {
    const clientToken = await signIn(b.url, 'client@podryad.demo');
    const [first, second] = ['company3@podryad.demo', 'company4@podryad.demo'];
    const [tender] = await database.query<{ id: number; name: string }>(
      `select t.id, t.name from tenders t
        where t.status = 'waiting_for_requests'
          and t.owner_id = (select id from users where email = 'client@podryad.demo')
          and not exists (select 1 from tender_requests r join users u on u.id = r.contractor_id
                           where r.tender_id = t.id and u.email in ($1, $2))
        order by t.id limit 1`,
      [first, second],
    );
    const offerFrom = async (login: string) =>
      call(a.url, 'POST', `/api/request/${tender!.id}`, {
        token: await signIn(a.url, login),
        body: { comment: 'Готовы начать', docs_paths: [] },
      });

    const onB = await openNoticeStream(b.url, clientToken);
    let seen: string | undefined;
    try {
      await onB.nextEvent('ready');
      const sent = Date.now();
      expect((await offerFrom(first)).status).toBe(200);
      const event = await onB.nextEvent('notification', 1_000);
      expect(Date.now() - sent).toBeLessThan(1_000);
      expect(JSON.stringify(event.data)).toContain(tender!.name);
      seen = event.id;
    } finally {
      await onB.close();
    }

    // Missed while disconnected, then caught up from the other server.
    expect((await offerFrom(second)).status).toBe(200);
    const onA = await openNoticeStream(a.url, clientToken, { lastEventId: seen });
    try {
      await onA.nextEvent('ready');
      const missed = await onA.nextEvent('notification');
      expect(JSON.stringify(missed.data)).toContain(tender!.name);
      expect(Number(missed.id)).toBeGreaterThan(Number(seen));
    } finally {
      await onA.close();
    }
  });

  it('a file uploaded through one server downloads through the other', async () => {
    const token = await signIn(a.url, 'client@podryad.demo');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'смета.png');
    const uploaded = await fetch(`${a.url}/api/tenders/uploadFile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { path } = (await uploaded.json()) as { path: string };
    expect(path).toMatch(/^\/storage\/docs\//);
    const document = await fetch(`${b.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer())).toEqual(PNG);
    expect(document.headers.get('content-disposition')).toContain(encodeURIComponent('смета.png'));
    // The demo's pictures, stored by the server that seeded, are served by both.
    const [project] = await database.query<{ cover: string }>(
      'select cover_path as cover from projects where cover_path is not null limit 1',
    );
    for (const server of [a, b]) {
      const image = await fetch(`${server.url}${project!.cover}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });
});
