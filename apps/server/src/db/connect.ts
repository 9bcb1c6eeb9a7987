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
import { type RunStatement, pgliteRunner, poolRunner } from './statements';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  /** Runs a named statement of fixed text (the list calls'). */
  run: RunStatement;
  kind: 'pglite' | 'postgres';
  /**
   * Runs start-up work (migrations, the demo data) while no other instance does: servers started at
   * once on one PostgreSQL take turns on an advisory lock, and the later ones find the work done.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where the pool's errors go (a dropped idle connection); standard error until set. */
  logErrorsTo: (log: (err: Error) => void) => void;
  close: () => Promise<void>;
};

/** The advisory lock of start-up work: one key for the whole application ('podr'). */
const STARTUP_LOCK = 0x706f6472;

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
    // is dropped by the pool and the next query opens a new one; the error is only reported: an
    // unhandled one would bring the whole process down.
    let logError = (err: Error) => console.error('PostgreSQL pool:', err);
    pool.on('error', (err) => logError(err));
    const db = drizzlePg(pool, { schema, logger });
    // The lock is held by one connection of its own; a process that dies releases it with it.
    const exclusively = async <T>(work: () => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    };
    await exclusively(() => migratePg(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      run: poolRunner(pool, options.onQuery),
      kind: 'postgres',
      exclusively,
      logErrorsTo: (log) => {
        logError = log;
      },
      close: () => pool.end(),
    };
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
  return {
    db: db as unknown as Db,
    run: pgliteRunner(client, options.onQuery),
    kind: 'pglite',
    // PGlite lives inside this one process: nobody else can start beside it.
    exclusively: (work) => work(),
    logErrorsTo: () => {},
    close: () => client.close(),
  };
}
