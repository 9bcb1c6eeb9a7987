import { OPEN_TENDER_STATUS } from '@podryad/domain';
import { type SQL, and, eq, exists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { tenderRequests, tenders } from '../../db/schema';
import type { Viewer } from './dto';

/*
 * Who may see a tender, in one place: the contractor's list, the tender page, the download of its
 * documents and the moves that need the tender still open all use these.
 */

/** Is this tender open: listed to every contractor, taking offers and invitations. */
export const isOpen = (tender: { status: string }) => tender.status === OPEN_TENDER_STATUS;

/**
 * Inside a transaction: is the tender still open, and has its deadline for offers passed? Its row
 * stays locked until the commit, so a request made on an open tender cannot land after an executor
 * was chosen or the deadline was moved in between. Every change of a tender's requests locks the
 * tender first, so they queue there and never deadlock: the choice of the executor (`'update'`, as
 * it will close the tender) waits for the others and they for it. The deadline is compared with the
 * database's clock, the one every app instance shares.
 */
export async function lockTender(tx: Tx, tenderId: number, mode: 'share' | 'update') {
  const [row] = await tx
    .select({ status: tenders.status, deadlinePassed: offersDeadlinePassed() })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for(mode);
  return { open: row !== undefined && isOpen(row), deadlinePassed: row?.deadlinePassed === true };
}

/** SQL over `tenders`: it has a deadline for offers and the database's clock is past it. */
export const offersDeadlinePassed = () =>
  sql<boolean>`coalesce(${tenders.offersDeadline} <= now(), false)`.mapWith(Boolean);

/** The same as SQL over `tenders`. */
export const openTender = (): SQL => eq(tenders.status, OPEN_TENDER_STATUS);

/**
 * The tenders the viewer may read, as SQL over `tenders`: a contractor an open one, or one it has a
 * request on (in any status: it keeps seeing what it answered); a client only its own.
 */
export function readableBy(tx: Tx, viewer: Viewer): SQL {
  if (viewer.type !== 'contractor') return eq(tenders.ownerId, viewer.id);
  const hasRequest = exists(
    tx
      .select({ one: sql`1` })
      .from(tenderRequests)
      .where(
        and(eq(tenderRequests.tenderId, tenders.id), eq(tenderRequests.contractorId, viewer.id)),
      ),
  );
  return or(openTender(), hasRequest)!;
}
