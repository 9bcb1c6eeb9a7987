import { type CreateTenderBody, tenderCreatedAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheChangedTender } from '@/features/tenders/api/keys';

/** POST /tenders: answers the new tender (and its id). */
export const createTender = (body: CreateTenderBody) =>
  api('/tenders', tenderCreatedAnswer, { method: 'POST', body }).then((a) => a.tender);
export function useCreateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTender,
    onSuccess: (tender) => cacheChangedTender(queryClient, tender),
  });
}
