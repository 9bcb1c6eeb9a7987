/**
 * The load: the market's hot calls, one at a time, each for a few seconds from many connections
 * over loopback with autocannon. The tokens and ids rotate so that the server sees many users.
 */
import { ADDENDA_MAX } from '@podryad/domain';
import { BUDGETS } from './report';
import autocannon from 'autocannon';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { COMPARED_OFFERS } from './seed-market';
import { QUESTIONS_PER_TENDER, TRAIL_PER_TENDER } from './seed-market-record';
import type { Fixtures } from './sessions';

/**
 * ceiling: the framework's own limit (the liveness check, no input or output); list: a page of a list,
 * held to the list budgets; item: one record; write: a call that changes the database.
 */
export type CallKind = 'ceiling' | 'list' | 'item' | 'write';

type Next = { path: string; token?: string; body?: string };
export type Call = {
  name: string;
  kind: CallKind;
  method: 'GET' | 'POST';
  next: () => Next;
  /** A p99 budget of this call's own, whatever its kind. */
  p99Ms?: number;
  /** Its own budget of requests per second, as a share of the ceiling's. */
  shareOfCeiling?: number;
};

export type CallResult = {
  call: Call;
  reqPerSec: number;
  /** Answers received during the call (any status). */
  answered: number;
  /** Latency percentiles in ms; NaN when nothing was answered. */
  p50: number;
  p99: number;
  /** One answer fetched alone before the load: its size in bytes, status and time in ms… */
  bytes: number;
  /** …and what went over the wire: its size and encoding (br, gzip; '' when not compressed). */
  wireBytes: number;
  encoding: string;
  sampleStatus: number;
  sampleMs: number;
  non2xx: number;
  /** Status code → count, for the non-2xx answers. */
  codes: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
};

/** Cycles through the items, one per request. */
function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over: the fixtures are empty');
  let i = 0;
  return () => items[i++ % items.length]!;
}

type Params = Record<string, string | number>;
const query = (params: Params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
/** The query as a person reads it, for the table. */
const shown = (params: Params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/**
 * The calls in the order they run: the ceiling first, and once more at the end, because on a
 * shared machine it moves with whatever else runs there.
 */
export function marketCalls(f: Fixtures): Call[] {
  const contractor = rotate(f.contractors);
  const client = rotate(f.clients);
  const openTender = rotate(f.openTenders);
  const offer = rotate(f.offers);
  const comparison = rotate(f.comparisons);
  const asContractor = (path: string) => () => ({ path, token: contractor().token });
  const asClient = (path: string) => () => ({ path, token: client().token });
  const get = (name: string, kind: CallKind, next: () => Next): Call => ({
    name,
    kind,
    method: 'GET',
    next,
  });
  const tenderList = (params: Params) =>
    get(
      `GET /api/tenders/list?${shown(params)}`,
      'list',
      asContractor(`/api/tenders/list?${query(params)}`),
    );
  return [
    get('GET /api/health/live', 'ceiling', () => ({ path: '/api/health/live' })),
    tenderList({ page: 1, per_page: 12 }),
    tenderList({ page: 100, per_page: 12 }),
    tenderList({ q: 'дом' }),
    tenderList({ types: 'design', region: 'г. Казань' }),
    get('GET /api/tenders/{id}', 'item', () => ({
      path: `/api/tenders/${openTender()}`,
      token: contractor().token,
    })),
    get(
      'GET /api/contractors?q=строй&page=1&per_page=12',
      'list',
      asClient(`/api/contractors?${query({ q: 'строй', page: 1, per_page: 12 })}`),
    ),
    get(
      'GET /api/contractors?sort=rating&page=1&per_page=12',
      'list',
      asClient(`/api/contractors?${query({ sort: 'rating', page: 1, per_page: 12 })}`),
    ),
    get(
      'GET /api/request?page=1&per_page=12 (contractor)',
      'list',
      asContractor('/api/request?page=1&per_page=12'),
    ),
    get(
      'GET /api/tenders?page=1&per_page=12 (client)',
      'list',
      asClient('/api/tenders?page=1&per_page=12'),
    ),
    get('GET /api/request?tender_id={id}&page=1 (client)', 'list', () => {
      const c = client();
      return { path: `/api/request?tender_id=${c.tenderId}&page=1`, token: c.token };
    }),
    get(
      'GET /api/user/notifications?page=1&per_page=12 (client)',
      'list',
      asClient('/api/user/notifications?page=1&per_page=12'),
    ),
    {
      ...get(`GET /api/tenders/{id}/comparison (${COMPARED_OFFERS} offers)`, 'item', () => {
        const c = comparison();
        return { path: `/api/tenders/${c.tenderId}/comparison`, token: c.token };
      }),
      // Not a paged list (all of a tender's offers at once), but held to the lists' speed.
      p99Ms: BUDGETS.listP99Ms,
      shareOfCeiling: BUDGETS.listShareOfCeiling,
    },
    get(
      `GET /api/tenders/{id}/questions?page=1 (${QUESTIONS_PER_TENDER} questions)`,
      'list',
      () => {
        const c = comparison();
        return { path: `/api/tenders/${c.tenderId}/questions?page=1`, token: c.token };
      },
    ),
    get(
      `GET /api/tenders/{id} (client; ${COMPARED_OFFERS} offers, ${ADDENDA_MAX} addenda)`,
      'item',
      () => {
        const c = comparison();
        return { path: `/api/tenders/${c.tenderId}`, token: c.token };
      },
    ),
    get(`GET /api/tenders/{id}/trail?page=1 (${TRAIL_PER_TENDER} entries)`, 'list', () => {
      const c = comparison();
      return { path: `/api/tenders/${c.tenderId}/trail?page=1`, token: c.token };
    }),
    {
      name: 'POST /api/request/{tenderId} (offer)',
      kind: 'write',
      method: 'POST',
      next: () => {
        const o = offer();
        return {
          path: `/api/request/${o.tenderId}`,
          token: o.token,
          body: JSON.stringify({ comment: 'Готовы выполнить работы', docs_paths: [] }),
        };
      },
    },
    get('GET /api/health/live (again, at the end)', 'ceiling', () => ({
      path: '/api/health/live',
    })),
  ];
}

/** Every request takes compressed answers, as browsers do, so the load pays for the compression. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

const headersOf = (next: Next): Record<string, string> => ({
  'accept-encoding': ACCEPT_ENCODING,
  ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
  ...(next.body ? { 'content-type': 'application/json' } : {}),
});

/** Decoders of what the server may send; fetch would decode it before we could count it. */
const DECODE: Record<string, (raw: Buffer) => Buffer> = {
  br: (raw) => brotliDecompressSync(raw),
  gzip: (raw) => gunzipSync(raw),
  deflate: (raw) => inflateSync(raw),
};

/**
 * One answer, fetched on its own over node:http so that its bytes are counted as they came: a
 * large answer is compressed as a stream, without a length header.
 */
function sample(url: string, call: Call) {
  const next = call.next();
  const start = performance.now();
  const failed = { status: 0, bytes: 0, wireBytes: 0, encoding: '', ms: 0 };
  return new Promise<typeof failed>((resolve) => {
    const req = httpRequest(
      `${url}${next.path}`,
      { method: call.method, headers: headersOf(next), timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? '');
          const decode = DECODE[encoding];
          resolve({
            status: res.statusCode ?? 0,
            bytes: decode ? decode(raw).byteLength : raw.byteLength,
            wireBytes: raw.byteLength,
            encoding,
            ms: performance.now() - start,
          });
        });
        res.on('error', () => resolve({ ...failed, ms: performance.now() - start }));
      },
    );
    req.on('error', () => resolve({ ...failed, ms: performance.now() - start }));
    req.on('timeout', () => req.destroy());
    req.end(next.body);
  });
}

let running: autocannon.Instance | null = null;

/** Stops the call under way (Ctrl-C). */
export function stopLoad() {
  running?.stop();
}

export type LoadOptions = { duration: number; connections: number };

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    running = autocannon(options, (err, result) => {
      running = null;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/**
 * Waits until the server is idle again: when autocannon stops it drops its connections, but the
 * server still works through the requests it had; the next call must not pay for them. Idle is
 * three health checks in a row answered within 25 ms. Answers whether it got idle (a server that
 * ended never does), and when.
 */
export async function waitIdle(url: string, limitMs: number, alive: () => boolean) {
  const start = performance.now();
  let quiet = 0;
  while (quiet < 3) {
    if (!alive() || performance.now() - start > limitMs) {
      return { idle: false, ms: performance.now() - start };
    }
    const t = performance.now();
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.ok)
      .catch(() => false);
    quiet = ok && performance.now() - t < 25 ? quiet + 1 : 0;
    if (quiet < 3) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { idle: true, ms: performance.now() - start };
}

/** A short run of the ceiling call so that the measured ones meet a warm server. */
export async function warmUp(url: string, call: Call, options: LoadOptions) {
  await cannon({ url, connections: options.connections, duration: 2, ...requestOf(call) });
}

function requestOf(call: Call): Pick<autocannon.Options, 'requests'> {
  return {
    requests: [
      {
        method: call.method,
        setupRequest: (request) => {
          const next = call.next();
          return { ...request, path: next.path, headers: headersOf(next), body: next.body };
        },
      },
    ],
  };
}

export async function runCall(url: string, call: Call, options: LoadOptions): Promise<CallResult> {
  const one = await sample(url, call);
  const result = await cannon({
    url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    ...requestOf(call),
  });
  const codes: Record<string, number> = {};
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) codes[code] = count;
  }
  const answered = result.requests.total;
  return {
    call,
    reqPerSec: result.requests.average,
    answered,
    p50: answered ? result.latency.p50 : NaN,
    p99: answered ? result.latency.p99 : NaN,
    bytes: one.bytes,
    wireBytes: one.wireBytes,
    encoding: one.encoding,
    sampleStatus: one.status,
    sampleMs: one.ms,
    non2xx: result.non2xx,
    codes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
