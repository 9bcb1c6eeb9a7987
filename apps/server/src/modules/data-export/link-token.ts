import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A download link of the ready archive works without the bearer token (a browser's navigation
 * cannot send one), so its token must prove itself: it names the archive, its owner and the
 * second the link ends, and carries an HMAC of all three under the server's LINK_SECRET (the
 * secret of the letters' unsubscribe links; production refuses to start without it). The archive
 * is named by its row's id: a new archive is a new row, so a replaced one's links lead nowhere.
 */

export type ArchiveLink = { exportId: number; userId: number; expiresAt: Date };

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`data-export:${body}`).digest('base64url');

const ID = /^[1-9]\d{0,14}$/;

/** `<export>.<user>.<expiry in Unix seconds>.<mac>`. */
export function signArchiveLink(secret: string, link: ArchiveLink) {
  const body = `${link.exportId}.${link.userId}.${Math.floor(link.expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, body)}`;
}

/** The archive, owner and end of a genuine token (its time not checked here); null otherwise. */
export function verifyArchiveLink(secret: string, token: string): ArchiveLink | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [exportId, userId, expiry, given] = parts as [string, string, string, string];
  if (!ID.test(exportId) || !ID.test(userId) || !ID.test(expiry)) return null;
  const expected = Buffer.from(mac(secret, `${exportId}.${userId}.${expiry}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return {
    exportId: Number(exportId),
    userId: Number(userId),
    expiresAt: new Date(Number(expiry) * 1000),
  };
}
