import { mayAnswer, type RequestCard } from '@podryad/domain';

/** The owner decides on a contractor's offer or accepted invitation, and on nothing else. */
export const canDecide = (request: Pick<RequestCard, 'status'>) =>
  mayAnswer('client', 'accept', request.status.code);
