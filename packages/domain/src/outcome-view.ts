import { OFFER_AHEAD_REQUEST_STATUSES } from './offer-revise';
import type { RequestStatus } from './requests';
import { OPEN_TENDER_STATUS, type TenderStatus } from './tenders';

/*
 * How a tender's outcome reads to each side: the client reads who won; a contractor reads whether
 * it was chosen, without a countdown or a pending decision once the tender has ended.
 */

/** The outcome's headline for one reader: the client (no request) or a contractor (its own). */
export type OutcomeRole = { side: 'client' } | { side: 'contractor'; own: RequestStatus | null };

export const MSG_OUTCOME_VIEW = {
  chosen: 'Вы выбраны исполнителем',
  notChosen: 'Вы не выбраны исполнителем',
  declined: 'Вы отказались от участия',
  executorChosen: 'Исполнитель выбран',
  closed: 'Тендер завершён без выбора исполнителя',
  /** A request's status once the tender chose someone else, or ended without an executor. */
  otherChosen: 'Выбран другой исполнитель',
  tenderEnded: 'Тендер завершён',
  /** The label of the executor's company in the client's 'Итоги тендера'. */
  executor: 'Исполнитель',
  /** The reason of a choice, as a loser and the client read it. */
  choiceReason: 'Почему не выбраны остальные',
} as const;

/** The verdict a reader sees first, and whether it is good news for the reader. */
export type OutcomeVerdict = { text: string; tone: 'chosen' | 'not_chosen' | 'neutral' };

/** The headline of an ended tender for its reader. */
export function outcomeVerdict(status: TenderStatus, role: OutcomeRole): OutcomeVerdict {
  if (status === 'closed_without_choice') return { text: MSG_OUTCOME_VIEW.closed, tone: 'neutral' };
  if (role.side === 'client') return { text: MSG_OUTCOME_VIEW.executorChosen, tone: 'neutral' };
  if (role.own === 'accepted') return { text: MSG_OUTCOME_VIEW.chosen, tone: 'chosen' };
  if (role.own === 'declined') return { text: MSG_OUTCOME_VIEW.declined, tone: 'neutral' };
  return { text: MSG_OUTCOME_VIEW.notChosen, tone: 'not_chosen' };
}

/** Whether the reason of the outcome concerns the reader: not the chosen one's, nor a decliner's. */
export const outcomeReasonShown = (status: TenderStatus, role: OutcomeRole) =>
  role.side === 'client' ||
  status === 'closed_without_choice' ||
  (role.own !== 'accepted' && role.own !== 'declined');

/**
 * A contractor's request after the tender ended: an undecided one no longer waits for a decision
 * ('Принятие решения'), it lost or the tender ended without an executor. Null: the status's own
 * label holds.
 */
export function endedRequestLabel(status: RequestStatus, tender: TenderStatus): string | null {
  if (tender === OPEN_TENDER_STATUS || !OFFER_AHEAD_REQUEST_STATUSES.includes(status)) return null;
  return tender === 'executor_chosen' ? MSG_OUTCOME_VIEW.otherChosen : MSG_OUTCOME_VIEW.tenderEnded;
}
