import { z } from 'zod';
import { ID_MAX, LONG_TEXT_MAX, WORK_TYPES, WORK_TYPE_LABELS, type WorkType } from './constants';
import { MSG, MSG_TENDERS } from './messages';
import { coordinate, isoDate, pathList, requiredText } from './schemas';
import { type RequestStatus, isPendingRequest, partySchema, requestSchema } from './requests';
import { TENDER_MAX_DOCS, TENDER_MAX_IMAGES, fileInfoSchema } from './files';
import { offersDeadlineSchema } from './deadline';
import { OUTCOME_REASONS, clientRecordSchema } from './outcome';
import { addendumNoteField, addendumSchema } from './addenda';
import { quoted } from './typography';
import { rebidSchema } from './rebid';
import { buyerSchema } from './buyer';

/*
 * Tenders: their stages, types and statuses, the wizard's payloads, the answer, and the
 * contractor's list filters. Requests (answers to a tender) are in requests.ts.
 */

/** Tender stages of the wizard: the complex toggle overrides the type. */
export const TENDER_STAGES = ['design', 'construction'] as const;
export type TenderStage = (typeof TENDER_STAGES)[number];
export const TENDER_STAGE_LABELS: Record<TenderStage, string> = {
  design: 'Проектирование',
  construction: 'Строительство',
};

/** The work type a tender is filed under: its stage, or complex construction when toggled. */
export const tenderType = (stage: TenderStage, complex: boolean): WorkType =>
  complex ? 'complex_construction' : stage;

/**
 * The kind of work in one phrase, so a page shows it once: the type ('Строительство'), which is
 * the stage unless the tender is complex construction; then the stage is added
 * ('Комплексное строительство, этап: проектирование').
 */
export function tenderWorkText(tender: { type: WorkType; stage: TenderStage }): string {
  const type = WORK_TYPE_LABELS[tender.type];
  if (tender.type === tender.stage) return type;
  return `${type}, этап: ${TENDER_STAGE_LABELS[tender.stage].toLowerCase()}`;
}

/** Years offered by the tender date selects: the current year plus 9 more. */
export const TENDER_YEARS_AHEAD = 9;
export function tenderYears(now = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: TENDER_YEARS_AHEAD + 1 }, (_, i) => first + i);
}

/** The tender detail saves the address this long after the last keystroke. */
export const TENDER_ADDRESS_AUTOSAVE_MS = 1000;

/** The stored status of a tender; the client list derives its own label from requests. */
export const TENDER_STATUSES = [
  'waiting_for_requests',
  'executor_chosen',
  'closed_without_choice',
  'withdrawn',
] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** The name a tender shows: its name, or 'Без названия'. */
export const tenderTitle = (tender: { tender_name: string }) =>
  tender.tender_name.trim() || 'Без названия';

/** Its place: 'Россия, ' and the address, or 'Без адреса'. */
export const tenderPlace = (tender: { address: string }) =>
  tender.address.trim() ? `Россия, ${tender.address.trim()}` : 'Без адреса';

/** The status of a tender still looking for an executor: listed to contractors, taking offers. */
export const OPEN_TENDER_STATUS: TenderStatus = 'waiting_for_requests';
/**
 * A tender its client deleted after contractors took part: gone for the client and from every
 * list, kept (read-only) for the contractors with a request on it.
 */
export const WITHDRAWN_TENDER_STATUS: TenderStatus = 'withdrawn';
export const TENDER_STATUS_LABELS: Record<TenderStatus, string> = {
  waiting_for_requests: 'Ожидание предложений',
  executor_chosen: 'Исполнитель выбран',
  closed_without_choice: 'Тендер завершён без выбора исполнителя',
  withdrawn: 'Тендер отменён заказчиком',
};

/**
 * The status a client sees on a tender, derived from its requests' statuses (those with at least
 * one request): waiting while any awaits the other side's first answer, choosing while any answer
 * awaits the client's decision, in work otherwise.
 */
export function tenderStatusLabel(statuses: readonly RequestStatus[]): string {
  if (statuses.some(isPendingRequest)) return 'Ожидание ответа';
  if (statuses.includes('accepted_by_contractor')) return 'Выбор исполнителя';
  return 'В работе';
}

/** Banner after creation: 'Тендер … успешно создан.' plus the wait note if invited. */
export const tenderCreatedBanner = (name: string, invited: boolean) =>
  `Тендер ${quoted(name)} успешно создан.${invited ? ' Ожидайте ответа от подрядчика' : ''}`;

/** The wizard's fields of a tender, as its write payload carries them. */
export const tenderFields = z.object({
  tender_name: requiredText(),
  projectId: z.coerce
    .number({ error: MSG_TENDERS.projectUnknown })
    .int({ error: MSG_TENDERS.projectUnknown })
    .positive({ error: MSG_TENDERS.projectUnknown })
    .max(ID_MAX, { error: MSG_TENDERS.projectUnknown }),
  stage: z.enum(TENDER_STAGES, { error: MSG.required }),
  complex_structure: z.boolean({ error: MSG.invalidValue }).default(false),
  address: requiredText(LONG_TEXT_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
  description: requiredText(LONG_TEXT_MAX),
  start_date: isoDate,
  end_date: isoDate.nullish().or(z.literal('')),
  images_paths: pathList(TENDER_MAX_IMAGES, MSG_TENDERS.imageRequired).min(1, {
    error: MSG_TENDERS.imageRequired,
  }),
  docs_paths: pathList(TENDER_MAX_DOCS).default([]),
  /**
   * Ours: offers are taken until then; null or absent: no deadline. Absent in a full
   * edit keeps the tender's, so a client that does not know the field never drops it.
   */
  offers_deadline: offersDeadlineSchema.nullish(),
  /**
   * Ours: sealed offers ('Закрытый приём предложений'), which need a deadline; absent in a full
   * edit keeps the tender's. May change only while the tender has no offer.
   */
  sealed: z.boolean({ error: MSG.invalidValue }).optional(),
  /** Sent by the spec's client; the server derives it from stage and complex_structure. */
  type: z.enum(WORK_TYPES).optional(),
});

const endNotBeforeStart = (t: { start_date: string; end_date?: string | null }) =>
  !t.end_date || t.end_date >= t.start_date;

const endDateRule = { error: MSG_TENDERS.endBeforeStart, path: ['end_date'] };
/** POST /tenders. */
export const createTenderBody = tenderFields.refine(endNotBeforeStart, endDateRule);
/** PATCH /tenders/{id}, the full edit: the wizard's fields and the addendum's note. */
export const tenderEditBody = tenderFields
  .extend(addendumNoteField)
  .refine(endNotBeforeStart, endDateRule);

/**
 * PATCH /tenders/{id}: the full edit, the address alone, or docs_paths alone. Each may carry the
 * note of the addendum it makes once the tender has offers (ours; optional).
 */
export const tenderAddressBody = z.object({
  ...addendumNoteField,
  address: requiredText(LONG_TEXT_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export const tenderDocsBody = z.object({
  ...addendumNoteField,
  docs_paths: pathList(TENDER_MAX_DOCS),
});
/** Ours: only the deadline for offers, to set, extend or remove (null) it. */
export const tenderDeadlineBody = z.object({
  ...addendumNoteField,
  offers_deadline: offersDeadlineSchema.nullable(),
});

/**
 * Which of the four PATCH forms a body is: a full edit names the tender, a docs update the docs,
 * a deadline update only the deadline; anything else is the address form.
 */
export type TenderPatchBody =
  | z.output<typeof tenderEditBody>
  | z.output<typeof tenderDocsBody>
  | z.output<typeof tenderAddressBody>
  | z.output<typeof tenderDeadlineBody>;
export function tenderPatchSchema(body: unknown): z.ZodType<TenderPatchBody> {
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.includes('tender_name')) return tenderEditBody;
  if (keys.includes('docs_paths') && !keys.includes('address')) return tenderDocsBody;
  if (keys.includes('offers_deadline') && !keys.includes('address')) return tenderDeadlineBody;
  return tenderAddressBody;
}
/** All four forms, as the contract shows them; a body is validated by `tenderPatchSchema`. */
export const tenderPatchBody = z.union([
  tenderEditBody,
  tenderDocsBody,
  tenderAddressBody,
  tenderDeadlineBody,
]);

export const tenderSchema = z.object({
  id: z.number().int(),
  tender_name: z.string(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  project_name: z.string(),
  projectId: z.number().int(),
  type: z.enum(WORK_TYPES),
  services: z.string(),
  stage: z.enum(TENDER_STAGES),
  complex_structure: z.boolean(),
  images: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  documents: z.array(z.string()),
  document_files: z.array(fileInfoSchema),
  status: z.object({ code: z.enum(TENDER_STATUSES), label: z.string() }),
  /** Ours: the deadline for offers, ISO 8601 with its offset; null when none. */
  offers_deadline: z.string().nullable(),
  /** Ours: the tender takes sealed offers; `offers_sealed` while they are still sealed from its client. */
  sealed: z.boolean(),
  offers_sealed: z.boolean(),
  /** Ours: when its sealed offers were opened (at the deadline); null before. */
  offers_opened_at: z.string().nullable(),
  /** Ours: its переторжка round, once announced. */
  rebid: rebidSchema.nullable(),
  created_at: z.string(),
  /** The client who published it, with the contacts the contractor reaches it by. */
  user: partySchema.extend({
    surname: z.string(),
    profile: partySchema.shape.profile.extend({
      vk: z.string().nullable(),
      telegram: z.string().nullable(),
      whatsapp: z.string().nullable(),
      location: z.string().nullable(),
    }),
  }),
  /** For the owner: its requests; for a contractor: only its own. */
  requests: z.array(requestSchema),
  /** Ours: how the tender ended (an executor chosen, or closed without one); null while open. */
  outcome: z
    .object({
      reason: z.enum(OUTCOME_REASONS),
      reason_label: z.string(),
      comment: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** Ours, for contractors: the client's record of reaching outcomes in time; null until known. */
  client_record: clientRecordSchema.nullable(),
  /**
   * Ours, for contractors: whom the client buys for (itself, or a company with the register's word
   * on its INN); null until the client says, and for the owner (its cabinet shows its own).
   */
  buyer: buyerSchema,
  /** Ours: the addenda made since the first invitation or offer, oldest first. */
  addenda: z.array(addendumSchema),
  /**
   * Ours, for the owner: the tender has an invitation or an offer, so a change of what offers rest
   * on is an addendum.
   */
  records_addenda: z.boolean(),
});
export type Tender = z.infer<typeof tenderSchema>;
export type CreateTenderBody = z.input<typeof createTenderBody>;
