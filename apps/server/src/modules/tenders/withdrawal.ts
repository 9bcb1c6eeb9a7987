import { WITHDRAWN_TENDER_STATUS } from '@podryad/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { notifications, tenderRequests, tenders } from '../../db/schema';
import { notices } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { record } from '../trail/record';
import type { TenderRow } from './answers';

/*
 * The withdrawal of a tender: its client deletes it after contractors took part. Erasing it would
 * take away their record (the requests, the trail, the questions and answers, the notices), so it
 * is withdrawn instead: gone for its client and from every list, told to the contractors, and kept
 * readable for them.
 */

/**
 * Inside the delete's transaction, with the tender locked: when the tender has a request (an
 * invitation, an intent or an offer, in any status), withdraws it — its status becomes `withdrawn`,
 * the client's own notices about it go, every contractor with a request is told 'Тендер отменён
 * заказчиком' and reads the withdrawal among its trail entries — and answers true. A tender without
 * any request is left for the caller to erase (false).
 */
export async function withdrawTender(tx: Tx, tender: TenderRow, actorId: number) {
  const requests = await tx
    .select({
      id: tenderRequests.id,
      contractorId: tenderRequests.contractorId,
      status: tenderRequests.status,
    })
    .from(tenderRequests)
    .where(eq(tenderRequests.tenderId, tender.id));
  if (requests.length === 0) return false;
  await tx
    .update(tenders)
    .set({ status: WITHDRAWN_TENDER_STATUS, updatedAt: new Date() })
    .where(eq(tenders.id, tender.id));
  await tx
    .delete(notifications)
    .where(
      and(eq(notifications.tenderId, tender.id), eq(notifications.recipientId, tender.ownerId)),
    );
  await notifyAll(
    tx,
    requests.map((r) => notices.tender_withdrawn(tender, r)),
  );
  await record(
    tx,
    ...requests.map((r) => ({
      tenderId: tender.id,
      event: 'withdrawn' as const,
      actorId,
      contractorId: r.contractorId,
    })),
  );
  return true;
}
