import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { offerRevisions, tenderRequests } from '../../db/schema';
import { requestFiles } from './answers';

/*
 * What the tenders module asks of a tender's requests, inside its own transactions: who is told of
 * a change, the reminders a moved deadline resets, and the files a deleted tender leaves.
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

/** Every file the tender's requests and their earlier versions refer to. */
export async function requestFilesOfTender(tx: Tx, tenderId: number) {
  const requests = await tx
    .select({
      inviteDocuments: tenderRequests.inviteDocuments,
      documents: tenderRequests.documents,
    })
    .from(tenderRequests)
    .where(eq(tenderRequests.tenderId, tenderId));
  const earlier = await tx
    .select({ documents: offerRevisions.documents })
    .from(offerRevisions)
    .innerJoin(tenderRequests, eq(tenderRequests.id, offerRevisions.requestId))
    .where(eq(tenderRequests.tenderId, tenderId));
  return [...requests.flatMap(requestFiles), ...earlier.flatMap((v) => v.documents)];
}
