import { requestsOptions } from '@/features/requests/api/get-requests';
import { tenderOptions } from '@/features/tenders/api/get-tender';
import type { Prefetch } from '@/lib/prefetch';
import { contractorHomeQuery } from '@/app/contractor/home/home-url';

/**
 * 'Мои тендеры''s loads, started as its route is entered: the page of requests, then the tender of
 * the first one, which the screen selects (the largest content of the screen).
 */
export const prefetchContractorHome: Prefetch = async (queryClient, params) => {
  const page = await queryClient.ensureQueryData(requestsOptions(contractorHomeQuery(params)));
  const first = page.requests[0];
  if (first) await queryClient.ensureQueryData(tenderOptions(first.tender.id));
};
