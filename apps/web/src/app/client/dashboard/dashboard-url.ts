import { REQUEST_FILTERS } from '@podryad/domain';
import { requestsOptions, tenderRequestsQuery } from '@/features/requests/api/get-requests';
import { tenderOptions } from '@/features/tenders/api/get-tender';
import { ownTendersOptions } from '@/features/tenders/api/get-tenders';
import type { Prefetch } from '@/lib/prefetch';
import { readChoice, readId, readPage } from '@/lib/url-state';
import { PARAM, selectedFromParams, tendersPageOf } from '@/app/client/dashboard/dashboard-params';

/** The dashboard's URL as its screen reads it. */
export function readDashboardUrl(params: URLSearchParams) {
  return {
    page: readPage(params.get(PARAM.page)),
    // Until the banner's parameters are consumed, the tender they name is the selected one.
    tenderId: readId(params.get(PARAM.tender)) ?? selectedFromParams(params),
    filter: readChoice(params.get(PARAM.status), REQUEST_FILTERS),
    requestsPage: readPage(params.get(PARAM.requestsPage)),
  };
}

/**
 * The dashboard's loads, started as its route is entered: the page of tenders, then the selected
 * one (the URL's, else the first of the page) and its requests, the largest content of the screen.
 */
export const prefetchDashboard: Prefetch = async (queryClient, params) => {
  const url = readDashboardUrl(params);
  const tenders = queryClient.ensureQueryData(ownTendersOptions({ page: tendersPageOf(params) }));
  const id = url.tenderId ?? (await tenders).tenders[0]?.id;
  if (id === undefined) return;
  await Promise.all([
    queryClient.ensureQueryData(tenderOptions(id)),
    queryClient.ensureQueryData(
      requestsOptions(tenderRequestsQuery(id, url.filter, url.requestsPage)),
    ),
  ]);
};
