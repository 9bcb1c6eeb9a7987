import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/http/compress';
import { useTestApp } from './helpers';
import { type Actor, newClient, newContractor, newTender, uploadDoc } from './tender-fixtures';

const ctx = useTestApp();

let client: Actor;
let contractor: Actor;
let tenderId: number;
let docPath: string;
let imagePath: string;

beforeAll(async () => {
  [client, contractor] = await Promise.all([newClient(ctx), newContractor(ctx)]);
  const doc = await uploadDoc(ctx, client.token);
  docPath = doc.path;
  const first = await newTender(ctx, client, { docs_paths: [doc.path] });
  tenderId = first.id;
  imagePath = first.images[0]!;
  for (let i = 0; i < 3; i++) await newTender(ctx, client);
});

const get = (url: string, headers: Record<string, string> = {}, token = contractor.token) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

const LIST = '/api/tenders/list?page=1&per_page=12';

describe('compressed JSON answers of the API', () => {
  it('sends a page of a list in gzip to a browser, in brotli to a client that takes only brotli, else as it is', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Not compressed, it still depends on Accept-Encoding: a shared cache must know.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const browser = await get(LIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.headers.vary).not.toMatch(/accept-encoding.*accept-encoding/i);
    expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.length);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.gunzipSync(browser.rawPayload).toString()).toBe(plain.body);

    const br = await get(LIST, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it.each([
    ['gzip;q=0, br', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding: %s → %s', async (accept, sent) => {
    const res = await get(LIST, { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(sent);
  });

  it('leaves a small answer alone', async () => {
    const res = await ctx.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('never compresses files: the .xlsx comparison, a tender document, an uploaded image', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const xlsx = await get(`/api/tenders/${tenderId}/comparison.xlsx`, accept, client.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const doc = await get(docPath, accept, client.token);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBeUndefined();
    expect(doc.rawPayload.toString()).toBe('%PDF-1.4\n% смета\n');

    const image = await get(imagePath, accept);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });
});
