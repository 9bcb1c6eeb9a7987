import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { DEADLINE_REMINDER_HOURS, formatMoscow } from './deadline';
import { formatDate } from './format';
import { optionalText } from './schemas';

/*
 * Addenda (изменения): from a tender's first invitation or offer on, a change to what the offers were made against
 * — its description, dates, address, documents or deadline — is recorded as a numbered addendum
 * with the client's note and what changed. Offers sent before the latest addendum are marked for
 * the client until their contractor confirms or revises them.
 */

/** The fields an addendum records, in the order it lists them, with their names in the API. */
export const ADDENDUM_FIELDS = [
  'description',
  'start_date',
  'end_date',
  'address',
  'offers_deadline',
  'documents',
] as const;
export type AddendumField = (typeof ADDENDUM_FIELDS)[number];

export const ADDENDUM_FIELD_LABELS: Record<AddendumField, string> = {
  description: 'Описание',
  start_date: 'Дата начала',
  end_date: 'Дата окончания',
  address: 'Адрес',
  offers_deadline: 'Срок приёма предложений',
  documents: 'Документы',
};

/** The most addenda a tender may have: each one asks every bidder to look again. */
export const ADDENDA_MAX = 50;
/** The longest note a client writes to an addendum. */
export const ADDENDUM_NOTE_MAX = LONG_TEXT_MAX;
/**
 * An addendum closer than this to the deadline leaves the bidders too little time: the web app
 * proposes moving the deadline this far past the addendum.
 */
export const ADDENDUM_EXTENSION_HOURS = DEADLINE_REMINDER_HOURS;

/**
 * One changed field, before → after, as stored: text as it is, a date as YYYY-MM-DD, the deadline
 * as an ISO moment; null when the field was empty (no end date, no deadline). The documents are
 * told by the files added and removed instead.
 */
export const addendumChangeSchema = z.object({
  field: z.enum(ADDENDUM_FIELDS).exclude(['documents']),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AddendumChange = z.infer<typeof addendumChangeSchema>;

/** A file an addendum added (still downloadable through the tender) or removed (its name only). */
export const addendumFileSchema = z.object({ path: z.string().nullable(), name: z.string() });

export const addendumSchema = z.object({
  number: z.number().int(),
  at: z.string(),
  /** The client's note; null when it wrote none. */
  note: z.string().nullable(),
  changes: z.array(addendumChangeSchema),
  files_added: z.array(addendumFileSchema),
  files_removed: z.array(addendumFileSchema),
  /**
   * Whether it asks the bidders to confirm their offers: every addendum but one that moves the
   * deadline alone (the offers still rest on the same tender).
   */
  asks_confirmation: z.boolean(),
});
export type Addendum = z.infer<typeof addendumSchema>;

/** A field's value in words: dates written out, the deadline in Moscow time, an empty one named. */
export function addendumValueText(field: AddendumField, value: string | null): string {
  if (value === null || value === '') {
    if (field === 'offers_deadline') return 'без срока';
    return field === 'end_date' ? 'не указана' : '—';
  }
  if (field === 'offers_deadline') return formatMoscow(value);
  if (field === 'start_date' || field === 'end_date') return formatDate(value);
  return value;
}

/** The addendum as one line, for the trail and the protocol: 'Изменение № 2: описание, документы'. */
export function addendumSummary(
  addendum: Pick<Addendum, 'number' | 'note' | 'changes' | 'files_added' | 'files_removed'>,
) {
  const files = addendum.files_added.length + addendum.files_removed.length > 0;
  const labels = [
    ...addendum.changes.map((c) => c.label),
    ...(files ? [ADDENDUM_FIELD_LABELS.documents] : []),
  ];
  const fields = labels.map((l) => l.toLowerCase()).join(', ');
  const note = addendum.note ? `. ${MSG_ADDENDA.note}: ${addendum.note}` : '';
  return `${MSG_ADDENDA.numbered(addendum.number)}: ${fields}${note}`;
}

/**
 * Does an addendum at `at` leave the bidders less than a day before the deadline? Then the web
 * app proposes `proposedDeadline`: a day after the addendum, rounded up to the hour.
 */
export function addendumNeedsExtension(deadline: string | Date | null, at: string | Date) {
  if (!deadline) return false;
  const left = new Date(deadline).getTime() - new Date(at).getTime();
  return left < ADDENDUM_EXTENSION_HOURS * 3_600_000;
}
export function proposedDeadline(at: string | Date): Date {
  const hour = 3_600_000;
  const later = new Date(at).getTime() + ADDENDUM_EXTENSION_HOURS * hour;
  return new Date(Math.ceil(later / hour) * hour);
}

export const MSG_ADDENDA = {
  title: 'Изменения тендера',
  numbered: (n: number) => `Изменение № ${n}`,
  heading: (n: number, at: string | Date) => `Изменение № ${n} от ${formatMoscow(at)}`,
  note: 'Примечание',
  noteLabel: 'Примечание к изменению',
  noteHint:
    'По тендеру уже есть предложения: изменение получит номер, участники увидят его и ваше примечание, а их предложения нужно будет подтвердить.',
  noNote: 'Без примечания',
  filesAdded: 'Добавлены документы',
  filesRemoved: 'Удалены документы',
  empty: 'Изменений не было',
  tooMany: `У тендера не может быть больше ${ADDENDA_MAX} изменений`,
  /** The client's mark on an offer sent before the latest addendum. */
  earlier: (n: number) => `Сделано до изменения № ${n}`,
  earlierHint: 'Подрядчик ещё не подтвердил предложение после изменения тендера',
  /** What the contractor is asked. */
  askTitle: 'Тендер изменён после вашего предложения',
  ask: (n: number) =>
    `Заказчик внёс изменение № ${n}. Подтвердите, что ваше предложение в силе, или измените его.`,
  confirm: 'Подтвердить предложение',
  confirmed: 'Предложение подтверждено',
  confirmFailed: 'Не удалось подтвердить предложение. Попробуйте ещё раз.',
  nothingToConfirm: 'Предложение уже учитывает все изменения тендера',
  /** The proposal to extend the deadline after a late addendum. */
  extendTitle: 'Продлить приём предложений?',
  extendText: `До окончания приёма предложений меньше ${ADDENDUM_EXTENSION_HOURS} часов. Участникам нужно время, чтобы учесть изменение.`,
  extendTo: (deadline: string | Date) => `Продлить до ${formatMoscow(deadline)}`,
  extendSkip: 'Оставить срок',
  // The web app's words around the note, the saves and the list of changes.
  save: 'Сохранить изменение',
  discard: 'Отменить',
  saved: 'Изменение сохранено',
  pendingDocs:
    'Документы изменены, но ещё не сохранены: добавьте примечание и сохраните изменение.',
  after: 'Стало',
  beforeText: 'Прежний текст',
  download: (name: string) => `Скачать ${name}`,
} as const;

/** What PATCH /tenders/{id} may carry beside each of its forms: the note of the addendum. */
export const addendumNoteField = { addendum_note: optionalText(ADDENDUM_NOTE_MAX) };
