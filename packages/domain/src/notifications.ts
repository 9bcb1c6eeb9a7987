import { z } from 'zod';
import { ID_MAX } from './constants';
import { partyCardSchema } from './cards';
import { type RequestMove, type RequestSide, requestStatusSchema } from './requests';

/*
 * Notifications: what each move of a request tells the other party, what a tender's change tells
 * the contractors with a request on it, and how they are shown.
 */

/**
 * What a notification tells: a move of a request, the client extending the offers' deadline, a
 * contractor revising its offer or saying it will bid, or the reminder of a deadline a day away.
 */
export type NotificationKind =
  | RequestNoticeKind
  | 'deadline_extended'
  | 'deadline_reminder'
  | QuestionNoticeKind
  | OutcomeNoticeKind
  | 'addendum'
  | 'offers_opened'
  | RebidNoticeKind
  | DealNoticeKind
  | ReviewNoticeKind;
/**
 * The deal's notices: each step tells the other party (an early end tells the party that did not
 * end it, so it has a kind for each side).
 */
export type DealNoticeKind =
  | 'deal_contract'
  | 'deal_confirmed'
  | 'deal_reported'
  | 'deal_accepted'
  | 'deal_returned'
  | 'deal_terminated_by_client'
  | 'deal_terminated_by_contractor';
/**
 * The reviews' notices, never with a review's words or stars: to the other party when one party
 * wrote its review (a kind per author's side), to each party when the deal's reviews were published
 * (no one acted: a kind per recipient's side), and to the author when the reviewed party answered.
 */
export type ReviewNoticeKind =
  | 'review_written_by_client'
  | 'review_written_by_contractor'
  | 'reviews_published_to_client'
  | 'reviews_published_to_contractor'
  | 'review_answered_by_client'
  | 'review_answered_by_contractor';
/**
 * The outcome's notices: to every other contractor with a live request when an executor is chosen
 * or the tender ends without one; to every contractor with a request when its client withdraws
 * (deletes) it; to the client when a tender past its deadline has no outcome.
 */
export type OutcomeNoticeKind =
  'another_chosen' | 'tender_closed' | 'tender_withdrawn' | 'outcome_reminder';
/** Notices no user caused (a reminder): they go to their recipient, who is also their "actor". */
export const SYSTEM_NOTICE_KINDS: readonly NotificationKind[] = [
  'outcome_reminder',
  'offers_opened',
  'rebid_closed',
  'reviews_published_to_client',
  'reviews_published_to_contractor',
];
/**
 * The clarifications' notices: a question to the client; its answer to the asker; an answer
 * published to all, to every other contractor with a request on the tender.
 */
export type QuestionNoticeKind = 'question_asked' | 'question_answered' | 'clarification_published';
/**
 * The round's notices: its announcement to every bidder in it, a bidder's new price to the client
 * (without the price, sealed until the round ends) and the round's end to the client.
 */
export type RebidNoticeKind = 'rebid_announced' | 'rebid_sent' | 'rebid_closed';
/** The notices a move of a request sends. */
export type RequestNoticeKind = RequestMove | 'offer_revised' | 'will_bid' | 'offer_confirmed';

/** Which party of the request each kind of notice tells; the other party is the one who acted. */
export const NOTICE_TELLS: Record<NotificationKind, RequestSide> = {
  invite: 'contractor',
  offer: 'client',
  contractor_accept: 'client',
  contractor_decline: 'client',
  choose: 'contractor',
  reject: 'contractor',
  deadline_extended: 'contractor',
  offer_revised: 'client',
  will_bid: 'client',
  deadline_reminder: 'contractor',
  question_asked: 'client',
  question_answered: 'contractor',
  clarification_published: 'contractor',
  another_chosen: 'contractor',
  tender_closed: 'contractor',
  tender_withdrawn: 'contractor',
  outcome_reminder: 'client',
  addendum: 'contractor',
  offer_confirmed: 'client',
  offers_opened: 'client',
  rebid_announced: 'contractor',
  rebid_sent: 'client',
  rebid_closed: 'client',
  deal_contract: 'contractor',
  deal_confirmed: 'client',
  deal_reported: 'client',
  deal_accepted: 'contractor',
  deal_returned: 'contractor',
  deal_terminated_by_client: 'contractor',
  deal_terminated_by_contractor: 'client',
  review_written_by_client: 'contractor',
  review_written_by_contractor: 'client',
  reviews_published_to_client: 'client',
  reviews_published_to_contractor: 'contractor',
  review_answered_by_client: 'contractor',
  review_answered_by_contractor: 'client',
};

/**
 * A notification as the bell lists it. It is about a tender, and most often about one request on
 * it: then `button_link` opens the request, and status and documents describe it; `user` is who
 * acted.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  date: z.string(),
  avatar: z.string().nullable(),
  is_new: z.boolean(),
  comment: z.string().nullable(),
  status: requestStatusSchema.nullable(),
  documents: z.array(z.string()),
  user: partyCardSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/*
 * The live stream of a signed-in page (Server-Sent Events, GET /user/notifications/stream): each
 * new notice of its user as it is written, on whichever server, with the unread count. A page
 * without it polls GET /user/notifications as before; the stream only makes that immediate.
 */
export const NOTIFICATION_STREAM = {
  /** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
  retryMs: 3_000,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
  /** Streams one user may hold at once (tabs, devices); a new one beyond closes the oldest. */
  maxPerUser: 5,
  /** Notices a reconnect may catch up (`Last-Event-ID`); beyond, `reset` asks to reload. */
  resumeMax: 100,
} as const;
/** `event: ready`, first on every stream: the unread count as the stream starts. */
export const streamReadyEvent = z.object({ unread: z.number().int() });
/** `event: notification` with `id:` the notice's id: the notice as the list shows it. */
export const streamNotificationEvent = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
/** `event: end` before the server closes a stream: its session ended, or a newer stream replaced it. */
export const streamEndEvent = z.object({ reason: z.enum(['session', 'replaced']) });

export const markNotificationsSeenBody = z.object({
  /** The ids to mark; none marks every notification of the caller. */
  ids: z.array(z.number().int().positive().max(ID_MAX)).max(500).optional(),
});

/** The tender id of a notification link such as /api/tenders/42. */
export function tenderIdFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/api\/tenders\/(\d+)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}

/** The request id of a notification's button_link such as /api/request/17. */
export function requestIdFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/request\/(\d+)(?:[/?#]|$)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}

/** The deal's notices: they open the tender's deal (the client's tender page, the contractor's invitation page). */
export const DEAL_NOTICE_KINDS: readonly NotificationKind[] = [
  'deal_contract',
  'deal_confirmed',
  'deal_reported',
  'deal_accepted',
  'deal_returned',
  'deal_terminated_by_client',
  'deal_terminated_by_contractor',
];

/** The clarifications' notices: their button opens the tender's questions, not a request. */
export const QUESTION_NOTICE_KINDS: readonly NotificationKind[] = [
  'question_asked',
  'question_answered',
  'clarification_published',
];

/** The tender id of a button_link to a tender's questions such as /api/tenders/42/questions. */
export function questionsTenderFromLink(link: string | null | undefined): number | null {
  const match = link ? /\/api\/tenders\/(\d+)\/questions(?:[?#]|$)/.exec(link) : null;
  return match ? Number(match[1]) : null;
}
