#!/usr/bin/env node
// Size budget of the built web app (docs/performance.md, "The web app"): the script a route needs
// before it can paint — the entry chunk and every chunk it imports statically (what index.html
// modulepreloads), plus the route's own lazy chunk and its static imports — gzipped, per route.
// Reads Vite's manifest of apps/web/dist (or of the folder given as the first argument, or
// WEB_DIST), prints a table and exits 1 when a route is over its budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? process.env.WEB_DIST ?? 'apps/web/dist');

/** Routes under budget: the module the router loads lazily for the route, and the gzip limit. */
const BUDGETS = [{ route: '/auth/login', modules: ['src/app/auth/login-route.tsx'], limitKb: 180 }];

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (npm run build).`);
  process.exit(1);
}
/** @type {Record<string, { file: string, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** The manifest keys of a chunk and of everything it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: was the route module renamed?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

// A development build (Vite takes NODE_ENV=development from the environment) has React's checks
// and never registers the service worker: the app would be neither installable nor offline.
const devBuilt = Object.values(manifest).filter(
  (chunk) =>
    chunk.file.endsWith('.js') &&
    fs.readFileSync(path.join(dist, chunk.file), 'utf8').includes('jsxDEV'),
);
if (devBuilt.length > 0) {
  console.error(
    `A development build in ${dist} (${devBuilt[0].file} has jsxDEV): build with NODE_ENV=production.`,
  );
  process.exit(1);
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      br: zlib.brotliCompressSync(bytes).length,
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const row = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(48) : cell.padStart(9))).join(' ');

let failed = false;
for (const budget of BUDGETS) {
  const entry = closure('index.html');
  const route = new Set();
  for (const module of budget.modules) {
    for (const key of closure(module)) if (!entry.has(key)) route.add(key);
  }
  const files = [...entry, ...route].map((key) => ({
    file: manifest[key].file,
    part: entry.has(key) ? 'entry' : 'route',
    ...sizeOf(manifest[key].file),
  }));
  files.sort((a, b) => b.gzip - a.gzip);
  const css = [...new Set([...entry, ...route].flatMap((key) => manifest[key].css ?? []))];
  const total = (list, key) => list.reduce((sum, file) => sum + file[key], 0);

  console.log(`\nScript for ${budget.route} (KB)`);
  console.log(row(['file', 'part', 'raw', 'gzip', 'brotli']));
  for (const f of files) console.log(row([f.file, f.part, kb(f.raw), kb(f.gzip), kb(f.br)]));
  const gzip = total(files, 'gzip');
  console.log(row(['total', '', kb(total(files, 'raw')), kb(gzip), kb(total(files, 'br'))]));
  const styles = css.map(sizeOf);
  console.log(
    row(['stylesheets (not counted)', '', kb(total(styles, 'raw')), kb(total(styles, 'gzip'))]),
  );
  const over = gzip > budget.limitKb * 1024;
  failed ||= over;
  console.log(
    `${over ? 'OVER BUDGET' : 'within budget'}: ${kb(gzip)} KB gzipped of ${budget.limitKb} KB`,
  );
}
process.exit(failed ? 1 : 0);
