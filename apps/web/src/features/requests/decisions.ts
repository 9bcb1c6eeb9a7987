import {
  OPEN_TENDER_STATUS,
  mayAnswer,
  type RequestCard,
  type TenderStatus,
} from '@podryad/domain';

/**
 * The owner decides on a contractor's offer or accepted invitation, and on nothing else; once the
 * tender has ended (`tender`, its status, when the screen knows it) nothing waits for a decision.
 */
export const canDecide = (request: Pick<RequestCard, 'status'>, tender?: TenderStatus) =>
  (tender === undefined || tender === OPEN_TENDER_STATUS) &&
  mayAnswer('client', 'accept', request.status.code);
