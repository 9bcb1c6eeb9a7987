import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where Vite puts what it builds, each file named by a hash of its content. */
export const WEB_ASSETS_PREFIX = '/assets/';

/** `assets/name-Hash1234.js`: a Vite output file, its name changes whenever its content does. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * What tells a browser which build is current (docs/pwa.md): the service worker, its Workbox
 * runtime and registration script, and the web app manifest.
 */
const RELEASE_FILE = /^(?:sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

/**
 * Cache-Control of a file of the built web app, by its path inside the dist folder (a `.br` or
 * `.gz` copy counts as its original). Hashed assets never change, so browsers keep them a year
 * without asking; index.html names the current ones and the service worker and manifest announce
 * a release, so they are always revalidated (an ETag makes that a 304); anything else in public/
 * (the favicon, the app's icons) is kept for an hour.
 */
export function webCacheControl(file: string): string {
  const original = file
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (HASHED_ASSET.test(original)) return 'public, max-age=31536000, immutable';
  if (original.endsWith('.html') || RELEASE_FILE.test(original)) return 'no-cache';
  return 'public, max-age=3600';
}

/** An inline script of an HTML page: one without `src`, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources that allow the built index.html's inline scripts (the one
 * that asks for a signed-in home's code as the page starts) by their SHA-256, and nothing else
 * inline: `'sha256-…'`, one per script; none without a web app.
 */
export function inlineScriptSources(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

/**
 * Serves the built web app (docs/performance.md): the brotli or gzip copy made at build time when
 * the client accepts it (with `Vary: Accept-Encoding`), never compressing per request. Answers
 * whether there is a web app to serve.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start; the compressed copies are found beside their originals.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', webCacheControl(path.relative(webDist, file)));
    },
  });
  return true;
}
