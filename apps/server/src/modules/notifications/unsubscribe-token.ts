import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NoticeTopic, unsubscribeTopics } from '@podryad/domain';

/*
 * A letter's one-click unsubscribe works without signing in, so its token must prove itself: it
 * names the user and the topics and carries an HMAC of both under the server's LINK_SECRET. It
 * does not expire: a letter a year old still unsubscribes, as mail clients expect.
 */

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

/** `<user>.<topic-topic>.<mac>`: the topics readable by the web page before it asks. */
export function signUnsubscribe(secret: string, userId: number, topics: readonly NoticeTopic[]) {
  const body = `${userId}.${[...new Set(topics)].join('-')}`;
  return `${body}.${mac(secret, body)}`;
}

/** The user and topics of a genuine token; null for anything else. */
export function verifyUnsubscribe(
  secret: string,
  token: string,
): { userId: number; topics: NoticeTopic[] } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [user, topicList, given] = parts as [string, string, string];
  if (!/^[1-9]\d{0,9}$/.test(user)) return null;
  const expected = Buffer.from(mac(secret, `${user}.${topicList}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const topics = unsubscribeTopics(token);
  if (topics.length === 0 || topics.length !== topicList.split('-').length) return null;
  return { userId: Number(user), topics };
}
