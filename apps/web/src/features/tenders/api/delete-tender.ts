import { successAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownTendersQueryKey, tenderQueryKey } from '@/features/tenders/api/keys';

/** DELETE /tenders/{id}: its requests, notifications and files go with it. */
export const deleteTender = (id: number) =>
  api(`/tenders/${id}`, successAnswer, { method: 'DELETE' });
export function useDeleteTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTender,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: tenderQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ownTendersQueryKey });
    },
  });
}
