/**
 * What compressing the API's answers costs, measured on real answers: a small market (the bench's
 * own seeding at `--scale`, 0.02 by default) in an in-memory PGlite, the app built as the tests
 * build it (`createTestApp`), and the hot answers fetched through `inject` as JSON. Each answer is
 * then compressed with node:zlib, brotli at quality 1–5 and gzip at level 1–6, and the table gives
 * the size on the wire and the CPU per kilobyte saved (the median of several timed rounds). Last, the
 * plugin itself on the tenders' page: the CPU of a compressed answer when it compresses in one
 * synchronous call and when it goes through a zlib stream (its `syncThreshold`).
 *
 *   npm run bench:compression -w @podryad/server [-- --scale 0.02 --rounds 15]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp } from '../test/helpers';
import { marketSize, seedMarket } from './seed-market';
import { prepareFixtures } from './sessions';

const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.02' },
    rounds: { type: 'string', default: '15' },
  },
});
const ROUNDS = Number(flags.rounds);
/** Each timed round compresses for at least this long, so one round is not a single call. */
const ROUND_MS = 60;

type Setting = { name: string; compress: (input: Buffer) => Buffer };
const brotli = (quality: number): Setting => ({
  name: `br ${quality}`,
  compress: (input) =>
    zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
});
const gzip = (level: number): Setting => ({
  name: `gzip ${level}`,
  compress: (input) => zlib.gzipSync(input, { level }),
});
const SETTINGS = [1, 2, 3, 4, 5].map(brotli).concat([1, 2, 3, 4, 5, 6].map(gzip));

/** Microseconds per call of one round: a loop of at least ROUND_MS. */
function roundUs(fn: () => void): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    fn();
    calls++;
    elapsed = performance.now() - start;
  }
  return (elapsed * 1000) / calls;
}

/**
 * Microseconds per call of each setting: the median of ROUNDS rounds, the settings taking turns
 * within each round, so that a busy moment of a shared machine falls on all of them alike.
 */
function timeAll(body: Buffer): number[] {
  const rounds: number[][] = SETTINGS.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    SETTINGS.forEach((setting, i) => rounds[i]!.push(roundUs(() => setting.compress(body))));
  }
  return rounds.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!);
}

async function answers() {
  // The app as the tests build it: an in-memory PGlite (or TEST_DATABASE_URL), no web app.
  const ctx = await createTestApp();
  try {
    await seedMarket(ctx.database.db, marketSize(Number(flags.scale)), await hashPassword('x-1'));
    const f = await prepareFixtures(ctx.database.db, { count: 5, offerTenders: 1 });
    const contractor = f.contractors[0]!.token;
    const client = f.clients[0]!;
    const calls: [string, string, string][] = [
      ['tenders, page of 12', '/api/tenders/list?page=1&per_page=12', contractor],
      ['contractors, q=строй', `/api/contractors?q=${encodeURIComponent('строй')}`, client.token],
      ['notifications, page of 12', '/api/user/notifications?page=1&per_page=12', client.token],
      ['requests, contractor', '/api/request?page=1&per_page=12', contractor],
      ['one tender', `/api/tenders/${f.openTenders[0]}`, contractor],
    ];
    const out: { name: string; body: Buffer }[] = [];
    for (const [name, url, token] of calls) {
      // No Accept-Encoding: the JSON itself, as the server serializes it.
      const res = await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      out.push({ name, body: res.rawPayload });
    }
    return out;
  } finally {
    await ctx.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const payloads = await answers();
console.log(`node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0]}`);
const totals = new Map<string, { us: number; saved: number; sent: number }>();
for (const { name, body } of payloads) {
  console.log(`\n${name}: ${kb(body.length)} KB of JSON`);
  console.log('setting   sent KB   µs/answer   µs per KB saved');
  const times = timeAll(body);
  for (const [i, setting] of SETTINGS.entries()) {
    const sent = setting.compress(body).length;
    const us = times[i]!;
    const saved = (body.length - sent) / 1024;
    const total = totals.get(setting.name) ?? { us: 0, saved: 0, sent: 0 };
    totals.set(setting.name, {
      us: total.us + us,
      saved: total.saved + saved,
      sent: total.sent + sent,
    });
    console.log(
      `${setting.name.padEnd(9)} ${kb(sent).padStart(7)} ${us.toFixed(0).padStart(11)} ${(us / saved).toFixed(1).padStart(17)}`,
    );
  }
}
console.log('\nall answers together:');
console.log('setting   sent KB   µs in all   µs per KB saved');
for (const [name, t] of totals) {
  console.log(
    `${name.padEnd(9)} ${kb(t.sent).padStart(7)} ${t.us.toFixed(0).padStart(11)} ${(t.us / t.saved).toFixed(1).padStart(17)}`,
  );
}

/** Process CPU per answer (µs) of a bare Fastify answering `body` through @fastify/compress. */
async function pluginCpuUs(body: Buffer, syncThreshold: number, encoding: string) {
  const app = Fastify();
  await app.register(compress, {
    syncThreshold,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  app.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.ready();
  const headers = encoding ? { 'accept-encoding': encoding } : {};
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 300; i++) await app.inject({ url: '/', headers });
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 300);
  }
  await app.close();
  return rounds.sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
}

const page = payloads[0]!.body;
console.log(`\nthe plugin on the ${kb(page.length)} KB tenders' page (process CPU per answer):`);
console.log(`not compressed       ${(await pluginCpuUs(page, 0, '')).toFixed(0).padStart(5)} µs`);
for (const encoding of ['gzip', 'br']) {
  for (const [path, threshold] of [
    ['one call', 64 * 1024],
    ['zlib stream', 0],
  ] as const) {
    const us = await pluginCpuUs(page, threshold, encoding);
    console.log(`${`${encoding}, ${path}`.padEnd(20)} ${us.toFixed(0).padStart(5)} µs`);
  }
}
