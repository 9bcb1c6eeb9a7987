import {
  REQUEST_FILTERS,
  isNewAnswer,
  matchesRequestFilter,
  type RequestFilter,
  type TenderRequest,
} from '@podryad/domain';
import { countByFilter } from '@/components/count-filters';

/** How many of the tender's requests each filter keeps (shown next to its label). */
export const filterCounts = (requests: readonly TenderRequest[]) =>
  countByFilter(REQUEST_FILTERS, requests, (r, f) => matchesRequestFilter(r.status.code, f));

/** The filtered requests split into 'Новые заявки' (answered and unseen) and 'Все заявки'. */
export function groupRequests(requests: readonly TenderRequest[], filter: RequestFilter) {
  const shown = requests.filter((r) => matchesRequestFilter(r.status.code, filter));
  return {
    fresh: shown.filter(isNewAnswer),
    rest: shown.filter((r) => !isNewAnswer(r)),
  };
}
