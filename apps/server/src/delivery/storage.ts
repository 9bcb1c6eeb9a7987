import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The URL prefix of public images; their files live in `<root>/images`. */
export const IMAGES_URL_PREFIX = '/storage/images/';

/** Uploaded files on the local disk under DATA_DIR/storage, each under a random name. */
export class LocalStorage {
  readonly imagesDir: string;

  constructor(readonly root: string) {
    this.imagesDir = path.join(root, 'images');
  }

  async init() {
    await fs.mkdir(this.imagesDir, { recursive: true });
  }

  /** Stores an image and answers its public path, e.g. /storage/images/3f…9a.png. */
  async saveImage(content: Buffer, extension: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await fs.writeFile(path.join(this.imagesDir, name), content, { flag: 'wx' });
    return `${IMAGES_URL_PREFIX}${name}`;
  }
}
