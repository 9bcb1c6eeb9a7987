import { type RequestListQuery, requestListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListParams, toQueryString } from '@/lib/query-string';
import { requestListsQueryKey } from '@/features/requests/api/keys';

/**
 * GET /request: one page of a client's requests on its tenders (on one, `tender_id`) or of a
 * contractor's own, kept by one of the side's filters (`status`), with every filter's count for the
 * tabs. Each page and filter is a query of its own; the previous one stays shown while it loads.
 */
export type RequestsQuery = ListParams<RequestListQuery>;
export type RequestPage = Awaited<ReturnType<typeof getRequests>>;
export const requestListKey = (query: RequestsQuery) =>
  [...requestListsQueryKey, toQueryString(query)] as const;
export const getRequests = (query: RequestsQuery = {}) =>
  api(`/request${toQueryString(query)}`, requestListAnswer);
export const useRequests = (query: RequestsQuery = {}) =>
  useQuery({
    queryKey: requestListKey(query),
    queryFn: () => getRequests(query),
    placeholderData: keepPreviousData,
  });
