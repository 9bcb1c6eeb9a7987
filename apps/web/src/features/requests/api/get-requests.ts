import { type RequestFilter, type RequestListQuery, requestListAnswer } from '@podryad/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PREFETCH_FRESH_MS } from '@/lib/prefetch';
import { unlessDefault } from '@/lib/url-state';
import { type ListParams, toQueryString } from '@/lib/query-string';
import { requestListsQueryKey } from '@/features/requests/api/keys';

/**
 * GET /request: one page of a client's requests on its tenders (on one, `tender_id`) or of a
 * contractor's own, kept by one of the side's filters (`status`), with every filter's count for the
 * tabs. Each page and filter is a query of its own; the previous one stays shown while it loads.
 */
export type RequestsQuery = ListParams<RequestListQuery>;
export const requestsCall = (query: RequestsQuery = {}) => `/request${toQueryString(query)}`;
export type RequestPage = Awaited<ReturnType<typeof getRequests>>;
export const requestListKey = (query: RequestsQuery) =>
  [...requestListsQueryKey, toQueryString(query)] as const;
export const getRequests = (query: RequestsQuery = {}) =>
  api(requestsCall(query), requestListAnswer);
export const requestsOptions = (query: RequestsQuery = {}) =>
  queryOptions({
    queryKey: requestListKey(query),
    queryFn: () => getRequests(query),
    staleTime: PREFETCH_FRESH_MS,
  });
export const useRequests = (query: RequestsQuery = {}) =>
  useQuery({ ...requestsOptions(query), placeholderData: keepPreviousData });

/** The page of a tender's requests under one of the client's filters, as the list asks for it. */
export const tenderRequestsQuery = (tenderId: number, filter: RequestFilter, page: number) => ({
  tender_id: tenderId,
  status: unlessDefault(filter, 'all'),
  page: unlessDefault(page, 1),
});
