import net from 'node:net';
import { MSG } from '@podryad/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { PNG_1X1, type TestContext, createTestApp, upload } from './helpers';
import { type S3TestServer, startS3Server } from './s3-server';
import { type Actor, download, newClient } from './tender-fixtures';

/*
 * The file store falters: the server's bucket behind a connection that passes, refuses (reset at
 * once) or hangs (taken and never answered). An upload answers 503 and keeps nothing, a download
 * answers 503, both within seconds; once the store is back everything works again.
 */

type Mode = 'pass' | 'refuse' | 'hang';

/** A TCP relay to `port` whose behaviour can be switched; connections it holds end on close. */
async function faultyRelay(port: number) {
  let mode: Mode = 'pass';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'refuse') return socket.resetAndDestroy();
    if (mode === 'hang') return;
    const upstream = net.connect(port, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Switches how new connections are treated, and drops the ones open (the SDK's kept ones). */
    set(next: Mode) {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let s3: S3TestServer;
let relay: Awaited<ReturnType<typeof faultyRelay>>;
const ctx = {} as TestContext;
let owner: Actor;
let avatar: string;

beforeAll(async () => {
  s3 = await startS3Server();
  relay = await faultyRelay(Number(new URL(s3.env.S3_ENDPOINT).port));
  Object.assign(
    ctx,
    await createTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${relay.port}` }),
  );
  owner = await newClient(ctx);
  const res = await upload(ctx.app, '/api/user/upload/avatar', owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  avatar = res.body.path as string;
});

afterEach(() => relay.set('pass'));

afterAll(async () => {
  await ctx.close?.();
  await relay?.close();
  await s3?.close();
});

const uploadCount = async () => (await ctx.database.db.select().from(uploads)).length;

describe.each<Mode>(['refuse', 'hang'])('a file store that %ss', (mode) => {
  it('refuses an upload with 503 and keeps nothing of it, within seconds', async () => {
    const keysBefore = await s3.keys();
    const uploadsBefore = await uploadCount();
    relay.set(mode);
    const started = Date.now();
    const res = await upload(ctx.app, '/api/user/upload/avatar', owner.token);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(res.status).toBe(503);
    expect(res.body.errors).toEqual([MSG.unavailable]);
    relay.set('pass');
    expect(await uploadCount()).toBe(uploadsBefore);
    expect(await s3.keys()).toEqual(keysBefore);
  });

  it('answers a download with 503, not a 500 or a broken file', async () => {
    relay.set(mode);
    const started = Date.now();
    const res = await download(ctx, avatar);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(JSON.parse(res.bytes.toString()).errors).toEqual([MSG.unavailable]);
  });

  it('serves again once the store is back', async () => {
    relay.set(mode);
    expect((await download(ctx, avatar)).status).toBe(503);
    relay.set('pass');
    const back = await download(ctx, avatar);
    expect(back.status).toBe(200);
    expect(back.bytes).toEqual(PNG_1X1);
  });
});
