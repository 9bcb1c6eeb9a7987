import { type CreateTenderBody, tenderAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheChangedTender } from '@/features/tenders/api/keys';

export type TenderPatch =
  | CreateTenderBody
  | { docs_paths: string[] }
  | { address: string; latitude?: number | null; longitude?: number | null }
  | { offers_deadline: string | null };

/** PATCH /tenders/{id}: the full edit, the address alone, the documents alone, or the deadline. */
export const updateTender = ({ id, body }: { id: number; body: TenderPatch }) =>
  api(`/tenders/${id}`, tenderAnswer, { method: 'PATCH', body }).then((a) => a.tender);
export function useUpdateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTender,
    onSuccess: (tender) => cacheChangedTender(queryClient, tender),
  });
}
