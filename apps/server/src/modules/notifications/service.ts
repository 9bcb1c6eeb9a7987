import {
  type Notification,
  type RequestMove,
  type UserType,
  notificationContent,
  partyName,
} from '@podryad/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { notifications, tenderRequests } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { statusOf } from '../tenders/dto';
import { loadParties, party } from '../tenders/parties';

export type NotifyInput = {
  move: RequestMove;
  recipientId: number;
  actorId: number;
  requestId: number;
  tenderId: number;
  tenderName: string;
  status: string;
  comment: string | null;
};

/** Notifications of request moves (DESIGN.md): stored, listed newest first, marked seen. */
export class NotificationService {
  constructor(private readonly db: Db) {}

  /** Tells the other party about a move, inside the move's transaction; answers the new id. */
  async notify(tx: Tx, input: NotifyInput): Promise<number> {
    const actor = (await loadParties(tx, [input.actorId])).get(input.actorId)!;
    const content = notificationContent(input.move, partyName(actor), input.tenderName);
    const [row] = await tx
      .insert(notifications)
      .values({
        recipientId: input.recipientId,
        actorId: input.actorId,
        requestId: input.requestId,
        tenderId: input.tenderId,
        status: input.status,
        title: content.title,
        text: content.text,
        comment: input.comment,
        buttonText: content.button,
      })
      .returning({ id: notifications.id });
    return row!.id;
  }

  async list(viewer: AuthUser): Promise<Notification[]> {
    const rows = await this.db
      .select({
        n: notifications,
        documents: tenderRequests.documents,
        inviteDocuments: tenderRequests.inviteDocuments,
      })
      .from(notifications)
      .innerJoin(tenderRequests, eq(tenderRequests.id, notifications.requestId))
      .where(eq(notifications.recipientId, viewer.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(200);
    const actors = await loadParties(
      this.db,
      rows.map((r) => r.n.actorId),
    );
    const side = { id: viewer.id, type: viewer.type as UserType };
    return rows.map(({ n, documents, inviteDocuments }) => {
      const actor = actors.get(n.actorId)!;
      return {
        id: n.id,
        title: n.title,
        text: n.text,
        link: `/api/tenders/${n.tenderId}`,
        button_text: n.buttonText,
        button_link: `/api/request/${n.requestId}`,
        date: n.createdAt.toISOString(),
        avatar: actor.profile.avatar,
        is_new: n.isNew,
        comment: n.comment,
        status: statusOf(n.status, side),
        // An invitation carries the client's files; every other move the contractor's.
        documents: n.status === 'offered' ? inviteDocuments : documents,
        user: party(actor),
      };
    });
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
