import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NoticeStream, openNoticeStream } from '../test/sse';
import { type Instance, call, freshDatabase, signIn, startInstance } from './instances';

/*
 * A rolling restart as docs/deploy.md tells it: two servers behind a proxy, each in turn replaced
 * (the new one started and ready, then the old one sent SIGTERM) while callers read through the
 * proxy, offers are made and the client holds its live notice stream. No request fails, and every
 * notice reaches the stream: the stopping server ends it, the client reconnects through the proxy
 * with Last-Event-ID and the other server sends what was missed.
 */

const CALLERS = 6;
/** Servers keep serving this long after their readiness turned 503: five of the proxy's polls. */
const DRAIN = { SHUTDOWN_DRAIN_SECONDS: '1' };

let database: Awaited<ReturnType<typeof freshDatabase>>;
const servers: Instance[] = [];

/**
 * A proxy as a load balancer is: it asks each server's readiness check every 200 ms and sends each
 * request to the next ready server in turn, on a connection of its own (as nginx talks to its
 * upstreams by default); a read whose connection fails before an answer goes to the next one
 * (`proxy_next_upstream error`). Responses, streams included, are piped through.
 */
async function startProxy(upstreams: () => string[]) {
  let turn = 0;
  let ready = new Set<string>();
  const poll = setInterval(() => {
    void Promise.all(
      upstreams().map(async (origin) => {
        const res = await fetch(`${origin}/api/health/ready`).catch(() => null);
        return res?.status === 200 ? origin : null;
      }),
    ).then((answers) => {
      ready = new Set(answers.filter((origin): origin is string => origin !== null));
    });
  }, 200);
  const forward = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
    tries: number,
  ) => {
    const list = upstreams().filter((origin) => ready.has(origin));
    const target = new URL(req.url!, list[turn++ % list.length]);
    const upstream = http.request(target, {
      method: req.method,
      headers: { ...req.headers, host: target.host, connection: 'close' },
      agent: false,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      res.on('close', () => answer.destroy());
    });
    upstream.on('error', (err) => {
      if (res.headersSent) return res.destroy();
      if (req.method === 'GET' && tries < 4) return forward(req, res, body, tries + 1);
      res.writeHead(502).end(err.message);
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Ready servers known before the first request.
  await expect.poll(() => ready.size).toBeGreaterThan(0);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves once the proxy counts `origin` ready (or not). */
    sees: (origin: string, isReady: boolean) =>
      expect.poll(() => ready.has(origin), { timeout: 10_000 }).toBe(isReady),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(poll);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The client's live stream, opened again after each end with the last id seen, until stopped. */
function keptStream(origin: string, token: string) {
  const ids = new Set<string>();
  let last: string | undefined;
  let running = true;
  let current: NoticeStream | null = null;
  let reconnects = 0;
  const loop = (async () => {
    while (running) {
      try {
        current = await openNoticeStream(origin, token, { lastEventId: last });
        for (;;) {
          const event = await current.next(() => true, 60_000);
          if ('event' in event && event.event === 'notification' && event.id) {
            ids.add(event.id);
            last = event.id;
          }
        }
      } catch {
        // Ended by the server (it is stopping) or by stop(): a browser opens it again at once.
      }
      if (running) reconnects += 1;
    }
  })();
  return {
    ids,
    get reconnects() {
      return reconnects;
    },
    stop: async () => {
      running = false;
      await current?.close();
      await loop;
    },
  };
}

beforeAll(async () => {
  database = await freshDatabase();
  const start = () =>
    startInstance({ databaseUrl: database.url, env: { SEED_DEMO: 'true', ...DRAIN } });
  servers.push(await start());
  servers.push(await start());
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

describe('a rolling restart of two servers under load', () => {
  it('loses no request and no notice', async () => {
    let live = [...servers];
    const proxy = await startProxy(() => live.map((server) => server.url));
    const clientToken = await signIn(proxy.url, 'client@podryad.demo');
    const contractorToken = await signIn(proxy.url, 'contractor@podryad.demo');
    const [tender] = await database.query<{ id: number }>(
      `select t.id from tenders t join users u on u.id = t.owner_id
        where u.email = 'client@podryad.demo' and t.status = 'waiting_for_requests'
        order by t.id limit 1`,
    );
    const bidders = (
      await database.query<{ email: string }>(
        `select u.email from users u where u.type = 'contractor' and u.email like 'company%'
          and not exists (select 1 from tender_requests r where r.tender_id = $1 and r.contractor_id = u.id)
          order by u.id`,
        [tender!.id],
      )
    ).map((row) => row.email);
    expect(bidders.length).toBeGreaterThanOrEqual(4);
    const tokens = await Promise.all(bidders.map((login) => signIn(proxy.url, login)));

    const stream = keptStream(proxy.url, clientToken);
    const statuses: string[] = [];
    let running = true;
    const callers = Array.from({ length: CALLERS }, async () => {
      while (running) {
        const res = await call(proxy.url, 'GET', '/api/tenders/list?page=1&per_page=12', {
          token: contractorToken,
        }).catch((err: Error) => ({ status: 0, body: { error: err.message } }));
        statuses.push(res.status === 200 ? 'ok' : `${res.status} ${JSON.stringify(res.body)}`);
      }
    });
    const offers: number[] = [];
    const offer = async (index: number) => {
      const res = await call(proxy.url, 'POST', `/api/request/${tender!.id}`, {
        token: tokens[index],
        body: { comment: 'Готовы начать', docs_paths: [] },
      });
      offers.push(res.status);
    };

    let next = 0;
    try {
      for (const old of [...servers]) {
        // The new server first, ready; then the old one stops while traffic flows.
        const fresh = await startInstance({ databaseUrl: database.url, env: DRAIN });
        servers.push(fresh);
        live = [...live, fresh];
        await proxy.sees(fresh.url, true);
        await offer(next++);
        old.signal('SIGTERM');
        await offer(next++);
        expect(await old.exited).toBe(0);
        live = live.filter((server) => server !== old);
        servers.splice(servers.indexOf(old), 1);
      }
      await expect.poll(() => stream.ids.size, { timeout: 10_000 }).toBe(next);
    } finally {
      running = false;
      await Promise.all(callers);
      await stream.stop();
      await proxy.close();
    }
    expect(offers).toEqual(Array.from({ length: next }, () => 200));
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 'ok')).toEqual([]);
    // The stream was ended by each stopping server it was on, and opened again.
    expect(stream.reconnects).toBeGreaterThanOrEqual(1);
  });
});
