import { dealAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedDeal } from '@/features/deals/api/keys';

/** POST /deals/{id}/accept: the client accepts the work: 'Работы приняты'. */
export const acceptDealWork = (id: number) =>
  api(`/deals/${id}/accept`, dealAnswer, { method: 'POST', body: {} }).then((a) => a.deal);
export function useAcceptDealWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDealWork,
    onSuccess: (deal) => cacheMovedDeal(queryClient, deal),
  });
}
