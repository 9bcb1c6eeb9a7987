import {
  CONTRACTOR_REQUEST_FILTERS,
  matchesContractorFilter,
  type TenderRequest,
} from '@podryad/domain';
import { countByFilter } from '@/components/count-filters';

/** How many of the contractor's requests each filter of 'Мои тендеры' keeps. */
export const contractorFilterCounts = (requests: readonly TenderRequest[]) =>
  countByFilter(CONTRACTOR_REQUEST_FILTERS, requests, matchesContractorFilter);
