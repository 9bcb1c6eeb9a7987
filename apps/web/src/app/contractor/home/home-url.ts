import { CONTRACTOR_REQUEST_FILTERS } from '@podryad/domain';
import { requestsCall } from '@/features/requests/api/list-calls';
import { readChoice, readPage, unlessDefault } from '@/lib/url-state';

/*
 * 'Мои тендеры' keeps its place in the URL, each parameter left out at its default: `status` (the
 * filter, one of CONTRACTOR_REQUEST_FILTERS; 'Все') and `page` (1). This module stays light: the
 * first script reads the URL with it to start the screen's first call (`contractorHomeFirstCall`).
 */

/** The screen's URL as it reads it. */
export const readContractorHomeUrl = (params: URLSearchParams) => ({
  filter: readChoice(params.get('status'), CONTRACTOR_REQUEST_FILTERS),
  page: readPage(params.get('page')),
});

/** The query of the page of requests the URL asks for (GET /request). */
export const contractorHomeQuery = (params: URLSearchParams) => {
  const { filter, page } = readContractorHomeUrl(params);
  return { status: unlessDefault(filter, 'all'), page: unlessDefault(page, 1) };
};

/** The screen's first call: the page of the contractor's requests its URL asks for. */
export const contractorHomeFirstCall = (params: URLSearchParams) =>
  requestsCall(contractorHomeQuery(params));
