import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/*
 * The API's JSON answers compressed per request: a page of a list is 10–20 KB of JSON that brotli
 * makes 2–3 KB. Only JSON made by the server (a string or a buffer); files are streams and are
 * left alone, so the web app's build, already compressed (`.br`/`.gz` beside each file, sent by
 * @fastify/static's preCompressed), is never compressed twice. node:zlib does the work in its
 * thread pool, off the event loop.
 */

/** Smaller answers go as they are: the encoding would save a few bytes for its own cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli at quality 4: as small as gzip -6 or smaller, in about the same time (quality 11 is ~50× slower). */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/** The encoding to answer with for this `Accept-Encoding`: brotli first, then gzip, else none. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

function addVary(current: unknown, value: string) {
  const list = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')
    ? list.join(', ')
    : [...list, value].join(', ');
}

/** Compresses every JSON answer of at least COMPRESS_MIN_BYTES the client can take compressed. */
export function compressJson(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    // Whether compressed or not, the answer depends on the header: shared caches must know.
    reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
