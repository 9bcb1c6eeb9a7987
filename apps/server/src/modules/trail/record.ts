import type { RequestNoticeKind, TrailEvent } from '@podryad/domain';
import type { Db, Tx } from '../../db/connect';
import { tenderEvents } from '../../db/schema';

/*
 * Writing the trail: each event inside the transaction of what it records, so an entry exists
 * exactly when its event does.
 */

export type TrailInput = {
  tenderId: number;
  event: TrailEvent;
  actorId: number;
  /** The contractor it concerns; null for the tender's own events. */
  contractorId: number | null;
  details?: string | null;
};

export async function record(tx: Tx, ...entries: TrailInput[]) {
  if (entries.length === 0) return;
  await tx.insert(tenderEvents).values(entries.map((e) => ({ ...e, details: e.details ?? null })));
}

/** A contractor's first view of a tender, once however often it reads it. */
export async function recordFirstView(db: Db, tenderId: number, contractorId: number) {
  await db
    .insert(tenderEvents)
    .values({ tenderId, event: 'viewed', actorId: contractorId, contractorId })
    .onConflictDoNothing();
}

/** The entry each move of a request makes. */
const MOVE_EVENTS: Record<RequestNoticeKind, TrailEvent> = {
  invite: 'invited',
  offer: 'offer_sent',
  contractor_accept: 'invitation_accepted',
  contractor_decline: 'declined',
  choose: 'executor_chosen',
  reject: 'offer_rejected',
  offer_revised: 'offer_revised',
  will_bid: 'will_bid',
  offer_confirmed: 'offer_confirmed',
};

/** The trail entry of a request's move by `actorId`, with its comment or reason. */
export const moveEntry = (
  move: RequestNoticeKind,
  request: { tenderId: number; contractorId: number },
  actorId: number,
  comment: string | null,
): TrailInput => ({
  tenderId: request.tenderId,
  event: MOVE_EVENTS[move],
  actorId,
  contractorId: request.contractorId,
  details: comment,
});
