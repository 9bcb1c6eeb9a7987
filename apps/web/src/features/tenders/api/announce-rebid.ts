import { tenderAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheTenderWithRequests } from '@/features/tenders/api/keys';

export type AnnounceRebidArgs = { id: number; deadline: string; comment: string };

/**
 * POST /tenders/{id}/rebid: the client announces the tender's one переторжка round; 409 before the
 * deadline, with fewer than two priced offers, or a second time.
 */
export const announceRebid = ({ id, deadline, comment }: AnnounceRebidArgs) =>
  api(`/tenders/${id}/rebid`, tenderAnswer, {
    method: 'POST',
    body: comment.trim() ? { deadline, comment: comment.trim() } : { deadline },
  }).then((a) => a.tender);
export function useAnnounceRebid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: announceRebid,
    onSuccess: (tender) => cacheTenderWithRequests(queryClient, tender),
  });
}
