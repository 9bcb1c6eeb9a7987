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
import { DB_LIMITS, closeOnTimeout, retryLostReads } from './faults';
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
   * The work gets a database without the serving pool's time limits.
   */
  exclusively: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Hears the NOTIFYs of `channels` (each payload to its handler) until the answered stop is
   * called. On PostgreSQL one connection of its own listens; when it drops it is opened again and
   * `onGap` is called, since what was notified meanwhile is lost. PGlite hears its own NOTIFYs.
   */
  listen: (
    channels: Record<string, (payload: string) => void>,
    onGap: () => void,
  ) => Promise<() => Promise<void>>;
  /** Where the pool's errors go (a dropped idle connection); standard error until set. */
  logErrorsTo: (log: (err: Error) => void) => void;
  close: () => Promise<void>;
};

/** How the server's connections name themselves to PostgreSQL (`pg_stat_activity`). */
export const APPLICATION_NAME = 'podryad';

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
  /**
   * PGlite's data to start from (`dumpDataDir`), instead of creating a new cluster: the tests start
   * each file's database from one migrated dump, which takes a fraction of a new cluster's time.
   */
  loadDataDir?: Blob;
  /** Sees every statement run (tests count them). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<Database> {
  const logger = options.onQuery && { logQuery: options.onQuery };
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      application_name: APPLICATION_NAME,
      max: 10,
      connectionTimeoutMillis: DB_LIMITS.connectMs,
      statement_timeout: DB_LIMITS.statementMs,
      query_timeout: DB_LIMITS.answerMs,
      idle_in_transaction_session_timeout: DB_LIMITS.idleInTransactionMs,
    });
    pool.on('connect', closeOnTimeout);
    retryLostReads(pool);
    // Migrations and the demo data: statements that may run long, on a pool of their own without
    // the limits (one connection holds the lock, one does the work).
    const startup = new pg.Pool({
      connectionString: options.databaseUrl,
      application_name: APPLICATION_NAME,
      max: 2,
    });
    const startupDb = drizzlePg(startup, { schema, logger });
    // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE)
    // is dropped by the pool and the next query opens a new one; the error is only reported: an
    // unhandled one would bring the whole process down.
    let logError = (err: Error) => console.error('PostgreSQL pool:', err);
    // The driver's error carries its whole connection (its statements included): only what it says.
    const plain = (err: Error & { code?: string }) =>
      Object.assign(new Error(err.message), { code: err.code });
    pool.on('error', (err) => logError(plain(err)));
    startup.on('error', (err) => logError(plain(err)));
    const db = drizzlePg(pool, { schema, logger });
    // The lock is held by one connection of its own; a process that dies releases it with it.
    const exclusively = async <T>(work: (db: Db) => Promise<T>) => {
      const client = await startup.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work(startupDb as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    };
    await exclusively(() => migratePg(startupDb, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      run: poolRunner(pool, options.onQuery),
      kind: 'postgres',
      exclusively,
      listen: (channels, onGap) =>
        listenOnPostgres(options.databaseUrl!, channels, onGap, (err) => logError(err)),
      logErrorsTo: (log) => {
        logError = log;
      },
      close: async () => {
        await Promise.all([pool.end(), startup.end()]);
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = newPglite(options);
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    run: pgliteRunner(client, options.onQuery),
    kind: 'pglite',
    // PGlite lives inside this one process: nobody else can start beside it.
    exclusively: (work) => work(db as unknown as Db),
    listen: async (channels) => {
      const stops = await Promise.all(
        Object.entries(channels).map(([channel, handle]) => client.listen(channel, handle)),
      );
      return async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    logErrorsTo: () => {},
    close: () => client.close(),
  };
}

function newPglite(options: { dataDir?: string; loadDataDir?: Blob }) {
  // pg_trgm backs the lists' substring search (migration 0005), as on a PostgreSQL server.
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/** A new embedded database after the migrations, as the tar that `loadDataDir` starts from. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = newPglite({});
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** How long to wait before opening a dropped listening connection again, at most. */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened again
 * after it drops, with `onGap` called once it listens again.
 */
async function listenOnPostgres(
  connectionString: string,
  channels: Record<string, (payload: string) => void>,
  onGap: () => void,
  logError: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: APPLICATION_NAME });
    next.on('notification', (message) => channels[message.channel]?.(message.payload ?? ''));
    next.on('error', (err) => {
      logError(err);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      setTimeout(() => void reopen(), retryMs);
    });
    await next.connect();
    for (const channel of Object.keys(channels)) await next.query(`listen ${channel}`);
    client = next;
  };
  const reopen = async () => {
    if (stopped) return;
    try {
      await open();
      retryMs = 250;
      onGap();
    } catch (err) {
      logError(err as Error);
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
      setTimeout(() => void reopen(), retryMs);
    }
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
