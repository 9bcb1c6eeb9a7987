import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite's buffer cache, inside the server's own memory: PostgreSQL's default of 128 MB put the
 * idle server at ~440 MB resident (its 400 MB budget); with 32 MB it holds ~95 MB less. Pages
 * beyond it are read again through the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PostgreSQL through node-postgres when a URL is given, otherwise the embedded PGlite with its
 * data in `dataDir` (in memory when dataDir is omitted). Migrations are applied before use.
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Sees every statement run (tests count them). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<Database> {
  const logger = options.onQuery && { logQuery: options.onQuery };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE)
    // is dropped by the pool and the next query opens a new one; without a listener its error
    // would be unhandled and bring the whole process down.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the lists' substring search (migration 0005), as on a PostgreSQL server.
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
