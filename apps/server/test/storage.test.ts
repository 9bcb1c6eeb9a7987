import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/delivery/create-storage';
import { S3Storage } from '../src/delivery/s3-storage';
import {
  HEAD_BYTES,
  IncomingStreamError,
  LocalStorage,
  type Storage,
  TEMP_MAX_AGE_MS,
} from '../src/delivery/storage';
import { startS3Server } from './s3-server';

/*
 * The file store's contract, the same cases against both drivers: the local disk and an S3 bucket
 * on a real S3-protocol server (s3rver). Then the S3 settings of the configuration.
 */

type Driver = {
  storage: Storage;
  /** Temporaries the store holds, as its own listing shows them. */
  temporaries(): Promise<string[]>;
  /** A store of the same kind that cannot write (a folder never made, a bucket that does not exist). */
  broken(): Storage;
  close(): Promise<void>;
};

async function localDriver(): Promise<Driver> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'podryad-storage-'));
  return {
    storage: new LocalStorage(root),
    temporaries: () => fs.readdir(path.join(root, 'incoming')),
    broken: () => new LocalStorage(path.join(root, 'never-made')),
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const s3 = await startS3Server();
  const storage = new S3Storage(s3.config);
  const broken = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
  return {
    storage,
    temporaries: () => s3.keys('incoming/'),
    broken: () => broken,
    close: async () => {
      storage.close();
      broken.close();
      await s3.close();
    },
  };
}

const stream = (...chunks: Buffer[]) => Readable.from(chunks);
/** A stream that sends `bytes`, then fails as a cut-off upload does. */
const cutOff = (bytes: Buffer) =>
  new Readable({
    read() {
      this.push(bytes);
      this.destroy(new Error('Unexpected end of form'));
    },
  });
const read = async (storage: Storage, stored: string) => {
  const file = await storage.open(stored);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { size: file.size, bytes: Buffer.concat(chunks) };
};
/** Whether the store has the file; what it opened is closed again. */
const has = async (storage: Storage, stored: string) => {
  const file = await storage.open(stored);
  file?.stream.destroy();
  return file !== null;
};
const DOC = /^\/storage\/docs\/[0-9a-f]{32}\.pdf$/;
const IMAGE = /^\/storage\/images\/[0-9a-f]{32}\.png$/;

describe.each([
  ['the local disk', localDriver],
  ['an S3 bucket', s3Driver],
])('the file store on %s', (_name, make) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(async () => {
    driver = await make();
    storage = driver.storage;
    await storage.init();
  });
  afterAll(() => driver?.close());

  it('receives a stream in chunks: its size and first bytes, then the whole file once kept', async () => {
    const content = randomBytes(HEAD_BYTES * 3 + 17);
    const incoming = await storage.receive(
      stream(content.subarray(0, 1000), content.subarray(1000, 9000), content.subarray(9000)),
    );
    expect(incoming.size).toBe(content.length);
    expect(incoming.head).toEqual(content.subarray(0, HEAD_BYTES));

    const stored = await incoming.keep('document', 'pdf');
    expect(stored).toMatch(DOC);
    expect(await read(storage, stored)).toEqual({ size: content.length, bytes: content });
    expect(await driver.temporaries()).toEqual([]);
  });

  it('keeps the whole of a file shorter than the head as its head', async () => {
    const incoming = await storage.receive(stream(Buffer.from('%PDF-1.4')));
    expect(incoming.head.toString()).toBe('%PDF-1.4');
    await incoming.drop();
  });

  it('keeps images among the public images, each under a new random name', async () => {
    const first = await (await storage.receive(stream(Buffer.from('a')))).keep('image', 'png');
    const second = await (await storage.receive(stream(Buffer.from('a')))).keep('image', 'png');
    expect(first).toMatch(IMAGE);
    expect(second).toMatch(IMAGE);
    expect(second).not.toBe(first);
    expect((await read(storage, first))?.bytes.toString()).toBe('a');
  });

  it('keeps a file without an extension under a bare random name', async () => {
    const stored = await (await storage.receive(stream(Buffer.from('x')))).keep('document', '');
    expect(stored).toMatch(/^\/storage\/docs\/[0-9a-f]{32}$/);
    expect((await read(storage, stored))?.size).toBe(1);
  });

  it('leaves nothing of a dropped file', async () => {
    const incoming = await storage.receive(stream(Buffer.from('draft')));
    expect(await driver.temporaries()).toHaveLength(1);
    await incoming.drop();
    expect(await driver.temporaries()).toEqual([]);
  });

  it('leaves nothing of a stream that fails, and says the stream failed', async () => {
    const failed = storage.receive(cutOff(randomBytes(64 * 1024)));
    await expect(failed).rejects.toBeInstanceOf(IncomingStreamError);
    expect(await driver.temporaries()).toEqual([]);
  });

  it('passes its readiness check, and a store it cannot reach fails it', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(driver.broken().check()).rejects.toThrow();
  });

  it('reports a store that cannot write as its own failure, not the stream’s', async () => {
    const failed = driver.broken().receive(stream(Buffer.from('hello')));
    await expect(failed).rejects.toThrow();
    await expect(failed).rejects.not.toBeInstanceOf(IncomingStreamError);
  });

  it('saves content from memory', async () => {
    const stored = await storage.save('document', Buffer.from('%PDF-1.4 demo'), 'pdf');
    expect(stored).toMatch(DOC);
    expect((await read(storage, stored))?.bytes.toString()).toBe('%PDF-1.4 demo');
    const image = await storage.save('image', Buffer.from('png'), 'png');
    expect(image).toMatch(IMAGE);
  });

  it('publishes a stored document as an image: a copy under a new name, the document stays', async () => {
    const doc = await storage.save('document', Buffer.from('picture'), 'png');
    const image = await storage.publishAsImage(doc, 'png');
    expect(image).toMatch(IMAGE);
    expect((await read(storage, image))?.bytes.toString()).toBe('picture');
    expect((await read(storage, doc))?.bytes.toString()).toBe('picture');
    await expect(storage.publishAsImage('/storage/docs/../../secret', 'png')).rejects.toThrow();
  });

  it('opens nothing outside its own names, and nothing for a name it never stored', async () => {
    const stored = await storage.save('document', Buffer.from('mine'), 'pdf');
    const name = path.basename(stored);
    for (const foreign of [
      `/storage/docs/../docs/${name}`,
      `/storage/docs/..%2F${name}`,
      `/storage/other/${name}`,
      `/storage/incoming/${name.slice(0, 32)}`,
      `/storage/docs/${name.toUpperCase()}`,
      `storage/docs/${name}`,
      '/storage/docs/../../../etc/passwd',
      `/storage/docs/${'0'.repeat(32)}.pdf`,
    ]) {
      expect(await has(storage, foreign), foreign).toBe(false);
    }
    expect(await has(storage, stored)).toBe(true);
  });

  it('removes stored files; one already gone or a foreign path is no error', async () => {
    const doc = await storage.save('document', Buffer.from('old'), 'pdf');
    const image = await storage.save('image', Buffer.from('old'), 'png');
    const keep = await storage.save('document', Buffer.from('keep'), 'pdf');
    await storage.remove([doc, image, `/storage/docs/${'0'.repeat(32)}.pdf`, '/etc/passwd']);
    expect(await has(storage, doc)).toBe(false);
    expect(await has(storage, image)).toBe(false);
    expect(await has(storage, keep)).toBe(true);
    await storage.remove([doc]);
  });

  it('sweeps temporaries an hour old, and leaves younger ones be', async () => {
    const young = await storage.receive(stream(Buffer.from('young')));
    expect(await storage.sweepIncoming(new Date())).toBe(0);
    const kept = await young.keep('document', 'txt');
    expect((await read(storage, kept))?.bytes.toString()).toBe('young');

    const left = await storage.receive(stream(Buffer.from('left by a crash')));
    const later = new Date(Date.now() + 2 * TEMP_MAX_AGE_MS);
    expect(await storage.sweepIncoming(later)).toBe(1);
    expect(await driver.temporaries()).toEqual([]);
    await expect(left.keep('document', 'txt')).rejects.toThrow();
    // Kept files are no temporaries, however old.
    expect(await has(storage, kept)).toBe(true);
  });
});

describe('the S3 store at start', () => {
  it('refuses to start when the bucket cannot be reached', async () => {
    const server = await startS3Server();
    try {
      const storage = await createStorage({
        dataDir: '/nonexistent',
        s3: { ...server.config, bucket: 'not-made-yet' },
      });
      await expect(storage.init()).rejects.toThrow();
      storage.close();
    } finally {
      await server.close();
    }
  });
});

describe('the S3 settings', () => {
  const base = { SHOW_CODES: 'true' };
  const s3Env = {
    S3_BUCKET: 'podryad-files',
    S3_ENDPOINT: 'https://storage.example.ru',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keep files on this disk when no bucket is set', () => {
    expect(loadConfig(base).s3).toBeNull();
  });

  it('put files in the bucket when it is set with its endpoint and keys', () => {
    expect(loadConfig({ ...base, ...s3Env }).s3).toEqual({
      bucket: 'podryad-files',
      endpoint: 'https://storage.example.ru',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...base, ...s3Env, S3_REGION: 'ru-central1', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'ru-central1', forcePathStyle: false });
  });

  it.each(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'refuse to start with a bucket but no %s',
    (name) => {
      const env: Record<string, string | undefined> = { ...base, ...s3Env, [name]: undefined };
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`S3_BUCKET is set, so files go to S3: ${name} required too`),
      );
    },
  );

  it('refuse to start with the means to reach a bucket but no bucket', () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3Env;
    expect(() => loadConfig({ ...base, ...withoutBucket })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/,
    );
  });

  it('refuse a bucket name S3 would not take', () => {
    expect(() => loadConfig({ ...base, ...s3Env, S3_BUCKET: 'Podryad_Files' })).toThrow(
      /S3_BUCKET/,
    );
  });
});
