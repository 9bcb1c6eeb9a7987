import { type Intent, requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/**
 * POST /request/intent/{id}: an invited contractor's 'Буду участвовать', or 'Не буду участвовать'
 * with its reason (which declines the invitation as a reject does).
 */
export const sendIntent = ({
  id,
  intent,
  reason,
}: {
  id: number;
  intent: Intent;
  reason?: string;
}) =>
  api(`/request/intent/${id}`, requestAnswer, {
    method: 'POST',
    body: { intent, reason },
  }).then((a) => a.request);
export function useSendIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendIntent,
    onSuccess: (request) => cacheMovedRequest(queryClient, request),
  });
}
