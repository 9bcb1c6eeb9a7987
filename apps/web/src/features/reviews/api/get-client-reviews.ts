import { reviewListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { REVIEWS_PER_PAGE, partyReviewsRoot } from '@/features/reviews/api/keys';

/**
 * GET /clients/{id}/reviews: the client's rating and one page of its published reviews, newest
 * first. The previous page stays shown while another loads.
 */
export const getClientReviews = (id: number, page: number) =>
  api(
    `/clients/${id}/reviews${toQueryString({ page, per_page: REVIEWS_PER_PAGE })}`,
    reviewListAnswer,
  );
export const useClientReviews = (id: number, page: number) =>
  useQuery({
    queryKey: [...partyReviewsRoot('client', id), page],
    queryFn: () => getClientReviews(id, page),
    placeholderData: keepPreviousData,
  });
