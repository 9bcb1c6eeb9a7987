import { MSG, MSG_CABINET, fileTooLarge } from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/connect';
import { uploads } from '../../db/schema';
import type { LocalStorage } from '../../delivery/storage';
import { AppError, badRequest } from '../../http/errors';

/** Image formats we accept, recognised by their content, never by the name the browser sent. */
const IMAGE_TYPES = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

export type UploadKind = 'avatar' | 'project_cover';

export class FileService {
  constructor(
    private readonly db: Db,
    private readonly storage: LocalStorage,
    private readonly maxMb: number,
  ) {}

  /** Reads the multipart field `file`, checks it is a real image and stores it for `ownerId`. */
  async storeImage(request: FastifyRequest, ownerId: number, kind: UploadKind) {
    const content = await this.readFile(request);
    const type = await fileTypeFromBuffer(content.buffer);
    const extension = type && IMAGE_TYPES.get(type.mime);
    if (!type || !extension) throw new AppError(415, [MSG_CABINET.notAnImage]);
    const path = await this.storage.saveImage(content.buffer, extension);
    await this.db.insert(uploads).values({
      path,
      ownerId,
      kind,
      originalName: content.filename.slice(0, 255),
      mimeType: type.mime,
      size: content.buffer.length,
    });
    return { path };
  }

  private async readFile(request: FastifyRequest) {
    if (!request.isMultipart()) throw badRequest(MSG_CABINET.noFile);
    let file;
    try {
      file = await request.file();
    } catch {
      throw badRequest(MSG_CABINET.noFile);
    }
    if (!file) throw badRequest(MSG_CABINET.noFile);
    try {
      return { buffer: await file.toBuffer(), filename: file.filename || 'file' };
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, [fileTooLarge(this.maxMb)]);
      }
      throw badRequest(MSG.invalidValue);
    }
  }

  /** A path from a payload must be one of the caller's own uploads. */
  async assertOwnImage(path: string, ownerId: number) {
    const [row] = await this.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(and(eq(uploads.path, path), eq(uploads.ownerId, ownerId)))
      .limit(1);
    if (!row) throw badRequest(MSG_CABINET.unknownFile);
  }
}
