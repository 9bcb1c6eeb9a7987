import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../src/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data (a tar file) that each test file's database starts from. */
    pgliteTemplate: string | null;
  }
}

/**
 * Once per run: the embedded database after the migrations, written to a file that every test
 * file's database is loaded from. Creating PGlite's cluster anew in each file took most of its
 * start (about 7 s of 9 s on a busy 2-core machine; loading the dump about 3 s). On PostgreSQL
 * (TEST_DATABASE_URL) each file creates a database of its own instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
