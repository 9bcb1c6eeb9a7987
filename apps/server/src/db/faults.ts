import type pg from 'pg';

/*
 * A PostgreSQL server that falters — restarted, its connections ended by an administrator, frozen,
 * out of connections — must cost a request a short, truthful 503, never a 500 or a request that
 * hangs. The pool's limits bound each wait; a read that lost its connection is sent once more; a
 * connection whose statement did not answer is closed, so that nothing else waits behind it.
 */

/** The limits of the pool that serves requests (migrations and the demo data run without them). */
export const DB_LIMITS = {
  /** Waiting for a connection of the pool, or for a new one to open. */
  connectMs: 2_000,
  /** The server cancels a statement that runs longer (it answers 57014). */
  statementMs: 3_500,
  /** The client gives up on a statement the server does not answer at all (a frozen backend). */
  answerMs: 4_000,
  /** A transaction left open by a stuck process holds no locks longer than this. */
  idleInTransactionMs: 10_000,
} as const;

/** What the driver and the server say when a connection was lost: a read may be sent again. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const LOST_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** 57P01–57P03: the server shut the connection (an administrator, a crash, still starting). */
const LOST_STATES = new Set(['57P01', '57P02', '57P03']);
/** The driver's error for a statement not answered within `query_timeout` (DB_LIMITS.answerMs). */
const ANSWER_TIMEOUT = 'Query read timeout';
/** Beyond a lost connection, a database that does not serve: a limit reached, out of connections. */
const UNAVAILABLE_MESSAGES = [
  ANSWER_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
/** 57014: the statement ran past the limit; 53300: too many connections. */
const UNAVAILABLE_STATES = new Set(['57014', '53300']);

/** The error and its causes (the ORM wraps the driver's error). */
function* chain(err: unknown) {
  for (let depth = 0; depth < 5 && typeof err === 'object' && err !== null; depth++) {
    yield err as { message?: unknown; code?: unknown };
    err = (err as { cause?: unknown }).cause;
  }
}

const matches = (err: unknown, messages: string[], codes: Set<string>) => {
  for (const link of chain(err)) {
    const message = typeof link.message === 'string' ? link.message : '';
    const code = typeof link.code === 'string' ? link.code : '';
    if (codes.has(code) || code.startsWith('08')) return true;
    if (messages.some((text) => message.startsWith(text))) return true;
  }
  return false;
};

/** The connection under a statement was lost (class 08, 57P0x, a reset socket). */
export const isConnectionLost = (err: unknown) =>
  matches(err, LOST_MESSAGES, new Set([...LOST_CODES, ...LOST_STATES]));

/** The database did not serve a statement: lost, timed out, or out of connections. */
export const isDatabaseUnavailable = (err: unknown) =>
  isConnectionLost(err) || matches(err, UNAVAILABLE_MESSAGES, UNAVAILABLE_STATES);

/** A statement that only reads, which may be sent again on another connection. */
export const isRead = (text: string) =>
  /^\s*select\b/i.test(text) && !/\b(?:insert|update|delete|nextval|setval)\b/i.test(text);

type QueryConfig = string | { text: string };

/**
 * Sends a read once more when its connection was lost (the pool opens a new one); anything else —
 * a write, a transaction's statement (those go through a client, not here), a timeout — is left to
 * fail, and the request answers 503.
 */
export function retryLostReads(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'function')) return query(...args);
    const config = args[0] as QueryConfig;
    const attempt = query(...args) as Promise<unknown>;
    if (!isRead(typeof config === 'string' ? config : config.text)) return attempt;
    return attempt.catch((err: unknown) => {
      if (!isConnectionLost(err)) throw err;
      return query(...args);
    });
  };
}

/**
 * Closes a connection whose statement the server did not answer in time: its backend may be
 * frozen mid-statement, and the next statement sent on it (a transaction's rollback, the next
 * request's read) would wait behind it. The pool drops a closed connection and opens another.
 */
export function closeOnTimeout(client: pg.PoolClient) {
  // A connection lost while in use fails the statement under way, which answers its request; the
  // driver also emits the loss as an event, which unheard would end the process. The pool drops
  // the connection when it is given back.
  client.on('error', () => undefined);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const close = (err: unknown) => {
    if (err instanceof Error && err.message === ANSWER_TIMEOUT) {
      (
        client as unknown as { connection?: { stream?: { destroy(): void } } }
      ).connection?.stream?.destroy();
    }
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        close(err);
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        close(err);
        throw err;
      });
    }
    return result;
  };
}
