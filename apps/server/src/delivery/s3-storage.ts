import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import type { S3Config } from '../config';
import {
  type Incoming,
  IncomingStreamError,
  StorageUnavailableError,
  type Storage,
  type StoredAs,
  type StoredFile,
  TEMP_MAX_AGE_MS,
  imageContentType,
  randomName,
  receiveInto,
  storedKey,
  storedPath,
} from './storage';

const INCOMING = 'incoming/';
/** Multipart parts: S3's smallest, two in flight, so one upload buffers at most ~10 MB. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const keyOfKept = (as: StoredAs, name: string) => `${as === 'image' ? 'images' : 'docs'}/${name}`;

/**
 * Uploaded files in an S3-compatible bucket (AWS, Yandex Object Storage, MinIO, Ceph …) under the
 * same keys as on disk: `images/<name>`, `docs/<name>`, temporaries under `incoming/`. Nothing in
 * the bucket needs to be public: images too are streamed through the app.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default CRC32 checksums (since 3.729) are refused by many S3-compatible
      // servers; send and check them only where the operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that refuses or does not answer costs a request seconds, not minutes: a connection
      // within 2 s, no 2.5 s without a byte either way, one more try (about 5 s in all).
      requestHandler: { connectionTimeout: 2_000, socketTimeout: 2_500 },
      maxAttempts: 2,
    });
  }

  /** A call to the bucket: any failure but a missing key is the store not serving it. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof NoSuchKey || err instanceof StorageUnavailableError) throw err;
      throw new StorageUnavailableError(err);
    }
  }

  /** Fails the start when the bucket cannot be reached with these settings. */
  async init() {
    await this.check();
  }

  async sweepIncoming(now: Date) {
    const stale = now.getTime() - TEMP_MAX_AGE_MS;
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: INCOMING,
            ContinuationToken: token,
          }),
        ),
      );
      const old = (page.Contents ?? []).filter(
        (o) => o.Key && o.LastModified && o.LastModified.getTime() < stale,
      );
      await Promise.all(old.map((o) => this.delete(o.Key!)));
      removed += old.length;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async receive(stream: Readable): Promise<Incoming> {
    const temp = `${INCOMING}${randomName()}`;
    const body = new PassThrough();
    // Failures reach us through the pipe and upload.done(); an error after both settled is no crash.
    body.on('error', () => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: temp, Body: body },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    });
    // A failed upload stops reading the body: destroying it ends the pipe from the source too.
    const stored = upload.done().catch((err: unknown) => {
      body.destroy(err as Error);
      throw err;
    });
    const [received, uploaded] = await Promise.allSettled([receiveInto(stream, body), stored]);
    if (received.status === 'rejected' || uploaded.status === 'rejected') {
      // A multipart upload aborts itself on error; an object already complete must go too. Not
      // waited for: with the store down it would only hold the answer, and the sweep takes any
      // temporary left behind.
      void this.delete(temp).catch(() => {});
      if (received.status === 'rejected' && received.reason instanceof IncomingStreamError) {
        throw received.reason;
      }
      const reason =
        uploaded.status === 'rejected'
          ? uploaded.reason
          : (received as PromiseRejectedResult).reason;
      throw reason instanceof StorageUnavailableError
        ? reason
        : new StorageUnavailableError(reason);
    }
    return {
      ...received.value,
      keep: async (as, extension) => {
        const name = randomName(extension);
        await this.copy(
          temp,
          keyOfKept(as, name),
          as === 'image' ? imageContentType(name) : undefined,
        );
        // A temporary left by a failed delete is swept later; the file is kept either way.
        await this.delete(temp).catch(() => {});
        return storedPath(as, name);
      },
      drop: () => this.delete(temp),
    };
  }

  async save(as: StoredAs, content: Buffer, extension: string) {
    const name = randomName(extension);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: keyOfKept(as, name),
          Body: content,
          ...(as === 'image' ? { ContentType: imageContentType(name) } : {}),
        }),
      ),
    );
    return storedPath(as, name);
  }

  async publishAsImage(stored: string, extension: string): Promise<string> {
    const from = storedKey(stored);
    if (!from) throw new Error(`not a stored file: ${stored}`);
    const name = randomName(extension);
    await this.copy(from, keyOfKept('image', name), imageContentType(name));
    return storedPath('image', name);
  }

  async open(stored: string): Promise<StoredFile | null> {
    const key = storedKey(stored);
    if (!key) return null;
    try {
      const object = await this.call(() =>
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      const { Body, ContentLength } = object;
      if (!(Body instanceof Readable) || ContentLength === undefined) {
        throw new Error(`S3 answered ${key} without a stream or its length`);
      }
      return { stream: Body, size: ContentLength };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async remove(paths: readonly string[]) {
    // One DeleteObject per file: DeleteObjects needs a Content-MD5 or checksum header that
    // S3-compatible servers accept unevenly, and a call removes only a few files.
    await Promise.all(
      paths.map((p) => {
        const key = storedKey(p);
        return key ? this.delete(key) : undefined;
      }),
    );
  }

  /** Readiness: the bucket answers to these keys. */
  async check() {
    await this.call(() => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  close() {
    this.client.destroy();
  }

  /** Deleting a key that is already gone succeeds in S3. */
  private async delete(key: string) {
    await this.call(() =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  /** A server-side copy, with the content type a public image is served with. */
  private async copy(from: string, to: string, contentType?: string) {
    await this.call(() =>
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from}`,
          ...(contentType ? { ContentType: contentType, MetadataDirective: 'REPLACE' } : {}),
        }),
      ),
    );
  }
}
