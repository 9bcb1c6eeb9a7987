import { offerRevisionsAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestQueryKey } from '@/features/requests/api/keys';

/**
 * GET /request/{id}/revisions: every version of the contractor's offer, newest first, each with what
 * it changed against the one before. A new version changes the request's `revision`, which is part
 * of the key, so the history is asked again only when there is more of it.
 */
export const requestRevisionsQueryKey = (id: number, revision: number) =>
  [...requestQueryKey(id), 'revisions', revision] as const;
export const getOfferRevisions = (id: number) =>
  api(`/request/${id}/revisions`, offerRevisionsAnswer).then((a) => a.revisions);
export const useOfferRevisions = (id: number, revision: number, enabled = true) =>
  useQuery({
    queryKey: requestRevisionsQueryKey(id, revision),
    queryFn: () => getOfferRevisions(id),
    enabled,
  });
