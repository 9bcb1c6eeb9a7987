import { userConsentsAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consentsQueryKey } from '@/features/account/api/get-consents';

/**
 * DELETE /user/consents/distribution: the page's contacts are hidden from other users from now on
 * (the consent to processing is withdrawn only by deleting the account).
 */
export const withdrawDistribution = () =>
  api('/user/consents/distribution', userConsentsAnswer, { method: 'DELETE' });

export function useWithdrawDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDistribution,
    onSuccess: (answer) => queryClient.setQueryData(consentsQueryKey, answer),
  });
}
