import { requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/**
 * POST /request/confirm/{id}: after an addendum, the contractor says its undecided offer stands on
 * the tender as it is now; the answer has `outdated_by` null. 409 when there is nothing to confirm,
 * the tender closed or its deadline passed.
 */
export const confirmOffer = (id: number) =>
  api(`/request/confirm/${id}`, requestAnswer, { method: 'POST', body: {} }).then((a) => a.request);
export function useConfirmOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOffer,
    onSuccess: (request) => cacheMovedRequest(queryClient, request),
  });
}
