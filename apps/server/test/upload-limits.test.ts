import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG_CABINET, tooManyUploads, uploadQuotaExceeded } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { PNG_1X1, get, register, upload, useTestApp } from './helpers';
import { newClient } from './tender-fixtures';

/*
 * What an upload may be: only a typed user's, within a quota and a rate per user, recognised by its
 * content; files that could act in our origin are refused or stored where they cannot.
 */

const ctx = useTestApp({ UPLOAD_QUOTA_MB: '1', UPLOADS_PER_HOUR: '6' });
const db = () => ctx.database.db;
const storageDir = () => path.join(ctx.config.dataDir, 'storage');

const AVATAR = '/api/user/upload/avatar';
const TENDER_FILE = '/api/tenders/uploadFile';
const file = (
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) => [
  { filename, contentType, content: Buffer.isBuffer(content) ? content : Buffer.from(content) },
];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('who may upload', () => {
  it('refuses a user without a type (no profile yet) with 403, and anonymous callers with 401', async () => {
    const untyped = await register(ctx);
    expect((await upload(ctx.app, AVATAR, untyped.token)).status).toBe(403);
    expect((await upload(ctx.app, AVATAR, undefined)).status).toBe(401);
  });
});

describe('what an upload may be', () => {
  it.each([
    ['a PDF named .png', file('photo.png', PDF, 'image/png')],
    ['HTML named .jpg', file('photo.jpg', HTML, 'image/jpeg')],
    ['an SVG with a script', file('logo.svg', SVG, 'image/svg+xml')],
  ])('refuses %s as an image with 415 in Russian and keeps nothing', async (_name, parts) => {
    const client = await newClient(ctx);
    const res = await upload(ctx.app, AVATAR, client.token, parts);
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([MSG_CABINET.notAnImage]);
    expect(await db().select().from(uploads).where(eq(uploads.ownerId, client.id))).toEqual([]);
  });

  it('refuses an empty file with 400', async () => {
    const client = await newClient(ctx);
    for (const url of [AVATAR, TENDER_FILE]) {
      const res = await upload(ctx.app, url, client.token, file('empty.pdf', ''));
      expect(res.status, url).toBe(400);
      expect(res.body.errors).toEqual([MSG_CABINET.emptyFile]);
    }
  });

  it('stores HTML sent as a document under a random name, served only as an inert attachment', async () => {
    const client = await newClient(ctx);
    const res = await upload(
      ctx.app,
      TENDER_FILE,
      client.token,
      file('../../../etc/passwd.html', HTML, 'text/html'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.path).toMatch(/^\/storage\/docs\/[a-f0-9]{32}\.html$/);
    // The name is only a label, and only its last part is kept.
    expect(res.body.name).toBe('passwd.html');
    const download = await ctx.app.inject({
      method: 'GET',
      url: res.body.path as string,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body).toBe(HTML);
  });
});

describe('how much one user may upload', () => {
  it('refuses uploads past the quota with 413 in Russian, keeping what was stored', async () => {
    const client = await newClient(ctx);
    const half = Buffer.concat([PDF, Buffer.alloc(600 * 1024)]);
    expect((await upload(ctx.app, TENDER_FILE, client.token, file('a.pdf', half))).status).toBe(
      200,
    );
    const over = await upload(ctx.app, TENDER_FILE, client.token, file('b.pdf', half));
    expect(over.status).toBe(413);
    expect(over.body.errors).toEqual([uploadQuotaExceeded(1)]);
    const kept = await db().select().from(uploads).where(eq(uploads.ownerId, client.id));
    expect(kept.map((u) => u.originalName)).toEqual(['a.pdf']);
    // Another user's quota is its own.
    const other = await newClient(ctx);
    expect((await upload(ctx.app, TENDER_FILE, other.token, file('b.pdf', half))).status).toBe(200);
  });

  it('refuses more than the hourly number of uploads with 429, Retry-After and nothing stored', async () => {
    const client = await newClient(ctx);
    for (let i = 0; i < 6; i++)
      expect((await upload(ctx.app, AVATAR, client.token)).status).toBe(200);
    const res = await upload(ctx.app, AVATAR, client.token);
    expect(res.status).toBe(429);
    expect(res.body.errors).toEqual([tooManyUploads(60)]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });
});

describe('what stays on disk', () => {
  it('leaves no temporary file after refused and accepted uploads', async () => {
    const client = await newClient(ctx);
    await upload(ctx.app, AVATAR, client.token, file('x.png', PDF));
    await upload(ctx.app, AVATAR, client.token, [
      { filename: 'a.png', contentType: 'image/png', content: PNG_1X1 },
    ]);
    expect(await fs.readdir(path.join(storageDir(), 'incoming'))).toEqual([]);
    expect((await get(ctx.app, '/api/health')).status).toBe(200);
  });
});
