import { z } from 'zod';
import { choiceOutcomeFields } from './outcome';
import { ID_MAX, LONG_TEXT_MAX, REJECT_REASON_MAX } from './constants';
import { MSG, MSG_TENDERS } from './messages';
import { optionalText, pathList } from './schemas';
import { TENDER_MAX_DOCS, fileInfoSchema } from './files';
import { checkOfferTerms, offerTermsFields, offerTermsSchema } from './offers';
import { INTENTS } from './offer-intent';
import { offerRebidSchema } from './rebid';

/*
 * Requests: one contractor's answer to one tender, an invitation or an offer. Their statuses and
 * labels for each side, the filters of both dashboards, the moves between statuses and
 * their payloads.
 */

/**
 * Request statuses. An invitation starts offered; the contractor accepts it (accepted_by_contractor)
 * or declines it (declined). An offer starts waiting. The tender's owner accepts a waiting or
 * accepted_by_contractor request (accepted) or rejects it (rejected). Every move, with who may make
 * it and what it needs, is in REQUEST_TRANSITIONS (request-moves.ts).
 */
export const REQUEST_STATUSES = [
  'waiting',
  'offered',
  'accepted_by_contractor',
  'accepted',
  'rejected',
  'declined',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Labels the client sees on its screens. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  waiting: 'Ожидание ответа',
  offered: 'Ожидание ответа',
  accepted_by_contractor: 'Получен ответ',
  accepted: 'Принято',
  rejected: 'Подрядчик отклонен',
  declined: 'Отклонено',
};

/**
 * Labels the contractor sees on its screens, with one deviation from the spec: an accepted
 * invitation still waits for the client's choice, so it reads 'Принятие решения' rather than
 * 'Выбран исполнителем' (docs/decisions.md).
 */
export const CONTRACTOR_REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  waiting: 'Принятие решения',
  offered: 'Принятие решения',
  accepted_by_contractor: 'Принятие решения',
  accepted: 'Выбран исполнителем',
  rejected: 'Отказ',
  declined: 'Отказ',
};

/** Waiting for the other side's first answer: a new offer or an unanswered invitation. */
export const PENDING_REQUEST_STATUSES: readonly RequestStatus[] = ['waiting', 'offered'];
export const isPendingRequest = (status: RequestStatus) =>
  PENDING_REQUEST_STATUSES.includes(status);

/** A filter of a request list: the statuses it keeps (any when absent), or only the new ones. */
export type RequestFilterRule = {
  label: string;
  statuses?: readonly RequestStatus[];
  onlyNew?: true;
};

/**
 * The filter tabs of both request lists, in their order: the client's dashboard and the
 * contractor's 'Мои тендеры' (where both refusals count as 'Отказы'). The server filters and
 * counts by these rules; the screens show their labels.
 */
export const REQUEST_FILTER_RULES = {
  client: {
    all: { label: 'Все' },
    waiting: { label: 'Ожидание ответа', statuses: PENDING_REQUEST_STATUSES },
    responded: { label: 'Получен ответ', statuses: ['accepted_by_contractor'] },
    accepted: { label: 'Принято', statuses: ['accepted'] },
    declined: { label: 'Отклонено', statuses: ['rejected'] },
  },
  contractor: {
    all: { label: 'Все' },
    new: { label: 'Новые', onlyNew: true },
    in_work: { label: 'В работе', statuses: ['accepted'] },
    refused: { label: 'Отказы', statuses: ['rejected', 'declined'] },
  },
} as const satisfies Record<'client' | 'contractor', Record<string, RequestFilterRule>>;

export type RequestSide = keyof typeof REQUEST_FILTER_RULES;

/** The labels of the statuses in each side's own words. */
export const REQUEST_STATUS_LABELS_OF: Record<RequestSide, Record<RequestStatus, string>> = {
  client: REQUEST_STATUS_LABELS,
  contractor: CONTRACTOR_REQUEST_STATUS_LABELS,
};
export type RequestFilterOf<S extends RequestSide> = keyof (typeof REQUEST_FILTER_RULES)[S];
export type RequestFilter = RequestFilterOf<'client'>;
export type ContractorRequestFilter = RequestFilterOf<'contractor'>;

const keysOf = <S extends RequestSide>(side: S) =>
  Object.keys(REQUEST_FILTER_RULES[side]) as RequestFilterOf<S>[];
const labelsOf = <S extends RequestSide>(side: S) =>
  Object.fromEntries(
    Object.entries(REQUEST_FILTER_RULES[side]).map(([key, rule]) => [key, rule.label]),
  ) as Record<RequestFilterOf<S>, string>;

export const REQUEST_FILTERS = keysOf('client');
export const REQUEST_FILTER_LABELS = labelsOf('client');
export const CONTRACTOR_REQUEST_FILTERS = keysOf('contractor');
export const CONTRACTOR_REQUEST_FILTER_LABELS = labelsOf('contractor');
/** Every filter of either side: what `status` of GET /request may be. */
export const ANY_REQUEST_FILTERS = [
  ...new Set<string>([...REQUEST_FILTERS, ...CONTRACTOR_REQUEST_FILTERS]),
] as [RequestFilter | ContractorRequestFilter, ...(RequestFilter | ContractorRequestFilter)[]];

/** The rule of a side's filter, or undefined when that side has no such filter. */
export const requestFilterRule = (
  side: RequestSide,
  filter: string,
): RequestFilterRule | undefined =>
  (REQUEST_FILTER_RULES[side] as Record<string, RequestFilterRule>)[filter];

/** Whether a request, as its side sees it, passes the side's filter. */
export function matchesRequestFilter(
  side: RequestSide,
  request: { is_new: boolean; status: { code: RequestStatus } },
  filter: string,
) {
  const rule = requestFilterRule(side, filter);
  if (!rule) return false;
  if (rule.onlyNew && !request.is_new) return false;
  return !rule.statuses || rule.statuses.includes(request.status.code);
}

/** 'New requests' on the dashboard: flagged new and already answered. */
export const isNewAnswer = (request: { is_new: boolean; status: { code: RequestStatus } }) =>
  request.is_new && !isPendingRequest(request.status.code);

/** Reasons a client gives when rejecting an answer. */
export const OTHER_REASON = 'Другая причина';
export const CLIENT_REJECT_REASONS = [
  'Неприемлемая стоимость',
  'Несоответствие требованиям',
  'Неудовлетворительные условия контракта',
  'Юридические проблемы',
  OTHER_REASON,
] as const;

/** Reasons a contractor gives when declining an invitation. */
export const CONTRACTOR_REJECT_REASONS = [
  'Нереалистичный бюджет',
  'Сжатые сроки',
  'Сложные юридические условия',
  'Рискованные требования по безопасности',
  OTHER_REASON,
] as const;

/** The reason sent: the chosen one, or the free text for 'Другая причина' (itself when empty). */
export const rejectReason = (choice: string, freeText: string) =>
  choice === OTHER_REASON ? freeText.trim() || OTHER_REASON : choice;

/** The comment of an invitation when the client writes none. */
export const DEFAULT_INVITE_COMMENT = '-';

export const requestStatusSchema = z.object({
  code: z.enum(REQUEST_STATUSES),
  label: z.string(),
});

/** The party of a request or notification as the other side sees it. */
export const partySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profile: z.object({
    short_name: z.string().nullable(),
    full_legal_name: z.string().nullable(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    avatar: z.string().nullable(),
    logo: z.string().nullable(),
  }),
});
export type Party = z.infer<typeof partySchema>;

/** A request as a list item or detail: the contractor is `user`, the tender is nested. */
export const requestSchema = z.object({
  id: z.number().int(),
  status: requestStatusSchema,
  user: partySchema,
  client: partySchema,
  /** The tender's id, name and deadline for offers (ISO 8601; null when none). */
  tender: z.object({
    id: z.number().int(),
    tender_name: z.string(),
    offers_deadline: z.string().nullable(),
  }),
  /** 'offer' when the contractor answered an open tender, 'invitation' when the client invited. */
  origin: z.enum(['offer', 'invitation']),
  /**
   * The contractor's answer (an offer's or an accepted invitation's comment and files). While an
   * invitation is unanswered (`offered`) they stand in for the client's invitation instead.
   */
  comment: z.string().nullable(),
  reject_reason: z.string().nullable(),
  documents: z.array(z.string()),
  document_files: z.array(fileInfoSchema),
  /** The client's invitation, whatever the contractor answered: null and [] for an offer. */
  invite_comment: z.string().nullable(),
  invite_document_files: z.array(fileInfoSchema),
  is_new: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Ours: the active offer's price and terms; null for a plain offer or no answer. */
  offer: offerTermsSchema.nullable(),
  /** How many versions the contractor's offer has (0: none yet) and when the newest was sent. */
  revision: z.number().int(),
  revised_at: z.string().nullable(),
  /** An invited contractor's 'Буду участвовать' (a decline is the status `declined`). */
  intent: z.enum(INTENTS).nullable(),
  /**
   * Ours: the number of the tender's addendum this undecided offer predates: it was made on an
   * earlier version, and its contractor is asked to confirm or revise it. Null otherwise.
   */
  outdated_by: z.number().int().nullable(),
  /**
   * Ours, for the client of a sealed tender before its deadline: the offer came (its time and
   * version count show) but its price, terms, comment and files are not told yet.
   */
  sealed: z.boolean(),
  /** Ours: the offer's part in the tender's переторжка round; null when it was not in one. */
  rebid: offerRebidSchema.nullable(),
});
export type TenderRequest = z.infer<typeof requestSchema>;

/** POST /request/{tenderId}: an invitation (client, user_id) or an offer (contractor). */
export const createRequestBody = z
  .object({
    user_id: z.coerce.number({ error: MSG.invalidValue }).int().positive().max(ID_MAX).optional(),
    comment: optionalText(LONG_TEXT_MAX),
    docs_paths: pathList(TENDER_MAX_DOCS).default([]),
    ...offerTermsFields,
    // The client's choice of an executor: why the others were not chosen.
    ...choiceOutcomeFields,
  })
  .superRefine(checkOfferTerms);
/** POST /request/accept/{id}: the contractor's answer may be a priced offer, like an offer. */
export const acceptRequestBody = z
  .object({
    comment: optionalText(LONG_TEXT_MAX),
    docs_paths: pathList(TENDER_MAX_DOCS).default([]),
    ...offerTermsFields,
    // The client's choice of an executor: why the others were not chosen.
    ...choiceOutcomeFields,
  })
  .superRefine(checkOfferTerms);
export const rejectRequestBody = z.object({
  reason: z
    .string({ error: MSG_TENDERS.reasonRequired })
    .trim()
    .min(1, { error: MSG_TENDERS.reasonRequired })
    .max(REJECT_REASON_MAX, { error: MSG.tooLong }),
});

/** The name a party goes by: a company's short or full name, a person's name, else the e-mail. */
export function partyName(
  party:
    | {
        name: string;
        email?: string | null;
        profile: Pick<Party['profile'], 'short_name' | 'full_legal_name' | 'name' | 'surname'>;
      }
    | null
    | undefined,
) {
  if (!party) return '';
  const p = party.profile;
  const person = [p.name, p.surname].filter(Boolean).join(' ');
  return p.short_name || p.full_legal_name || person || party.name || party.email || '';
}

/** The message of a request as the drawers show it: the reject reason when the comment is '-'. */
export function requestMessage(request: {
  comment: string | null;
  reject_reason?: string | null;
}): string {
  const comment = request.comment?.trim() ?? '';
  if (comment && comment !== DEFAULT_INVITE_COMMENT) return comment;
  return request.reject_reason?.trim() || comment;
}

/** The moves of a request that notify the other party. */
export type RequestMove =
  'invite' | 'offer' | 'contractor_accept' | 'contractor_decline' | 'choose' | 'reject';
