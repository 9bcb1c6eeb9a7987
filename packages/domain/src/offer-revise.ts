import { offersOpen } from './deadline';
import type { RequestStatus } from './requests';
import { OPEN_TENDER_STATUS } from './tenders';

/** A contractor's offer may be revised while it is sent and the client has not decided on it. */
export const REVISABLE_REQUEST_STATUSES: readonly RequestStatus[] = [
  'waiting',
  'accepted_by_contractor',
];

/**
 * May the contractor revise its offer now: the offer is sent and undecided, the tender
 * still takes offers and its deadline, if any, is ahead. The server refuses any other revision.
 */
export function offerRevisable(
  request: { status: { code: RequestStatus } },
  tender: { status: { code: string }; offers_deadline: string | null },
  now: Date,
): boolean {
  return (
    REVISABLE_REQUEST_STATUSES.includes(request.status.code) &&
    tender.status.code === OPEN_TENDER_STATUS &&
    offersOpen(tender.offers_deadline, now)
  );
}

/**
 * The statuses of a request an offer is still ahead for: an invitation not answered yet, or an
 * offer the client has not decided on (its contractor may still revise it). Beside such a request
 * the screens show its tender's deadline for offers with the time left.
 */
export const OFFER_AHEAD_REQUEST_STATUSES: readonly RequestStatus[] = [
  'offered',
  ...REVISABLE_REQUEST_STATUSES,
];

/** Is an offer still ahead for this request (see OFFER_AHEAD_REQUEST_STATUSES)? */
export const offerAhead = (request: { status: { code: RequestStatus } }) =>
  OFFER_AHEAD_REQUEST_STATUSES.includes(request.status.code);
