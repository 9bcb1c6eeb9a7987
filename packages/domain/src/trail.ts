import { z } from 'zod';
import { ID_MAX } from './constants';
import { pageQuery, listMeta } from './lists';
import { MSG } from './messages';
import { DEAL_TRANSITIONS } from './deals';

/*
 * A tender's audit trail: every event with its time and actor, append-only. The client reads all
 * of its tender's trail (and exports it); a contractor the entries that concern it.
 */

export const TRAIL_EVENTS = [
  'published',
  'edited',
  'addendum',
  'invited',
  'viewed',
  'document_downloaded',
  'question_asked',
  'question_answered',
  'will_bid',
  'invitation_accepted',
  'declined',
  'offer_sent',
  'offer_revised',
  'offer_confirmed',
  'offer_rejected',
  'executor_chosen',
  'chosen_over_warning',
  'closed_without_choice',
  'offers_opened',
  'rebid_announced',
  'rebid_price_sent',
  'rebid_closed',
  'withdrawn',
  'deal_contract',
  'deal_confirmed',
  'deal_reported',
  'deal_accepted',
  'deal_returned',
  'deal_terminated',
] as const;
export type TrailEvent = (typeof TRAIL_EVENTS)[number];

export const TRAIL_EVENT_LABELS: Record<TrailEvent, string> = {
  published: 'Тендер опубликован',
  edited: 'Тендер изменён',
  addendum: 'Внесено изменение',
  invited: 'Приглашение отправлено',
  viewed: 'Первый просмотр тендера',
  document_downloaded: 'Документ скачан',
  question_asked: 'Задан вопрос',
  question_answered: 'Дан ответ на вопрос',
  will_bid: 'Будет участвовать',
  // A contractor's 'Принять' of an invitation is its offer: the entry says so.
  invitation_accepted: 'Предложение отправлено по приглашению',
  declined: 'Отказ от участия',
  offer_sent: 'Предложение отправлено',
  offer_revised: 'Предложение изменено',
  offer_confirmed: 'Предложение подтверждено после изменения',
  offer_rejected: 'Предложение отклонено',
  executor_chosen: 'Исполнитель выбран',
  // The client's own record, with the warnings' texts: the contractor's entries do not show it.
  chosen_over_warning: 'Выбор вопреки предупреждению',
  closed_without_choice: 'Тендер завершён без выбора исполнителя',
  offers_opened: 'Предложения вскрыты',
  rebid_announced: 'Объявлена переторжка',
  rebid_price_sent: 'Новая цена в переторжке',
  rebid_closed: 'Переторжка завершена',
  // One entry for each contractor with a request, so each reads it among its own.
  withdrawn: 'Тендер отменён заказчиком',
  // The deal's steps, each with the executor as the contractor, so both parties read them.
  deal_contract: DEAL_TRANSITIONS.contract.label,
  deal_confirmed: DEAL_TRANSITIONS.confirm.label,
  deal_reported: DEAL_TRANSITIONS.report.label,
  deal_accepted: DEAL_TRANSITIONS.accept.label,
  deal_returned: DEAL_TRANSITIONS.return.label,
  deal_terminated: DEAL_TRANSITIONS.terminate.label,
};

/** GET /tenders/{id}/trail: a page, newest first; the client may keep one contractor's entries. */
export const trailQuery = pageQuery.extend({
  contractor_id: z.coerce
    .number({ error: MSG.invalidValue })
    .int({ error: MSG.invalidValue })
    .positive({ error: MSG.invalidValue })
    .max(ID_MAX, { error: MSG.invalidValue })
    .optional(),
});
export type TrailQuery = z.output<typeof trailQuery>;

const trailParty = z.object({ id: z.number().int(), name: z.string() });

export const trailEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.enum(TRAIL_EVENTS),
  label: z.string(),
  /** Who acted. */
  actor: trailParty,
  /** The contractor the entry concerns; null for the tender's own events (published, edited). */
  contractor: trailParty.nullable(),
  /** What it was about, in words: the fields edited, the document's name, the comment. */
  details: z.string().nullable(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;

export const trailAnswer = z.object({ entries: z.array(trailEntrySchema), meta: listMeta });
export type TrailAnswer = z.infer<typeof trailAnswer>;

export const MSG_TRAIL = {
  title: 'Журнал событий',
  empty: 'Событий пока нет',
  export: 'Скачать журнал .xlsx',
  allContractors: 'Все подрядчики',
  contractor: 'Подрядчик',
  loading: 'Журнал загружается…',
  loadFailed: 'Не удалось загрузить журнал событий',
  exportFailed: 'Не удалось скачать журнал. Попробуйте ещё раз.',
  pages: 'Страницы журнала',
  preparing: 'Файл готовится…',
} as const;

/** What an edit of a tender may change, as the trail names it. */
export const TENDER_CHANGE_LABELS = {
  name: 'название',
  projectId: 'проект',
  stage: 'стадия',
  complexStructure: 'сложность конструкции',
  type: 'вид работ',
  address: 'адрес',
  description: 'описание',
  startDate: 'дата начала',
  endDate: 'дата окончания',
  images: 'изображения',
  documents: 'документы',
  offersDeadline: 'срок приёма предложений',
  sealed: 'закрытый приём предложений',
} as const;
export type TenderChangeField = keyof typeof TENDER_CHANGE_LABELS;

/** The trail's words for an edit: 'Изменено: описание, документы'. */
export const changedFieldsText = (fields: readonly TenderChangeField[]) =>
  `Изменено: ${fields.map((f) => TENDER_CHANGE_LABELS[f]).join(', ')}`;
