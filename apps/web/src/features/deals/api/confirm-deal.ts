import { dealAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedDeal } from '@/features/deals/api/keys';

/** POST /deals/{id}/confirm: the contractor confirms the contract's details: 'Договор заключён'. */
export const confirmDeal = (id: number) =>
  api(`/deals/${id}/confirm`, dealAnswer, { method: 'POST', body: {} }).then((a) => a.deal);
export function useConfirmDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDeal,
    onSuccess: (deal) => cacheMovedDeal(queryClient, deal),
  });
}
