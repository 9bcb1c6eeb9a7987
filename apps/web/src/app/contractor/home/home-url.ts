import { CONTRACTOR_REQUEST_FILTERS } from '@podryad/domain';
import { readChoice, readPage, unlessDefault } from '@/lib/url-state';

/*
 * 'Мои тендеры' keeps its place in the URL, each parameter left out at its default: `status` (the
 * filter, one of CONTRACTOR_REQUEST_FILTERS; 'Все') and `page` (1). The screen and its prefetch
 * read it here.
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
