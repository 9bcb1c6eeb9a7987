import { type CreateTenderBody, tenderAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheChangedTender } from '@/features/tenders/api/keys';

export type TenderPatch = (
  | CreateTenderBody
  | { docs_paths: string[] }
  | { address: string; latitude?: number | null; longitude?: number | null }
  | { offers_deadline: string | null }
) & { addendum_note?: string };

/**
 * PATCH /tenders/{id}: the full edit, the address alone, the documents alone, or the deadline; once
 * the tender has offers, each with the note of the addendum the change becomes.
 */
export const updateTender = ({ id, body }: { id: number; body: TenderPatch }) =>
  api(`/tenders/${id}`, tenderAnswer, { method: 'PATCH', body }).then((a) => a.tender);
export function useUpdateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTender,
    onSuccess: (tender) => cacheChangedTender(queryClient, tender),
  });
}
