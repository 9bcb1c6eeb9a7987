import { type DealContractBody, dealAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedDeal } from '@/features/deals/api/keys';

/** POST /deals/{id}/contract: the client fills in the contract: number, date, start, planned finish, the signed contract; again until confirmed. */
export const fillDealContract = ({ id, body }: { id: number; body: DealContractBody }) =>
  api(`/deals/${id}/contract`, dealAnswer, { method: 'POST', body }).then((a) => a.deal);
export function useFillDealContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fillDealContract,
    onSuccess: (deal) => cacheMovedDeal(queryClient, deal),
  });
}
