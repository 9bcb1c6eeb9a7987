import {
  type DealReviews,
  type Rating,
  type Review,
  type ReviewList,
  overallOf,
} from '@podryad/domain';
import { listMeta } from '@/test/lists';

/*
 * The reviews' answers as the server builds them: a review (of a contractor unless told), a deal's
 * two reviews, a party's rating and a page of its reviews.
 */

/** The page of reviews the contractor's page asks for first. */
export const REVIEWS_PAGE_1 = '/api/contractors/11/reviews?page=1&per_page=5';

/** A published review of a contractor by the client Ольга Иванова (id 7), four stars each. */
export function makeReview(id: number, over: Partial<Review> = {}): Review {
  const scores = over.scores ?? { quality: 4, deadlines: 4, communication: 4, documents: 4 };
  return {
    id,
    deal_id: 100 + id,
    subject: 'contractor',
    author_name: 'Ольга Иванова',
    author_id: 7,
    overall: overallOf(scores),
    text: 'Работы сданы в срок',
    tender_title: 'Ремонт кровли',
    work_type: 'construction',
    price_band: '1–5 млн ₽',
    created_at: '2026-11-01T12:00:00Z',
    updated_at: '2026-11-01T12:00:00Z',
    published_at: '2026-11-02T12:00:00Z',
    answer: null,
    ...over,
    scores,
  };
}

/** A review of a client by a contractor (ООО «СтройМастер», id 11). */
export const makeClientReview = (id: number, over: Partial<Review> = {}): Review =>
  makeReview(id, {
    subject: 'client',
    author_name: 'ООО «СтройМастер»',
    author_id: 11,
    scores: { clarity: 5, payment: 4, communication: 5 },
    ...over,
  });

/** A rating over `count` reviews. */
export const makeRating = (over: Partial<Rating> = {}): Rating => ({
  count: 3,
  overall: 4.3,
  criteria: { quality: 4.7, deadlines: 4, communication: 4.3, documents: 4 },
  spread: [0, 0, 1, 0, 2],
  ...over,
});

/** GET /contractors/{id}/reviews (or /clients/…): the rating and one page. */
export const reviewPage = (
  reviews: Review[],
  rating: Rating = makeRating({ count: reviews.length }),
  total = reviews.length,
  page = 1,
): ReviewList => ({ rating, reviews, meta: listMeta(total, page, 5) });

/** A party without published reviews. */
export const NO_REVIEWS: ReviewList = reviewPage(
  [],
  makeRating({ count: 0, overall: null, criteria: {}, spread: [0, 0, 0, 0, 0] }),
);

/** GET /deals/{id}/reviews: nothing written yet, the caller may write until 15.12.2026. */
export const dealReviews = (over: Partial<DealReviews> = {}): DealReviews => ({
  mine: null,
  theirs: null,
  theirs_written: false,
  can_write: true,
  refusal: null,
  window_ends_at: '2026-12-15T12:00:00Z',
  ...over,
});
