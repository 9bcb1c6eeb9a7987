import { requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/** POST /request/reject/{id} with the reason. */
export const rejectRequest = ({ id, reason }: { id: number; reason: string }) =>
  api(`/request/reject/${id}`, requestAnswer, {
    method: 'POST',
    body: { reason },
  }).then((a) => a.request);
export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRequest,
    onSuccess: (request) => cacheMovedRequest(queryClient, request),
  });
}
