import type { Case } from '@podryad/domain';
import type { QueryClient } from '@tanstack/react-query';

/*
 * A contractor's portfolio. The contractor reads and writes its own cases here; clients read cases
 * through GET /contractors/{id}.
 */

export const casesQueryKey = ['cases'] as const;
export const caseQueryKey = (id: number) => ['cases', id] as const;
/** The deal the wizard fills a case from, read apart from the deal screens' cache. */
export const caseDealQueryKey = (id: number) => ['cases', 'deal', id] as const;

/** A created or changed case: its own query takes the answer, the contractor's list loads again. */
export function cacheSavedCase(queryClient: QueryClient, saved: Case) {
  queryClient.setQueryData(caseQueryKey(saved.id), saved);
  return queryClient.invalidateQueries({ queryKey: casesQueryKey, exact: true });
}
