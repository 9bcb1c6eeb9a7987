import {
  OPEN_TENDER_STATUS,
  type OutcomeReason,
  type TakesOffers,
  type TenderStatus,
  WITHDRAWN_TENDER_STATUS,
  tenderStatusRefusal,
} from '@podryad/domain';
import { type SQL, and, eq, exists, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { tenderRequests, tenders, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { Viewer } from '../auth/sessions';
import { rebidRunningSql, sealedSql } from './conditions';

/*
 * Who may see a tender and whether it takes offers, in one place: the contractor's list, the
 * tender page, the download of its documents and every move of a request use these.
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
async function lockTender(tx: Tx, tenderId: number, mode: 'share' | 'update') {
  const [row] = await tx
    .select({
      status: tenders.status,
      deadlinePassed: offersDeadlinePassed(),
      sealed: sealedSql(),
      rebid: rebidRunningSql(),
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for(mode);
  return {
    status: row?.status as TenderStatus | undefined,
    deadlinePassed: row?.deadlinePassed === true,
    sealed: row?.sealed === true,
    rebid: row?.rebid === true,
  };
}

/**
 * The one check of every write on a tender's requests: locks the tender (`closes`: for the choice
 * of the executor, which waits for every other move) and refuses what the tender's status does not
 * allow (the move's own refusal for each way a tender ends), then, when the move needs it, unless
 * the tender takes offers — open, and its deadline for offers, if any, ahead.
 */
export async function lockForMove(
  tx: Tx,
  tenderId: number,
  move: Parameters<typeof tenderStatusRefusal>[0] & {
    closesTender: boolean;
    takesOffers: TakesOffers | null;
    whenSealed?: string;
    duringRebid?: string;
  },
) {
  const state = await lockTender(tx, tenderId, move.closesTender ? 'update' : 'share');
  const refusal = state.status && tenderStatusRefusal(move, state.status);
  if (refusal) throw conflict(refusal);
  if (move.whenSealed && state.sealed) throw conflict(move.whenSealed);
  if (move.duringRebid && state.rebid) throw conflict(move.duringRebid);
  if (move.takesOffers) {
    if (state.status !== OPEN_TENDER_STATUS) throw conflict(move.takesOffers.closed);
    if (state.deadlinePassed) throw conflict(move.takesOffers.afterDeadline);
  }
}

/**
 * Ends the tender, with its executor chosen or without one, recording why; inside the
 * transaction of the choice or the closing.
 */
export async function endTender(
  tx: Tx,
  tenderId: number,
  status: Extract<TenderStatus, 'executor_chosen' | 'closed_without_choice'>,
  outcome: { reason: OutcomeReason; comment: string | null },
) {
  await tx
    .update(tenders)
    .set({
      status,
      outcomeAt: sql`now()`,
      outcomeReason: outcome.reason,
      outcomeComment: outcome.comment,
      updatedAt: new Date(),
    })
    .where(eq(tenders.id, tenderId));
}

/** SQL over `tenders`: it has a deadline for offers and the database's clock is past it. */
export const offersDeadlinePassed = () =>
  sql<boolean>`coalesce(${tenders.offersDeadline} <= now(), false)`.mapWith(Boolean);

/** The same as SQL over `tenders`. */
export const openTender = (): SQL => eq(tenders.status, OPEN_TENDER_STATUS);

/**
 * The client's own tenders as SQL over `tenders`: one it withdrew (deleted after contractors took
 * part) is gone for it, for every read and every change.
 */
export const ownedBy = (ownerId: number): SQL =>
  and(eq(tenders.ownerId, ownerId), ne(tenders.status, WITHDRAWN_TENDER_STATUS))!;

/**
 * The tenders the viewer may read, as SQL over `tenders`: a contractor an open one of an open
 * account (a closed or deleted client's tenders are hidden), or one it has a request on (in any
 * status, the tender withdrawn too, its client's account closed too: it keeps seeing what it
 * answered); a client only its own.
 */
export function readableBy(tx: Tx, viewer: Viewer): SQL {
  if (viewer.type !== 'contractor') return ownedBy(viewer.id);
  const hasRequest = exists(
    tx
      .select({ one: sql`1` })
      .from(tenderRequests)
      .where(
        and(eq(tenderRequests.tenderId, tenders.id), eq(tenderRequests.contractorId, viewer.id)),
      ),
  );
  const ownerOpen = notExists(
    tx
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, tenders.ownerId), isNotNull(users.closedAt))),
  );
  return or(and(openTender(), ownerOpen), hasRequest)!;
}

/**
 * Whether the tender's client closed (or deleted) its account: its tenders are hidden, and take no
 * new offer; what was answered before stays readable to its contractor.
 */
export async function clientClosed(tx: Tx, ownerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, ownerId), isNotNull(users.closedAt)))
    .limit(1);
  return row !== undefined;
}
