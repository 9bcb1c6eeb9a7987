import { type BuyerBody, buyerAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { buyerQueryKey } from '@/features/account/api/get-buyer';

/** PUT /user/profile/buyer: the buyer sent replaces the stored one. */
export const saveBuyer = (body: BuyerBody) =>
  api('/user/profile/buyer', buyerAnswer, { method: 'PUT', body }).then((a) => a.buyer);

/** Saves the buyer; the stored one, as the server answers it, becomes the read's data. */
export function useSaveBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuyer,
    onSuccess: (buyer) => queryClient.setQueryData(buyerQueryKey, buyer),
  });
}
