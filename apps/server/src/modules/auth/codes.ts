import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  MSG,
  CODES_COUNTED_MS,
  CODES_PER_TARGET_DAY,
  CODES_PER_TARGET_HOUR,
  RESEND_SECONDS,
  resendIn,
  tooManyCodes,
} from '@podryad/domain';
import { and, count, desc, eq, gt, inArray, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { verificationCodes } from '../../db/schema';
import type { MailSender } from '../../delivery/mail';
import type { SmsSender } from '../../delivery/sms';
import { AppError, tooManyRequests, unprocessable } from '../../http/errors';
import { countAgainst } from '../../http/rate-limit';

/** What a code proves. */
export type CodePurpose =
  | 'register_phone'
  | 'register_email'
  | 'password_reset'
  /** The cabinet's step-up: the current phone or e-mail is still the user's. */
  | 'phone_confirm'
  | 'email_confirm'
  /** The new phone or e-mail of a change is the user's. */
  | 'phone_change'
  | 'email_change'
  /** The owner closes the account for its deletion (a code to the account's e-mail). */
  | 'account_deletion';

export type Channel = 'sms' | 'email';

const HOUR_MS = 3600_000;

const hashCode = (purpose: string, subject: string, code: string) =>
  createHash('sha256').update(`${purpose}:${subject}:${code}`).digest();

/**
 * How long a code's letter or SMS may take while its request waits: a mail server or a gateway that
 * hangs costs the person this, then 'Не удалось отправить код' and a retry, not a minute of spinner.
 */
export const CODE_SEND_LIMIT_MS = 8_000;

/**
 * One-time codes: issued at most every RESEND_SECONDS per target, stored hashed, valid CODE_TTL_MS,
 * dead after CODE_MAX_ATTEMPTS checks: each check reserves a try before it compares, outside any
 * transaction, so neither parallel guesses nor a rolled-back request escape the count.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailSender,
    private readonly sms: SmsSender,
    private readonly log: FastifyBaseLogger,
    private readonly smsDailyBudget: number,
    private readonly now: () => Date = () => new Date(),
    private readonly sendLimitMs = CODE_SEND_LIMIT_MS,
  ) {}

  /** A send that has not ended within `sendLimitMs` counts as failed: the person is waiting. */
  private async withinLimit(send: Promise<void>) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not sent within ${this.sendLimitMs} ms`)),
        this.sendLimitMs,
      );
    });
    try {
      await Promise.race([send, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends a fresh code to `target` and returns it (the caller decides whether it may be shown). */
  async issue(input: {
    purpose: CodePurpose;
    subject: string;
    target: string;
    channel: Channel;
    /** False: the code is kept and counted like any other but sent nowhere (an unknown login). */
    deliver?: boolean;
    /**
     * 'registered': the target already has an account. The code is kept and counted like any
     * other, but the message says so instead of carrying it: the answer to the caller is the same
     * as for a new phone or e-mail, and only the owner of the target learns it is registered.
     */
    notice?: 'registered';
  }): Promise<string> {
    const now = this.now();
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    // The pauses and caps of one flow's target are read and the code written under a lock of that
    // target, so parallel requests cannot all find "nothing sent yet".
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`code|${input.purpose}|${input.target}`}))`,
      );
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const [sent] = await tx
        .select({
          last: max(verificationCodes.createdAt),
          hour: sql<number>`count(*) filter (where ${verificationCodes.createdAt} > ${ago(HOUR_MS)})`.mapWith(
            Number,
          ),
          day: count(),
          firstOfHour:
            sql<Date | null>`min(${verificationCodes.createdAt}) filter (where ${verificationCodes.createdAt} > ${ago(HOUR_MS)})`.mapWith(
              verificationCodes.createdAt,
            ),
          firstOfDay: min(verificationCodes.createdAt),
        })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, input.purpose),
            eq(verificationCodes.target, input.target),
            gt(verificationCodes.createdAt, ago(CODES_COUNTED_MS)),
          ),
        );
      const secondsUntil = (from: Date | null | undefined, windowMs: number) =>
        from ? (from.getTime() + windowMs - now.getTime()) / 1000 : 0;
      const wait = sent?.last ? this.resendWait(sent.last) : 0;
      if (wait > 0) throw tooManyRequests(resendIn(Math.ceil(wait)), wait);
      // Past both caps, the longer wait is the one that tells the truth.
      const capped = Math.max(
        (sent?.hour ?? 0) >= CODES_PER_TARGET_HOUR ? secondsUntil(sent?.firstOfHour, HOUR_MS) : 0,
        (sent?.day ?? 0) >= CODES_PER_TARGET_DAY
          ? secondsUntil(sent?.firstOfDay, CODES_COUNTED_MS)
          : 0,
      );
      if (capped > 0) throw tooManyRequests(tooManyCodes(Math.ceil(capped / 60)), capped);
      const [inserted] = await tx
        .insert(verificationCodes)
        .values({
          purpose: input.purpose,
          subject: input.subject,
          target: input.target,
          codeHash: hashCode(input.purpose, input.subject, code).toString('hex'),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          createdAt: now,
        })
        .returning({ id: verificationCodes.id });
      return inserted!;
    });

    if (input.deliver === false) return code;
    try {
      const registered = input.notice === 'registered';
      if (input.channel === 'sms') {
        await this.spendSmsBudget();
        await this.withinLimit(
          this.sms.send({
            to: input.target,
            text: registered
              ? 'Этот номер уже зарегистрирован в Подряде. Войдите или восстановите пароль.'
              : `Код подтверждения Подряд: ${code}. Никому его не сообщайте.`,
          }),
        );
      } else {
        await this.withinLimit(
          this.mail.send({
            to: input.target,
            subject: registered ? 'Вы уже зарегистрированы — Подряд' : 'Код подтверждения — Подряд',
            text: registered
              ? 'Кто-то начал регистрацию в Подряде с этим адресом, но он уже зарегистрирован.\n\nЕсли это были вы, войдите или восстановите пароль на странице входа. Если нет, просто проигнорируйте это письмо.'
              : `Ваш код подтверждения: ${code}\n\nКод действует 10 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
          }),
        );
      }
    } catch (err) {
      // Not delivered: forget the code so the user may ask again at once.
      await this.db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
      if (err instanceof AppError) throw err;
      this.log.error({ err, channel: input.channel }, 'code delivery failed');
      throw new AppError(502, [MSG.codeNotDelivered]);
    }
    return code;
  }

  /**
   * Checks the latest code of this flow. `consume` spends it (one use); without it the code stays
   * valid for a following step (password recovery checks the code, then uses it to reset).
   */
  async verify(input: {
    purpose: CodePurpose;
    subject: string;
    code: string;
    consume: boolean;
    /** When set, the code must have been sent to this phone or e-mail. */
    target?: string;
  }) {
    const newest = this.newest(input.purpose, input.subject);
    // A try is reserved before the code is compared, in one conditional UPDATE: parallel guesses
    // cannot all read "fewer than five" and all be compared.
    const [row] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          inArray(verificationCodes.id, newest),
          isNull(verificationCodes.usedAt),
          lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
          gt(verificationCodes.expiresAt, this.now()),
          input.target === undefined ? undefined : eq(verificationCodes.target, input.target),
        ),
      )
      .returning();
    if (!row) throw await this.refusal(newest, input.target);

    const expected = Buffer.from(row.codeHash, 'hex');
    const given = hashCode(input.purpose, input.subject, input.code);
    if (!timingSafeEqual(expected, given)) {
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw this.spent(row.createdAt);
      throw unprocessable(MSG.codeWrong);
    }
    if (input.consume) {
      const spent = await this.db
        .update(verificationCodes)
        .set({ usedAt: this.now() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      // Two requests racing with the same code: only one wins.
      if (spent.length === 0) throw unprocessable(MSG.codeNotRequested);
    }
  }

  /** The newest code of a flow. Only it counts: once spent, older ones must not come back to life. */
  private newest(purpose: CodePurpose, subject: string) {
    return this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.subject, subject)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
  }

  /**
   * One SMS of the day's budget for the whole service: a bound on what a flood of sign-ups to
   * numbers nobody owns (toll fraud) can cost, whatever the addresses and numbers it uses.
   */
  private async spendSmsBudget() {
    await countAgainst(
      this.db,
      'sms-budget',
      this.smsDailyBudget,
      CODES_COUNTED_MS,
      MSG.smsBudgetSpent,
    ).catch((err: unknown) => {
      this.log.error({ budget: this.smsDailyBudget }, 'the daily SMS budget is spent');
      throw err;
    });
  }

  /** A code out of tries: a new one may be asked for once the resend wait has passed. */
  private spent(createdAt: Date) {
    return tooManyRequests(MSG.codeTooManyAttempts, this.resendWait(createdAt));
  }

  /** Seconds until another code may follow one sent at `sentAt` (negative: it may already). */
  private resendWait(sentAt: Date) {
    return RESEND_SECONDS - (this.now().getTime() - sentAt.getTime()) / 1000;
  }

  /** Why no try could be reserved on the newest code of a flow, as the error to answer. */
  private async refusal(newest: ReturnType<CodeService['newest']>, target: string | undefined) {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(inArray(verificationCodes.id, newest));
    if (!row || row.usedAt) return unprocessable(MSG.codeNotRequested);
    if (target !== undefined && row.target !== target) return unprocessable(MSG.codeOtherTarget);
    if (row.attempts >= CODE_MAX_ATTEMPTS) return this.spent(row.createdAt);
    if (row.expiresAt.getTime() <= this.now().getTime()) return unprocessable(MSG.codeExpired);
    // Spent by a parallel request between the two statements.
    return unprocessable(MSG.codeNotRequested);
  }
}
