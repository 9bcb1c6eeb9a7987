import { z } from 'zod';
import { formatDate } from './format';
import { codeSchema, passwordInput } from './schemas';

/*
 * A person's deletion of their own account: the password and a code to the account's e-mail close
 * it at once (every session ends, nothing of it shows in lists or search); after the grace period
 * it is deleted unless the owner signs in and cancels. What other parties rely on (tenders with
 * offers, offers on others' tenders, the trail, protocols, deals and reviews) stays, with the
 * person shown by the label below; the company of a contractor stays on those records.
 */

/** How long a closed account waits before its deletion; signing in and cancelling reopens it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;

/** How a deleted person is shown on the records others keep. */
export const DELETED_USER_LABEL = 'Удалённый пользователь';

/** Whether a name on a record is that of a deleted person. */
export const isDeletedUserName = (name: string | null | undefined): boolean =>
  name?.trim() === DELETED_USER_LABEL;

/**
 * The kinds of data a deletion removes, as its record names them (no personal data in it). Drafts
 * are not among them: they live only in the web page while a form is open.
 */
export const DELETION_KINDS = [
  'contacts',
  'password',
  'profile',
  'avatar',
  'files',
  'sessions',
  'consents',
  'data_exports',
  'codes',
  'push_subscriptions',
  'notice_settings',
  'notices',
  'contractor_notes',
  'projects',
  'tenders',
  'cases',
  'copied_texts',
] as const;
export type DeletionKind = (typeof DELETION_KINDS)[number];

export const MSG_DELETION = {
  passwordWrong: 'Неверный пароль',
  alreadyClosed: 'Аккаунт уже закрыт',
  notClosed: 'Аккаунт не закрыт: отменять нечего',
  codeSent: 'Код отправлен на почту',
  /** Every call but the deletion's own answers this while the account is closed. */
  closed: (deleteAfter: string | Date) =>
    `Аккаунт закрыт и будет удалён ${deletionDate(deleteAfter)}. Отмените удаление, чтобы продолжить работу.`,
  /** The web app's screen of a closed account. */
  willBeDeleted: (deleteAfter: string | Date) =>
    `Аккаунт будет удалён ${deletionDate(deleteAfter)}`,
  cancelled: 'Удаление отменено, аккаунт снова открыт',
  // The cabinet's section 'Удалить аккаунт' and the closed account's screen.
  title: 'Удалить аккаунт',
  intro:
    'Аккаунт закроется сразу: все сеансы завершатся, вас не будет видно в списках и поиске. ' +
    `Через ${ACCOUNT_DELETION_GRACE_DAYS} дней он будет удалён; до тех пор удаление можно отменить, войдя в аккаунт.`,
  goesTitle: 'Удаляются',
  goes: [
    'имя, телефон, почта, фото профиля и контакты;',
    'уведомления, их настройки и подписки на push;',
    'сеансы, согласия и архивы ваших данных;',
    'проекты и тендеры, в которых никто не участвовал, и файлы только ваши.',
  ],
  staysTitle: 'Остаётся',
  stays:
    'То, на что опираются другие участники: тендеры с предложениями, предложения на чужие тендеры, ' +
    'журнал, протоколы, сделки и отзывы — с компанией и суммами, а вместо вашего имени будет ' +
    `«${DELETED_USER_LABEL}». Тот же телефон и почту можно будет зарегистрировать снова.`,
  getCode: 'Получить код',
  keep: 'Не удалять',
  confirmTitle: 'Удалить аккаунт?',
  confirmText:
    `Аккаунт закроется сейчас и будет удалён через ${ACCOUNT_DELETION_GRACE_DAYS} дней. ` +
    'До тех пор удаление можно отменить, войдя в аккаунт.',
  closedText:
    'Аккаунт закрыт: его не видно в списках и поиске, работать в нём нельзя. Если вы передумали, ' +
    'отмените удаление — всё останется как было.',
  cancel: 'Отменить удаление',
  deletedSignedOut:
    `Аккаунт закрыт. Он будет удалён через ${ACCOUNT_DELETION_GRACE_DAYS} дней; до тех пор ` +
    'удаление можно отменить, войдя в аккаунт.',
} as const;

/** The day of a deletion as dd.mm.yyyy, in Moscow time (the product's day). */
export function deletionDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const moscow = new Date(date.getTime() + 3 * 3600_000);
  return formatDate(moscow.toISOString());
}

/** POST /user/deletion/request-code: the password proves the person is at the keyboard. */
export const deletionCodeBody = z.object({ password: passwordInput });
/** POST /user/deletion: the code sent to the account's e-mail. */
export const deletionConfirmBody = z.object({ code: codeSchema });

/** A closed account's state: when it is deleted unless cancelled. */
export const accountClosingSchema = z.object({ delete_after: z.string() });
export type AccountClosing = z.infer<typeof accountClosingSchema>;
/** GET /user/deletion and POST /user/deletion: null while the account is open. */
export const deletionStateAnswer = z.object({ deletion: accountClosingSchema.nullable() });
