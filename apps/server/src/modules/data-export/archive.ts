import archiver from 'archiver';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { Storage } from '../../delivery/storage';

/** Adds one entry to the archive and resolves once it is written through. */
export type AddEntry = (
  source: Readable | Buffer | string,
  name: string,
  options?: { store?: boolean },
) => Promise<void>;

/**
 * Writes a ZIP archive straight into the file store as a document: `fill` adds its entries one at a
 * time, each read only as the store takes the bytes (the store's streaming put: a file on disk, a
 * multipart upload to S3), so neither the archive nor an entry is ever held whole. Answers the
 * stored path and the archive's size; on any failure nothing is kept.
 */
export async function writeArchive(
  storage: Storage,
  fill: (add: AddEntry) => Promise<void>,
): Promise<{ path: string; size: number }> {
  // Its output buffer, between the compressor and the store: a quarter of archiver's default.
  const archive = archiver('zip', { zlib: { level: 6 }, highWaterMark: 256 * 1024 });
  const stored = storage.receive(archive);
  const failed = new Promise<never>((_resolve, reject) => {
    archive.on('error', reject);
    // A warning of archiver is a file it could not read: the archive would lack it.
    archive.on('warning', reject);
    stored.catch(reject);
  });
  failed.catch(() => {});
  const add: AddEntry = async (source, name, options) => {
    const written = once(archive, 'entry');
    // A part whose rows fail (the database gone) or a file whose read fails ends the build.
    const unreadable =
      source instanceof Readable
        ? once(source, 'error').then(([err]) => Promise.reject(err as Error))
        : null;
    unreadable?.catch(() => {});
    archive.append(source, { name, ...options });
    await Promise.race([written, failed, ...(unreadable ? [unreadable] : [])]);
  };
  try {
    await fill(add);
    await Promise.race([archive.finalize(), failed]);
  } catch (err) {
    // Destroyed, the archive fails the store's put, which keeps nothing of it.
    archive.abort();
    archive.destroy(err as Error);
    await stored.then(
      (incoming) => incoming.drop(),
      () => {},
    );
    throw err;
  }
  const incoming = await stored;
  return { path: await incoming.keep('document', 'zip'), size: incoming.size };
}
