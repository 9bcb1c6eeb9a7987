import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The URL prefix of public images; their files live in `<root>/images`. */
export const IMAGES_URL_PREFIX = '/storage/images/';
/** The URL prefix of documents: served only to those who may see them, never statically. */
export const DOCS_URL_PREFIX = '/storage/docs/';

/** Uploaded files on the local disk under DATA_DIR/storage, each under a random name. */
export class LocalStorage {
  readonly imagesDir: string;
  readonly docsDir: string;

  constructor(readonly root: string) {
    this.imagesDir = path.join(root, 'images');
    this.docsDir = path.join(root, 'docs');
  }

  async init() {
    await fs.mkdir(this.imagesDir, { recursive: true });
    await fs.mkdir(this.docsDir, { recursive: true });
  }

  private async save(dir: string, prefix: string, content: Buffer, extension: string) {
    const name = `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
    await fs.writeFile(path.join(dir, name), content, { flag: 'wx' });
    return `${prefix}${name}`;
  }

  /** Stores an image and answers its public path, e.g. /storage/images/3f…9a.png. */
  saveImage(content: Buffer, extension: string): Promise<string> {
    return this.save(this.imagesDir, IMAGES_URL_PREFIX, content, extension);
  }

  /** Stores a document and answers its path, e.g. /storage/docs/3f…9a.pdf. */
  saveDocument(content: Buffer, extension: string): Promise<string> {
    return this.save(this.docsDir, DOCS_URL_PREFIX, content, extension);
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
}
