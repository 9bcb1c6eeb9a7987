import { z } from 'zod';
import { plural } from './format';
import { MSG } from './messages';
import { fileInfoSchema } from './files';
import { offerTermsSchema } from './offers';
import { PARTICIPATION } from './offer-intent';

/*
 * The comparison of a tender's active offers (those the client has neither rejected nor seen
 * withdrawn): one row per offer, sorted on the server so a long list pages the same way.
 */
export const COMPARISON_SORTS = [
  'price',
  'duration',
  'valid_until',
  'revised_at',
  'company',
] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];
export const COMPARISON_SORT_LABELS: Record<ComparisonSort, string> = {
  price: 'Цена с НДС',
  duration: 'Срок выполнения',
  valid_until: 'Действует до',
  revised_at: 'Дата предложения',
  company: 'Компания',
};
/** The requests whose offer stands: sent, not rejected by the client (the chosen one included). */
export const ACTIVE_OFFER_STATUSES = ['waiting', 'accepted_by_contractor', 'accepted'] as const;
/** Invitations with no offer: unanswered (perhaps with 'Буду участвовать') or declined. */
export const AWAITING_STATUSES = ['offered', 'declined'] as const;
/** The most offers one comparison shows; the answer says how many there are in all. */
export const COMPARISON_MAX = 200;
/** When the comparison holds fewer rows than there are offers: 'Показано 200 из 250 предложений'. */
export const comparisonShown = (shown: number, total: number) =>
  `Показано ${shown} из ${total} ${plural(total, 'предложения', 'предложений', 'предложений')}`;

export const comparisonQuery = z.object({
  sort: z.enum(COMPARISON_SORTS, { error: MSG.invalidValue }).default('price'),
  order: z.enum(['asc', 'desc'], { error: MSG.invalidValue }).default('asc'),
});
export type ComparisonQuery = z.infer<typeof comparisonQuery>;

/** The contractor's company as the comparison names it, with a link to its card by id. */
export const comparisonCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string().nullable(),
  region: z.string().nullable(),
  logo: z.string().nullable(),
});

export const comparisonOfferSchema = z.object({
  request_id: z.number().int(),
  status: z.object({ code: z.string(), label: z.string() }),
  contractor: comparisonCompanySchema,
  participation: z.enum(PARTICIPATION),
  revision: z.number().int(),
  revised_at: z.string(),
  comment: z.string().nullable(),
  document_files: z.array(fileInfoSchema),
  offer: offerTermsSchema.nullable(),
  lowest_price: z.boolean(),
  shortest_duration: z.boolean(),
  /** The tender's addendum this offer predates until its contractor confirms it; null when none. */
  outdated_by: z.number().int().nullable(),
});
export type ComparisonOffer = z.infer<typeof comparisonOfferSchema>;

export const comparisonAnswer = z.object({
  tender: z.object({
    id: z.number().int(),
    tender_name: z.string(),
    status: z.object({ code: z.string(), label: z.string() }),
    offers_deadline: z.string().nullable(),
  }),
  offers: z.array(comparisonOfferSchema),
  total: z.number().int(),
  /** Invited contractors with no offer yet: who will bid, who has not answered, who declined. */
  awaiting: z.array(
    z.object({
      request_id: z.number().int(),
      contractor: comparisonCompanySchema,
      participation: z.enum(PARTICIPATION),
      reject_reason: z.string().nullable(),
    }),
  ),
});
export type ComparisonAnswer = z.infer<typeof comparisonAnswer>;
