/**
 * `npm run bench`: the real server on a market of real size. Seeds a fresh database (PGlite in a
 * temporary folder, or a new database on the PostgreSQL of DATABASE_URL), starts the server as
 * `npm start` does, drives its hot calls over loopback one at a time and checks the budgets of
 * docs/performance.md. Exits non-zero when one failed.
 *
 * Settings (flags win over the environment): --duration / BENCH_DURATION seconds per call (8),
 * --connections / BENCH_CONNECTIONS (50), --scale / BENCH_SCALE of the market (1), --keep /
 * BENCH_KEEP=1 keeps the database and the data folder, --only / BENCH_ONLY runs only the calls whose
 * name contains it (and the ceiling), to measure one change quickly.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect';
import { hashPassword } from '../src/modules/auth/passwords';
import {
  type Call,
  type CallResult,
  marketCalls,
  runCall,
  stopLoad,
  waitIdle,
  warmUp,
} from './load';
import { BUDGETS, failedBudgets, loadTable, seedTable } from './report';
import { type MarketSize, type SeedStep, marketSize, seedMarket } from './seed-market';
import { type Fixtures, prepareFixtures } from './sessions';
import { startServer } from './server';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    scale: { type: 'string' },
    keep: { type: 'boolean' },
    only: { type: 'string' },
  },
});
const only = flags.only ?? process.env.BENCH_ONLY;
function setting(flag: string | undefined, env: string | undefined, fallback: number) {
  const value = Number(flag ?? env ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`not a positive number: ${flag ?? env}`);
  return value;
}
const load = {
  duration: setting(flags.duration, process.env.BENCH_DURATION, 8),
  connections: Math.round(setting(flags.connections, process.env.BENCH_CONNECTIONS, 50)),
};
const scale = setting(flags.scale, process.env.BENCH_SCALE, 1);
const keep = flags.keep ?? ['1', 'true'].includes(process.env.BENCH_KEEP ?? '');
/** Sessions per side, and the open tenders each session contractor may send an offer to. */
const ACTORS = 300;
const OFFER_TENDERS = 300;
/**
 * Guards of the run, not budgets: a server still busy this long after a call, or left holding more
 * than this much memory, is replaced so that the next call meets a fresh one; one whose memory
 * passes the guard is killed at once (the machine is shared; the budget is far below).
 */
const DRAIN_LIMIT_MS = 30_000;
const LEFT_RSS_MB = 1_000;
const RSS_GUARD_MB = 2_000;

const root = path.resolve(import.meta.dirname, '../../..');

/* --- Clean-up, on the way out and on Ctrl-C ------------------------------------------------------ */

const cleanups: { what: string; run: () => Promise<void> }[] = [];
let cleaning: Promise<void> | null = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const c of cleanups.reverse()) {
      try {
        await c.run();
      } catch (err) {
        console.error(`clean-up of ${c.what} failed:`, err);
      }
    }
  })();
  return cleaning;
}
// `process.on`, not `once`: a Ctrl-C reaches the bench several times (from the terminal and
// forwarded by each npm above it), and tsx ends a process that has no listener left.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.log(`\n${signal}: stopping the load and the server, cleaning up…`);
    stopLoad();
    void cleanUp().then(() => process.exit(130));
  });
}

/* --- The database -------------------------------------------------------------------------------- */

/** A new database on the server of `serverUrl`, dropped at the end unless kept. */
async function createDatabase(serverUrl: string): Promise<string> {
  const name = `podryad_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  cleanups.push({
    what: `database ${name}`,
    run: async () => {
      if (keep) console.log(`kept the database ${name} (BENCH_KEEP)`);
      else await admin(`drop database if exists ${name} with (force)`);
    },
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Ends the sessions left on the bench's database, e.g. by a server that was killed. */
async function endBackends(serverUrl: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(databaseUrl).pathname.slice(1)],
    );
  } finally {
    await client.end();
  }
}

const describe = (s: MarketSize) =>
  `${s.clients.toLocaleString('en')} clients, ${s.projects.toLocaleString('en')} projects, ` +
  `${s.tenders.toLocaleString('en')} tenders, ${s.contractors.toLocaleString('en')} contractors, ` +
  `${s.requests.toLocaleString('en')} requests`;

/** Migrations as the server applies them, the market, statistics and the load's sessions. */
async function prepare(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<{ steps: SeedStep[]; fixtures: Fixtures }> {
  const steps: SeedStep[] = [];
  const timed = async <T>(step: string, work: () => Promise<T>) => {
    const start = performance.now();
    const value = await work();
    steps.push({ step, rows: 0, ms: performance.now() - start });
    return value;
  };
  const database = await timed('migrations', () =>
    connectDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') }),
  );
  try {
    // One argon2 hash, by the server's own hasher, for every user.
    const passwordHash = await timed('password hash', () => hashPassword('bench-password-1'));
    // The seeding's statements run long: on the start-up work's connections, which the serving
    // pool's statement timeout does not cut short.
    steps.push(
      ...(await database.exclusively((db) => seedMarket(db, marketSize(scale), passwordHash))),
    );
    const fixtures = await timed('sessions and load fixtures', () =>
      database.exclusively((db) =>
        prepareFixtures(db, { count: ACTORS, offerTenders: OFFER_TENDERS }),
      ),
    );
    steps[steps.length - 1]!.rows = fixtures.contractors.length + fixtures.clients.length;
    return { steps, fixtures };
  } finally {
    await database.close();
  }
}

/** What an error line of the server's log says, short: a failed query's start and its cause. */
function errorSummary(line: string): string {
  let entry: { msg?: string; err?: { message?: string } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return line.slice(0, 200);
  }
  const message = entry.err?.message ?? entry.msg ?? '';
  const failed = /^Failed query: (.{0,60})/s.exec(message);
  if (!failed) return message.slice(0, 200);
  // pino appends the cause to the message, after the SQL and its parameters: the last part.
  const sqlStart = failed[1]!.replace(/\s+/g, ' ');
  return `failed query "${sqlStart}…": ${message.slice(message.lastIndexOf(': ') + 2).slice(0, 200)}`;
}

/**
 * Runs the calls one after the other against the real server, each after the last one's requests
 * are done. A server that stays busy, passes the memory guard or ends is replaced by a fresh one
 * for the next call, and the report says so.
 */
async function measure(calls: Call[], databaseUrl: string | undefined, dataDir: string) {
  const interrupted = () => cleaning !== null;
  const start = async () => {
    const started = await startServer({ root, dataDir, databaseUrl });
    if (interrupted()) {
      await started.stop();
      throw new Error('interrupted');
    }
    await warmUp(started.url, calls[0]!, load);
    started.memory.mark();
    return started;
  };
  let server = await start();
  cleanups.push({ what: 'the server', run: () => server.stop() });
  console.log(
    `Server at ${server.url} (pid ${server.memory.serverPid}), ` +
      `${(server.memory.currentKb() / 1024).toFixed(0)} MB resident. Load: ${load.connections} ` +
      `connections, ${load.duration} s per call, one call at a time.`,
  );
  // Several servers when one had to be replaced: the peak and the errors of all of them.
  let peakRssKb = 0;
  let serverDied = false;
  const errorLines: string[] = [];
  const retire = async () => {
    await server.stop();
    peakRssKb = Math.max(peakRssKb, server.memory.peakKb);
    errorLines.push(...server.errorLines());
  };

  const results: CallResult[] = [];
  const rss = new Map<CallResult, number>();
  const notes = new Map<CallResult, string>();
  for (const call of calls) {
    if (interrupted()) break;
    let guarded = false;
    server.memory.limit = {
      kb: RSS_GUARD_MB * 1024,
      reached: () => {
        guarded = true;
        stopLoad();
        server.kill();
      },
    };
    process.stdout.write(`  ${call.name} … `);
    const result = await runCall(server.url, call, load);
    if (interrupted()) break;
    results.push(result);
    // Wait for the server to finish the requests autocannon dropped (the guard stays on).
    const drained = await waitIdle(server.url, DRAIN_LIMIT_MS, () => !server.exited());
    server.memory.limit = null;
    // The call's memory includes the time the server took to finish its requests.
    rss.set(result, server.memory.mark());
    const leftMb = server.memory.currentKb() / 1024;
    let note = '';
    if (guarded) {
      note = `the server passed ${RSS_GUARD_MB} MB and was killed; restarted`;
    } else if (server.exited()) {
      serverDied = true;
      note = 'the server process ended; restarted';
    } else if (!drained.idle) {
      note = `still busy ${DRAIN_LIMIT_MS / 1000} s after the load; restarted`;
    } else if (leftMb > LEFT_RSS_MB) {
      note = `left holding ${leftMb.toFixed(0)} MB; restarted`;
    } else if (drained.ms > 1000) {
      note = `busy ${(drained.ms / 1000).toFixed(0)} s after the load`;
    }
    if (note) notes.set(result, note);
    console.log(`${result.reqPerSec.toFixed(0)} req/s${note ? ` (${note})` : ''}`);
    const replace = !drained.idle || leftMb > LEFT_RSS_MB;
    if (replace && call !== calls[calls.length - 1] && !interrupted()) {
      await retire();
      // A killed server's PostgreSQL backends may still be running its queries.
      if (process.env.DATABASE_URL && databaseUrl) {
        await endBackends(process.env.DATABASE_URL, databaseUrl);
      }
      server = await start();
    }
  }
  await retire();
  return { results, rss, notes, peakRssKb, serverDied, errorLines };
}

/* --- The run ----------------------------------------------------------------------------------- */

async function main(): Promise<number> {
  // The server runs compiled, as in production: build it first.
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@podryad/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-bench-'));
  cleanups.push({
    what: dataDir,
    run: async () => {
      if (keep) console.log(`kept the data folder ${dataDir} (BENCH_KEEP)`);
      else await fs.rm(dataDir, { recursive: true, force: true });
    },
  });
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createDatabase(serverUrl) : undefined;
  const where = databaseUrl
    ? `PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}`
    : `PGlite in ${dataDir}`;
  console.log(`Seeding ${describe(marketSize(scale))} into ${where}…`);
  const { steps, fixtures } = await prepare(databaseUrl, dataDir);
  const seedMs = steps.reduce((sum, s) => sum + s.ms, 0);
  console.log(`\n${seedTable(steps)}\n`);

  const loadBefore = os.loadavg()[0]!;
  const calls = marketCalls(fixtures).filter(
    (c) => !only || c.kind === 'ceiling' || c.name.includes(only),
  );
  const run = await measure(calls, databaseUrl, dataDir);
  if (cleaning) return 130; // Ctrl-C: no report of a run cut short.
  const { results, rss, notes, peakRssKb, serverDied, errorLines } = run;

  // The higher of the two health runs: the stricter ceiling for the ratios.
  const ceilings = results.filter((r) => r.call.kind === 'ceiling').map((r) => r.reqPerSec);
  const ceiling = Math.max(0, ...ceilings);
  console.log(`\n${loadTable(results, ceiling, rss)}\n`);
  const [before, after] = [loadBefore, os.loadavg()[0]!].map((l) => l.toFixed(1));
  console.log(`Load average of the machine: ${before} before the load, ${after} after it.`);
  if (Math.min(...ceilings) < 0.7 * ceiling) {
    console.log(
      `The ceiling moved from ${ceilings.map((c) => c.toFixed(0)).join(' to ')} req/s during the ` +
        'run: something else used the CPU; the shares of the ceiling are rough.',
    );
  }
  console.log(
    `Server peak RSS: ${(peakRssKb / 1024).toFixed(0)} MB (budget < ${BUDGETS.rssMb} MB). ` +
      `Seeding: ${(seedMs / 1000).toFixed(1)} s (budget < ${BUDGETS.seedSeconds} s).`,
  );
  if (notes.size > 0) {
    console.log('Notes:');
    for (const [result, note] of notes) console.log(`  ${result.call.name}: ${note}`);
  }
  if (errorLines.length > 0) {
    const messages = new Map<string, number>();
    for (const line of errorLines) {
      const message = errorSummary(line);
      messages.set(message, (messages.get(message) ?? 0) + 1);
    }
    console.log(`The server logged ${errorLines.length} errors:`);
    for (const [message, n] of messages) console.log(`  ${n} × ${message}`);
  }

  const failed = failedBudgets({ results, ceiling, peakRssKb, seedMs, serverDied });
  if (failed.length === 0) {
    console.log('\nEvery budget met.');
    return 0;
  }
  console.log(`\nFailed budgets (${failed.length}):`);
  for (const f of failed) console.log(`  ✗ ${f}`);
  return 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  // A failed statement's error carries the whole SQL: its cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : null;
  console.error(cause ? `${String(err).slice(0, 300)}…\n${cause.stack}` : err);
} finally {
  await cleanUp();
}
process.exit(code);
