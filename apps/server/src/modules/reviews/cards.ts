import { jsonObject, pagedList } from '../../db/json-sql';
import { statement } from '../../db/statements';
import { REVIEW, ratingSql } from './sql';

/*
 * A party's published reviews, newest first, with its stored rating: one named statement per
 * reviewed side, a page over reviews_subject_published_idx (subject, published_at desc, id desc).
 * And the reviews of one deal, for its two parties (the service shows the other's only once
 * published).
 */

/** Parameters: $1 page, $2 per_page, $3 the count's cap, $4 the reviewed party. */
const pageOf = (subject: 'contractor' | 'client') =>
  statement(
    `reviews_of_${subject}`,
    pagedList({
      key: 'reviews',
      matches: `select r.id, r.published_at from reviews r
        where r.subject_id = $4::int and r.published_at is not null`,
      order: 'published_at desc, id desc',
      item: REVIEW,
      from: 'pg join reviews r on r.id = pg.id join deals d on d.id = r.deal_id join tenders t on t.id = d.tender_id',
      extra: { rating: ratingSql('$4::int') },
    }),
  );

export const REVIEW_PAGES = { contractor: pageOf('contractor'), client: pageOf('client') };

/**
 * The reviews of deal $1 (two at most), each with its author's id, hidden or not: the service
 * picks the caller's own and shows the other party's only once published.
 */
export const DEAL_REVIEWS = statement(
  'reviews_of_deal',
  `select coalesce(json_agg(${jsonObject({
    author_id: 'r.author_id',
    review: REVIEW,
  })} order by r.id), '[]'::json)::text as answer
from reviews r join deals d on d.id = r.deal_id join tenders t on t.id = d.tender_id
where r.deal_id = $1::int`,
);
