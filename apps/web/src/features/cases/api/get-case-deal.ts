import { dealAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { caseDealQueryKey } from '@/features/cases/api/keys';

/**
 * GET /deals/{id}, read by the case wizard to fill a case from the deal: a deal that is not the
 * caller's answers 404. Its own key, apart from the deal screens' cache.
 */
export const getCaseDeal = (id: number) => api(`/deals/${id}`, dealAnswer).then((a) => a.deal);
export const useCaseDeal = (id: number | null) =>
  useQuery({
    queryKey: caseDealQueryKey(id ?? 0),
    queryFn: () => getCaseDeal(id!),
    enabled: id !== null && id > 0,
  });
