/**
 * `npm run bench:streams -w @podryad/server`: the live notice stream at scale. A small market (the
 * bench's own seeding at --scale, 0.15 by default: about 1,000 contractors who take part in
 * tenders) in a fresh PGlite (PostgreSQL is not supported yet), the real server started as
 * `npm start` runs it,
 * --streams open streams (1,000), one per contractor, each on a connection of its own; then one
 * event that concerns every one of them (a notice to each contractor, written in one transaction,
 * as an extension of a tender's deadline is), and the time until the last stream has it. Prints
 * the server's resident memory before and after the streams opened, per stream, and exits non-zero
 * when the streams got the event more than its budget (1 s) after the change's answer, which comes
 * once its transaction has committed.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { OPEN_TENDER_STATUS } from '@podryad/domain';
import { sql } from 'drizzle-orm';
import { type Db, connectDatabase } from '../src/db/connect';
import { hashPassword } from '../src/modules/auth/passwords';
import { hashToken } from '../src/modules/auth/sessions';
import { type NoticeStream, openNoticeStream } from '../test/sse';
import { marketSize, seedMarket } from './seed-market';
import { startServer } from './server';
import { prepareFixtures } from './sessions';

const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.15' },
    streams: { type: 'string', default: '1000' },
  },
});
const STREAMS = Number(flags.streams);
const FAN_OUT_BUDGET_MS = 1_000;
const root = path.resolve(import.meta.dirname, '../../..');

const mb = (kb: number) => (kb / 1024).toFixed(1);

async function main() {
  if (process.env.DATABASE_URL) {
    throw new Error('bench:streams runs on PGlite only for now; unset DATABASE_URL');
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-bench-streams-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const streams: NoticeStream[] = [];
  try {
    console.log(`Seeding a market at scale ${flags.scale}…`);
    const database = await connectDatabase({ dataDir: path.join(dataDir, 'pglite') });
    let fixture: Awaited<ReturnType<typeof prepareEvent>>;
    try {
      await seedMarket(
        database.db,
        marketSize(Number(flags.scale)),
        await hashPassword('bench-password-1'),
      );
      fixture = await prepareEvent(database.db);
    } finally {
      await database.close();
    }

    server = await startServer({ root, dataDir });
    // Resident memory as peaks of 200 ms samples: a single reading moves with the collector.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.memory.mark();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idleKb = server.memory.mark();
    console.log(`Server at ${server.url}, ${mb(idleKb)} MB resident. Opening ${STREAMS} streams…`);
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = fixture.contractors
        .slice(i, i + 50)
        .map((c) => openNoticeStream(server!.url, c.token));
      streams.push(...(await Promise.all(batch)));
    }
    await Promise.all(streams.map((stream) => stream.nextEvent('ready', 30_000)));
    server.memory.mark();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const openKb = server.memory.mark();

    // One event for all of them: the client extends the tender's deadline for offers, and every
    // contractor with a live request on it is told, in the one transaction of the change.
    let start = 0;
    const arriving = Promise.all(
      streams.map((stream) =>
        stream.nextEvent('notification', 30_000).then(() => performance.now() - start),
      ),
    );
    start = performance.now();
    const res = await fetch(`${server.url}/api/tenders/${fixture.tenderId}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${fixture.clientToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        offers_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      }),
    });
    const answered = performance.now() - start;
    if (!res.ok) throw new Error(`the extension failed: ${res.status} ${await res.text()}`);
    const arrivals = await arriving;
    console.log(`The extension answered in ${answered.toFixed(0)} ms.`);
    const sorted = [...arrivals].sort((a, b) => a - b);
    // The change answers once its transaction has committed: what a stream gets after that is the
    // fan-out's own delay (none when every stream had it before the answer came).
    const fanOut = Math.max(0, sorted.at(-1)! - answered);
    console.log(
      '\n| streams | resident idle | with streams | per stream | change answered | first | median | last | fan-out after the answer | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${STREAMS} | ${mb(idleKb)} MB | ${mb(openKb)} MB | ${((openKb - idleKb) / STREAMS).toFixed(1)} KB | ` +
        `${answered.toFixed(0)} ms | ${sorted[0]!.toFixed(0)} ms | ` +
        `${sorted[Math.floor(STREAMS / 2)]!.toFixed(0)} ms | ${sorted.at(-1)!.toFixed(0)} ms | ` +
        `${fanOut.toFixed(0)} ms | ${FAN_OUT_BUDGET_MS} ms |`,
    );
    return fanOut <= FAN_OUT_BUDGET_MS ? 0 : 1;
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * An open tender with a deadline ten days ahead and a live request ('waiting') from each of
 * STREAMS contractors, a session for each of them and one for the tender's client.
 */
async function prepareEvent(db: Db) {
  const fixtures = await prepareFixtures(db, { count: STREAMS, offerTenders: 1 });
  if (fixtures.contractors.length < STREAMS) {
    throw new Error(`only ${fixtures.contractors.length} contractors at this scale: raise --scale`);
  }
  const [tender] = (
    (await db.execute(
      sql`select id, owner_id from tenders where status = ${OPEN_TENDER_STATUS} order by id limit 1`,
    )) as unknown as { rows: { id: number; owner_id: number }[] }
  ).rows;
  const tenderId = tender!.id;
  await db.execute(
    sql`update tenders set offers_deadline = now() + interval '10 days' where id = ${tenderId}`,
  );
  const ids = fixtures.contractors.map((c) => Math.trunc(c.id)).join(', ');
  await db.execute(
    sql.raw(`insert into tender_requests (tender_id, contractor_id, origin, status)
      select ${tenderId}, id, 'offer', 'waiting' from unnest(ARRAY[${ids}]::int[]) id
      on conflict do nothing`),
  );
  const clientToken = randomBytes(32).toString('base64url');
  await db.execute(
    sql`insert into sessions (user_id, token_hash) values (${tender!.owner_id}, ${hashToken(clientToken)})`,
  );
  return { contractors: fixtures.contractors, tenderId, clientToken };
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
