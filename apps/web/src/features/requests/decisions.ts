import {
  OPEN_TENDER_STATUS,
  mayAnswer,
  type RequestCard,
  type TenderStatus,
} from '@podryad/domain';

/** The owner decides on a contractor's offer or accepted invitation, and on nothing else. */
export const canDecide = (request: Pick<RequestCard, 'status'>) =>
  mayAnswer('client', 'accept', request.status.code);

/**
 * 'Выбрать исполнителем' also needs the tender still open (`tender`, its status, when the screen
 * knows it): once it has ended, the client may still refuse an undecided answer, not choose it.
 */
export const canChoose = (request: Pick<RequestCard, 'status'>, tender?: TenderStatus) =>
  (tender === undefined || tender === OPEN_TENDER_STATUS) && canDecide(request);
