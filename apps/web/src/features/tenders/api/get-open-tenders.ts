import { openTenderListAnswer } from '@podryad/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PREFETCH_FRESH_MS, type Prefetch } from '@/lib/prefetch';
import { toQueryString } from '@/lib/query-string';
import { openTendersQueryKey } from '@/features/tenders/api/keys';
import { type OpenTendersQuery, openTendersCall } from '@/features/tenders/api/list-calls';
import { tenderListQueryOfUrl } from '@/features/tenders/open-tender-url';

/**
 * GET /tenders/list: one page of the open tenders a contractor may answer, newest first, searched
 * and filtered by the server. Each page is a query of its own, so every page change loads again;
 * the previous page stays shown meanwhile.
 */
export const openTendersPageKey = (query: OpenTendersQuery) =>
  [...openTendersQueryKey, toQueryString(query)] as const;
export const getOpenTenders = (query: OpenTendersQuery) =>
  api(openTendersCall(query), openTenderListAnswer);
export const openTendersOptions = (query: OpenTendersQuery) =>
  queryOptions({
    queryKey: openTendersPageKey(query),
    queryFn: () => getOpenTenders(query),
    staleTime: PREFETCH_FRESH_MS,
  });
export const useOpenTenders = (query: OpenTendersQuery) =>
  useQuery({ ...openTendersOptions(query), placeholderData: keepPreviousData });

/** The page of open tenders the URL asks for, started as the route is entered. */
export const prefetchTenderList: Prefetch = (queryClient, params) =>
  queryClient.ensureQueryData(openTendersOptions(tenderListQueryOfUrl(params)));
