import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareFixtures } from '../bench/sessions';
import { marketSize, seedMarket } from '../bench/seed-market';
import { connectDatabase } from '../src/db/connect';
import { hashPassword } from '../src/modules/auth/passwords';
import { type Instance, PNG, freshDatabase, startInstance } from './instances';

/*
 * Nothing lost under load: 100 connections for 60 s over loopback against the real server, a mix of
 * reads, offers and new tenders. Every answer is a success, and every write the server acknowledged
 * is in the database afterwards.
 */

const CONNECTIONS = 100;
const SECONDS = 60;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: Instance;
let fixtures: Awaited<ReturnType<typeof prepareFixtures>>;

beforeAll(async () => {
  database = await freshDatabase();
  const seeding = await connectDatabase({ databaseUrl: database.url });
  try {
    // A small market: 2,000 tenders, 200 contractors, 4,000 requests.
    await seedMarket(seeding.db, marketSize(0.02), await hashPassword('load-password-1'));
    fixtures = await prepareFixtures(seeding.db, { count: 100, offerTenders: 300 });
  } finally {
    await seeding.close();
  }
  server = await startInstance({
    databaseUrl: database.url,
    env: {
      UPLOADS_PER_HOUR: '100000',
      AUTH_RATE_LIMIT: '1000000',
      TENDER_READS_PER_HOUR: '1000000',
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** One picture uploaded by each client, reused by all its new tenders. */
async function clientPictures() {
  const projects = await database.query<{ owner: number; project: number }>(
    'select distinct on (owner_id) owner_id as owner, id as project from projects order by owner_id, id',
  );
  const projectOf = new Map(projects.map((p) => [p.owner, p.project]));
  return Promise.all(
    fixtures.clients.map(async (client) => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'facade.png');
      const res = await fetch(`${server.url}/api/tenders/uploadFile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
        body: form,
      });
      expect(res.status).toBe(200);
      const { path } = (await res.json()) as { path: string };
      return { token: client.token, projectId: projectOf.get(client.id)!, picture: path };
    }),
  );
}

type Sent =
  | { kind: 'read' }
  | { kind: 'offer'; tenderId: number; token: string }
  | { kind: 'tender'; token: string };

describe('under load', () => {
  it(`${CONNECTIONS} connections for ${SECONDS} s: every answer a success, every acknowledged write kept`, async () => {
    const clients = await clientPictures();
    const offers = [...fixtures.offers];
    const acknowledged = {
      offers: [] as { id: number; tenderId: number; contractorId: number }[],
      tenders: [] as number[],
    };
    let n = 0;
    const pick = <T>(list: readonly T[]) => list[n % list.length]!;
    const contractorOf = new Map(fixtures.contractors.map((c) => [c.token, c.id]));

    /** The next request: reads most of the time, an offer or a new tender now and then. */
    const next = (): { sent: Sent; method: string; path: string; token: string; body?: string } => {
      n++;
      const slot = n % 20;
      if (slot < 5 && offers.length > 0) {
        const offer = offers.pop()!;
        return {
          sent: { kind: 'offer', tenderId: offer.tenderId, token: offer.token },
          method: 'POST',
          path: `/api/request/${offer.tenderId}`,
          token: offer.token,
          body: JSON.stringify({ comment: 'Готовы выполнить работы', docs_paths: [] }),
        };
      }
      if (slot < 8) {
        const client = pick(clients);
        return {
          sent: { kind: 'tender', token: client.token },
          method: 'POST',
          path: '/api/tenders',
          token: client.token,
          body: JSON.stringify({
            tender_name: `Ремонт кровли ${n}`,
            projectId: client.projectId,
            stage: 'construction',
            complex_structure: false,
            address: 'г. Казань, ул. Баумана, 12',
            latitude: 55.79,
            longitude: 49.11,
            description: 'Замена кровельного покрытия',
            start_date: '2031-05-01',
            end_date: '2031-07-31',
            images_paths: [client.picture],
            docs_paths: [],
          }),
        };
      }
      const contractor = pick(fixtures.contractors);
      const reads = [
        { path: `/api/tenders/list?page=${1 + (n % 5)}`, token: contractor.token },
        { path: `/api/tenders/${pick(fixtures.openTenders)}`, token: contractor.token },
        { path: '/api/request?page=1', token: contractor.token },
        { path: '/api/tenders?page=1', token: pick(fixtures.clients).token },
        { path: '/api/user/notifications', token: pick(fixtures.clients).token },
      ];
      return { sent: { kind: 'read' }, method: 'GET', ...reads[n % reads.length]! };
    };

    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 30,
          requests: [
            {
              setupRequest: (request, context) => {
                const { sent, method, path, token, body } = next();
                (context as { sent?: Sent }).sent = sent;
                return {
                  ...request,
                  method: method as 'GET' | 'POST',
                  path,
                  body,
                  headers: {
                    authorization: `Bearer ${token}`,
                    ...(body ? { 'content-type': 'application/json' } : {}),
                  },
                };
              },
              onResponse: (status, body, context) => {
                const { sent } = context as { sent: Sent };
                if (status !== 200 || sent.kind === 'read') return;
                const answer = JSON.parse(body) as {
                  request?: { id: number };
                  tender?: { id: number };
                };
                if (sent.kind === 'offer') {
                  acknowledged.offers.push({
                    id: answer.request!.id,
                    tenderId: sent.tenderId,
                    contractorId: contractorOf.get(sent.token)!,
                  });
                } else {
                  acknowledged.tenders.push(answer.tender!.id);
                }
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
    });

    // The figures, for the record of the run.
    console.log(
      `load: ${result.requests.total} answers in ${SECONDS} s (${result.requests.average.toFixed(0)} req/s, ` +
        `p99 ${result.latency.p99} ms); acknowledged ${acknowledged.offers.length} offers and ` +
        `${acknowledged.tenders.length} tenders; ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(acknowledged.offers.length).toBeGreaterThan(100);
    expect(acknowledged.tenders.length).toBeGreaterThan(100);

    // Read back: every acknowledged offer is there, on its tender, by its contractor.
    const offerRows = await database.query<{
      id: number;
      tender_id: number;
      contractor_id: number;
    }>('select id, tender_id, contractor_id from tender_requests where id = any($1::int[])', [
      acknowledged.offers.map((o) => o.id),
    ]);
    const rowOf = new Map(offerRows.map((r) => [r.id, r]));
    const missing = acknowledged.offers.filter((o) => {
      const row = rowOf.get(o.id);
      return row?.tender_id !== o.tenderId || row.contractor_id !== o.contractorId;
    });
    expect(missing).toEqual([]);
    const tenderRows = await database.query<{ id: number }>(
      'select id from tenders where id = any($1::int[])',
      [acknowledged.tenders],
    );
    expect(tenderRows).toHaveLength(acknowledged.tenders.length);
    // Each offer told its client.
    const [untold] = await database.query<{ n: string }>(
      `select count(*) as n from tender_requests r
        where r.id = any($1::int[])
          and not exists (select 1 from notifications x where x.request_id = r.id)`,
      [acknowledged.offers.map((o) => o.id)],
    );
    expect(untold!.n).toBe('0');
  });
});
