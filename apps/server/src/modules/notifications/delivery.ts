import { NOTICE_DELIVERY, type NotificationKind } from '@podryad/domain';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { QueueWorker } from '../../delivery/queue-worker';
import type { Db } from '../../db/connect';
import {
  noticeOutbox,
  noticeSettings,
  notifications,
  pushSubscriptions,
  tenders,
  users,
} from '../../db/schema';
import type { MailSender } from '../../delivery/mail';
import type { PushSender } from '../../delivery/push';
import { type OutgoingNotice, type Recipient, renderLetter, renderPush, topicsOf } from './letters';
import { rememberRefusedAddress } from './settings';
import { signUnsubscribe } from './unsubscribe-token';

/*
 * The outbox's worker: every server runs one. It claims what is due (FOR UPDATE SKIP LOCKED, with
 * a lease), sends it, and marks it sent; a failed send is tried again later, further apart each
 * time, and recorded as failed after the last try. Two servers never hold one row at once; a
 * server that dies holding one loses it when the lease ends, and another sends it. A send that
 * succeeded just before a crash, unrecorded, may go once more: a mail server cannot take part in
 * our transaction, so "at least once" is the most any outbox can promise there.
 */

/** Rows one claim takes: each server sends at most this many at a time. */
const CLAIM_BATCH = 20;
/** Waits before the next try after each failed one, then the row is recorded as failed. */
const RETRY_AFTER_MS = [1, 5, 15, 60, 180].map((minutes) => minutes * 60_000);
/** How often a server looks for due rows: an "at once" letter leaves within this. */
const POLL_MS = 2_000;

type Claimed = typeof noticeOutbox.$inferSelect;

export type NoticeDeliveryDeps = {
  db: Db;
  mail: MailSender;
  /** null: this server has no VAPID keys and sends no push (push rows are dropped as sent). */
  push: PushSender | null;
  publicUrl: string;
  linkSecret: string;
  leaseMs: number;
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
};

/*
 * Every time here is the database's (now()): the rows' times are written by it too, so servers
 * whose clocks differ a little still agree on what is due and whose lease has ended.
 */
const NOW = sql`now()`;
const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** A permanent refusal of the recipient's address (550 no such user, 553 bad address …). */
const addressRefused = (err: unknown) => {
  const e = err as { code?: string; responseCode?: number };
  return e.code === 'EENVELOPE' && (e.responseCode ?? 0) >= 500 && (e.responseCode ?? 0) < 600;
};

export class NoticeDelivery extends QueueWorker {
  constructor(private readonly deps: NoticeDeliveryDeps) {
    super('notice delivery failed', POLL_MS, deps.log);
  }

  start() {
    this.startTimer();
  }

  /** Sends everything due now (`drain`). */
  protected async drainAll() {
    let settled = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return settled;
      await Promise.all(rows.map((row) => this.deliver(row)));
      settled += rows.length;
    }
  }

  private async claim(): Promise<Claimed[]> {
    const { db, leaseMs } = this.deps;
    const due = db
      .select({ id: noticeOutbox.id })
      .from(noticeOutbox)
      .where(
        and(
          isNull(noticeOutbox.sentAt),
          isNull(noticeOutbox.failedAt),
          lte(noticeOutbox.dueAt, NOW),
          or(isNull(noticeOutbox.claimedUntil), lt(noticeOutbox.claimedUntil, NOW)),
        ),
      )
      .orderBy(asc(noticeOutbox.dueAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(noticeOutbox)
      .set({
        claimedUntil: later(leaseMs),
        attempts: sql`${noticeOutbox.attempts} + 1`,
      })
      .where(inArray(noticeOutbox.id, due))
      .returning();
  }

  private async deliver(row: Claimed) {
    try {
      const [recipient] = await this.deps.db
        .select({
          email: users.email,
          type: users.type,
          refused: noticeSettings.emailRefusedAddress,
        })
        .from(users)
        .leftJoin(noticeSettings, eq(noticeSettings.userId, users.id))
        .where(eq(users.id, row.recipientId));
      const notices = await this.noticesOf(row.noticeIds);
      // The tender went (and its notices with it), or the user has no side yet: nothing to say.
      // A deleted account has no address and no devices: nothing to send either.
      if (!recipient?.type || !recipient.email || notices.length === 0) {
        return await this.settle(row, 'sent');
      }
      const side = recipient.type as Recipient['side'];
      if (row.channel === 'push') return await this.sendPush(row, side, notices);
      if (recipient.refused === recipient.email) {
        return await this.settle(row, 'failed', 'адрес отклонён почтовым сервером');
      }
      await this.deps.mail.send(
        renderLetter({ email: recipient.email, side }, notices, row.digest, {
          publicUrl: this.deps.publicUrl,
          unsubscribeToken: signUnsubscribe(
            this.deps.linkSecret,
            row.recipientId,
            topicsOf(notices),
          ),
        }),
      );
      await this.settle(row, 'sent');
    } catch (err) {
      if (row.channel === 'email' && addressRefused(err)) {
        await this.refuseAddress(row, err);
        return;
      }
      await this.retryOrFail(row, err);
    }
  }

  private async noticesOf(ids: number[]): Promise<OutgoingNotice[]> {
    if (ids.length === 0) return [];
    const rows = await this.deps.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        text: notifications.text,
        comment: notifications.comment,
        tenderId: notifications.tenderId,
        tenderName: tenders.name,
      })
      .from(notifications)
      .innerJoin(tenders, eq(tenders.id, notifications.tenderId))
      .where(inArray(notifications.id, ids))
      .orderBy(asc(notifications.id));
    return rows.map((r) => ({ ...r, kind: r.kind as NotificationKind | null }));
  }

  private async sendPush(row: Claimed, side: Recipient['side'], notices: OutgoingNotice[]) {
    const { db, push } = this.deps;
    const targets = push
      ? await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, row.recipientId))
      : [];
    const payload = JSON.stringify(renderPush(side, notices));
    const results = await Promise.allSettled(targets.map((t) => push!.send(t, payload)));
    const gone = targets.filter((_, i) => {
      const r = results[i]!;
      return r.status === 'fulfilled' && r.value === 'gone';
    });
    if (gone.length > 0) {
      await db.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          gone.map((t) => t.id),
        ),
      );
    }
    const failed = results.filter((r) => r.status === 'rejected');
    // Some devices got it: a retry would repeat it on those; the rest miss this one push.
    if (failed.length > 0 && failed.length === results.length) {
      return this.retryOrFail(row, (failed[0] as PromiseRejectedResult).reason);
    }
    return this.settle(row, 'sent');
  }

  /** The mail server refused the address itself: no more letters to it until it changes. */
  private async refuseAddress(row: Claimed, err: unknown) {
    const [user] = await this.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.recipientId));
    if (user?.email) await rememberRefusedAddress(this.deps.db, row.recipientId, user.email);
    this.deps.log.info({ outbox: row.id, user: row.recipientId }, 'mail address refused');
    await this.settle(row, 'failed', String((err as Error).message ?? err));
  }

  private async retryOrFail(row: Claimed, err: unknown) {
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    if (row.attempts >= NOTICE_DELIVERY.maxAttempts) {
      this.deps.log.error({ err, outbox: row.id }, 'notice delivery gave up');
      return this.settle(row, 'failed', message);
    }
    const wait = RETRY_AFTER_MS[Math.min(row.attempts, RETRY_AFTER_MS.length) - 1]!;
    await this.deps.db
      .update(noticeOutbox)
      .set({
        dueAt: later(wait),
        claimedUntil: null,
        lastError: message,
      })
      .where(eq(noticeOutbox.id, row.id));
  }

  private async settle(row: Claimed, as: 'sent' | 'failed', error: string | null = null) {
    await this.deps.db
      .update(noticeOutbox)
      .set({
        ...(as === 'sent' ? { sentAt: NOW } : { failedAt: NOW }),
        claimedUntil: null,
        lastError: error,
      })
      .where(eq(noticeOutbox.id, row.id));
  }
}
