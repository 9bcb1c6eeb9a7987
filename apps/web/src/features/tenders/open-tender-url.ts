import { WORK_TYPES } from '@podryad/domain';
import { openTendersCall } from '@/features/tenders/api/list-calls';
import { type FilterOf, catalogQueryOfUrl, listParam, textParam } from '@/lib/catalog-url';

/** The contractor's tender list's filter in its URL: a city and work types. */
export const TENDER_FILTER = { region: textParam, types: listParam(WORK_TYPES) };
export type TenderDraft = FilterOf<typeof TENDER_FILTER>;

/** The query of the page of open tenders the URL asks for. */
export const tenderListQueryOfUrl = (params: URLSearchParams) =>
  catalogQueryOfUrl(TENDER_FILTER, params);

/**
 * The list's first call, started by the first script as the route is entered: this module stays
 * light (no answer schemas).
 */
export const tenderListFirstCall = (params: URLSearchParams) =>
  openTendersCall(tenderListQueryOfUrl(params));
