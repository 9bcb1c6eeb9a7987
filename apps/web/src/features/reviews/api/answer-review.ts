import { reviewAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { invalidateReviews } from '@/features/reviews/api/keys';

/** POST /reviews/{id}/answer: the reviewed party's one public answer to a published review. */
export const answerReview = ({ reviewId, text }: { reviewId: number; text: string }) =>
  api(`/reviews/${reviewId}/answer`, reviewAnswer, { method: 'POST', body: { text } }).then(
    (a) => a.review,
  );
export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReview,
    onSuccess: () => invalidateReviews(queryClient),
    // Answered meanwhile (another tab): the lists show the answer the server has.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateReviews(queryClient);
    },
  });
}
