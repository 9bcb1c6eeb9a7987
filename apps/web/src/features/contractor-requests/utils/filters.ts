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

/** Where a contractor answers an invitation or reads its answer: the tender's invitation page. */
export const invitationRoute = (tenderId: number) => `/profile/contractor/tenderfrom/${tenderId}`;

/** The contractor's tender view (another screen: the tender itself, with the offer form). */
export const tenderViewRoute = (tenderId: number) => `/profile/contractor/tender/${tenderId}`;
