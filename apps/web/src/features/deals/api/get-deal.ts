import { dealAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealQueryKey } from '@/features/deals/api/keys';

/** GET /deals/{id}: the deal, for its two parties (anyone else: 404). */
export const getDeal = (id: number) => api(`/deals/${id}`, dealAnswer).then((a) => a.deal);
export const useDeal = (id: number) =>
  useQuery({
    queryKey: dealQueryKey(id),
    queryFn: () => getDeal(id),
    enabled: Number.isInteger(id) && id > 0,
  });
