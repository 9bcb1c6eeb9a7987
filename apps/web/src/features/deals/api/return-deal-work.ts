import { type DealReturnBody, dealAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedDeal } from '@/features/deals/api/keys';

/** POST /deals/{id}/return: the client returns the work with remarks. */
export const returnDealWork = ({ id, body }: { id: number; body: DealReturnBody }) =>
  api(`/deals/${id}/return`, dealAnswer, { method: 'POST', body }).then((a) => a.deal);
export function useReturnDealWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnDealWork,
    onSuccess: (deal) => cacheMovedDeal(queryClient, deal),
  });
}
