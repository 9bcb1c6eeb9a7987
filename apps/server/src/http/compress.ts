import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * The API's JSON answers compressed per request by @fastify/compress (docs/performance.md, "Answers
 * are compressed": the levels were chosen by measuring CPU per KB saved on our own answers). It is
 * registered inside the `/api` scope only, so the web app's build (sent pre-compressed by
 * @fastify/static), uploaded images and document downloads, all outside it, are never compressed
 * again; inside it only JSON is (the .xlsx download is not a compressible type).
 */

/** Smaller answers go as they are: the encoding would save a few bytes for its own cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call; larger ones through a zlib
 * stream. The plugin's default on two cores is 8 KB, which sends every list page (9–16 KB) down
 * the stream path: measured, that path cost ~200 µs of CPU more per answer than the compression
 * itself.
 */
const SYNC_MAX_BYTES = 64 * 1024;

/** What this server answers with: the JSON of its API, `application/json; charset=utf-8`. */
const isJson = (contentType: string) => /^application\/json\s*(?:;|$)/i.test(contentType);

export async function compressApiJson(api: FastifyInstance) {
  // Whether compressed or not, a JSON answer depends on Accept-Encoding: shared caches must know.
  // (The plugin says so only when it compresses; lower case, as it checks before adding its own.)
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!isJson(String(reply.getHeader('content-type') ?? ''))) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding|\*/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    }
    return payload;
  });
  await api.register(compress, {
    // gzip first: of the two, it saved a KB for the least CPU on our answers; brotli for clients
    // that take only brotli. Nothing else (deflate, zstd).
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: SYNC_MAX_BYTES,
    customTypes: isJson,
    // Request bodies are not decompressed (as before): no client of ours sends them compressed.
    globalDecompression: false,
  });
}
