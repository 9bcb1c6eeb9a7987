import { OPEN_TENDER_STATUS, REVISABLE_REQUEST_STATUSES } from '@podryad/domain';
import { jsonObject, literalList } from '../../db/json-sql';

/*
 * An offer's active version (`offer_revisions v`) in the list statements' SQL: its terms as the
 * domain's offerTermsView shapes them, and its price with НДС, the comparison's order.
 */

/**
 * The offer's active version as the domain's offerTermsView: the stated price with the sums with
 * and without НДС, rounded half up as priceBreakdown rounds them.
 */
const rate = 'coalesce(v.vat_rate, 0)::bigint';
export const withVat = `case when v.vat = 'without_vat'
  then v.price_kopecks + (2 * v.price_kopecks::bigint * ${rate} + 100) / 200
  else v.price_kopecks end`;
export const withoutVat = `case when v.vat = 'with_vat'
  then (2 * v.price_kopecks::bigint * 100 + (100 + ${rate})) / (2 * (100 + ${rate}))
  else v.price_kopecks end`;
export const OFFER_TERMS = `case when v.price_kopecks is not null then ${jsonObject({
  price_kopecks: 'v.price_kopecks',
  vat: 'v.vat',
  vat_rate: 'v.vat_rate',
  price_with_vat_kopecks: withVat,
  price_without_vat_kopecks: withoutVat,
  vat_kopecks: `(${withVat}) - (${withoutVat})`,
  duration_days: 'v.duration_days',
  valid_until: 'v.valid_until',
  inclusions: 'v.inclusions',
  exclusions: 'v.exclusions',
})} end`;

/**
 * `outdatedBy` of answers.ts over `tender_requests r` and its tender `t`: the addendum an
 * undecided offer on an open tender predates, or null.
 */
export const OUTDATED_BY = `case when r.status in ${literalList(REVISABLE_REQUEST_STATUSES)}
  and t.status = '${OPEN_TENDER_STATUS}' and r.addendum_seen < t.addendum_to_confirm
  then t.addendum_to_confirm end`;
