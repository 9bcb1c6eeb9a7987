import {
  DATA_EXPORT_LINK_TTL_MINUTES,
  MSG_DATA_EXPORT,
  type DataExportLink,
} from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { signArchiveLink, verifyArchiveLink } from '../src/modules/data-export/link-token';
import { post, useTestApp } from './helpers';
import { type Actor, newClient, newContractor } from './tender-fixtures';

/*
 * The archive's download link: a short-lived signed address the browser navigates to, so the
 * archive streams to disk. No bearer token on the file route; the token is the only proof, and it
 * reaches only its owner's current ready archive within its minutes.
 */

const ctx = useTestApp();

async function ready(actor: Actor) {
  const started = await post(ctx.app, '/api/user/data-export', undefined, actor.token);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await ctx.app.dataExports.drain();
}

async function linkOf(actor: Actor) {
  const res = await post(ctx.app, '/api/user/data-export/link', undefined, actor.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as DataExportLink;
}

/** A plain GET with no Authorization header: what a browser's navigation sends. */
async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
}

async function bearerDownload(actor: Actor) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/user/data-export/download',
    headers: { authorization: `Bearer ${actor.token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const fileUrl = (token: string) => `/api/user/data-export/file?token=${encodeURIComponent(token)}`;

function expectGone(res: Awaited<ReturnType<typeof fetchFile>>) {
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/json/);
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(res.text).not.toContain('PK');
  expect(JSON.parse(res.text)).toMatchObject({ message: MSG_DATA_EXPORT.linkGone });
}

describe('the download link', () => {
  it('streams the same bytes as the bearer download, without a bearer token', async () => {
    const me = await newClient(ctx);
    await ready(me);
    const before = ctx.clock.now().getTime();
    const link = await linkOf(me);
    expect(link.url).toMatch(/^\/api\/user\/data-export\/file\?token=/);
    const lifetime = new Date(link.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan((DATA_EXPORT_LINK_TTL_MINUTES * 60 - 2) * 1000);
    expect(lifetime).toBeLessThanOrEqual(DATA_EXPORT_LINK_TTL_MINUTES * 60_000);

    const res = await fetchFile(link.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="podryad-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    expect(res.bytes.equals(await bearerDownload(me))).toBe(true);
    // The same link again within its minutes: a retried download works.
    expect((await fetchFile(link.url)).status).toBe(200);
  });

  it('ignores a bearer token of someone else: the link decides', async () => {
    const [me, other] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    await ready(me);
    const link = await linkOf(me);
    const res = await fetchFile(link.url, { authorization: `Bearer ${other.token}` });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(await bearerDownload(me))).toBe(true);
  });

  it('is refused without a ready archive, and without sign-in', async () => {
    const me = await newClient(ctx);
    const none = await post(ctx.app, '/api/user/data-export/link', undefined, me.token);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: MSG_DATA_EXPORT.gone });
    expect((await post(ctx.app, '/api/user/data-export/link')).status).toBe(401);
  });

  it('ends after its minutes', async () => {
    const me = await newClient(ctx);
    await ready(me);
    const link = await linkOf(me);
    ctx.clock.advance(DATA_EXPORT_LINK_TTL_MINUTES * 60 + 1);
    expectGone(await fetchFile(link.url));
    // A new link works again: the archive itself is kept for its day.
    expect((await fetchFile((await linkOf(me)).url)).status).toBe(200);
  });

  it('refuses an altered or forged token', async () => {
    const me = await newClient(ctx);
    await ready(me);
    const token = tokenOf((await linkOf(me)).url);
    const genuine = verifyArchiveLink(ctx.config.linkSecret, token)!;
    expect(genuine.userId).toBe(me.id);
    const [exportId, userId, expiry, mac] = token.split('.') as [string, string, string, string];
    const later = String(Number(expiry) + 3600);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${exportId}.${userId}.${later}.${mac}`,
      `${exportId}.${userId}.${expiry}.${flipped}`,
      `${exportId}.${userId}.${expiry}`,
      `${exportId}.${userId}.${expiry}.${mac}.x`,
      signArchiveLink('another-secret-of-thirty-two-characters!', genuine),
      'nonsense',
    ]) {
      expectGone(await fetchFile(fileUrl(bad)));
    }
    expect((await fetchFile('/api/user/data-export/file')).status).toBe(400);
  });

  it("never reaches another user's archive", async () => {
    const [me, other] = await Promise.all([newClient(ctx), newContractor(ctx)]);
    await Promise.all([ready(me), ready(other)]);
    const mine = verifyArchiveLink(ctx.config.linkSecret, tokenOf((await linkOf(me)).url))!;
    const theirs = verifyArchiveLink(ctx.config.linkSecret, tokenOf((await linkOf(other)).url))!;
    // My genuine signature over the other's archive id, or over the other's user id: neither
    // pair names a ready archive of its owner.
    for (const crossed of [
      { ...mine, exportId: theirs.exportId },
      { ...theirs, userId: me.id },
    ]) {
      expectGone(await fetchFile(fileUrl(signArchiveLink(ctx.config.linkSecret, crossed))));
    }
  });

  it('leads nowhere once the archive is replaced', async () => {
    const me = await newClient(ctx);
    await ready(me);
    const old = await linkOf(me);
    await ready(me);
    expectGone(await fetchFile(old.url));
    const fresh = await fetchFile((await linkOf(me)).url);
    expect(fresh.status).toBe(200);
  });
});
