/**
 * `npm run bench`: the hot calls through the real app (inject, no network) on an in-memory
 * PGlite with the demo data. Prints latency percentiles, throughput and memory.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { DEMO_CLIENT, DEMO_CONTRACTOR, DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { LocalStorage } from '../src/delivery/storage';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  AUTH_RATE_LIMIT: '1000000',
});
const database = await connectDatabase({});
const app = await buildApp({ config, database, logger: false });
await app.ready();
await seedDemo(database.db, new LocalStorage(path.join(dataDir, 'storage')), app.log);

async function measure(name: string, runs: number, call: () => Promise<number>) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const status = await call();
    if (status !== 200) throw new Error(`${name}: status ${status}`);
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
  return {
    call: name,
    runs,
    'p50 ms': pct(50),
    'p95 ms': pct(95),
    'req/s': Math.round((runs / total) * 1000),
  };
}

const login = () =>
  app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: DEMO_CLIENT.email, password: DEMO_PASSWORD },
    })
    .then((r) => r.statusCode);
const token = (
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: DEMO_CLIENT.phone, password: DEMO_PASSWORD },
  })
).json().token as string;
const profile = () =>
  app
    .inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => r.statusCode);
const contractorToken = (
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: DEMO_CONTRACTOR.email, password: DEMO_PASSWORD },
  })
).json().token as string;
const getAuthed =
  (url: string, bearer = token) =>
  () =>
    app
      .inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } })
      .then((r) => r.statusCode);
const projects = getAuthed('/api/projects');
const geo = () =>
  app
    .inject({
      method: 'GET',
      url: `/api/geo/search?q=${encodeURIComponent('Казань, ул. Баумана')}`,
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => r.statusCode);
const health = () => app.inject({ method: 'GET', url: '/api/health' }).then((r) => r.statusCode);

// Warm-up, then the measured runs.
await measure('warm-up', 20, profile);
const rows = [
  await measure('GET /api/health', 500, health),
  await measure('GET /api/user/profile', 500, profile),
  await measure('GET /api/projects', 500, projects),
  await measure('GET /api/tenders (client, 3 tenders, 9 requests)', 300, getAuthed('/api/tenders')),
  await measure('GET /api/request (client)', 300, getAuthed('/api/request')),
  await measure('GET /api/user/notifications', 300, getAuthed('/api/user/notifications')),
  await measure('GET /api/contractors (14)', 300, getAuthed('/api/contractors')),
  await measure(
    'GET /api/cases (contractor, 3 cases)',
    500,
    getAuthed('/api/cases', contractorToken),
  ),
  await measure(
    'GET /api/tenders/list (contractor)',
    300,
    getAuthed('/api/tenders/list', contractorToken),
  ),
  await measure('GET /api/geo/search (gazetteer, cached)', 500, geo),
  await measure('POST /api/auth/login (argon2id)', 50, login),
];
console.table(rows);
const mem = process.memoryUsage();
console.log(
  `memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);
await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
