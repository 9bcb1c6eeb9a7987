import { z } from 'zod';
import { WORK_TYPES } from './constants';
import { VAT_MODES } from './offers';
import { INTENTS } from './offer-intent';
import { REQUEST_STATUSES, partySchema, requestSchema, requestStatusSchema } from './requests';
import { TENDER_STAGES, TENDER_STATUSES } from './tenders';

/*
 * Cards: what a list carries of each item, which is what its screen shows. A list never carries
 * another user's phone, e-mail or social links, nor a tender's documents: those come with the
 * item itself (GET /tenders/{id}, GET /request/{id}), so a list cannot be used to collect them.
 */

/** A request's priced offer as a row shows it: the price with its НДС and the duration. */
export const offerGlanceSchema = z.object({
  price_kopecks: z.number().int(),
  vat: z.enum(VAT_MODES),
  vat_rate: z.number().int().nullable(),
  duration_days: z.number().int(),
});
export type OfferGlance = z.infer<typeof offerGlanceSchema>;

/** A tender as the lists show it. */
export const tenderCardSchema = z.object({
  id: z.number().int(),
  tender_name: z.string(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  project_name: z.string(),
  type: z.enum(WORK_TYPES),
  services: z.string(),
  stage: z.enum(TENDER_STAGES),
  images: z.array(z.string()),
  address: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.object({ code: z.enum(TENDER_STATUSES), label: z.string() }),
  /** The deadline for offers, ISO 8601; null when none. */
  offers_deadline: z.string().nullable(),
  created_at: z.string(),
});
export type TenderCard = z.infer<typeof tenderCardSchema>;

/** An open tender in the contractor's list, with the contractor's own request on it, if any. */
export const openTenderCardSchema = tenderCardSchema.extend({
  my_request: z
    .object({ id: z.number().int(), status: requestStatusSchema, is_new: z.boolean() })
    .nullable(),
});
export type OpenTenderCard = z.infer<typeof openTenderCardSchema>;

/** A request inside its tender's card in the client's list. */
export const requestGlanceSchema = z.object({
  id: z.number().int(),
  status: requestStatusSchema,
  is_new: z.boolean(),
  origin: z.enum(['offer', 'invitation']),
  intent: z.enum(INTENTS).nullable(),
  /** The contractor, by its short name. */
  user: z.object({ id: z.number().int(), name: z.string() }),
  offer: offerGlanceSchema.nullable(),
});
export type RequestGlance = z.infer<typeof requestGlanceSchema>;

/** How many requests a tender's card embeds; the rest come from GET /request?tender_id=. */
export const TENDER_CARD_REQUESTS_MAX = 20;

/**
 * One of the client's own tenders: its first requests (oldest first, at most
 * TENDER_CARD_REQUESTS_MAX), how many it has in all, and how many in each status (what its status
 * on the dashboard is derived from), and how many contractors' questions wait for its answer.
 */
export const ownTenderCardSchema = tenderCardSchema.extend({
  requests: z.array(requestGlanceSchema),
  requests_total: z.number().int(),
  request_counts: z.partialRecord(z.enum(REQUEST_STATUSES), z.number().int()),
  questions_unanswered: z.number().int(),
});
export type OwnTenderCard = z.infer<typeof ownTenderCardSchema>;

/**
 * A party of a request or a notice as a list shows it: its name and picture. A company's e-mail is
 * its business address, which the directory shows too; a person's (a client's) is never in a list.
 */
export const partyCardSchema = partySchema.omit({ email: true, phone: true }).extend({
  email: z.string().nullable(),
});
export type PartyCard = z.infer<typeof partyCardSchema>;

/** A request in a list: the request itself, its parties as cards (GET /request/{id} has them whole). */
export const requestCardSchema = requestSchema.extend({
  user: partyCardSchema,
  client: partyCardSchema,
});
export type RequestCard = z.infer<typeof requestCardSchema>;
