import { randomUUID } from 'node:crypto';
import {
  type ConsentGiven,
  MSG,
  SIGN_IN_FAILURES_MAX,
  SIGN_IN_WINDOW_MINUTES,
  type AuthAnswer,
  loginKind,
  normalizeEmail,
  normalizeLoginPhone,
  passwordErrors,
  resetPasswordErrors,
  signInLockedFor,
} from '@podryad/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { forget } from '../../db/counters';
import { isUniqueViolation } from '../../db/errors';
import { registrations, sessions, users } from '../../db/schema';
import type { RequestOrigin } from '../../http/origin';
import { createSession } from './sessions';
import { countAgainst } from '../../http/rate-limit';
import { badRequest, conflict, notFound, unauthorized, unprocessable } from '../../http/errors';
import { loadUser } from '../profile/service';
import {
  type ConsentSource,
  recordRegistrationConsents,
  registrationConsents,
} from '../consents/service';
import type { CodeService } from './codes';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The user behind an e-mail or a phone in any format the login rule accepts. */
  private async findByLogin(login: string) {
    const kind = loginKind(login);
    if (!kind) throw badRequest(MSG.loginInvalid);
    const value = kind === 'email' ? normalizeEmail(login) : normalizeLoginPhone(login);
    const where = kind === 'email' ? eq(users.email, value) : eq(users.phone, value);
    const [user] = await this.db.select().from(users).where(where).limit(1);
    return { kind, value, user };
  }

  /**
   * Signs in. Every try of one login is counted before the password is checked, so parallel
   * guesses cannot outrun the limit: past SIGN_IN_FAILURES_MAX in the window the login is refused
   * (429) whatever the address, until the window ends. A success forgets the count. Unknown logins
   * are counted alike, so the answers tell nothing of who has an account.
   */
  async login(login: string, password: string, origin: RequestOrigin): Promise<AuthAnswer> {
    const { value, user } = await this.findByLogin(login);
    const key = `sign-in|${value}`;
    await countAgainst(
      this.db,
      key,
      SIGN_IN_FAILURES_MAX,
      SIGN_IN_WINDOW_MINUTES * 60_000,
      signInLockedFor,
    );
    if (!user) {
      await burnPasswordCheck(password);
      throw unauthorized(MSG.loginFailed);
    }
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw unauthorized(MSG.loginFailed);
    }
    await forget(this.db, key);
    const token = await createSession(this.db, user.id, origin);
    const answer: AuthAnswer = { token, user: await loadUser(this.db, user.id) };
    // A closed account signs in only to cancel its deletion (or to leave): the answer says so.
    if (user.deleteAfter) answer.account_closing = { delete_after: user.deleteAfter.toISOString() };
    return answer;
  }

  async logout(sessionId: number) {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** 'Выйти на всех устройствах': every session of the user ends, the caller's too. */
  async logoutEverywhere(userId: number) {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  // Registration: phone -> phonecode -> email -> emailcode -> password.

  private async openRegistration(uuid: string) {
    const [reg] = await this.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.uuid, uuid), isNull(registrations.completedAt)))
      .limit(1);
    if (!reg) throw notFound(MSG.registrationNotFound);
    return reg;
  }

  private async phoneTaken(phone: string) {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, phone))
      .limit(1);
    return Boolean(row);
  }

  private async emailTaken(email: string) {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Starts a registration. A phone that already has an account is answered the same (ASVS 2.5.2:
   * nothing tells a stranger who is registered); its owner gets an SMS saying so instead of a code.
   * The consents ticked on the step (ours, optional) are kept with when and from where they were
   * given, and become the user's at finalize; one to a version no longer current is refused first.
   */
  async requestPhoneCode(
    phone: string,
    given: readonly ConsentGiven[] = [],
    source?: ConsentSource,
  ) {
    const consents = registrationConsents(
      given,
      source ?? { ip: 'unknown', userAgent: null },
      this.now(),
    );
    const uuid = randomUUID();
    const code = await this.codes.issue({
      purpose: 'register_phone',
      subject: uuid,
      target: phone,
      channel: 'sms',
      ...((await this.phoneTaken(phone)) ? { notice: 'registered' as const } : {}),
    });
    await this.db.insert(registrations).values({ uuid, phone, consents });
    return { uuid, code };
  }

  async verifyPhone(uuid: string, code: string) {
    const reg = await this.openRegistration(uuid);
    await this.codes.verify({
      purpose: 'register_phone',
      subject: uuid,
      code,
      consume: true,
      target: reg.phone,
    });
    await this.db
      .update(registrations)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(registrations.uuid, uuid));
  }

  /** 'Изменить' on the phone code step: the session is dropped; the user starts again. */
  async resetPhone(uuid: string) {
    await this.db
      .delete(registrations)
      .where(and(eq(registrations.uuid, uuid), isNull(registrations.completedAt)));
  }

  /** The e-mail step; an address that already has an account gets a letter saying so, as above. */
  async requestEmailCode(uuid: string, email: string) {
    const reg = await this.openRegistration(uuid);
    if (!reg.phoneVerifiedAt) throw unprocessable(MSG.phoneNotVerified);
    const code = await this.codes.issue({
      purpose: 'register_email',
      subject: uuid,
      target: email,
      channel: 'email',
      ...((await this.emailTaken(email)) ? { notice: 'registered' as const } : {}),
    });
    await this.db
      .update(registrations)
      .set({ email, emailVerifiedAt: null })
      .where(eq(registrations.uuid, uuid));
    return { code };
  }

  async verifyEmail(uuid: string, code: string) {
    const reg = await this.openRegistration(uuid);
    if (!reg.email) throw unprocessable(MSG.emailNotRequested);
    // The code must be the one sent to the e-mail the registration now holds: two requests for
    // two addresses at once must not let one's code verify the other.
    await this.codes.verify({
      purpose: 'register_email',
      subject: uuid,
      code,
      consume: true,
      target: reg.email,
    });
    await this.db
      .update(registrations)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(registrations.uuid, uuid));
  }

  /** 'Изменить' on the e-mail code step: the e-mail is forgotten, the verified phone is kept. */
  async resetEmail(uuid: string) {
    await this.db
      .update(registrations)
      .set({ email: null, emailVerifiedAt: null })
      .where(and(eq(registrations.uuid, uuid), isNull(registrations.completedAt)));
  }

  async finalize(
    uuid: string,
    password: string,
    repeat: string,
    origin: RequestOrigin,
  ): Promise<AuthAnswer> {
    const reg = await this.openRegistration(uuid);
    if (!reg.phoneVerifiedAt) throw unprocessable(MSG.phoneNotVerified);
    if (!reg.email || !reg.emailVerifiedAt) throw unprocessable(MSG.emailNotVerified);
    const errors = passwordErrors(password, repeat);
    if (errors.length > 0) throw unprocessable(...errors);
    const passwordHash = await hashPassword(password);
    try {
      return await this.db.transaction(async (tx) => {
        const done = await tx
          .update(registrations)
          .set({ completedAt: new Date() })
          .where(and(eq(registrations.uuid, uuid), isNull(registrations.completedAt)))
          .returning({ uuid: registrations.uuid });
        if (done.length === 0) throw notFound(MSG.registrationNotFound);
        const [user] = await tx
          .insert(users)
          .values({ phone: reg.phone, email: reg.email!, passwordHash })
          .returning({ id: users.id });
        await recordRegistrationConsents(tx, user!.id, reg.consents);
        const token = await createSession(tx, user!.id, origin);
        return { token, user: await loadUser(tx, user!.id) };
      });
    } catch (err) {
      // The phone or e-mail has an account: registered meanwhile, or one whose code was shown
      // (SHOW_CODES, development only; otherwise its owner got a notice, not a code).
      if (isUniqueViolation(err)) {
        const phoneGone = await this.phoneTaken(reg.phone);
        throw conflict(phoneGone ? MSG.phoneTaken : MSG.emailTaken);
      }
      throw err;
    }
  }

  // Password recovery (/auth/reset): forgot -> verify-code -> reset.

  /**
   * Whom a recovery is for. An unknown login gets a code flow of its own that behaves the same
   * (a code "sent", the resend wait, wrong tries, the lock) but delivers nothing, so the answers
   * never tell whether an account exists.
   */
  private async recovery(login: string) {
    const { kind, value, user } = await this.findByLogin(login);
    return {
      kind,
      user,
      subject: user ? String(user.id) : `login:${value}`,
      target: (user && (kind === 'email' ? user.email : user.phone)) ?? value,
    };
  }

  async forgotPassword(login: string) {
    const { kind, user, subject, target } = await this.recovery(login);
    const channel = kind === 'email' ? ('email' as const) : ('phone' as const);
    const code = await this.codes.issue({
      purpose: 'password_reset',
      subject,
      target,
      channel: channel === 'email' ? 'email' : 'sms',
      deliver: user !== undefined,
    });
    return { channel, code };
  }

  async verifyResetCode(login: string, code: string) {
    const { subject } = await this.recovery(login);
    await this.codes.verify({ purpose: 'password_reset', subject, code, consume: false });
  }

  /** Sets the new password and signs the user out everywhere. */
  async resetPassword(login: string, code: string, password: string, confirmation: string) {
    const errors = resetPasswordErrors(password, confirmation);
    if (errors.length > 0) throw unprocessable(...errors);
    const { user, subject } = await this.recovery(login);
    await this.codes.verify({ purpose: 'password_reset', subject, code, consume: true });
    // Only outside production, where answers carry codes, can an unknown login's code be known.
    if (!user) throw unprocessable(MSG.codeNotRequested);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    });
  }
}
