import { dealReviewsAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealReviewsQueryKey } from '@/features/reviews/api/keys';

/**
 * GET /deals/{id}/reviews, for the deal's two parties: the caller's own review, the other's once
 * published, whether the other has written one, whether the caller may write now and until when.
 */
export const getDealReviews = (dealId: number) =>
  api(`/deals/${dealId}/reviews`, dealReviewsAnswer);
export const useDealReviews = (dealId: number) =>
  useQuery({ queryKey: dealReviewsQueryKey(dealId), queryFn: () => getDealReviews(dealId) });
