/**
 * Real server processes, as production runs them (`node dist/main.js`, built by the suite's global
 * setup), over one PostgreSQL database made for the test file and dropped after it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../bench/server';

const serverDir = path.resolve(import.meta.dirname, '..');

/** A 1×1 PNG: the smallest picture an upload accepts. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa6c6d3a60000000049454e44ae426082',
  'hex',
);

export const serverUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the process tests need PostgreSQL: set TEST_DATABASE_URL');
  return url;
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database; drop() removes it. */
export async function freshDatabase() {
  const name = `podryad_proc_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // An idle connection ended by the database (a test ending the server's, the drop) is dropped by
  // the pool; unheard, its error would end the test process.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    query: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await pool.query<T>(text, values)).rows,
    drop: async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export type Instance = {
  url: string;
  dataDir: string;
  /** Everything the process wrote, for a failure's message. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process ended. */
  exited: Promise<number | null>;
  signal: (name: NodeJS.Signals) => void;
  /** Ends it (SIGTERM, SIGKILL after 25 s) and waits. */
  stop: () => Promise<void>;
};

/** Starts a server on a free port and waits until its health check answers. */
export async function startInstance(options: {
  databaseUrl: string;
  /** Its own data folder unless given (a restart reuses the one before). */
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<Instance> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-proc-')));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(serverDir, 'dist/main.js')],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
        NODE_ENV: 'test',
        SHOW_CODES: 'true',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (output += chunk));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => {
    if (!ended) child.kill(name);
  };
  const instance: Instance = {
    url,
    dataDir,
    output: () => output,
    exited,
    signal,
    stop: async () => {
      signal('SIGTERM');
      const late = setTimeout(() => signal('SIGKILL'), 25_000);
      await exited;
      clearTimeout(late);
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (ended) throw new Error(`the server ended at start:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return instance;
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`the server did not answer within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Json = Record<string, unknown>;

/** A JSON call; the answer's status and body. */
export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  { body, token }: { body?: unknown; token?: string } = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

/** Signs in with a login and the demo password; answers the token. */
export async function signIn(base: string, login: string, password = 'demo12345') {
  const res = await call(base, 'POST', '/api/auth/login', { body: { login, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${login}: ${JSON.stringify(res)}`);
  return res.body.token as string;
}
