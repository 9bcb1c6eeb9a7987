import type { PageQuery } from '@podryad/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { notifications } from '../../db/schema';
import type { RunStatement } from '../../db/statements';
import type { AuthUser } from '../auth/sessions';
import { notificationList } from './cards';

/** Notifications as their recipient reads them: listed and marked seen (`notify` writes them). */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
  ) {}

  /** GET /user/notifications: one page, newest first, as the JSON text of the answer. */
  list(viewer: AuthUser, query: PageQuery) {
    return notificationList(this.run, viewer, query);
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
