import { requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OfferBody } from '@/features/requests/api/create-request';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/** POST /request/revise/{id}: the contractor's own offer, the whole new version of it. */
export const reviseOffer = ({ id, docs_paths = [], ...body }: OfferBody & { id: number }) =>
  api(`/request/revise/${id}`, requestAnswer, {
    method: 'POST',
    body: { ...body, docs_paths },
  }).then((a) => a.request);
export function useReviseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseOffer,
    onSuccess: (request) => cacheMovedRequest(queryClient, request),
  });
}
