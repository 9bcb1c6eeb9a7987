import type { Readable } from 'node:stream';
import { MSG_CABINET } from '@podryad/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** A file as it streams in: its bytes, the name the sender gave it, and whether it was cut short. */
export type UploadedFile = {
  stream: Readable;
  filename: string;
  /** True once the file passed the multipart size limit (UPLOAD_MAX_MB) and was cut there. */
  truncated(): boolean;
};

/**
 * The one file of an upload call's multipart body (the screens send it as `file`), not yet read:
 * whoever stores it reads the stream. A body that is not multipart or has no file is a 400.
 */
export async function multipartFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(MSG_CABINET.noFile);
  let file;
  try {
    file = await request.file();
  } catch {
    throw badRequest(MSG_CABINET.noFile);
  }
  if (!file) throw badRequest(MSG_CABINET.noFile);
  const stream = file.file;
  return { stream, filename: file.filename, truncated: () => stream.truncated };
}
