import { type DealTerminateBody, dealAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedDeal } from '@/features/deals/api/keys';

/** POST /deals/{id}/terminate: either party ends the deal early with its reason. */
export const terminateDeal = ({ id, body }: { id: number; body: DealTerminateBody }) =>
  api(`/deals/${id}/terminate`, dealAnswer, { method: 'POST', body }).then((a) => a.deal);
export function useTerminateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateDeal,
    onSuccess: (deal) => cacheMovedDeal(queryClient, deal),
  });
}
