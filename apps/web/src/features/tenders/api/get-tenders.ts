import { ownTenderListAnswer } from '@podryad/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PREFETCH_FRESH_MS } from '@/lib/prefetch';
import { toQueryString } from '@/lib/query-string';
import { ownTendersQueryKey } from '@/features/tenders/api/keys';
import { type OwnTendersQuery, ownTendersCall } from '@/features/tenders/api/list-calls';

/**
 * GET /tenders: one page of the client's own tenders as cards with their first requests, newest first, searched
 * by name (`q`) on the server (the dashboard's column, the invitation modal's select). Each page is
 * a query of its own; the previous one stays shown while the next loads.
 */
export const ownTendersPageKey = (query: OwnTendersQuery) =>
  [...ownTendersQueryKey, toQueryString(query)] as const;
export const getTenders = (query: OwnTendersQuery = {}) =>
  api(ownTendersCall(query), ownTenderListAnswer);
export const ownTendersOptions = (query: OwnTendersQuery = {}) =>
  queryOptions({
    queryKey: ownTendersPageKey(query),
    queryFn: () => getTenders(query),
    staleTime: PREFETCH_FRESH_MS,
  });
export const useTenders = (query: OwnTendersQuery = {}) =>
  useQuery({ ...ownTendersOptions(query), placeholderData: keepPreviousData });
