import { type CloseReason, tenderAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { tenderRoot } from '@/lib/query-keys';
import { cacheTenderWithRequests } from '@/features/tenders/api/keys';

/** The tender has already ended: a 409. */
export const isEnded = (error: unknown) => error instanceof ApiError && error.status === 409;

export type CloseTenderArgs = { id: number; reason: CloseReason; comment?: string };

/** POST /tenders/{id}/close: the client ends its tender without an executor; 409 once it has ended. */
export const closeTender = ({ id, reason, comment }: CloseTenderArgs) =>
  api(`/tenders/${id}/close`, tenderAnswer, {
    method: 'POST',
    body: comment ? { reason, comment } : { reason },
  }).then((a) => a.tender);
export function useCloseTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTender,
    // The tender's trail and requests hang under its key; the notices tell of the outcome.
    onSuccess: (tender) => cacheTenderWithRequests(queryClient, tender),
    // Ended meanwhile (another tab, a choice): the page shows the outcome the server has.
    onError: (error, { id }) => {
      if (isEnded(error)) void queryClient.invalidateQueries({ queryKey: tenderRoot(id) });
    },
  });
}
