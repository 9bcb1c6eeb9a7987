import { successAnswer } from '@podryad/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /reviews/{id}/report: a party's complaint about a review, with its reason. It never hides the
 * review by itself, so nothing shown changes.
 */
export const reportReview = ({ reviewId, reason }: { reviewId: number; reason: string }) =>
  api(`/reviews/${reviewId}/report`, successAnswer, { method: 'POST', body: { reason } });
export const useReportReview = () => useMutation({ mutationFn: reportReview });
