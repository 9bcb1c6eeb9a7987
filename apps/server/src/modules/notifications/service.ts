import {
  type Notification,
  type PageQuery,
  type UserType,
  notificationContent,
  partyName,
} from '@podryad/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { notifications, tenderRequests } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import type { Notice } from './notices';
import { statusOf } from '../requests/answers';
import { loadParties, party } from '../profile/parties';

/** Notifications: written with the event that causes them, listed, marked seen. */
export class NotificationService {
  constructor(private readonly db: Db) {}

  /** Stores a notice inside its event's transaction; answers the new id. */
  async notify(tx: Tx, notice: Notice): Promise<number> {
    const [id] = await this.notifyAll(tx, [notice]);
    return id!;
  }

  /**
   * Several notices in one go (an extension tells every contractor of a tender): the actors'
   * parties in one lookup and the notices in one insert, whatever their number. Answers the ids.
   */
  async notifyAll(tx: Tx, inputs: readonly Notice[]): Promise<number[]> {
    if (inputs.length === 0) return [];
    const actors = await loadParties(
      tx,
      inputs.map((i) => i.actorId),
    );
    const rows = await tx
      .insert(notifications)
      .values(
        inputs.map((input) => {
          const content = notificationContent(
            input.kind,
            partyName(actors.get(input.actorId)!),
            input.tenderName,
            input.deadline ?? null,
          );
          return {
            recipientId: input.recipientId,
            actorId: input.actorId,
            requestId: input.requestId,
            tenderId: input.tenderId,
            status: input.status,
            title: content.title,
            text: content.text,
            comment: input.comment,
            buttonText: content.button,
          };
        }),
      )
      .returning({ id: notifications.id });
    return rows.map((r) => r.id);
  }

  /**
   * One page of the caller's notifications, newest first, with the total and how many are new:
   * three statements whatever the page (the page, the counts, the parties who moved).
   */
  async list(viewer: AuthUser, query: PageQuery) {
    const { page, per_page } = query;
    const rows = await this.db
      .select({
        n: notifications,
        documents: tenderRequests.documents,
        inviteDocuments: tenderRequests.inviteDocuments,
      })
      .from(notifications)
      .leftJoin(tenderRequests, eq(tenderRequests.id, notifications.requestId))
      .where(eq(notifications.recipientId, viewer.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(per_page)
      .offset((page - 1) * per_page);
    const [counts = { total: 0, unread: 0 }] = await this.db
      .select({
        total: count(),
        unread: sql<number>`(count(*) filter (where ${notifications.isNew}))::int`,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, viewer.id));
    const actors = await loadParties(
      this.db,
      rows.map((r) => r.n.actorId),
    );
    const side = { id: viewer.id, type: viewer.type as UserType };
    const items = rows.map(({ n, documents, inviteDocuments }): Notification => {
      const actor = actors.get(n.actorId)!;
      return {
        id: n.id,
        title: n.title,
        text: n.text,
        link: `/api/tenders/${n.tenderId}`,
        button_text: n.buttonText,
        button_link: n.requestId === null ? null : `/api/request/${n.requestId}`,
        date: n.createdAt.toISOString(),
        avatar: actor.profile.avatar,
        is_new: n.isNew,
        comment: n.comment,
        status: n.status === null ? null : statusOf(n.status, side),
        // An invitation carries the client's files; every other move the contractor's.
        documents: (n.status === 'offered' ? inviteDocuments : documents) ?? [],
        user: party(actor),
      };
    });
    return {
      notifications: items,
      meta: { total: counts.total, page, per_page },
      unread: counts.unread,
    };
  }

  /** Marks the caller's notifications seen: the given ones, or all. */
  async markSeen(viewer: AuthUser, ids?: number[]) {
    const mine = eq(notifications.recipientId, viewer.id);
    await this.db
      .update(notifications)
      .set({ isNew: false })
      .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
  }
}
