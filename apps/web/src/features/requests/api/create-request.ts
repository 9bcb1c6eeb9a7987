import { type OfferTermsInput, requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/**
 * A contractor's answer (an offer, an accepted invitation, a revision): a comment and files, and
 * for a priced offer its terms (price in kopecks, НДС, duration, validity, inclusions, exclusions).
 */
export type OfferBody = OfferTermsInput & { comment?: string; docs_paths?: string[] };

export type CreateRequestArgs = OfferBody & {
  tenderId: number;
  /** The contractor to invite (client); absent for a contractor's own offer. */
  user_id?: number;
};

/** POST /request/{tenderId}: an invitation (client, user_id) or an offer (contractor). */
export const createRequest = ({ tenderId, ...body }: CreateRequestArgs) =>
  api(`/request/${tenderId}`, requestAnswer, {
    method: 'POST',
    body: { docs_paths: [], ...body },
  }).then((a) => a.request);
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: (request) => cacheMovedRequest(queryClient, request),
  });
}
