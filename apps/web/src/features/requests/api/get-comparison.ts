import { type ComparisonQuery, comparisonAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { tenderRoot } from '@/lib/query-keys';

/*
 * The comparison of a tender's active offers, for its owner. Its keys sit under the tender's, so
 * every request move (which invalidates the tenders) shows the comparison anew.
 */

export const comparisonQueryKey = (tenderId: number, query: ComparisonQuery) =>
  [...tenderRoot(tenderId), 'comparison', toQueryString(query)] as const;

/** GET /tenders/{id}/comparison?sort&order: sorted on the server; another client's tender is 404. */
export const getComparison = (tenderId: number, query: ComparisonQuery) =>
  api(`/tenders/${tenderId}/comparison${toQueryString(query)}`, comparisonAnswer);
/** Another sort keeps the rows shown until the new order comes; `enabled: false` waits. */
export const useComparison = (tenderId: number, query: ComparisonQuery, enabled = true) =>
  useQuery({
    queryKey: comparisonQueryKey(tenderId, query),
    queryFn: () => getComparison(tenderId, query),
    enabled: enabled && Number.isInteger(tenderId) && tenderId > 0,
    placeholderData: keepPreviousData,
  });

/** GET /tenders/{id}/comparison.xlsx?sort&order: the same table as a spreadsheet to download. */
export const comparisonXlsxPath = (tenderId: number, query: ComparisonQuery) =>
  `/api/tenders/${tenderId}/comparison.xlsx${toQueryString(query)}`;
