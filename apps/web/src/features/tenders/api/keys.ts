import type { Tender } from '@podryad/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  notificationsRoot,
  ownTendersRoot,
  requestListsRoot,
  tenderRoot,
  tendersRoot,
} from '@/lib/query-keys';

/** Everything about tenders: the lists of both sides and each tender. */
export const tendersQueryKey = tendersRoot;
/** Every page of the client's own tenders: what a change of one invalidates. */
export const ownTendersQueryKey = ownTendersRoot;
/** Every page of the open tenders a contractor may answer. */
export const openTendersQueryKey = [...tendersRoot, 'open'] as const;
export const tenderQueryKey = tenderRoot;

/** A created or changed tender: its own query takes the answer, the client's lists load again. */
export function cacheChangedTender(queryClient: QueryClient, tender: Tender) {
  queryClient.setQueryData(tenderQueryKey(tender.id), tender);
  return queryClient.invalidateQueries({ queryKey: ownTendersQueryKey });
}

/**
 * A tender whose requests all changed at once (closed, a переторжка announced): its answer is kept,
 * and what hangs under it (trail, requests), the request lists and the notices load again.
 */
export function cacheTenderWithRequests(queryClient: QueryClient, tender: Tender) {
  return Promise.all([
    cacheChangedTender(queryClient, tender),
    queryClient.invalidateQueries({ queryKey: tenderRoot(tender.id) }),
    queryClient.invalidateQueries({ queryKey: requestListsRoot }),
    queryClient.invalidateQueries({ queryKey: notificationsRoot }),
  ]);
}
