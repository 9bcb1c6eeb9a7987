import { type DealReportBody, dealAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheMovedDeal } from '@/features/deals/api/keys';

/** POST /deals/{id}/report: the contractor reports the work done with the acceptance documents. */
export const reportDealWork = ({ id, body }: { id: number; body: DealReportBody }) =>
  api(`/deals/${id}/report`, dealAnswer, { method: 'POST', body }).then((a) => a.deal);
export function useReportDealWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportDealWork,
    onSuccess: (deal) => cacheMovedDeal(queryClient, deal),
  });
}
