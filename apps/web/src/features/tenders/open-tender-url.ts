import { WORK_TYPES } from '@podryad/domain';
import { openTendersOptions } from '@/features/tenders/api/get-open-tenders';
import type { Prefetch } from '@/lib/prefetch';
import { type FilterOf, listParam, textParam } from '@/lib/use-catalog-state';
import { catalogQueryOfUrl } from '@/lib/use-server-catalog';

/** The contractor's tender list's filter in its URL: a city and work types. */
export const TENDER_FILTER = { region: textParam, types: listParam(WORK_TYPES) };
export type TenderDraft = FilterOf<typeof TENDER_FILTER>;

/** The page of open tenders the URL asks for, started as the route is entered. */
export const prefetchTenderList: Prefetch = (queryClient, params) =>
  queryClient.ensureQueryData(openTendersOptions(catalogQueryOfUrl(TENDER_FILTER, params)));
