import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, call, PNG, freshDatabase, signIn, startInstance } from './instances';

/*
 * A server killed (SIGKILL, no goodbye) in the middle of tender creations and request moves, then
 * started again on the same database and data folder: whatever it had acknowledged is there, and
 * nothing is half-made.
 */

/** Demo contractors who send offers while the client works. */
const BIDDERS = ['company3', 'company4', 'company5', 'company6'].map((c) => `${c}@podryad.demo`);
const ENV = { SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000', UPLOADS_PER_HOUR: '100000' };

let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: Instance;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startInstance({ databaseUrl: database.url, env: ENV });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function uploadPicture(base: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'plan.png');
  const res = await fetch(`${base}/api/tenders/uploadFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status}`);
  return ((await res.json()) as { path: string }).path;
}

/** The stored file of a path under the instance's data folder. */
const fileOf = (dataDir: string, stored: string) =>
  path.join(dataDir, 'storage', stored.replace(/^\/storage\//, ''));

describe('a server killed at work', () => {
  it('leaves every acknowledged write and nothing half-made after a restart', async () => {
    const base = server.url;
    const client = await signIn(base, 'client@podryad.demo');
    const bidders = await Promise.all(BIDDERS.map((login) => signIn(base, login)));
    const [project] = await database.query<{ id: number }>(
      "select p.id from projects p join users u on u.id = p.owner_id where u.email = 'client@podryad.demo' limit 1",
    );
    const acknowledged = { tenders: [] as number[], requests: [] as number[], moves: 0 };
    let killed = false;
    // Network errors are expected once the server is gone; anything else is a failure.
    const whileAlive = async (work: () => Promise<void>) => {
      while (!killed) {
        try {
          await work();
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };

    const createTenders = whileAlive(async () => {
      const picture = await uploadPicture(base, client);
      const res = await call(base, 'POST', '/api/tenders', {
        token: client,
        body: {
          tender_name: 'Ремонт фасада',
          projectId: project!.id,
          stage: 'construction',
          complex_structure: false,
          address: 'г. Москва, ул. Лесная, 7',
          latitude: 55.78,
          longitude: 37.59,
          description: 'Ремонт и утепление фасада',
          start_date: '2031-04-01',
          end_date: '2031-08-31',
          images_paths: [picture],
          docs_paths: [],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      acknowledged.tenders.push((res.body.tender as { id: number }).id);
    });
    const offers = bidders.map((token, i) =>
      whileAlive(async () => {
        const tenderId = acknowledged.tenders.at(-1 - i);
        if (tenderId === undefined) return void (await new Promise((r) => setTimeout(r, 20)));
        const res = await call(base, 'POST', `/api/request/${tenderId}`, {
          token,
          body: { comment: 'Готовы выполнить', docs_paths: [] },
        });
        // Already offered there, or the executor was chosen meanwhile: a refusal, not a failure.
        expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
        if (res.status === 200) acknowledged.requests.push((res.body.request as { id: number }).id);
      }),
    );
    const moves = whileAlive(async () => {
      const id = acknowledged.requests.at(-1);
      if (id === undefined) return void (await new Promise((r) => setTimeout(r, 20)));
      const kind = id % 2 === 0 ? 'accept' : 'reject';
      const res = await call(base, 'POST', `/api/request/${kind}/${id}`, {
        token: client,
        body: kind === 'reject' ? { reason: 'Дорого' } : {},
      });
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 200) acknowledged.moves++;
    });

    // Kill it once it has done some of everything.
    while (acknowledged.tenders.length < 20 || acknowledged.moves < 10) {
      await new Promise((r) => setTimeout(r, 20));
    }
    server.signal('SIGKILL');
    killed = true;
    await Promise.all([createTenders, moves, ...offers]);
    expect(await server.exited).toBeNull();

    server = await startInstance({ databaseUrl: database.url, dataDir: server.dataDir, env: ENV });
    const tenders = await database.query<{ id: number; images: string[] }>(
      'select id, images from tenders',
    );
    const tenderIds = new Set(tenders.map((t) => t.id));
    expect(acknowledged.tenders.filter((id) => !tenderIds.has(id))).toEqual([]);
    // Every tender has its picture: recorded and on disk.
    const uploads = await database.query<{ path: string }>('select path from uploads');
    const recorded = new Set(uploads.map((u) => u.path));
    for (const tender of tenders) {
      for (const image of tender.images) {
        expect(recorded.has(image), image).toBe(true);
      }
    }
    // Every recorded file is on disk.
    expect(uploads.filter((u) => !fs.existsSync(fileOf(server.dataDir, u.path)))).toEqual([]);
    // Every request acknowledged is there, and every request has the notice of its making.
    const requests = await database.query<{ id: number; notices: string }>(
      `select r.id, (select count(*) from notifications n where n.request_id = r.id) as notices
         from tender_requests r`,
    );
    const requestIds = new Set(requests.map((r) => r.id));
    expect(acknowledged.requests.filter((id) => !requestIds.has(id))).toEqual([]);
    expect(requests.filter((r) => Number(r.notices) === 0)).toEqual([]);
    // A moved request has the notice of its move too; an executor only on a closed tender.
    const moved = await database.query<{ id: number }>(
      `select r.id from tender_requests r
        where r.status in ('accepted', 'rejected')
          and (select count(*) from notifications n where n.request_id = r.id) < 2`,
    );
    expect(moved).toEqual([]);
    const open = await database.query<{ id: number }>(
      `select t.id from tenders t join tender_requests r on r.tender_id = t.id
        where r.status = 'accepted' and t.status <> 'executor_chosen'`,
    );
    expect(open).toEqual([]);
    // And the restarted server serves them.
    const listed = await call(server.url, 'GET', '/api/tenders?per_page=5', { token: client });
    expect(listed.status).toBe(200);
  });
});
