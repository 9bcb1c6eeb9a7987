import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, signIn, startInstance } from './instances';

/*
 * A stop (SIGTERM, as an orchestrator sends before replacing a server): the requests under way
 * finish, new ones are not taken, and the process ends — within its limit even when a request
 * never does.
 */

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/**
 * An upload whose body arrives slowly: its head now, the rest when `finish` is called. Answers
 * the status and body once the server answered (or the connection's error).
 */
function slowUpload(base: string, token: string) {
  const boundary = '----podryadslow';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/api/tenders/uploadFile', base);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(Buffer.concat([head, PNG_HEAD]));
  return {
    answer,
    finish: () => request.end(tail),
  };
}

/** Uploads counted so far: each is counted against the hourly limit before its body is read. */
async function uploadsCounted() {
  const [row] = await database.query<{ n: string }>(
    "select coalesce(sum(count), 0) as n from rate_limits where key like 'upload|%'",
  );
  return Number(row!.n);
}

/** Starts a slow upload and waits until the server is reading it. */
async function uploadUnderWay(base: string, token: string) {
  const before = await uploadsCounted();
  const upload = slowUpload(base, token);
  await expect.poll(uploadsCounted).toBeGreaterThan(before);
  return upload;
}

describe('a stop', () => {
  it('lets the requests under way finish, refuses new connections and ends cleanly', async () => {
    const server = await startInstance({ databaseUrl: database.url, env: { SEED_DEMO: 'true' } });
    const token = await signIn(server.url, 'client@podryad.demo');
    const upload = await uploadUnderWay(server.url, token);
    server.signal('SIGTERM');
    // Once it stopped listening, a new connection is refused…
    await expect
      .poll(() =>
        fetch(`${server.url}/api/health`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    // …while the upload under way is still received and answered.
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).path).toMatch(/^\/storage\/docs\//);
    expect(await server.exited).toBe(0);
  });

  it('ends within its limit when a request never finishes', async () => {
    const server = await startInstance({
      databaseUrl: database.url,
      env: { SHUTDOWN_LIMIT_SECONDS: '1' },
    });
    const token = await signIn(server.url, 'client@podryad.demo');
    const upload = await uploadUnderWay(server.url, token);
    const outcome = upload.answer.then(
      () => 'answered',
      () => 'cut off',
    );
    const start = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(await outcome).toBe('cut off');
  });
});
