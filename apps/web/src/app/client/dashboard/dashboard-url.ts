import { REQUEST_FILTERS } from '@podryad/domain';
import { requestsOptions, tenderRequestsQuery } from '@/features/requests/api/get-requests';
import { tenderOptions } from '@/features/tenders/api/get-tender';
import { ownTendersOptions } from '@/features/tenders/api/get-tenders';
import type { Prefetch } from '@/lib/prefetch';
import { readChoice, readId, readPage, unlessDefault } from '@/lib/url-state';
import { selectedFromParams } from '@/app/client/dashboard/banner';

/*
 * The dashboard keeps its place in the URL, each parameter left out at its default, so that Back
 * and a reload return to it:
 *   page           the page of the tender column (1)
 *   tender         the selected tender's id (the first of the page)
 *   status         the filter of its requests, one of REQUEST_FILTERS (all)
 *   requests_page  the page of its requests (1)
 * A new selection starts its requests at 'Все', page 1; another page of tenders selects its first.
 */
export const PARAM = {
  page: 'page',
  tender: 'tender',
  status: 'status',
  requestsPage: 'requests_page',
} as const;

/** The parameters that select a tender: its requests start again from 'Все', page 1. */
export const selecting = (id: number | null) => ({
  [PARAM.tender]: id,
  [PARAM.status]: null,
  [PARAM.requestsPage]: null,
});

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
  const tenders = queryClient.ensureQueryData(
    ownTendersOptions({ page: unlessDefault(url.page, 1) }),
  );
  const id = url.tenderId ?? (await tenders).tenders[0]?.id;
  if (id === undefined) return;
  await Promise.all([
    queryClient.ensureQueryData(tenderOptions(id)),
    queryClient.ensureQueryData(
      requestsOptions(tenderRequestsQuery(id, url.filter, url.requestsPage)),
    ),
  ]);
};
