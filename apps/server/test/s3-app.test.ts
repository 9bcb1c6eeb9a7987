import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG, MSG_CABINET, MSG_TENDERS, fileTooLarge } from '@podryad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1, type TestContext, createTestApp, upload } from './helpers';
import { type S3TestServer, startS3Server } from './s3-server';
import { type Actor, del, download, newClient, newTender, uploadDoc } from './tender-fixtures';
import { unzip } from './zip-reader';

/*
 * The server with its files in an S3 bucket (a real S3-protocol server, s3rver): uploads land in
 * the bucket, documents stream from it only past the access check, public images stream from it
 * with a year of caching, and what the app discards leaves the bucket.
 */

let s3: S3TestServer;
const ctx = {} as TestContext;
let owner: Actor;
let otherClient: Actor;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(ctx, await createTestApp({ ...s3.env, UPLOAD_MAX_MB: '1' }));
  [owner, otherClient] = await Promise.all([newClient(ctx), newClient(ctx)]);
});
afterAll(async () => {
  await ctx.close?.();
  await s3?.close();
});

const keyOf = (stored: string) => stored.replace(/^\/storage\//, '');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% смета\n');

describe('with S3_BUCKET set', () => {
  it('keeps an avatar in the bucket and serves it to anyone with a year of caching', async () => {
    const res = await upload(ctx.app, '/api/user/upload/avatar', owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = res.body.path as string;
    expect(stored).toMatch(/^\/storage\/images\/[0-9a-f]{32}\.png$/);
    expect(await s3.keys('images/')).toContain(keyOf(stored));
    expect(await s3.keys('incoming/')).toEqual([]);

    const image = await download(ctx, stored);
    expect(image.status).toBe(200);
    expect(image.bytes).toEqual(PNG_1X1);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Number(image.headers['content-length'])).toBe(PNG_1X1.length);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is ready while the bucket answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('keeps nothing on this disk', async () => {
    await expect(fs.access(path.join(ctx.config.dataDir, 'storage'))).rejects.toThrow();
  });

  it('answers 404 for an image the bucket does not hold, or a name that is not ours', async () => {
    for (const url of [
      `/storage/images/${'0'.repeat(32)}.png`,
      '/storage/images/..%2Fdocs%2Fa.pdf',
      '/storage/images/readme.txt',
    ]) {
      const res = await download(ctx, url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.bytes.toString()).errors, url).toEqual([MSG.notFound]);
    }
  });

  it('refuses a picture that is not one, and leaves nothing of it in the bucket', async () => {
    const before = await s3.keys();
    const res = await upload(ctx.app, '/api/user/upload/avatar', owner.token, [
      { filename: 'a.png', contentType: 'image/png', content: PDF },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([MSG_CABINET.notAnImage]);
    expect(await s3.keys()).toEqual(before);
  });

  it('refuses a file over UPLOAD_MAX_MB, and leaves nothing of it in the bucket', async () => {
    const before = await s3.keys();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const res = await upload(ctx.app, '/api/tenders/uploadFile', owner.token, [
      { filename: 'big.pdf', contentType: 'application/pdf', content: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([fileTooLarge(1)]);
    expect(await s3.keys()).toEqual(before);
  });

  describe("a tender's document and picture", () => {
    let doc: { path: string };
    let tender: { id: number; images: string[]; documents: string[] };
    beforeAll(async () => {
      doc = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'Смета.pdf', PDF);
      tender = await newTender(ctx, owner, { docs_paths: [doc.path] });
    });

    it('are kept in the bucket: the document private, the picture copied among the images', async () => {
      expect(await s3.keys('docs/')).toContain(keyOf(doc.path));
      expect(tender.images[0]).toMatch(/^\/storage\/images\/[0-9a-f]{32}\.png$/);
      expect(await s3.keys('images/')).toContain(keyOf(tender.images[0]!));
      const image = await download(ctx, tender.images[0]!);
      expect(image.status).toBe(200);
      expect(image.bytes).toEqual(PNG_1X1);
    });

    it('the document streams from the bucket to its owner, as an attachment', async () => {
      const res = await download(ctx, doc.path, owner.token);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(PDF);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(Number(res.headers['content-length'])).toBe(PDF.length);
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('the document is 404 for another client and for nobody signed in', async () => {
      const res = await download(ctx, doc.path, otherClient.token);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString()).errors).toEqual([MSG_TENDERS.fileForbidden]);
      expect((await download(ctx, doc.path)).status).toBe(401);
    });

    it('both leave the bucket when the tender is deleted', async () => {
      expect((await del(ctx, `/api/tenders/${tender.id}`, owner.token)).status).toBe(200);
      const left = await s3.keys();
      for (const stored of [doc.path, ...tender.images]) {
        expect(left).not.toContain(keyOf(stored));
      }
      expect((await download(ctx, doc.path, owner.token)).status).toBe(404);
      expect((await download(ctx, tender.images[0]!)).status).toBe(404);
    });
  });

  it("streams a person's data archive into the bucket and out to its owner", async () => {
    const doc = await uploadDoc(ctx, owner.token, '/api/tenders/uploadFile', 'Смета.pdf', PDF);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/data-export',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(started.statusCode).toBe(202);
    await ctx.app.dataExports.drain();
    const zips = (await s3.keys('docs/')).filter((k) => k.endsWith('.zip'));
    expect(zips).toHaveLength(1);
    expect(await s3.keys('incoming/')).toEqual([]);
    const archive = await download(ctx, '/api/user/data-export/download', owner.token);
    expect(archive.status).toBe(200);
    const entries = await unzip(archive.bytes);
    const files = JSON.parse(entries.get('files.json')!.toString()) as {
      stored_path: string;
      archive_path: string;
    }[];
    const copy = files.find((f) => f.stored_path === doc.path)!;
    expect(entries.get(copy.archive_path)).toEqual(PDF);
    expect((await download(ctx, '/api/user/data-export/download', otherClient.token)).status).toBe(
      404,
    );
  });
});
