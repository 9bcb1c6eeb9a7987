import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MSG } from '@podryad/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

// A built web app as Vite and its precompress plugin leave it: hashed assets with .br and .gz
// copies beside them, index.html (compressed too) and a public file.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'podryad-web-'));
const SCRIPT = `export const answer = ${JSON.stringify('ответ '.repeat(400))};\n`;
const INLINE = `(function(){document.documentElement.dataset.started='1'})()`;
const INDEX = `<!doctype html><html lang="ru"><head><script type="module" src="/assets/index-AbCd12_-.js"></script><script>${INLINE}</script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
function write(file: string, content: string, compressed = true) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
  if (!compressed) return;
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
}
write('index.html', INDEX);
write('assets/index-AbCd12_-.js', SCRIPT);
write('assets/small-Xy9_Zw8v.css', 'a{color:red}', false);
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
// What vite-plugin-pwa adds: the service worker, its Workbox runtime, the manifest, an icon.
const SW = `importScripts('./workbox-9c191d2f.js');${' '.repeat(2000)}`;
write('sw.js', SW);
write('workbox-9c191d2f.js', 'self.workbox = {};', false);
const MANIFEST = JSON.stringify({ name: 'Подряд', start_url: '/', display: 'standalone' });
write('manifest.webmanifest', MANIFEST, false);
write('icons/icon-192.png', 'png', false);

const ctx = useTestApp({ WEB_DIST: dist });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const decode = (body: Buffer, encoding: unknown) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('the built web app', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends a script compressed at build time to a client accepting %s', async (accept, sent) => {
    const res = await get('/assets/index-AbCd12_-.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(sent);
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload, sent)).toBe(SCRIPT);
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const res = await get('/profile/client/main');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('lets browsers keep hashed assets a year without asking', async () => {
    for (const url of ['/assets/index-AbCd12_-.js', '/assets/small-Xy9_Zw8v.css']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a small file without a compressed copy as it is', async () => {
    const res = await get('/assets/small-Xy9_Zw8v.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('a{color:red}');
  });

  it.each(['/', '/index.html', '/auth/login', '/profile/client/main'])(
    'answers %s with index.html that is revalidated every time',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(res.rawPayload, 'br')).toBe(INDEX);
    },
  );

  it('answers a revalidation of an unchanged index.html with 304', async () => {
    const first = await get('/profile/client/main', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/profile/client/main', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['/favicon.svg', '/icons/icon-192.png'])('keeps %s an hour', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['/sw.js', /^(?:text|application)\/javascript/],
    ['/workbox-9c191d2f.js', /^(?:text|application)\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('has browsers revalidate %s every time, so that a release is seen', async (url, type) => {
    const res = await get(url, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker compressed and its manifest as written', async () => {
    const sw = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(decode(sw.rawPayload, sw.headers['content-encoding'])).toBe(SW);
    expect((await get('/manifest.webmanifest')).json()).toEqual(JSON.parse(MANIFEST));
  });

  it.each(['/assets/index-Old12345.js', '/assets/index-AbCd12_-.js.br'])(
    'answers %s (not a file of this build) with a JSON 404, not index.html',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [MSG.notFound], message: MSG.notFound });
    },
  );
});
