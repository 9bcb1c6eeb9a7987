import { type ReviewBody, reviewAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { invalidateReviews } from '@/features/reviews/api/keys';

/**
 * PUT /deals/{id}/review: the caller's review of the other party, written or changed while it is
 * hidden. A 409 refuses it (the window closed, the review was published meanwhile); a 400 names
 * the field (`scores`, `text`).
 */
export const saveReview = ({ dealId, body }: { dealId: number; body: ReviewBody }) =>
  api(`/deals/${dealId}/review`, reviewAnswer, { method: 'PUT', body }).then((a) => a.review);
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: () => invalidateReviews(queryClient),
    // Refused because the page is old (published or closed meanwhile): it reads the deal again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateReviews(queryClient);
    },
  });
}
