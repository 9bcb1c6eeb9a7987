import {
  REQUEST_FILTERS,
  isNewAnswer,
  matchesRequestFilter,
  type RequestFilter,
  type TenderRequest,
} from '@podryad/domain';

/** How many of the tender's requests each filter keeps (shown next to its label). */
export function filterCounts(requests: readonly TenderRequest[]): Record<RequestFilter, number> {
  return Object.fromEntries(
    REQUEST_FILTERS.map((f) => [
      f,
      requests.filter((r) => matchesRequestFilter(r.status.code, f)).length,
    ]),
  ) as Record<RequestFilter, number>;
}

/** The filtered requests split into 'Новые заявки' (answered and unseen) and 'Все заявки'. */
export function groupRequests(requests: readonly TenderRequest[], filter: RequestFilter) {
  const shown = requests.filter((r) => matchesRequestFilter(r.status.code, filter));
  return {
    fresh: shown.filter(isNewAnswer),
    rest: shown.filter((r) => !isNewAnswer(r)),
  };
}
