import {
  DEFAULT_DELIVERY_MODE,
  MSG_DELIVERY,
  NOTICE_TOPICS,
  type NoticeDelivery,
  type NoticeSettings,
  type NoticeTopic,
  type PushSubscriptionBody,
} from '@podryad/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { noticeSettings, pushSubscriptions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { verifyUnsubscribe } from './unsubscribe-token';

/**
 * Letters to this address of the user stop: a mail server refused it, or the provider reported a
 * permanent bounce. Remembered with the address, so a new address starts clean.
 */
export async function rememberRefusedAddress(db: Db, userId: number, address: string) {
  const refused = { emailRefusedAddress: address, emailRefusedAt: sql`now()` };
  await db
    .insert(noticeSettings)
    .values({ userId, ...refused })
    .onConflictDoUpdate({ target: noticeSettings.userId, set: refused });
}

/** Browsers one user may have allowed push on; a new one beyond replaces the oldest. */
const PUSH_DEVICES_MAX = 10;

/** Each user's choice of how notices reach them, their push devices, and the unsubscribe link. */
export class NoticeSettingsService {
  constructor(
    private readonly db: Db,
    private readonly pushKey: string | null,
    private readonly linkSecret: string,
  ) {}

  async get(userId: number): Promise<NoticeSettings> {
    const [row] = await this.db
      .select({
        email: users.email,
        settings: noticeSettings,
      })
      .from(users)
      .leftJoin(noticeSettings, eq(noticeSettings.userId, users.id))
      .where(eq(users.id, userId));
    const s = row?.settings;
    const modes = Object.fromEntries(
      NOTICE_TOPICS.map((t) => [t, s?.[t] ?? DEFAULT_DELIVERY_MODE]),
    ) as NoticeDelivery;
    const refused =
      s?.emailRefusedAddress && s.emailRefusedAt && s.emailRefusedAddress === row?.email
        ? { address: s.emailRefusedAddress, at: s.emailRefusedAt.toISOString() }
        : null;
    return { email: modes, email_refused: refused, push_key: this.pushKey };
  }

  async change(userId: number, change: Partial<NoticeDelivery>) {
    await this.setModes(userId, change);
    return this.get(userId);
  }

  private async setModes(userId: number, modes: Partial<NoticeDelivery>) {
    if (Object.keys(modes).length === 0) return;
    await this.db
      .insert(noticeSettings)
      .values({ userId, ...modes })
      .onConflictDoUpdate({ target: noticeSettings.userId, set: modes });
  }

  /**
   * A browser allowed push for this user. A browser keeps one subscription whoever signs in on
   * it: it goes to the user who signed in last.
   */
  async addPush(userId: number, body: PushSubscriptionBody) {
    if (!this.pushKey) throw badRequest(MSG_DELIVERY.pushNotConfigured);
    const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, ...keys })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, ...keys, createdAt: new Date() },
        });
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_DEVICES_MAX);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    });
  }

  /**
   * The caller's device stops taking pushes. An endpoint that is not the caller's is a 404 whether
   * another user holds it or no one does: the answer never tells that someone else's exists.
   */
  async removePush(userId: number, endpoint: string) {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw notFound(MSG_DELIVERY.pushNotFound);
  }

  /**
   * The provider's bounce report: a permanent bounce stops letters to the user who has that
   * address now; a passing one, or an address nobody has, changes nothing.
   */
  async bounced(email: string, permanent: boolean) {
    if (!permanent) return;
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user) await rememberRefusedAddress(this.db, user.id, email);
  }

  /** The one-click unsubscribe: the token's topics stop reaching its user by mail and push. */
  async unsubscribe(token: string): Promise<{ topics: NoticeTopic[] }> {
    const genuine = verifyUnsubscribe(this.linkSecret, token);
    if (!genuine) throw badRequest(MSG_DELIVERY.unsubscribeInvalid);
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, genuine.userId));
    if (!user) throw badRequest(MSG_DELIVERY.unsubscribeInvalid);
    await this.setModes(
      user.id,
      Object.fromEntries(genuine.topics.map((t) => [t, 'never'])) as Partial<NoticeDelivery>,
    );
    return { topics: genuine.topics };
  }
}
