import type { RequestCard } from '@podryad/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notificationsRoot, requestListsRoot, requestsRoot, tendersRoot } from '@/lib/query-keys';

/*
 * Requests: invitations, offers and the answers to them. The caller's role and the request's status
 * decide what accept and reject mean; the server refuses any other move (409).
 */

/** Every page of the request lists: what a move invalidates and what opening one patches. */
export const requestListsQueryKey = requestListsRoot;
export const requestQueryKey = (id: number) => [...requestsRoot, id] as const;

/**
 * What a request's move or its first opening changes: the tenders (derived statuses, the
 * comparison), the request lists and the notifications.
 */
export function invalidateRequestViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestListsQueryKey }),
    queryClient.invalidateQueries({ queryKey: tendersRoot }),
    queryClient.invalidateQueries({ queryKey: notificationsRoot }),
  ]);
}

/** After any move the request takes the answer, and what it changes loads again. */
export function cacheMovedRequest(queryClient: QueryClient, request: RequestCard) {
  queryClient.setQueryData(requestQueryKey(request.id), request);
  return invalidateRequestViews(queryClient);
}
