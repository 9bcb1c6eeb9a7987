import { type DealListQuery, dealListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListParams, toQueryString } from '@/lib/query-string';
import { dealListsQueryKey } from '@/features/deals/api/keys';

/**
 * GET /deals: one page of the caller's deals, by status or only the overdue ones, or (the client)
 * those of one project. The previous page stays shown while the next loads.
 */
export type DealsQuery = ListParams<DealListQuery>;
export const getDeals = (query: DealsQuery = {}) =>
  api(`/deals${toQueryString(query)}`, dealListAnswer);
export const useDeals = (query: DealsQuery = {}) =>
  useQuery({
    queryKey: [...dealListsQueryKey, toQueryString(query)],
    queryFn: () => getDeals(query),
    placeholderData: keepPreviousData,
  });
