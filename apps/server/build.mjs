/**
 * The production build of the server: one ES module, `dist/main.js`, that plain `node` runs. The
 * server's code and the domain package (TypeScript sources, shared with the web app) are compiled
 * into it; every npm dependency stays an import of node_modules, as installed. The SQL migrations
 * go beside it, where the server looks for them. Types are checked by `npm run typecheck`, not here.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const pkg = JSON.parse(await fs.readFile(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@podryad/'));

await fs.rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies and their subpaths (drizzle-orm/pg-core, …) load from node_modules at run time.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
await fs.cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
