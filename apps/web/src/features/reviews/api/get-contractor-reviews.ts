import { reviewListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { REVIEWS_PER_PAGE, partyReviewsRoot } from '@/features/reviews/api/keys';

/**
 * GET /contractors/{id}/reviews: the contractor's rating and one page of its published reviews, newest
 * first. The previous page stays shown while another loads.
 */
export const getContractorReviews = (id: number, page: number) =>
  api(
    `/contractors/${id}/reviews${toQueryString({ page, per_page: REVIEWS_PER_PAGE })}`,
    reviewListAnswer,
  );
export const useContractorReviews = (id: number, page: number) =>
  useQuery({
    queryKey: [...partyReviewsRoot('contractor', id), page],
    queryFn: () => getContractorReviews(id, page),
    placeholderData: keepPreviousData,
  });
