import { type ChoiceReason, requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OfferBody } from '@/features/requests/api/create-request';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/** What the client's choice tells the others: why they were not chosen. */
export type ChoiceOutcome = { outcome_reason: ChoiceReason; outcome_comment?: string };

/**
 * POST /request/accept/{id}: the client chooses the executor; the contractor accepts an invitation
 * with its answer, plain or priced.
 */
export const acceptRequest = ({
  id,
  docs_paths = [],
  ...body
}: OfferBody & Partial<ChoiceOutcome> & { id: number }) =>
  api(`/request/accept/${id}`, requestAnswer, {
    method: 'POST',
    body: { ...body, docs_paths },
  }).then((a) => a.request);
export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRequest,
    onSuccess: (request) => cacheMovedRequest(queryClient, request),
  });
}
