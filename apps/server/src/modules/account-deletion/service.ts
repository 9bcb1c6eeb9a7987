import { ACCOUNT_DELETION_GRACE_DAYS, MSG_DELETION, type AccountClosing } from '@podryad/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CodeService } from '../auth/codes';
import { verifyPassword } from '../auth/passwords';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The owner's deletion of an account: the password, then a code to the account's e-mail, close it
 * at once (every session ends; the account is hidden everywhere) and set its deletion
 * ACCOUNT_DELETION_GRACE_DAYS later; signing in again during that time lets the owner cancel.
 * The deletion itself is `purgeDueAccounts` (purge.ts), on the timer.
 */
export class AccountDeletionService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async account(userId: number) {
    const [user] = await this.db
      .select({
        email: users.email,
        passwordHash: users.passwordHash,
        deleteAfter: users.deleteAfter,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user?.email || !user.passwordHash) throw notFound();
    return { email: user.email, passwordHash: user.passwordHash, deleteAfter: user.deleteAfter };
  }

  /** Step 1: the password is right; a code goes to the account's e-mail (answered for SHOW_CODES). */
  async requestCode(userId: number, password: string) {
    const user = await this.account(userId);
    if (user.deleteAfter) throw conflict(MSG_DELETION.alreadyClosed);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw badRequest(MSG_DELETION.passwordWrong);
    }
    return this.codes.issue({
      purpose: 'account_deletion',
      subject: String(userId),
      target: user.email,
      channel: 'email',
    });
  }

  /** Step 2: the code closes the account now, ends every session and sets the deletion's day. */
  async close(userId: number, code: string): Promise<AccountClosing> {
    const user = await this.account(userId);
    if (user.deleteAfter) throw conflict(MSG_DELETION.alreadyClosed);
    await this.codes.verify({
      purpose: 'account_deletion',
      subject: String(userId),
      code,
      consume: true,
      target: user.email,
    });
    const now = this.now();
    const deleteAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    return this.db.transaction(async (tx) => {
      const closed = await tx
        .update(users)
        .set({ closedAt: now, deleteAfter })
        .where(and(eq(users.id, userId), isNull(users.deleteAfter), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (closed.length === 0) throw conflict(MSG_DELETION.alreadyClosed);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      return { delete_after: deleteAfter.toISOString() };
    });
  }

  /** The account's deletion, if it is closed: when it happens unless cancelled. */
  async state(userId: number): Promise<AccountClosing | null> {
    const [user] = await this.db
      .select({ deleteAfter: users.deleteAfter })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return user?.deleteAfter ? { delete_after: user.deleteAfter.toISOString() } : null;
  }

  /** The owner, signed in again during the grace period, reopens the account as it was. */
  async cancel(userId: number) {
    const reopened = await this.db
      .update(users)
      .set({ closedAt: null, deleteAfter: null })
      .where(and(eq(users.id, userId), isNotNull(users.deleteAfter), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (reopened.length === 0) throw conflict(MSG_DELETION.notClosed);
  }
}
