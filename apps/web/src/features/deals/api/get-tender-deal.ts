import { dealAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api, isNotFound } from '@/lib/api-client';
import { tenderDealQueryKey } from '@/features/deals/api/keys';

/** GET /tenders/{id}/deal: the tender's deal, or null while it has none (the server's 404). */
export const getTenderDeal = (tenderId: number) =>
  api(`/tenders/${tenderId}/deal`, dealAnswer).then(
    (a) => a.deal,
    (error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    },
  );
export const useTenderDeal = (tenderId: number) =>
  useQuery({ queryKey: tenderDealQueryKey(tenderId), queryFn: () => getTenderDeal(tenderId) });
