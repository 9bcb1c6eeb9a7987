import type { Deal } from '@podryad/domain';
import type { QueryClient } from '@tanstack/react-query';
import { tenderRoot } from '@/lib/query-keys';

/*
 * Deals: made at the choice of the executor, then moved step by step by the client and the
 * executor. A step answers the deal as it now is.
 */

export const dealsRoot = ['deals'] as const;
/** Every page of the deal lists: what a step invalidates. */
export const dealListsQueryKey = [...dealsRoot, 'list'] as const;
export const dealQueryKey = (id: number) => [...dealsRoot, id] as const;
export const tenderDealQueryKey = (tenderId: number) => [...dealsRoot, 'tender', tenderId] as const;

/**
 * After a step the deal's two queries take the answer; the lists and the tender (its trail, its
 * outcome) load again.
 */
export function cacheMovedDeal(queryClient: QueryClient, deal: Deal) {
  queryClient.setQueryData(dealQueryKey(deal.id), deal);
  queryClient.setQueryData(tenderDealQueryKey(deal.tender_id), deal);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dealListsQueryKey }),
    queryClient.invalidateQueries({ queryKey: tenderRoot(deal.tender_id) }),
  ]);
}
