import type { OwnTenderListQuery, TenderListQuery } from '@podryad/domain';
import { type ListParams, toQueryString } from '@/lib/query-string';

/*
 * The paths of the two tender lists' calls, apart from their answers' schemas: the first script
 * starts these calls as a route is entered (lib/prefetch.ts) and must stay light.
 */

export type OwnTendersQuery = ListParams<OwnTenderListQuery>;
export type OpenTendersQuery = ListParams<TenderListQuery>;

/** GET /tenders: a page of the client's own tenders. */
export const ownTendersCall = (query: OwnTendersQuery = {}) => `/tenders${toQueryString(query)}`;

/** GET /tenders/list: a page of the open tenders a contractor may answer. */
export const openTendersCall = (query: OpenTendersQuery) => `/tenders/list${toQueryString(query)}`;
