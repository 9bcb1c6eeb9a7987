import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The URL prefix of public images; their files live in `<root>/images`. */
export const IMAGES_URL_PREFIX = '/storage/images/';
/** The URL prefix of documents: served only to those who may see them, never statically. */
export const DOCS_URL_PREFIX = '/storage/docs/';

/** How much of a file's beginning is kept in memory: enough to recognise its type by content. */
export const HEAD_BYTES = 4100;

/** A file received to a temporary name: its size and first bytes, until it is kept or dropped. */
export type Incoming = {
  size: number;
  head: Buffer;
  /** Moves it under a random name among the public images or the documents; answers its path. */
  keep(as: 'image' | 'document', extension: string): Promise<string>;
  drop(): Promise<void>;
};

/** Temporary files older than this are leftovers of a stopped server. */
const TEMP_MAX_AGE_MS = 3600 * 1000;

/** Uploaded files on the local disk under DATA_DIR/storage, each under a random name. */
export class LocalStorage {
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
    const stale = Date.now() - TEMP_MAX_AGE_MS;
    for (const name of await fs.readdir(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < stale) await fs.rm(file, { force: true });
    }
  }

  /**
   * Writes a stream to a temporary file as it arrives, so a file is never held whole in memory;
   * keeps its size and first HEAD_BYTES. A stream that fails (too large, cut off) leaves nothing.
   */
  async receive(stream: Readable): Promise<Incoming> {
    const temp = path.join(this.tempDir, randomBytes(16).toString('hex'));
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
    try {
      await pipeline(stream, tap, createWriteStream(temp, { flags: 'wx' }));
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    return {
      size,
      head: Buffer.concat(head),
      keep: async (as, extension) => {
        const name = `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
        const [dir, prefix] =
          as === 'image' ? [this.imagesDir, IMAGES_URL_PREFIX] : [this.docsDir, DOCS_URL_PREFIX];
        await fs.rename(temp, path.join(dir, name));
        return `${prefix}${name}`;
      },
      drop: () => fs.rm(temp, { force: true }),
    };
  }

  /** Stores content already in memory (the demo data's pictures and documents); answers its path. */
  async save(as: 'image' | 'document', content: Buffer, extension: string) {
    return (await this.receive(Readable.from([content]))).keep(as, extension);
  }

  /** Copies a stored document into the public images under a new name and answers that path. */
  async publishAsImage(stored: string, extension: string): Promise<string> {
    const from = this.fileOf(stored);
    if (!from) throw new Error(`not a stored file: ${stored}`);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await fs.copyFile(from, path.join(this.imagesDir, name), fs.constants.COPYFILE_EXCL);
    return `${IMAGES_URL_PREFIX}${name}`;
  }

  /** The file on disk of a stored path, or null for a path that is not ours. */
  fileOf(stored: string): string | null {
    const name = stored.slice(stored.lastIndexOf('/') + 1);
    if (!/^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/.test(name)) return null;
    if (stored === `${IMAGES_URL_PREFIX}${name}`) return path.join(this.imagesDir, name);
    if (stored === `${DOCS_URL_PREFIX}${name}`) return path.join(this.docsDir, name);
    return null;
  }

  /** Removes stored files; a file already gone is no error. */
  async remove(paths: readonly string[]) {
    await Promise.all(
      paths.map((p) => {
        const file = this.fileOf(p);
        return file ? fs.rm(file, { force: true }) : undefined;
      }),
    );
  }

  /** Readiness: the folders are there and this process may read and write them. */
  async check() {
    for (const dir of [this.imagesDir, this.docsDir, this.tempDir]) {
      await fs.access(dir, fs.constants.R_OK | fs.constants.W_OK);
    }
  }
}
