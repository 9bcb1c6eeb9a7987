import { PRICE_BANDS_RUBLES, WORK_TYPE_LABELS, priceBand } from '@podryad/domain';
import { isoTime, jsonObject, labelOf, literal } from '../../db/json-sql';
import { partyName } from '../../db/party-sql';

/*
 * The reviews' answers as SQL: a review (the domain's reviewSchema) over `reviews r`, its deal
 * `d` and the deal's tender `t`; a party's stored rating, full (ratingSchema) or as a card shows
 * it (ratingBriefSchema) — a lookup of the ratings' primary key, never computed per page.
 */

/** The domain's priceBand over a price in kopecks: the band's words, never the price. */
const priceBandSql = (kopecks: string) =>
  `case when ${kopecks} is null then ${literal(priceBand(null))}
  ${PRICE_BANDS_RUBLES.map(
    (rubles) => `when ${kopecks} < ${rubles * 100} then ${literal(priceBand(rubles * 100 - 1))}`,
  ).join('\n  ')}
  else ${literal(priceBand(PRICE_BANDS_RUBLES.at(-1)! * 100))} end`;

/** A review over `reviews r`, `deals d` and `tenders t`. */
export const REVIEW = jsonObject({
  id: 'r.id',
  deal_id: 'r.deal_id',
  subject: 'r.subject',
  author_id: 'r.author_id',
  // The author's name as cards name a party: a company's short name, or a person's name.
  author_name: partyName('r.author_id'),
  scores: 'r.scores',
  overall: 'r.overall',
  text: 'r.text',
  tender_title: 't.name',
  work_type: `coalesce(${labelOf('t.type', WORK_TYPE_LABELS)}, t.type)`,
  price_band: priceBandSql('d.price_with_vat_kopecks'),
  created_at: isoTime('r.created_at'),
  updated_at: isoTime('r.updated_at'),
  published_at: isoTime('r.published_at'),
  answer: `case when r.answer_text is not null then ${jsonObject({
    text: 'r.answer_text',
    created_at: isoTime('r.answered_at'),
  })} end`,
});

/** The stored rating of the party whose id is `id` (an SQL expression); a zero one without reviews. */
export const ratingSql = (id: string) =>
  `coalesce((select ${jsonObject({
    count: 'g.count',
    overall: 'g.overall',
    criteria: 'g.criteria',
    spread: 'to_json(g.spread)',
  })} from ratings g where g.user_id = ${id}), ${jsonObject({
    count: '0',
    overall: 'null',
    criteria: `'{}'::json`,
    spread: `'[0, 0, 0, 0, 0]'::json`,
  })})`;

/** The rating as a card shows it, of the party whose id is `id`; null without published reviews. */
export const ratingBriefSql = (id: string) =>
  `(select ${jsonObject({ overall: 'g.overall', count: 'g.count' })}
  from ratings g where g.user_id = ${id})`;
