import {
  type FileInfo,
  MSG,
  MSG_CABINET,
  fileTooLarge,
  toStorableText,
  tooManyUploads,
  uploadQuotaExceeded,
} from '@podryad/domain';
import { type SQL, and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/connect';
import { uploads } from '../../db/schema';
import { IncomingStreamError, type Storage } from '../../delivery/storage';
import { AppError, badRequest } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { countAgainst } from '../../http/rate-limit';
import type { FileReference } from './references';

/** Image formats we accept, recognised by their content, never by the name the browser sent. */
const IMAGE_TYPES = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** An upload nobody attached within a day is an abandoned draft. */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;

export type UploadKind =
  | 'avatar'
  | 'project_cover'
  | 'tender_image'
  | 'tender_document'
  | 'request_document'
  | 'case_cover'
  | 'case_image'
  | 'deal_document';

/** The extension kept from a document's own name: letters and digits only, else none. */
const extensionOf = (filename: string) => {
  const ext = /\.([a-z0-9]{1,10})$/i.exec(filename)?.[1];
  return ext ? ext.toLowerCase() : '';
};

/** The limits of uploads (the configuration's): per file, per user in all, per user per hour. */
export type UploadLimits = Pick<Config, 'uploadMaxMb' | 'uploadQuotaMb' | 'uploadsPerHour'>;

const MB = 1024 * 1024;

/**
 * The file of an upload, opened only once the caller may upload: a refused call (too many uploads,
 * quota spent) leaves the request body unread.
 */
export type FileSource = () => Promise<UploadedFile>;

export class FileService {
  /**
   * `references`: every module's rows that may refer to an upload (see FileReference); an upload
   * is discarded only when none of them does.
   */
  constructor(
    private readonly db: Db,
    readonly storage: Storage,
    private readonly limits: UploadLimits,
    private readonly references: readonly FileReference[],
  ) {
    // Knowing no reference, the store would take every file for unused and discard it.
    if (references.length === 0) throw new Error('FileService needs the references to uploads');
  }

  /** Receives an uploaded file, checks it is a real image and stores it for `ownerId`. */
  async storeImage(source: FileSource, ownerId: number, kind: UploadKind) {
    const { incoming, filename } = await this.receive(source, ownerId);
    const type = await fileTypeFromBuffer(incoming.head);
    const extension = type && IMAGE_TYPES.get(type.mime);
    if (!type || !extension) {
      await incoming.drop();
      throw new AppError(415, [MSG_CABINET.notAnImage]);
    }
    const path = await incoming.keep('image', extension);
    await this.record(path, ownerId, kind, filename, type.mime, incoming.size);
    return { path };
  }

  /**
   * Stores a document of any type (spec: no restriction) under a random name. It is only ever
   * served as an attachment to those allowed to see it, so its content cannot act in our origin.
   */
  async storeDocument(source: FileSource, ownerId: number, kind: UploadKind) {
    const { incoming, filename } = await this.receive(source, ownerId);
    const type = await fileTypeFromBuffer(incoming.head);
    const mime = type?.mime ?? 'application/octet-stream';
    const path = await incoming.keep('document', extensionOf(filename));
    await this.record(path, ownerId, kind, filename, mime, incoming.size);
    return { path, name: filename, size: incoming.size };
  }

  private record(
    path: string,
    ownerId: number,
    kind: UploadKind,
    originalName: string,
    mimeType: string,
    size: number,
    tx: Tx = this.db,
  ) {
    return tx.insert(uploads).values({
      path,
      ownerId,
      kind,
      originalName: originalName.slice(0, 255),
      mimeType,
      size,
    });
  }

  /** The bytes the user's uploads take, those not yet attached included. */
  private async used(ownerId: number) {
    const [row] = await this.db
      .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(eq(uploads.ownerId, ownerId));
    return row?.bytes ?? 0;
  }

  /**
   * Receives an uploaded file into the storage as it streams in, within the limits: so many
   * uploads per user per hour, the size of one file, the user's quota. Refused, nothing stays.
   */
  private async receive(source: FileSource, ownerId: number) {
    const { uploadMaxMb, uploadQuotaMb, uploadsPerHour } = this.limits;
    await countAgainst(this.db, `upload|${ownerId}`, uploadsPerHour, 3600_000, tooManyUploads);
    const quota = uploadQuotaMb * MB;
    if ((await this.used(ownerId)) >= quota) {
      throw new AppError(413, [uploadQuotaExceeded(uploadQuotaMb)]);
    }
    const file = await source();
    let incoming;
    try {
      incoming = await this.storage.receive(file.stream);
    } catch (err) {
      if (file.truncated()) throw new AppError(413, [fileTooLarge(uploadMaxMb)]);
      // A cut-off or malformed upload is the sender's; a failing store is ours (a 503).
      if (err instanceof IncomingStreamError) throw badRequest(MSG.invalidValue);
      throw err;
    }
    if (file.truncated()) {
      await incoming.drop();
      throw new AppError(413, [fileTooLarge(uploadMaxMb)]);
    }
    if (incoming.size === 0) {
      await incoming.drop();
      throw badRequest(MSG_CABINET.emptyFile);
    }
    // Parallel uploads may each pass the check above; the one that ends past the quota goes.
    if ((await this.used(ownerId)) + incoming.size > quota) {
      await incoming.drop();
      throw new AppError(413, [uploadQuotaExceeded(uploadQuotaMb)]);
    }
    const filename = toStorableText(file.filename).slice(0, 255) || 'file';
    return { incoming, filename };
  }

  /** Every path must be one of the caller's own uploads of one of the given kinds. */
  async assertOwn(
    paths: readonly string[],
    ownerId: number,
    kinds?: readonly UploadKind[],
    tx?: Tx,
  ) {
    const wanted = [...new Set(paths)];
    if (wanted.length === 0) return;
    const rows = await (tx ?? this.db)
      .select({ path: uploads.path, kind: uploads.kind })
      .from(uploads)
      .where(and(inArray(uploads.path, wanted), eq(uploads.ownerId, ownerId)));
    const ok = rows.filter((r) => !kinds || kinds.includes(r.kind as UploadKind));
    if (ok.length !== wanted.length) throw badRequest(MSG_CABINET.unknownFile);
  }

  /**
   * Where to store each of the image `paths` a caller sends (sent path -> stored path). Its own image uploads of
   * `imageKinds` stay as they are. A picture it sent through a document upload of `documentKinds`
   * (the spec's tender wizard has one upload call for both) is private, so it is copied into the
   * public images as an upload of kind `as`, and stored by that path. Anything else — not its own,
   * unknown, not a picture — is a 400 naming `field`.
   */
  async asImages(
    paths: readonly string[],
    ownerId: number,
    kinds: { imageKinds: readonly UploadKind[]; documentKinds: readonly UploadKind[] },
    as: UploadKind,
    field: string,
    tx: Tx = this.db,
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(paths)];
    const resolved = new Map<string, string>();
    if (wanted.length === 0) return resolved;
    const rows = await tx
      .select()
      .from(uploads)
      .where(and(inArray(uploads.path, wanted), eq(uploads.ownerId, ownerId)));
    const byPath = new Map(rows.map((row) => [row.path, row]));
    const refuse = (message: string) => new AppError(400, [message], { [field]: [message] });
    for (const path of wanted) {
      const row = byPath.get(path);
      const kind = row?.kind as UploadKind | undefined;
      if (!row || !kind) throw refuse(MSG_CABINET.unknownFile);
      if (kinds.imageKinds.includes(kind)) {
        resolved.set(path, path);
        continue;
      }
      const extension = IMAGE_TYPES.get(row.mimeType);
      if (!kinds.documentKinds.includes(kind)) throw refuse(MSG_CABINET.unknownFile);
      if (!extension) throw refuse(MSG_CABINET.notAnImage);
      const copy = await this.storage.publishAsImage(path, extension);
      await this.record(copy, ownerId, as, row.originalName, row.mimeType, row.size, tx);
      resolved.set(path, copy);
    }
    return resolved;
  }

  /** Name and size of stored documents, in the order given; unknown paths are left out. */
  async infos(paths: readonly string[], tx?: Tx): Promise<Map<string, FileInfo>> {
    const map = new Map<string, FileInfo>();
    if (paths.length === 0) return map;
    const rows = await (tx ?? this.db)
      .select({ path: uploads.path, name: uploads.originalName, size: uploads.size })
      .from(uploads)
      .where(inArray(uploads.path, [...new Set(paths)]));
    for (const row of rows) map.set(row.path, row);
    return map;
  }

  /**
   * Forgets uploads nothing refers to (no row any module declared in `references`) among those
   * `which` selects, and removes their files. The one rule of when a file may go.
   */
  private async discardUnreferenced(which: SQL) {
    const one = sql`1`;
    const path = { column: uploads.path, array: sql`array[${uploads.path}]` };
    const unused = this.references.map(({ table, refersTo }) =>
      notExists(this.db.select({ one }).from(table).where(refersTo(path))),
    );
    const rows = await this.db
      .delete(uploads)
      .where(and(which, ...unused))
      .returning({ path: uploads.path });
    const paths = rows.map((r) => r.path);
    await this.storage.remove(paths);
    return paths.length;
  }

  /**
   * Discards the given files once nothing uses them any more (after the rows that used them are
   * gone). An upload may be sent more than once — a contractor's file with offers to two clients, a
   * document in two tenders — and stays while anything still refers to it.
   */
  async discardUnused(paths: readonly string[]) {
    if (paths.length === 0) return;
    await this.discardUnreferenced(inArray(uploads.path, [...new Set(paths)]));
  }

  /**
   * Forgets uploads nobody attached (a wizard closed halfway, a picture replaced before saving) once
   * they are older than `graceMs`, so the disk holds only files something refers to. Safe to run on
   * several instances at once: each file is only ever deleted.
   */
  sweepOrphans(now: Date, graceMs = ORPHAN_GRACE_MS): Promise<number> {
    return this.discardUnreferenced(lt(uploads.createdAt, new Date(now.getTime() - graceMs)));
  }

  /** The upload behind a stored path, for the access check of a download. */
  async find(path: string) {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.path, path)).limit(1);
    return row ?? null;
  }
}
