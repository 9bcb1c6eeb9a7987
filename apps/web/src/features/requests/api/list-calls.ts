import type { RequestListQuery } from '@podryad/domain';
import { type ListParams, toQueryString } from '@/lib/query-string';

/*
 * The path of the request lists' call, apart from its answer's schema: index.html's page start
 * sends the one of the contractor's home, and a test holds it to this.
 */

export type RequestsQuery = ListParams<RequestListQuery>;

/** GET /request: a page of a client's requests on its tenders or of a contractor's own. */
export const requestsCall = (query: RequestsQuery = {}) => `/request${toQueryString(query)}`;
