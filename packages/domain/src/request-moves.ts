import { MSG_OFFERS, MSG_SEALED, MSG_TENDERS } from './messages';
import { MSG_REBID } from './rebid';
import type { RequestNoticeKind } from './notifications';
import { OFFER_REVISIONS_MAX } from './offer-revisions';
import { REVISABLE_REQUEST_STATUSES } from './offer-revise';
import type { RequestSide, RequestStatus } from './requests';
import type { TenderStatus } from './tenders';

/*
 * The state machine of a request, in one table the server follows and the web app reads: who may
 * make each move, from which statuses, to which, what the tender must allow, what the move writes
 * and whom it tells. Nothing about a move is decided beside this table.
 */

/** What a move needs of the tender: it takes offers (open, and before its deadline, if any). */
export type TakesOffers = {
  /** The refusal when the tender is closed with its executor chosen. */
  closed: string;
  /** The refusal when the tender was closed without a choice. */
  closedWithoutChoice: string;
  /** The refusal when its deadline for offers has passed. */
  afterDeadline: string;
};

export type RequestTransition = {
  by: RequestSide;
  /** The statuses it moves from; none for the two moves that create a request. */
  from: readonly RequestStatus[];
  /** The status it moves to; null keeps the status (a revision, the intent to bid). */
  to: RequestStatus | null;
  /** Null when the tender's state does not matter (a refusal, the client's decision). */
  takesOffers: TakesOffers | null;
  /** The contractor's answer with its terms: the move writes a version of the offer. */
  writesVersion: 'first' | 'next' | null;
  /** Choosing the executor closes the tender (and must wait for every other move on it). */
  closesTender: boolean;
  /** The refusal while the tender's offers are sealed (before its deadline); absent: allowed. */
  whenSealed?: string;
  /** The refusal while the tender's переторжка round runs; absent: allowed. */
  duringRebid?: string;
  /** The refusal once the tender was closed without a choice; absent: allowed (a decline). */
  whenClosedWithoutChoice?: string;
  /** The notice the other party gets. */
  notice: RequestNoticeKind;
  /** The refusal when the request is in another status, and the one for a particular status. */
  refused: string;
  refusedIn?: Partial<Record<RequestStatus, string>>;
  /** How many versions an offer may have, and the refusal of a move that would make more. */
  maxVersions?: { count: number; refused: string };
};

const takesOffers: TakesOffers = {
  closed: MSG_TENDERS.tenderClosed,
  closedWithoutChoice: MSG_TENDERS.closedWithoutChoice,
  afterDeadline: MSG_TENDERS.deadlinePassed,
};
const undecided = ['waiting', 'accepted_by_contractor'] as const satisfies RequestStatus[];

export const REQUEST_TRANSITIONS = {
  /** The tender's owner invites a contractor. */
  invite: {
    by: 'client',
    from: [],
    to: 'offered',
    takesOffers: { ...takesOffers, afterDeadline: MSG_TENDERS.deadlinePassedInvite },
    writesVersion: null,
    closesTender: false,
    notice: 'invite',
    refused: MSG_TENDERS.alreadyInvited,
  },
  /** A contractor makes an offer on an open tender. */
  offer: {
    by: 'contractor',
    from: [],
    to: 'waiting',
    takesOffers,
    writesVersion: 'first',
    closesTender: false,
    notice: 'offer',
    refused: MSG_TENDERS.alreadyOffered,
  },
  /** The invited contractor accepts: its answer with its terms is its offer. */
  contractor_accept: {
    by: 'contractor',
    from: ['offered'],
    to: 'accepted_by_contractor',
    takesOffers,
    writesVersion: 'first',
    closesTender: false,
    notice: 'contractor_accept',
    refused: MSG_TENDERS.moveNotAllowed,
  },
  /** The invited contractor declines ('Не буду участвовать'), whatever the tender's state. */
  contractor_decline: {
    by: 'contractor',
    from: ['offered'],
    to: 'declined',
    takesOffers: null,
    writesVersion: null,
    closesTender: false,
    notice: 'contractor_decline',
    refused: MSG_TENDERS.moveNotAllowed,
  },
  /**
   * The client chooses the executor among the answers, also after the deadline; never on a tender
   * closed without a choice (its bidders were told it ended).
   */
  choose: {
    by: 'client',
    from: undecided,
    to: 'accepted',
    takesOffers: null,
    writesVersion: null,
    closesTender: true,
    whenSealed: MSG_SEALED.chooseSealed,
    duringRebid: MSG_REBID.chooseDuringRound,
    whenClosedWithoutChoice: MSG_TENDERS.chooseClosed,
    notice: 'choose',
    refused: MSG_TENDERS.moveNotAllowed,
    refusedIn: { accepted: MSG_TENDERS.executorExists },
  },
  /**
   * The client rejects an answer: also after its executor is chosen, not once the tender was
   * closed without a choice (every bidder was told so already).
   */
  reject: {
    by: 'client',
    from: undecided,
    to: 'rejected',
    takesOffers: null,
    writesVersion: null,
    closesTender: false,
    whenClosedWithoutChoice: MSG_TENDERS.rejectClosed,
    notice: 'reject',
    refused: MSG_TENDERS.moveNotAllowed,
  },
  /** The contractor revises its undecided offer until the deadline. */
  revise: {
    by: 'contractor',
    from: REVISABLE_REQUEST_STATUSES,
    to: null,
    takesOffers,
    writesVersion: 'next',
    closesTender: false,
    notice: 'offer_revised',
    refused: MSG_OFFERS.reviseNotAllowed,
    maxVersions: { count: OFFER_REVISIONS_MAX, refused: MSG_OFFERS.tooManyRevisions },
  },
  /**
   * After an addendum, the contractor says its undecided offer stands on the tender as it is now,
   * until the deadline (a later change of mind is a revision, which confirms as well).
   */
  confirm: {
    by: 'contractor',
    from: REVISABLE_REQUEST_STATUSES,
    to: null,
    takesOffers,
    writesVersion: null,
    closesTender: false,
    notice: 'offer_confirmed',
    refused: MSG_OFFERS.confirmNotAllowed,
  },
  /** The invited contractor says 'Буду участвовать' before answering. */
  will_bid: {
    by: 'contractor',
    from: ['offered'],
    to: null,
    takesOffers,
    writesVersion: null,
    closesTender: false,
    notice: 'will_bid',
    refused: MSG_OFFERS.intentNotAllowed,
  },
} as const satisfies Record<string, RequestTransition>;

export type RequestTransitionName = keyof typeof REQUEST_TRANSITIONS;

/** What accept and reject of an existing request mean for each side. */
export const ANSWER_TRANSITIONS = {
  contractor: { accept: 'contractor_accept', reject: 'contractor_decline' },
  client: { accept: 'choose', reject: 'reject' },
} as const satisfies Record<RequestSide, Record<'accept' | 'reject', RequestTransitionName>>;

/** May this side accept or reject a request in this status. */
export const mayAnswer = (side: RequestSide, kind: 'accept' | 'reject', status: RequestStatus) =>
  (REQUEST_TRANSITIONS[ANSWER_TRANSITIONS[side][kind]].from as readonly RequestStatus[]).includes(
    status,
  );

/**
 * The refusal of a move by the tender's status, or null when the status allows it (the deadline
 * and the sealing are checked apart). A tender withdrawn by its client allows no move at all.
 */
export function tenderStatusRefusal(
  t: Pick<RequestTransition, 'takesOffers' | 'whenClosedWithoutChoice'>,
  status: TenderStatus,
): string | null {
  if (status === 'withdrawn') return MSG_TENDERS.tenderWithdrawn;
  if (status === 'closed_without_choice') {
    return t.whenClosedWithoutChoice ?? t.takesOffers?.closedWithoutChoice ?? null;
  }
  if (status === 'executor_chosen') return t.takesOffers?.closed ?? null;
  return null;
}

/** The refusal of a move from a status it does not start from. */
export const transitionRefusal = (t: RequestTransition, status: RequestStatus) =>
  t.refusedIn?.[status] ?? t.refused;
