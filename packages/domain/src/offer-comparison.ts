import { z } from 'zod';
import { plural } from './format';
import { MSG } from './messages';
import { fileInfoSchema } from './files';
import { offerTermsSchema, type OfferTermsView } from './offers';
import { PARTICIPATION } from './offer-intent';
import { offerRebidSchema } from './rebid';
import { SRO_KINDS, offerSroSchema } from './sro';
import { companyRegistrySchema } from './registry';

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

/*
 * Which sums the comparison sets side by side. Offers come under different НДС regimes (the price
 * includes НДС, НДС is charged on top, the contractor charges no НДС), so the client chooses:
 *   with_vat     what the client pays in all (the default): the sum with НДС, an offer without
 *                НДС liability at its price;
 *   without_vat  what the work costs a client who deducts НДС: the sum without НДС, an offer
 *                without НДС liability again at its price (it holds no НДС to deduct).
 * 'Лучшая цена' and the order by price follow the choice.
 */
export const COMPARISON_PRICES = ['with_vat', 'without_vat'] as const;
export type ComparisonPrices = (typeof COMPARISON_PRICES)[number];
/** The switch's options: how the prices are compared, 'с НДС' or 'без НДС'. */
export const COMPARISON_PRICE_BASES: Record<ComparisonPrices, string> = {
  with_vat: 'с НДС',
  without_vat: 'без НДС',
};
/** The price column's header: the sum compared, 'Цена с НДС' or 'Цена без НДС'. */
export const COMPARISON_PRICE_LABELS: Record<ComparisonPrices, string> = {
  with_vat: `Цена ${COMPARISON_PRICE_BASES.with_vat}`,
  without_vat: `Цена ${COMPARISON_PRICE_BASES.without_vat}`,
};
/** What each choice compares, said under the switch. */
export const COMPARISON_PRICE_HINTS: Record<ComparisonPrices, string> = {
  with_vat: 'Сравниваются суммы к оплате с НДС.',
  without_vat:
    'Сравниваются суммы без НДС, как их видит заказчик, который принимает НДС к вычету; цена подрядчика, не облагаемого НДС, сравнивается целиком.',
};
/** The sum of an offer's terms the comparison compares under a choice of prices. */
export const COMPARED_PRICE: Record<
  ComparisonPrices,
  'price_with_vat_kopecks' | 'price_without_vat_kopecks'
> = {
  with_vat: 'price_with_vat_kopecks',
  without_vat: 'price_without_vat_kopecks',
};
/** The compared sum of an offer's terms, in kopecks. */
export const comparedPrice = (
  terms: Pick<OfferTermsView, 'price_with_vat_kopecks' | 'price_without_vat_kopecks'>,
  prices: ComparisonPrices,
) => terms[COMPARED_PRICE[prices]];
/** The other sum, shown under the compared one. */
export const otherPrices = (prices: ComparisonPrices): ComparisonPrices =>
  prices === 'with_vat' ? 'without_vat' : 'with_vat';

export const comparisonQuery = z.object({
  sort: z.enum(COMPARISON_SORTS, { error: MSG.invalidValue }).default('price'),
  order: z.enum(['asc', 'desc'], { error: MSG.invalidValue }).default('asc'),
  /** The sums compared: 'Лучшая цена' and the order by price follow them. */
  prices: z.enum(COMPARISON_PRICES, { error: MSG.invalidValue }).default('with_vat'),
});
export type ComparisonQuery = z.infer<typeof comparisonQuery>;

/** The contractor's company as the comparison names it, with a link to its card by id. */
export const comparisonCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string().nullable(),
  region: z.string().nullable(),
  logo: z.string().nullable(),
  /** What the state register says of the company, as last checked. */
  registry: companyRegistrySchema,
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
  /** The offer's compared sum (`prices` of the answer) is the lowest among the priced offers. */
  lowest_price: z.boolean(),
  shortest_duration: z.boolean(),
  /** The tender's addendum this offer predates until its contractor confirms it; null when none. */
  outdated_by: z.number().int().nullable(),
  /** Ours: its price before the переторжка round and whether it lowered it. */
  rebid: offerRebidSchema.nullable(),
  /** Ours: the contractor's stated СРО of the tender's kind against the offer's price with НДС. */
  sro: offerSroSchema,
});
export type ComparisonOffer = z.infer<typeof comparisonOfferSchema>;

export const comparisonAnswer = z.object({
  tender: z.object({
    id: z.number().int(),
    tender_name: z.string(),
    status: z.object({ code: z.string(), label: z.string() }),
    offers_deadline: z.string().nullable(),
    /** Ours: the offers are sealed until the deadline; each shows its company and time only. */
    offers_sealed: z.boolean(),
    /** Ours: the переторжка round's deadline, once announced. */
    rebid_deadline: z.string().nullable(),
    /** Ours: the kind of СРО its offers need, by the tender's stage. */
    sro_kind: z.enum(SRO_KINDS),
  }),
  /** The sums compared, as asked (`with_vat` unless asked otherwise). */
  prices: z.enum(COMPARISON_PRICES),
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
