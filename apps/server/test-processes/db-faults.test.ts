import fs from 'node:fs';
import { MSG } from '@podryad/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME } from '../src/db/connect';
import { type Instance, PNG, freshDatabase, signIn, startInstance } from './instances';

/*
 * A database that falters under load: the server's connections ended by an administrator, then
 * its backends frozen for 8 s. Every answer is a success or a 503 with `Retry-After` and the
 * Russian message — never a 500 — and comes within the bound; every project the server said it
 * made is there, and none it refused; once the database is back the server serves again by itself.
 */

/** Concurrent callers, each in a loop of reads and, for one in four, new projects. */
const CALLERS = 12;
/** A request may take this long at most, the database frozen or not (5 s, and the loopback's due). */
const BOUND_MS = 5_500;
const FREEZE_MS = 8_000;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: Instance;
let client: string;
let contractor: string;
let cover: string;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startInstance({
    databaseUrl: database.url,
    env: { SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000000', TENDER_READS_PER_HOUR: '1000000' },
  });
  client = await signIn(server.url, 'client@podryad.demo');
  contractor = await signIn(server.url, 'contractor@podryad.demo');
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${server.url}/api/projects/uploadCover/cover`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client}` },
    body: form,
  });
  cover = ((await res.json()) as { path: string }).path;
  expect(cover, 'the cover was uploaded').toBeTruthy();
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

type Answer = { call: string; status: number; ms: number; body: string; retryAfter: string | null };

/** Runs the callers until `stop()`; answers every answer. */
function load() {
  const answers: Answer[] = [];
  const made = new Map<string, number>();
  let running = true;
  let count = 0;
  const send = async (call: string, path: string, token: string, init: RequestInit = {}) => {
    const started = Date.now();
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await res.text();
    const answer = {
      call,
      status: res.status,
      ms: Date.now() - started,
      body,
      retryAfter: res.headers.get('retry-after'),
    };
    answers.push(answer);
    return answer;
  };
  const caller = async (index: number) => {
    while (running) {
      await send('tender list', '/api/tenders/list?page=1&per_page=12', contractor);
      await send('notifications', '/api/user/notifications?page=1', contractor);
      await send('profile', '/api/user/profile', client);
      if (index % 4 === 0) {
        const name = `Проект ${++count}`;
        const answer = await send('new project', '/api/projects', client, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            address: 'г. Казань, ул. Баумана, 1',
            description: 'Проверка отказов базы данных',
            latitude: 55.796127,
            longitude: 49.106414,
            phone: '+79161234567',
            email: 'stroyka@example.ru',
            status: 'in_process',
            cover_path: cover,
          }),
        });
        made.set(name, answer.status);
      }
    }
  };
  const callers = Promise.all(Array.from({ length: CALLERS }, (_, index) => caller(index)));
  return {
    answers,
    made,
    stop: async () => {
      running = false;
      await callers;
    },
  };
}

/** The server's own connections to the test database (not this test's). */
async function serverBackends(admin: pg.Client) {
  const name = new URL(database.url).pathname.slice(1);
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and application_name = $2',
    [name, APPLICATION_NAME],
  );
  return rows.map((row) => row.pid);
}

/** Whether a backend is a process of this machine, which a signal can stop. */
const isLocal = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
};

/**
 * Freezes the server's backends: stopped with SIGSTOP where the database runs on this machine (they
 * then answer nothing at all, not even an error); where it runs elsewhere, the tables the load uses
 * are locked instead, so that its statements wait without end. Answers the thaw.
 */
async function freeze(admin: pg.Client, pids: number[]) {
  expect(pids.length).toBeGreaterThan(0);
  if (pids.every(isLocal)) {
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    return async () => {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    };
  }
  await admin.query('begin');
  await admin.query(
    'lock table tenders, notifications, projects, sessions in access exclusive mode',
  );
  return async () => {
    await admin.query('rollback');
  };
}

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectOnlySuccessOr503(answers: Answer[]) {
  const wrong = answers.filter((a) => a.status !== 200 && a.status !== 503);
  expect(wrong.map((a) => `${a.call} ${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
  for (const refused of answers.filter((a) => a.status === 503)) {
    expect(JSON.parse(refused.body)).toEqual({
      errors: [MSG.unavailable],
      message: MSG.unavailable,
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  }
  const slow = answers.filter((a) => a.ms > BOUND_MS);
  expect(slow.map((a) => `${a.call} ${a.status} after ${a.ms} ms`)).toEqual([]);
}

/**
 * Every project answered 200 is kept; of those answered 503, none is kept but at most `inFlight`:
 * a statement the server had received when its backend froze runs when it thaws, after the
 * server gave up on it and answered (docs/deploy.md, "When the database falters").
 */
async function expectWritesWholeOrRefused(made: Map<string, number>, inFlight = 0) {
  const names = new Set(
    (await database.query<{ name: string }>('select name from projects')).map((row) => row.name),
  );
  const lost = [...made].filter(([name, status]) => status === 200 && !names.has(name));
  expect(lost.map(([name]) => name)).toEqual([]);
  const refusedYetKept = [...made].filter(([name, status]) => status === 503 && names.has(name));
  expect(refusedYetKept.length).toBeLessThanOrEqual(inFlight);
}

describe('the database falters under load', () => {
  it('its connections ended three times: reads are sent again, nothing answers 500', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const run = load();
    try {
      await until(1_000);
      for (let time = 0; time < 3; time++) {
        const pids = await serverBackends(admin);
        expect(pids.length).toBeGreaterThan(0);
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
        await until(700);
      }
      await until(1_000);
    } finally {
      await run.stop();
      await admin.end();
    }
    expect(run.answers.length).toBeGreaterThan(100);
    expectOnlySuccessOr503(run.answers);
    await expectWritesWholeOrRefused(run.made);
    const reads = run.answers.filter((a) => a.call !== 'new project');
    // A read that lost its connection was sent again on a new one: hardly any is refused.
    expect(reads.filter((a) => a.status === 503).length).toBeLessThanOrEqual(reads.length / 50);
  });

  it('its backends frozen for 8 s: each request ends within 5 s, and the server serves again after', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const run = load();
    let thaw = async () => {};
    try {
      await until(1_000);
      thaw = await freeze(admin, await serverBackends(admin));
      await until(FREEZE_MS);
    } finally {
      await thaw();
      await until(2_000);
      await run.stop();
      await admin.end();
    }
    expectOnlySuccessOr503(run.answers);
    expect(run.answers.some((a) => a.status === 503)).toBe(true);
    // At most one write per caller that writes was under way when the backends froze.
    await expectWritesWholeOrRefused(run.made, Math.ceil(CALLERS / 4));
    // Back: the pool opened new connections by itself.
    const after = await fetch(`${server.url}/api/tenders/list?page=1&per_page=12`, {
      headers: { authorization: `Bearer ${contractor}` },
    });
    expect(after.status).toBe(200);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
  });
});
