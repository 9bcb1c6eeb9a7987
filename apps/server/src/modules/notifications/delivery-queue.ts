import {
  DEFAULT_DELIVERY_MODE,
  NOTICE_DELIVERY,
  NOTICE_TOPIC_OF,
  SYSTEM_NOTICE_KINDS,
  type DeliveryMode,
  type NotificationKind,
  nextDigestAt,
} from '@podryad/domain';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { noticeOutbox, noticeSettings, pushSubscriptions } from '../../db/schema';

/*
 * The outbox side of a notice: in the notice's own transaction, the letters and pushes it should
 * cause, by its recipient's choice for its topic. Stored with the notice or not at all, so a crash
 * after the commit loses nothing and a rolled-back event sends nothing. The statements are a fixed
 * few whatever the number of notices (an extension tells every contractor of a tender).
 */

/** A notice just written, as the outbox needs it. */
export type QueuedNotice = {
  id: number;
  kind: NotificationKind;
  recipientId: number;
  actorId: number;
  tenderId: number;
};

type Channel = 'email' | 'push';
type Row = { recipientId: number; channel: Channel; noticeIds: number[]; foldKey: string | null };

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

const WINDOW = sql.raw(`interval '${NOTICE_DELIVERY.foldWindowMs / 1000} seconds'`);

export async function queueDelivery(tx: Tx, written: readonly QueuedNotice[]) {
  // Nobody hears of their own move outside the product; a reminder is nobody's move.
  const told = written.filter(
    (n) => n.recipientId !== n.actorId || SYSTEM_NOTICE_KINDS.includes(n.kind),
  );
  if (told.length === 0) return;
  const recipients = [...new Set(told.map((n) => n.recipientId))];
  const chosen = await tx
    .select()
    .from(noticeSettings)
    .where(inArray(noticeSettings.userId, recipients));
  const settingsOf = new Map(chosen.map((s) => [s.userId, s]));
  const withPush = new Set(
    (
      await tx
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, recipients))
    ).map((s) => s.userId),
  );

  const rows = new Map<string, Row>();
  const digests = new Map<number, number[]>();
  for (const n of told) {
    const topic = NOTICE_TOPIC_OF[n.kind];
    const mode: DeliveryMode =
      (settingsOf.get(n.recipientId)?.[topic] as DeliveryMode | undefined) ?? DEFAULT_DELIVERY_MODE;
    if (mode === 'never') continue;
    if (mode === 'daily') {
      digests.set(n.recipientId, [...(digests.get(n.recipientId) ?? []), n.id]);
      continue;
    }
    const foldKey = NOTICE_DELIVERY.foldedKinds.includes(n.kind) ? `${n.kind}:${n.tenderId}` : null;
    const channels: Channel[] = withPush.has(n.recipientId) ? ['email', 'push'] : ['email'];
    for (const channel of channels) {
      // Notices of one fold key in one go are one send already; every other notice its own.
      const key = foldKey ? `${n.recipientId}:${channel}:${foldKey}` : `notice:${n.id}:${channel}`;
      const row = rows.get(key);
      if (row) row.noticeIds.push(n.id);
      else rows.set(key, { recipientId: n.recipientId, channel, noticeIds: [n.id], foldKey });
    }
  }
  const fresh = await foldIntoRecent(
    tx,
    [...rows.values()].filter((r) => r.foldKey),
  );
  const plain = [...rows.values()].filter((r) => !r.foldKey);
  const inserts = [...plain, ...fresh];
  if (inserts.length > 0) await tx.insert(noticeOutbox).values(inserts);
  await queueDigests(tx, digests);
}

/**
 * Folded kinds: a send of the same key written within the window takes the new notices while no
 * server has claimed it yet; once claimed or sent, the new ones wait in a row of their own until
 * the window after it closes. Answers the rows still to insert.
 */
async function foldIntoRecent(tx: Tx, folded: Row[]) {
  if (folded.length === 0) return [];
  const recent = await tx
    .selectDistinctOn([noticeOutbox.recipientId, noticeOutbox.channel, noticeOutbox.foldKey], {
      id: noticeOutbox.id,
      recipientId: noticeOutbox.recipientId,
      channel: noticeOutbox.channel,
      foldKey: noticeOutbox.foldKey,
      pending: sql<boolean>`${noticeOutbox.attempts} = 0 and ${noticeOutbox.sentAt} is null`,
      windowEnds: sql<Date>`${noticeOutbox.createdAt} + ${WINDOW}`.mapWith(noticeOutbox.createdAt),
    })
    .from(noticeOutbox)
    .where(
      and(
        isNotNull(noticeOutbox.foldKey),
        inArray(noticeOutbox.recipientId, [...new Set(folded.map((r) => r.recipientId))]),
        gt(noticeOutbox.createdAt, sql`now() - ${WINDOW}`),
      ),
    )
    .orderBy(
      noticeOutbox.recipientId,
      noticeOutbox.channel,
      noticeOutbox.foldKey,
      sql`${noticeOutbox.createdAt} desc`,
    );
  const latest = new Map(recent.map((r) => [`${r.recipientId}:${r.channel}:${r.foldKey}`, r]));
  const toInsert: (Row & { dueAt?: Date })[] = [];
  for (const row of folded) {
    const last = latest.get(`${row.recipientId}:${row.channel}:${row.foldKey}`);
    if (last?.pending) {
      // The claim takes the row's lock and counts an attempt: an append that loses that race
      // changes nothing and the notices go in a row of their own.
      const appended = await tx
        .update(noticeOutbox)
        .set({ noticeIds: sql`${noticeOutbox.noticeIds} || ${intArray(row.noticeIds)}` })
        .where(
          and(
            eq(noticeOutbox.id, last.id),
            eq(noticeOutbox.attempts, 0),
            isNull(noticeOutbox.sentAt),
          ),
        )
        .returning({ id: noticeOutbox.id });
      if (appended.length > 0) continue;
    }
    toInsert.push(last ? { ...row, dueAt: last.windowEnds } : row);
  }
  return toInsert;
}

/**
 * A day's notices of a user join one pending digest, due at the next 09:00 Moscow time. A notice
 * that comes as that digest is being sent goes at once in a letter of its own.
 */
async function queueDigests(tx: Tx, digests: Map<number, number[]>) {
  if (digests.size === 0) return;
  const dueAt = nextDigestAt(new Date());
  const values = [...digests].map(([recipientId, noticeIds]) => ({
    recipientId,
    channel: 'email' as const,
    digest: true,
    noticeIds,
    dueAt,
  }));
  const joined = await tx
    .insert(noticeOutbox)
    .values(values)
    .onConflictDoUpdate({
      target: [noticeOutbox.recipientId, noticeOutbox.dueAt],
      targetWhere: sql`digest and sent_at is null and failed_at is null`,
      set: { noticeIds: sql`${noticeOutbox.noticeIds} || excluded.notice_ids` },
      setWhere: sql`${noticeOutbox.attempts} = 0`,
    })
    .returning({ recipientId: noticeOutbox.recipientId });
  const queued = new Set(joined.map((j) => j.recipientId));
  const late = values.filter((v) => !queued.has(v.recipientId));
  if (late.length > 0) {
    await tx
      .insert(noticeOutbox)
      .values(
        late.map(({ recipientId, noticeIds }) => ({ recipientId, channel: 'email', noticeIds })),
      );
  }
}
