import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { tenderRequests } from '../../db/schema';

/*
 * What the tenders module asks of a tender's requests, inside its own transactions: who is told of
 * a change and the reminders a moved deadline resets.
 */

/** The requests still in play: invited (answered or not) or offering, not refused ones. */
const LIVE_STATUSES = ['offered', 'waiting', 'accepted_by_contractor'];

/** The tender's live requests, with what a notice needs of them. */
export function liveRequestsOf(tx: Tx, tenderId: number) {
  return tx
    .select({
      id: tenderRequests.id,
      contractorId: tenderRequests.contractorId,
      status: tenderRequests.status,
    })
    .from(tenderRequests)
    .where(
      and(eq(tenderRequests.tenderId, tenderId), inArray(tenderRequests.status, LIVE_STATUSES)),
    );
}

/** A moved deadline is reminded of anew, a day before it. */
export async function forgetReminders(tx: Tx, tenderId: number) {
  await tx
    .update(tenderRequests)
    .set({ remindedAt: null })
    .where(and(eq(tenderRequests.tenderId, tenderId), isNotNull(tenderRequests.remindedAt)));
}
