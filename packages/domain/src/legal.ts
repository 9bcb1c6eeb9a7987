import { z } from 'zod';
import {
  CONSENT_DOCUMENTS,
  type ConsentDocument,
  LEGAL_DOCUMENTS,
  LEGAL_VERSIONS,
  type LegalDocument,
  REQUIRED_CONSENTS,
  consentGivenSchema,
} from './legal-documents';

export * from './legal-documents';

/*
 * The legal documents a person reads and the consents a person gives. Their texts are Markdown
 * files in `packages/domain/legal/<document>.md`, shown on the public pages /legal/<document>;
 * each document's current version lives in legal-documents.ts and nowhere else. A change
 * of a text that a person consents to changes its version there, so the next sign-in asks for the
 * consent again. Here: the calls' answers and the screens' texts.
 */

/** Each document's title, as its page, its link and its dialog name it. */
export const LEGAL_TITLES: Readonly<Record<LegalDocument, string>> = {
  processing: 'Согласие на обработку персональных данных',
  distribution: 'Согласие на распространение персональных данных',
  privacy: 'Политика конфиденциальности',
};

/** POST /user/consents: the consent to the given version of a document. */
export const giveConsentBody = consentGivenSchema;

/** GET /legal/documents: every public document with its current version and title. */
export const legalDocumentsAnswer = z.object({
  documents: z.array(
    z.object({
      document: z.enum(LEGAL_DOCUMENTS),
      title: z.string(),
      version: z.string(),
      path: z.string(),
    }),
  ),
});
export type LegalDocumentsAnswer = z.infer<typeof legalDocumentsAnswer>;

/** A consent of the caller as the last row of its document says (null fields: never given). */
export const consentStateSchema = z.object({
  document: z.enum(CONSENT_DOCUMENTS),
  title: z.string(),
  /** The current version of the document's text. */
  current_version: z.string(),
  /** The version last consented to; null when never given. */
  version: z.string().nullable(),
  /** When it was last given (ISO 8601); null when never given. */
  given_at: z.string().nullable(),
  /** When it was withdrawn (ISO 8601); null while it stands. */
  withdrawn_at: z.string().nullable(),
  /** Whether it stands now: given and not withdrawn. */
  active: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** GET /user/consents (and the answers of its changes). */
export const userConsentsAnswer = z.object({
  consents: z.array(consentStateSchema),
  /** The documents whose current version the caller has yet to accept before going on. */
  required: z.array(z.enum(CONSENT_DOCUMENTS)),
});
export type UserConsentsAnswer = z.infer<typeof userConsentsAnswer>;

/** The consents that must be asked again: required ones not standing at their current version. */
export function requiredConsents(
  states: readonly { document: ConsentDocument; version: string | null; active: boolean }[],
  versions: Readonly<Record<LegalDocument, string>> = LEGAL_VERSIONS,
): ConsentDocument[] {
  return REQUIRED_CONSENTS.filter((document) => {
    const state = states.find((s) => s.document === document);
    return !state || !state.active || state.version !== versions[document];
  });
}

export const MSG_CONSENTS = {
  staleVersion:
    'Текст документа обновился. Откройте его ещё раз и подтвердите согласие с новой редакцией',
  processingRequired: 'Подтвердите согласие на обработку персональных данных',
  processingWithdraw:
    'Отзыв согласия на обработку персональных данных — это удаление аккаунта: откройте «Мои данные» и нажмите «Удалить аккаунт»',
  notWithdrawable: 'Это согласие нельзя отозвать отдельно',
  processingLabel: 'Я даю согласие на обработку персональных данных',
  processingLink: 'согласие на обработку персональных данных',
  distributionLabel:
    'Чтобы мои контакты видели другие пользователи, даю согласие на распространение персональных данных',
  distributionLink: 'согласие на распространение персональных данных',
  distributionHint:
    'Необязательно: без этого согласия телефон, почта и ссылки на мессенджеры видны только вам.',
  withdrawConfirm: 'Контакты перестанут быть видны другим пользователям',
  withdrawn: 'Согласие отозвано',
  given: 'Согласие дано',
  updatedTitle: 'Мы обновили документ',
  updatedText: 'Чтобы продолжить, прочитайте новую редакцию и подтвердите согласие.',
  accept: 'Принимаю',
  signOut: 'Выйти',
  sectionTitle: 'Согласия',
  notGiven: 'Не дано',
  give: 'Дать согласие',
  withdraw: 'Отозвать',
  /** In place of another user's contacts when none is shown (its consent to distribution does not stand). */
  contactsHidden: 'Контакты скрыты: нет согласия на их показ',
  /** The contractor's own card preview, when its contacts are hidden from clients. */
  ownContactsHidden:
    'Заказчики не видят ваши телефон, почту и мессенджеры: нет согласия на их распространение. Дать его можно во вкладке «Мои данные».',
  ownContactsLink: 'Открыть «Мои данные»',
} as const;
