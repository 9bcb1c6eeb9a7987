import type { QueryClient } from '@tanstack/react-query';

/*
 * Every review read lives under one root: a deal's two reviews and the pages of a party's reviews.
 * A review written, changed or answered reloads them all — the deal's, and the lists that show it
 * once published.
 */

export const reviewsRoot = ['reviews'] as const;
/** GET /deals/{id}/reviews. */
export const dealReviewsQueryKey = (dealId: number) => [...reviewsRoot, 'deal', dealId] as const;
/** Whose reviews a list shows: a contractor's (written by clients) or a client's. */
export type ReviewedSide = 'contractor' | 'client';
/** Every page of a party's published reviews. */
export const partyReviewsRoot = (side: ReviewedSide, id: number) =>
  [...reviewsRoot, side, id] as const;

/** A review written, changed or answered: every review read loads again. */
export const invalidateReviews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: reviewsRoot });

/** How many reviews a page of a party's reviews shows. */
export const REVIEWS_PER_PAGE = 5;
