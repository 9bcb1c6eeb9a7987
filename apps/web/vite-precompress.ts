import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a file fits in a packet or two either way. */
const MIN_BYTES = 1024;
/** Brotli quality 10: within 2 % of the best (11) at a third of its time (seconds per build). */
const BROTLI_QUALITY = 10;

/**
 * Writes `file.br` (brotli) and `file.gz` (gzip level 9) beside every compressible
 * built file, once at build time; the server sends them to clients that accept them
 * (@fastify/static `preCompressed`) and never compresses per request. Ours rather than a plugin
 * from the registry: node:zlib does it in a few lines, with no dependency to keep in step with
 * Vite and Node (docs/performance.md).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'podryad:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        // Vite's manifest is read by our scripts, never served.
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          // A compressed copy no smaller than the file is left out; the server sends the file.
          if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
