import { requestAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenderRoot } from '@/lib/query-keys';
import { cacheMovedRequest } from '@/features/requests/api/keys';

/**
 * POST /request/rebid/{id}: the contractor's lower price in the tender's переторжка round; 409 when
 * the price is not lower, the round is not running, or the offer is not in it.
 */
export const sendRebidPrice = ({ id, price }: { id: number; price: number; tenderId: number }) =>
  api(`/request/rebid/${id}`, requestAnswer, {
    method: 'POST',
    body: { price_kopecks: price },
  }).then((a) => a.request);
export function useSendRebidPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRebidPrice,
    onSuccess: (request, { tenderId }) =>
      Promise.all([
        cacheMovedRequest(queryClient, request),
        queryClient.invalidateQueries({ queryKey: tenderRoot(tenderId) }),
      ]),
  });
}
