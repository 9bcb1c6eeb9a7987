import { MSG, MSG_CABINET, changePasswordErrors, type User } from '@podryad/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { clientProfiles, contractorProfiles, stepUps, users } from '../../db/schema';
import { signOutOthers } from '../auth/sessions';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import type { CodeService } from '../auth/codes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { FileService } from '../files/service';
import { isUniqueViolation } from '../../db/errors';
import { loadUser } from './service';

export type Contact = 'phone' | 'email';

/** How long a confirmation of the current phone or e-mail allows a change: as long as a code lives. */
export const STEP_UP_TTL_MS = 10 * 60 * 1000;

const CONTACT = {
  phone: {
    column: users.phone,
    channel: 'sms',
    confirm: 'phone_confirm',
    change: 'phone_change',
    stepUpMissing: MSG_CABINET.phoneStepUp,
    same: MSG_CABINET.samePhone,
    taken: MSG.phoneTaken,
  },
  email: {
    column: users.email,
    channel: 'email',
    confirm: 'email_confirm',
    change: 'email_change',
    stepUpMissing: MSG_CABINET.emailStepUp,
    same: MSG_CABINET.sameEmail,
    taken: MSG.emailTaken,
  },
} as const;

/**
 * The cabinet's account changes: phone and e-mail through a step-up confirmation of the
 * current one and a code to the new one; password; avatar.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly files: FileService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async contacts(userId: number) {
    const [user] = await this.db
      .select({ phone: users.phone, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // A deleted account has none of them; nobody is signed in to one.
    if (!user?.phone || !user.email || !user.passwordHash) throw notFound();
    return { phone: user.phone, email: user.email, passwordHash: user.passwordHash };
  }

  /** Step 1: a code to the current phone or e-mail. */
  async requestConfirmation(userId: number, kind: Contact) {
    const user = await this.contacts(userId);
    const c = CONTACT[kind];
    return this.codes.issue({
      purpose: c.confirm,
      subject: String(userId),
      target: user[kind],
      channel: c.channel,
    });
  }

  /** Step 2: the code proves the current contact; a change may follow within STEP_UP_TTL_MS. */
  async confirm(userId: number, kind: Contact, code: string) {
    const user = await this.contacts(userId);
    await this.codes.verify({
      purpose: CONTACT[kind].confirm,
      subject: String(userId),
      code,
      consume: true,
      target: user[kind],
    });
    const confirmedAt = this.now();
    await this.db
      .insert(stepUps)
      .values({ userId, kind, confirmedAt })
      .onConflictDoUpdate({ target: [stepUps.userId, stepUps.kind], set: { confirmedAt } });
  }

  private async assertStepUp(userId: number, kind: Contact) {
    const [row] = await this.db
      .select({ confirmedAt: stepUps.confirmedAt })
      .from(stepUps)
      .where(and(eq(stepUps.userId, userId), eq(stepUps.kind, kind)))
      .limit(1);
    const fresh = row && this.now().getTime() - row.confirmedAt.getTime() < STEP_UP_TTL_MS;
    if (!fresh) throw forbidden(CONTACT[kind].stepUpMissing);
  }

  private async assertFree(userId: number, kind: Contact, value: string) {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(CONTACT[kind].column, value), ne(users.id, userId)))
      .limit(1);
    if (row) throw conflict(CONTACT[kind].taken);
  }

  /** Step 3: a code to the new phone or e-mail, once the current one was confirmed. */
  async requestChange(userId: number, kind: Contact, value: string) {
    await this.assertStepUp(userId, kind);
    const user = await this.contacts(userId);
    if (user[kind] === value) throw unprocessable(CONTACT[kind].same);
    await this.assertFree(userId, kind, value);
    return this.codes.issue({
      purpose: CONTACT[kind].change,
      subject: String(userId),
      target: value,
      channel: CONTACT[kind].channel,
    });
  }

  /**
   * Step 4: the code sent to the new contact; only now is the stored value changed, and every other
   * session ends (whoever else held one signed in with the old contact).
   */
  async verifyChange(
    userId: number,
    sessionId: number,
    kind: Contact,
    value: string,
    code: string,
  ): Promise<User> {
    await this.assertStepUp(userId, kind);
    await this.assertFree(userId, kind, value);
    await this.codes.verify({
      purpose: CONTACT[kind].change,
      subject: String(userId),
      code,
      consume: true,
      target: value,
    });
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set(kind === 'phone' ? { phone: value } : { email: value })
          .where(eq(users.id, userId));
        // One confirmation allows one change.
        await tx.delete(stepUps).where(and(eq(stepUps.userId, userId), eq(stepUps.kind, kind)));
        await signOutOthers(tx, userId, sessionId);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(CONTACT[kind].taken);
      throw err;
    }
    return loadUser(this.db, userId);
  }

  /** POST /user/password: every other session is signed out; the current one stays. */
  async changePassword(
    userId: number,
    sessionId: number,
    body: { current_password: string; new_password: string; new_password_confirmation: string },
  ) {
    const user = await this.contacts(userId);
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      throw unprocessable(MSG_CABINET.currentPasswordWrong);
    }
    const errors = changePasswordErrors(body.new_password, body.new_password_confirmation);
    if (errors.length > 0) throw unprocessable(...errors);
    const passwordHash = await hashPassword(body.new_password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await signOutOthers(tx, userId, sessionId);
    });
  }

  /** PATCH /user/profile {avatar}: one of the caller's uploads, or null to remove it. */
  async setAvatar(userId: number, type: string | null, avatar: string | null): Promise<User> {
    if (avatar) await this.files.assertOwn([avatar], userId, ['avatar']);
    const table =
      type === 'client' ? clientProfiles : type === 'contractor' ? contractorProfiles : null;
    if (!table) throw conflict(MSG.profileMissing);
    await this.db
      .update(table)
      .set({ avatar, updatedAt: this.now() })
      .where(eq(table.userId, userId));
    return loadUser(this.db, userId);
  }
}
