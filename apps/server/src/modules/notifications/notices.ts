import {
  NOTICE_TELLS,
  type NoticeDetails,
  type NotificationKind,
  type QuestionNoticeKind,
  type ReviewNoticeKind,
  SYSTEM_NOTICE_KINDS,
  offersSealed,
} from '@podryad/domain';

/*
 * The notices, one builder per kind: each names its tender and, when it is about one, the request,
 * and the builder works out who is told and who acted from the kind (the domain's NOTICE_TELLS)
 * and the request's two parties. The texts are the domain's (`notificationContent`).
 */

/**
 * What a notice needs of its tender; a sealed one (`sealed`, `offersDeadline`) tells its client of
 * an offer but not what it says until the deadline.
 */
export type NoticeTender = {
  id: number;
  name: string;
  ownerId: number;
  sealed?: boolean;
  offersDeadline?: Date | null;
};
/** What a notice needs of its request. */
export type NoticeRequest = { id: number; contractorId: number; status: string };

/** A notice to store: the notification service writes it in the transaction of its event. */
export type Notice = {
  kind: NotificationKind;
  recipientId: number;
  actorId: number;
  tenderId: number;
  tenderName: string;
  /** The request it is about; null for a notice about the tender alone. */
  requestId: number | null;
  /** The request's status after the event. */
  status: string | null;
  comment: string | null;
  /** For an extension and a reminder: the deadline for offers (null: removed). */
  deadline?: string | null;
  /** For an offer, an accepted invitation or a revision: its terms, whose price the text says. */
  terms?: NoticeDetails['terms'];
  /** For the opening of sealed offers: how many opened. */
  count?: number;
};

/** A notice about a request: its other party is told of what `kind` says one party did. */
function aboutRequest(
  kind: NotificationKind,
  tender: NoticeTender,
  request: NoticeRequest,
  comment: string | null = null,
  deadline?: Date | null,
  terms?: NoticeDetails['terms'],
): Notice {
  const toContractor = NOTICE_TELLS[kind] === 'contractor';
  const sealed =
    !toContractor &&
    offersSealed(
      { sealed: tender.sealed ?? false, offers_deadline: tender.offersDeadline ?? null },
      new Date(),
    );
  return {
    kind,
    recipientId: toContractor ? request.contractorId : tender.ownerId,
    actorId: toContractor ? tender.ownerId : request.contractorId,
    tenderId: tender.id,
    tenderName: tender.name,
    requestId: request.id,
    status: request.status,
    comment: sealed ? null : comment,
    ...(deadline === undefined ? {} : { deadline: deadline?.toISOString() ?? null }),
    ...(terms && !sealed ? { terms } : {}),
  };
}

type RequestNotice = (
  tender: NoticeTender,
  request: NoticeRequest,
  comment?: string | null,
  terms?: NoticeDetails['terms'],
) => Notice;
type RebidNotice = (
  tender: NoticeTender & { rebidDeadline: Date | null },
  request: NoticeRequest,
  comment: string | null,
) => Notice;
type DeadlineNotice = (
  tender: NoticeTender & { offersDeadline: Date | null },
  request: NoticeRequest,
) => Notice;

const byKind =
  (kind: NotificationKind): RequestNotice =>
  (tender, request, comment, terms) =>
    aboutRequest(kind, tender, request, comment, undefined, terms);

/** The builder of every kind of notice. */
export const notices: Record<
  Exclude<
    NotificationKind,
    | 'deadline_extended'
    | 'deadline_reminder'
    | 'outcome_reminder'
    | 'offers_opened'
    | 'rebid_closed'
    | 'rebid_announced'
    | QuestionNoticeKind
    | ReviewNoticeKind
  >,
  RequestNotice
> &
  Record<'deadline_extended' | 'deadline_reminder', DeadlineNotice> &
  Record<'rebid_announced', RebidNotice> = {
  invite: byKind('invite'),
  offer: byKind('offer'),
  contractor_accept: byKind('contractor_accept'),
  contractor_decline: byKind('contractor_decline'),
  choose: byKind('choose'),
  reject: byKind('reject'),
  offer_revised: byKind('offer_revised'),
  will_bid: byKind('will_bid'),
  offer_confirmed: byKind('offer_confirmed'),
  addendum: byKind('addendum'),
  another_chosen: byKind('another_chosen'),
  tender_closed: byKind('tender_closed'),
  rebid_sent: byKind('rebid_sent'),
  // The round's deadline is the one the text names; the client's comment goes with it.
  rebid_announced: (tender, request, comment) =>
    aboutRequest('rebid_announced', tender, request, comment, tender.rebidDeadline),
  tender_withdrawn: byKind('tender_withdrawn'),
  deal_contract: byKind('deal_contract'),
  deal_confirmed: byKind('deal_confirmed'),
  deal_reported: byKind('deal_reported'),
  deal_accepted: byKind('deal_accepted'),
  deal_returned: byKind('deal_returned'),
  deal_terminated_by_client: byKind('deal_terminated_by_client'),
  deal_terminated_by_contractor: byKind('deal_terminated_by_contractor'),
  deadline_extended: (tender, request) =>
    aboutRequest('deadline_extended', tender, request, null, tender.offersDeadline),
  deadline_reminder: (tender, request) =>
    aboutRequest('deadline_reminder', tender, request, null, tender.offersDeadline),
};

/**
 * A notice of the clarifications: about the tender, and about the recipient's request on it when
 * there is one (a contractor may ask about an open tender it has no request on).
 */
export function questionNotice(
  kind: QuestionNoticeKind,
  tender: NoticeTender,
  parties: { recipientId: number; actorId: number; request: NoticeRequest | null },
): Notice {
  return {
    kind,
    recipientId: parties.recipientId,
    actorId: parties.actorId,
    tenderId: tender.id,
    tenderName: tender.name,
    requestId: parties.request?.id ?? null,
    status: parties.request?.status ?? null,
    comment: null,
  };
}

/** A notice to a tender's client that no user caused (SYSTEM_NOTICE_KINDS): it is its own actor. */
const toClient = (kind: NotificationKind, tender: NoticeTender, count?: number): Notice => ({
  kind,
  recipientId: tender.ownerId,
  actorId: tender.ownerId,
  tenderId: tender.id,
  tenderName: tender.name,
  requestId: null,
  status: null,
  comment: null,
  ...(count === undefined ? {} : { count }),
});

/** The reminder to a client whose tender has had no outcome since its deadline. */
export const outcomeReminder = (tender: NoticeTender) => toClient('outcome_reminder', tender);

/** The client's notice that its tender's sealed offers opened at the deadline, and how many. */
export const offersOpened = (tender: NoticeTender, count: number) =>
  toClient('offers_opened', tender, count);

/** The client's notice that its tender's переторжка ended and its prices are open. */
export const rebidClosed = (tender: NoticeTender) => toClient('rebid_closed', tender);

/** What a notice of a deal's reviews needs of the deal. */
export type NoticeDeal = {
  tenderId: number;
  tenderName: string;
  requestId: number;
  clientId: number;
  contractorId: number;
};

/**
 * A notice of a deal's reviews to the party `kind` tells (NOTICE_TELLS): from the other party, or,
 * for a publication no one caused, from itself. It opens the deal's request, whose status the
 * choice made 'accepted', and never carries what a review says.
 */
export function reviewNotice(kind: ReviewNoticeKind, deal: NoticeDeal): Notice {
  const toContractor = NOTICE_TELLS[kind] === 'contractor';
  const recipientId = toContractor ? deal.contractorId : deal.clientId;
  return {
    kind,
    recipientId,
    actorId: SYSTEM_NOTICE_KINDS.includes(kind)
      ? recipientId
      : toContractor
        ? deal.clientId
        : deal.contractorId,
    tenderId: deal.tenderId,
    tenderName: deal.tenderName,
    requestId: deal.requestId,
    status: 'accepted',
    comment: null,
  };
}
