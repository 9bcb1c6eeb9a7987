import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG_CABINET, fileTooLarge } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { uploads } from '../src/db/schema';
import { FILE_REFERENCES } from '../src/app';
import { LocalStorage } from '../src/delivery/storage';
import { FileService, ORPHAN_GRACE_MS } from '../src/modules/files/service';
import { PNG_1X1, useTestApp, patch, registerAs, upload } from './helpers';

const ctx = useTestApp({ UPLOAD_MAX_MB: '1' });

/** A PNG by its signature, padded to `bytes`. */
const pngOf = (bytes: number) => Buffer.concat([PNG_1X1, Buffer.alloc(bytes - PNG_1X1.length)]);

const imagesDir = () => path.join(ctx.config.dataDir, 'storage', 'images');

describe.each([
  ['avatar', '/api/user/upload/avatar'],
  ['project cover', '/api/projects/uploadCover/cover'],
])('the %s upload with UPLOAD_MAX_MB=1', (_name, url) => {
  it('refuses a file over 1 MB with 413, stores nothing and leaves no file behind', async () => {
    const user = await registerAs(ctx, 'client');
    const rowsBefore = (await ctx.database.db.select().from(uploads)).length;
    const filesBefore = await fs.readdir(imagesDir());
    const res = await upload(ctx.app, url, user.token, [
      { filename: 'big.png', contentType: 'image/png', content: pngOf(1024 * 1024 + 1) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual(['Файл слишком большой: не более 1 МБ']);
    expect(res.body.errors).toEqual([fileTooLarge(1)]);
    expect((await ctx.database.db.select().from(uploads)).length).toBe(rowsBefore);
    expect(await fs.readdir(imagesDir())).toEqual(filesBefore);
  });

  it('accepts a file of exactly 1 MB', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await upload(ctx.app, url, user.token, [
      { filename: 'edge.png', contentType: 'image/png', content: pngOf(1024 * 1024) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await fs.stat(path.join(imagesDir(), path.basename(res.body.path as string)));
    expect(stored.size).toBe(1024 * 1024);
  });

  it('still refuses a small non-image with 415', async () => {
    const user = await registerAs(ctx, 'client');
    const res = await upload(ctx.app, url, user.token, [
      { filename: 'a.png', contentType: 'image/png', content: Buffer.from('hello') },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([MSG_CABINET.notAnImage]);
  });
});

describe('sweeping abandoned uploads', () => {
  it('forgets and deletes day-old uploads nothing refers to, and keeps the rest', async () => {
    const client = await registerAs(ctx, 'client');
    const kept = (await upload(ctx.app, '/api/user/upload/avatar', client.token)).body
      .path as string;
    const attached = await patch(ctx.app, '/api/user/profile', { avatar: kept }, client.token);
    expect(attached.status).toBe(200);
    const abandoned = (await upload(ctx.app, '/api/projects/uploadCover/cover', client.token)).body
      .path as string;
    const fresh = (await upload(ctx.app, '/api/projects/uploadCover/cover', client.token)).body
      .path as string;
    const db = ctx.database.db;
    const twoDaysAgo = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    await db
      .update(uploads)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(uploads.path, [kept, abandoned]));
    const storage = new LocalStorage(path.join(ctx.config.dataDir, 'storage'));
    const files = new FileService(db, storage, ctx.config, FILE_REFERENCES);

    expect(await files.sweepOrphans(new Date())).toBe(1);

    const left = (await db.select({ path: uploads.path }).from(uploads)).map((r) => r.path);
    expect(left).toEqual(expect.arrayContaining([kept, fresh]));
    expect(left).not.toContain(abandoned);
    await expect(fs.access(storage.fileOf(abandoned)!)).rejects.toThrow();
    await expect(fs.access(storage.fileOf(kept)!)).resolves.toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
  });
});
