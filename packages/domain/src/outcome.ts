import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { optionalText } from './schemas';
import { quoted } from './typography';
import { offersDeadlineLabel } from './deadline';

/*
 * An outcome for everyone: when a tender ends, by the choice of an executor or closed without one,
 * every contractor with a live request learns of it and why, from a fixed list of reasons.
 */

/** Why the others were not chosen. */
export const CHOICE_REASONS = ['price', 'terms', 'experience', 'other'] as const;
export type ChoiceReason = (typeof CHOICE_REASONS)[number];
export const CHOICE_REASON_LABELS: Record<ChoiceReason, string> = {
  price: 'Цена',
  terms: 'Сроки',
  experience: 'Опыт',
  other: 'Другое',
};

/** Why a tender ended without an executor. */
export const CLOSE_REASONS = ['no_fit', 'budget', 'postponed', 'other'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  no_fit: 'Нет подходящих предложений',
  budget: 'Изменился бюджет',
  postponed: 'Проект отложен',
  other: 'Другое',
};

export const OUTCOME_REASONS = [
  'price',
  'terms',
  'experience',
  'no_fit',
  'budget',
  'postponed',
  'other',
] as const satisfies readonly OutcomeReason[];
export type OutcomeReason = ChoiceReason | CloseReason;
/** Every reason's label, for a stored reason whichever way the tender ended. */
export const OUTCOME_REASON_LABELS: Record<OutcomeReason, string> = {
  ...CHOICE_REASON_LABELS,
  ...CLOSE_REASON_LABELS,
};

export const OUTCOME_COMMENT_MAX = LONG_TEXT_MAX;

/**
 * The choice of an executor may say why the others were not chosen (the web app asks for it; a
 * caller that sends none gives 'Другое').
 */
export const choiceOutcomeFields = {
  outcome_reason: z.enum(CHOICE_REASONS).optional(),
  outcome_comment: optionalText(OUTCOME_COMMENT_MAX),
};

/** POST /tenders/{id}/close: the tender ends without an executor, for this reason. */
export const closeTenderBody = z.object({
  reason: z.enum(CLOSE_REASONS),
  comment: optionalText(OUTCOME_COMMENT_MAX),
});

/** A tender past its deadline with no outcome reminds its client after this many days… */
export const OUTCOME_REMINDER_AFTER_DAYS = 14;
/** …and again every this many days. */
export const OUTCOME_REMINDER_EVERY_DAYS = 7;

/**
 * The client's record, shown to contractors: of the client's tenders of the last 12 months whose
 * deadline for offers is at least 14 days past, the share that reached an outcome within 14 days
 * of the deadline; shown once there are at least three such tenders.
 */
export const CLIENT_RECORD = { months: 12, withinDays: 14, minTenders: 3 } as const;
export const clientRecordSchema = z.object({
  /** Whole percent, 0–100. */
  share: z.number().int(),
  tenders: z.number().int(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;
export const clientRecordText = (r: ClientRecord) =>
  `Заказчик подвёл итоги в срок в ${r.share}% тендеров (${r.tenders} за год)`;

export const MSG_OUTCOME = {
  closedTitle: 'Тендер завершён без выбора исполнителя',
  closeAction: 'Завершить без выбора исполнителя',
  notOpen: 'Тендер уже завершён',
  deadlineEnded: 'Тендер завершён: срок приёма предложений больше не меняется',
  reasonLabel: 'Причина',
  closeTitle: 'Завершить тендер без выбора исполнителя?',
  closeReason: 'Причина завершения',
  closeWarning:
    'Это действие нельзя отменить: тендер перестанет принимать предложения, а каждый участник получит уведомление с причиной.',
  closeConfirm: 'Завершить тендер',
  closeFailed: 'Не удалось завершить тендер. Попробуйте ещё раз.',
  closed: 'Тендер завершён без выбора исполнителя, участники уведомлены',
  choiceReason: 'Почему не выбраны остальные участники',
  reasonRequired: 'Выберите причину',
  comment: 'Комментарий (необязательно)',
  othersTold: 'Остальные участники получат уведомление с этой причиной.',
  title: 'Итоги тендера',
  cancel: 'Отмена',
  chosenBecomes: (contractor: string, tender: string) =>
    `${quoted(contractor)} станет исполнителем тендера ${quoted(tender)}. Подрядчик получит уведомление.`,
  /** The confirm's warning while offers are still taken (the choice ends their taking). */
  beforeDeadline: (deadline: string) =>
    `Приём предложений ещё открыт (${offersDeadlineLabel(deadline)}): другие участники ещё могут прислать или изменить предложения. Выбор исполнителя завершит приём.`,
  /** The confirm's warning when the chosen offer predates the tender's latest addendum. */
  chosenOutdated: (addendum: number) =>
    `Это предложение сделано до изменения № ${addendum} тендера, и подрядчик его ещё не подтвердил: цена и условия могут не учитывать изменение.`,
} as const;

/** The comment of an outcome's notice: 'Причина: Цена. <the client's comment>'. */
export const outcomeNoticeComment = (reason: OutcomeReason, comment: string | null) =>
  `${MSG_OUTCOME.reasonLabel}: ${OUTCOME_REASON_LABELS[reason]}${comment ? `. ${comment}` : ''}`;

/** The selection protocol (протокол подведения итогов): its Russian words. */
export const MSG_PROTOCOL = {
  title: 'Протокол подведения итогов',
  notYet: 'Протокол будет доступен после подведения итогов тендера',
  download: 'Скачать протокол (PDF)',
  tender: 'Тендер',
  client: 'Заказчик',
  address: 'Адрес',
  published: 'Опубликован',
  deadline: 'Срок приёма предложений',
  noDeadline: 'не установлен',
  sealed: 'Приём предложений',
  sealedYes: 'закрытый: цены вскрыты в срок приёма предложений',
  sealedNo: 'открытый',
  openedAt: 'Предложения вскрыты',
  notOpenedYet: 'ещё не вскрыты (до срока приёма предложений)',
  rebid: 'Переторжка',
  rebidAnnounced: 'объявлена',
  rebidUntil: 'новые цены до',
  noRebid: 'не проводилась',
  rebidColumn: 'Переторжка: цена с НДС до',
  rebidLowered: 'снизил с',
  outcomeAt: 'Итоги подведены',
  outcome: 'Итог',
  reason: 'Причина',
  comment: 'Комментарий',
  changes: 'Изменения тендера',
  noChanges: 'Изменений после первого приглашения или предложения не было',
  clarifications: 'Разъяснения (вопросы участников и ответы заказчика)',
  noClarifications: 'Опубликованных разъяснений не было',
  question: 'Вопрос',
  answer: 'Ответ',
  participants: 'Приглашённые и участники',
  number: '№',
  participant: 'Участник',
  how: 'Участие',
  invited: 'Приглашён',
  offered: 'Подал предложение',
  status: 'Статус',
  priceWithVat: 'Цена с НДС',
  priceWithoutVat: 'Цена без НДС',
  duration: 'Срок выполнения',
  decision: 'Решение',
  executor: 'Исполнитель',
  noExecutor: 'Исполнитель не выбран',
  deal: 'Сделка',
  contractNumber: 'договор №',
  contractFrom: 'от',
  steps: 'Ход тендера',
  time: 'Время (МСК)',
  event: 'Событие',
  made: 'Сформировано',
  downloadFailed: 'Не удалось скачать протокол. Попробуйте ещё раз.',
  preparing: 'Файл готовится…',
} as const;
/** How a participant other than the reader is named in its copy of the protocol. */
export const anonymousParticipant = (n: number) => `Участник ${n}`;
