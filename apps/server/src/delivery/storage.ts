import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The URL prefix of public images; their files live in `<root>/images`. */
export const IMAGES_URL_PREFIX = '/storage/images/';
/** The URL prefix of documents: served only to those who may see them, never statically. */
export const DOCS_URL_PREFIX = '/storage/docs/';

/** How much of a file's beginning is kept in memory: enough to recognise its type by content. */
export const HEAD_BYTES = 4100;

/** Temporary files older than this are leftovers of a stopped server or a failed clean-up. */
export const TEMP_MAX_AGE_MS = 3600 * 1000;

/** What a stored file is kept as: a public image or a document served after an access check. */
export type StoredAs = 'image' | 'document';

/** A file received to a temporary name: its size and first bytes, until it is kept or dropped. */
export type Incoming = {
  size: number;
  head: Buffer;
  /** Moves it under a random name among the public images or the documents; answers its path. */
  keep(as: StoredAs, extension: string): Promise<string>;
  drop(): Promise<void>;
};

/** A stored file opened for reading. */
export type StoredFile = { stream: Readable; size: number };

/**
 * The file store: every uploaded file under a random name, reached by its stored path
 * (`/storage/images/<name>` or `/storage/docs/<name>`). Drivers: the local disk (the embedded
 * default) and an S3-compatible bucket, which several app servers can share.
 */
export interface Storage {
  /** Prepares the store, or fails when it cannot be used. */
  init(): Promise<void>;
  /**
   * Writes a stream to a temporary object as it arrives, so a file is never held whole in memory;
   * keeps its size and first HEAD_BYTES. A stream that fails (too large, cut off) leaves nothing:
   * a failure of the stream itself rejects with IncomingStreamError, one of the store with its own.
   */
  receive(stream: Readable): Promise<Incoming>;
  /** Stores content already in memory (the demo data's pictures and documents); answers its path. */
  save(as: StoredAs, content: Buffer, extension: string): Promise<string>;
  /** Copies a stored file into the public images under a new name and answers that path. */
  publishAsImage(stored: string, extension: string): Promise<string>;
  /** A stored file to read, or null for a path that is not ours or a file that is gone. */
  open(stored: string): Promise<StoredFile | null>;
  /** Removes stored files; a file already gone or a path that is not ours is no error. */
  remove(paths: readonly string[]): Promise<void>;
  /**
   * Removes temporaries older than TEMP_MAX_AGE_MS before `now` (a stopped server's, a failed
   * clean-up's); answers how many went. Housekeeping runs it at start and every hour.
   */
  sweepIncoming(now: Date): Promise<number>;
  /** Readiness (the health check): resolves while the store can be used, rejects otherwise. */
  check(): Promise<void>;
  /** Lets go of connections to the store when the app closes. */
  close(): void;
}

/** The incoming stream failed (cut off, malformed): the sender's fault, not the store's. */
export class IncomingStreamError extends Error {
  constructor(cause: unknown) {
    super('the incoming file stream failed', { cause });
  }
}

/**
 * The store did not serve a call (unreachable, refusing, too slow): the call answers 503 and keeps
 * nothing of what it was doing.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the file store did not serve the call', { cause });
  }
}

/** A fresh random name: 32 hex characters and the extension, if any. */
export const randomName = (extension = '') =>
  `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;

/**
 * The key of a stored path inside the store (`images/<name>` or `docs/<name>`), or null for a path
 * that is not ours. Every driver reaches its files only through this, so no path a caller sends
 * can point anywhere else (`..`, another folder, a name we never make).
 */
export function storedKey(stored: string): string | null {
  const name = stored.slice(stored.lastIndexOf('/') + 1);
  if (!/^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/.test(name)) return null;
  if (stored === `${IMAGES_URL_PREFIX}${name}`) return `images/${name}`;
  if (stored === `${DOCS_URL_PREFIX}${name}`) return `docs/${name}`;
  return null;
}

/** The path of a kept file: its URL prefix and its name. */
export const storedPath = (as: StoredAs, name: string) =>
  `${as === 'image' ? IMAGES_URL_PREFIX : DOCS_URL_PREFIX}${name}`;

const IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type a public image is served with, by the extension we gave it. */
export const imageContentType = (name: string) =>
  IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Pipes `source` into `sink`, counting the bytes and keeping the first HEAD_BYTES. Rejects with
 * IncomingStreamError when the source failed first, with the sink's own error when the store did.
 */
export async function receiveInto(source: Readable, sink: Writable) {
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headSize);
        head.push(part);
        headSize += part.length;
      }
      done(null, chunk);
    },
  });
  // The first error emitted tells who failed: pipeline() then destroys the others with it.
  let storeFailed: boolean | undefined;
  source.once('error', () => (storeFailed ??= false));
  sink.once('error', () => (storeFailed ??= true));
  try {
    await pipeline(source, tap, sink);
  } catch (err) {
    throw storeFailed ? err : new IncomingStreamError(err);
  }
  return { size, head: Buffer.concat(head) };
}

/** Uploaded files on the local disk under DATA_DIR/storage, each under a random name. */
export class LocalStorage implements Storage {
  readonly imagesDir: string;
  readonly docsDir: string;
  private readonly tempDir: string;

  constructor(readonly root: string) {
    this.imagesDir = path.join(root, 'images');
    this.docsDir = path.join(root, 'docs');
    this.tempDir = path.join(root, 'incoming');
  }

  async init() {
    await fs.mkdir(this.imagesDir, { recursive: true });
    await fs.mkdir(this.docsDir, { recursive: true });
    await fs.mkdir(this.tempDir, { recursive: true });
  }

  async sweepIncoming(now: Date) {
    const stale = now.getTime() - TEMP_MAX_AGE_MS;
    let removed = 0;
    for (const name of await fs.readdir(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < stale) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async receive(stream: Readable): Promise<Incoming> {
    const temp = path.join(this.tempDir, randomName());
    let received;
    try {
      received = await receiveInto(stream, createWriteStream(temp, { flags: 'wx' }));
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    return {
      ...received,
      keep: async (as, extension) => {
        const name = randomName(extension);
        await fs.rename(temp, path.join(as === 'image' ? this.imagesDir : this.docsDir, name));
        return storedPath(as, name);
      },
      drop: () => fs.rm(temp, { force: true }),
    };
  }

  async save(as: StoredAs, content: Buffer, extension: string) {
    return (await this.receive(Readable.from([content]))).keep(as, extension);
  }

  async publishAsImage(stored: string, extension: string): Promise<string> {
    const from = this.fileOf(stored);
    if (!from) throw new Error(`not a stored file: ${stored}`);
    const name = randomName(extension);
    await fs.copyFile(from, path.join(this.imagesDir, name), fs.constants.COPYFILE_EXCL);
    return storedPath('image', name);
  }

  async open(stored: string): Promise<StoredFile | null> {
    const file = this.fileOf(stored);
    if (!file) return null;
    const handle = await fs.open(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /** The file on disk of a stored path, or null for a path that is not ours. */
  fileOf(stored: string): string | null {
    const key = storedKey(stored);
    return key && path.join(this.root, key);
  }

  async remove(paths: readonly string[]) {
    await Promise.all(
      paths.map((p) => {
        const file = this.fileOf(p);
        return file ? fs.rm(file, { force: true }) : undefined;
      }),
    );
  }

  close() {}

  /** Readiness: the folders are there and this process may read and write them. */
  async check() {
    for (const dir of [this.imagesDir, this.docsDir, this.tempDir]) {
      await fs.access(dir, fs.constants.R_OK | fs.constants.W_OK);
    }
  }
}
