import {
  CONTRACTOR_REQUEST_FILTERS,
  matchesContractorFilter,
  type ContractorRequestFilter,
  type TenderRequest,
} from '@podryad/domain';

/** How many of the contractor's requests each filter of 'Мои тендеры' keeps. */
export function contractorFilterCounts(
  requests: readonly TenderRequest[],
): Record<ContractorRequestFilter, number> {
  return Object.fromEntries(
    CONTRACTOR_REQUEST_FILTERS.map((f) => [
      f,
      requests.filter((r) => matchesContractorFilter(r, f)).length,
    ]),
  ) as Record<ContractorRequestFilter, number>;
}
