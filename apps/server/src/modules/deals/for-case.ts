import { MSG_CASES, MSG_DEALS } from '@podryad/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { deals } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

/**
 * The deal a contractor makes a case from: its own (another's answers 404, as if there were none)
 * and accepted by the client (an accepted deal moves no more, so nothing needs locking).
 */
export async function acceptedDealOf(tx: Tx, contractorId: number, dealId: number) {
  const [row] = await tx
    .select({ id: deals.id, contractorId: deals.contractorId, status: deals.status })
    .from(deals)
    .where(eq(deals.id, dealId))
    .limit(1);
  if (!row || row.contractorId !== contractorId) throw notFound(MSG_DEALS.notFound);
  if (row.status !== 'accepted') throw conflict(MSG_CASES.dealNotAccepted);
  return row.id;
}

/** When the client accepted the work of each of these deals (the cases' mark of trust). */
export async function dealsAcceptedAt(db: Tx, dealIds: number[]) {
  const ids = [...new Set(dealIds)];
  if (ids.length === 0) return new Map<number, Date | null>();
  const rows = await db
    .select({ id: deals.id, acceptedAt: deals.acceptedAt })
    .from(deals)
    .where(inArray(deals.id, ids));
  return new Map(rows.map((r) => [r.id, r.acceptedAt]));
}
