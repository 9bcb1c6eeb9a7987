import {
  ADDENDA_MAX,
  ADDENDUM_FIELD_LABELS,
  type Addendum,
  type AddendumChange,
  MSG_ADDENDA,
  addendumSummary,
} from '@podryad/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { tenderAddenda, tenderRequests, tenders } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { FileService } from '../files/service';
import { notices } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { liveRequestsOf } from '../requests/of-tender';
import { record } from '../trail/record';
import { isOpen } from './access';
import type { TenderRow } from './answers';

/*
 * Addenda: from the tender's first invitation or offer on, an edit of what the offers rest on is a
 * numbered addendum, told to every contractor still in play (an invited one may be pricing the
 * work already) and kept in the tender's record. Offers made before it are asked to confirm.
 */

type ChangedField = AddendumChange['field'];

/** Each recorded field's value as an addendum stores it (see `addendumChangeSchema`). */
const VALUES: Record<ChangedField, (t: TenderRow) => string | null> = {
  description: (t) => t.description,
  start_date: (t) => t.startDate,
  end_date: (t) => t.endDate,
  address: (t) => t.address,
  offers_deadline: (t) => t.offersDeadline?.toISOString() ?? null,
};

/** The tender's columns an addendum covers: an edit of any other is a plain edit. */
export const ADDENDUM_COLUMNS: readonly (keyof TenderRow)[] = [
  'description',
  'startDate',
  'endDate',
  'address',
  'latitude',
  'longitude',
  'offersDeadline',
  'documents',
];

type AddendumRow = typeof tenderAddenda.$inferSelect;

/**
 * Every addendum but one that moved the deadline alone asks the bidders to confirm: a later
 * deadline leaves the offers resting on the same tender.
 */
const addendumAsks = (row: Pick<AddendumRow, 'changes' | 'filesAdded' | 'filesRemoved'>) =>
  row.filesAdded.length + row.filesRemoved.length > 0 ||
  row.changes.some((c) => c.field !== 'offers_deadline');

/**
 * Has the tender a request: an invitation (a contractor may be pricing the work from it on) or an
 * offer, in any status since?
 */
async function hasRequest(tx: Tx, tenderId: number) {
  const [row] = await tx
    .select({ id: tenderRequests.id })
    .from(tenderRequests)
    .where(eq(tenderRequests.tenderId, tenderId))
    .limit(1);
  return row !== undefined;
}

/**
 * Inside the edit's transaction, with the tender locked: when the tender has a request and the edit
 * changed what offers rest on, records the next addendum, tells every contractor with a live
 * request (invited, will bid, or offering) and writes the trail. Answers the addendum with the
 * tender as it now is, or null when the edit is not one.
 */
export async function recordAddendum(
  tx: Tx,
  files: FileService,
  before: TenderRow,
  after: TenderRow,
  note: string | null,
  actorId: number,
) {
  const changes = (Object.keys(VALUES) as ChangedField[])
    .filter((field) => VALUES[field](before) !== VALUES[field](after))
    .map((field) => ({
      field,
      label: ADDENDUM_FIELD_LABELS[field],
      before: VALUES[field](before),
      after: VALUES[field](after),
    }));
  const added = after.documents.filter((p) => !before.documents.includes(p));
  const removed = before.documents.filter((p) => !after.documents.includes(p));
  if (changes.length + added.length + removed.length === 0) return null;
  if (!(await hasRequest(tx, before.id))) return null;
  if (before.addenda >= ADDENDA_MAX) throw conflict(MSG_ADDENDA.tooMany);

  const infos = await files.infos([...added, ...removed], tx);
  const named = (paths: string[], keepPath: boolean) =>
    paths.map((p) => ({ path: keepPath ? p : null, name: infos.get(p)?.name ?? p }));
  const number = before.addenda + 1;
  const values = { changes, filesAdded: named(added, true), filesRemoved: named(removed, false) };
  const asksConfirmation = addendumAsks(values);
  const [row] = await tx
    .insert(tenderAddenda)
    .values({
      tenderId: before.id,
      number,
      note,
      ...values,
    })
    .returning();
  const [tender] = await tx
    .update(tenders)
    .set({ addenda: number, ...(asksConfirmation ? { addendumToConfirm: number } : {}) })
    .where(eq(tenders.id, before.id))
    .returning();
  const addendum = addendumAnswer(row!);
  const summary = addendumSummary(addendum);
  // An extension alone tells them in its own words (the edit sends it); after the outcome no one
  // is bidding any more.
  const extendedOnly = !asksConfirmation && isLater(before.offersDeadline, after.offersDeadline);
  if (isOpen(after) && !extendedOnly) {
    const told = await liveRequestsOf(tx, before.id);
    await notifyAll(
      tx,
      told.map((r) => notices.addendum(after, r, summary)),
    );
  }
  await record(tx, {
    tenderId: before.id,
    event: 'addendum',
    actorId,
    contractorId: null,
    details: summary,
  });
  return { addendum, tender: tender! };
}

/** Is the new deadline later than the old one; removing one is the latest of all. */
export const isLater = (before: Date | null, after: Date | null) =>
  before !== null && (after === null || after.getTime() > before.getTime());

/** An addendum as the tender's answer carries it, its added files checked against `documents`. */
function addendumAnswer(row: AddendumRow, documents?: string[]): Addendum {
  return {
    number: row.number,
    at: row.createdAt.toISOString(),
    note: row.note,
    changes: row.changes,
    // A file a later addendum removed is no longer the tender's to download.
    files_added: documents
      ? row.filesAdded.map((f) => ({
          ...f,
          path: f.path && documents.includes(f.path) ? f.path : null,
        }))
      : row.filesAdded,
    files_removed: row.filesRemoved,
    asks_confirmation: addendumAsks(row),
  };
}

/** The addenda of these tenders, oldest first, by tender. */
export async function addendaOf(tx: Tx, rows: TenderRow[]) {
  const byTender = new Map<number, Addendum[]>();
  const withAddenda = rows.filter((t) => t.addenda > 0);
  if (withAddenda.length === 0) return byTender;
  const found = await tx
    .select()
    .from(tenderAddenda)
    .where(
      inArray(
        tenderAddenda.tenderId,
        withAddenda.map((t) => t.id),
      ),
    )
    .orderBy(asc(tenderAddenda.tenderId), asc(tenderAddenda.number));
  const documentsOf = new Map(withAddenda.map((t) => [t.id, t.documents]));
  for (const row of found) {
    const list = byTender.get(row.tenderId) ?? [];
    list.push(addendumAnswer(row, documentsOf.get(row.tenderId)));
    byTender.set(row.tenderId, list);
  }
  return byTender;
}
