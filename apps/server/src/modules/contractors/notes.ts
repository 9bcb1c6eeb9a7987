import {
  type ContractorNote,
  MSG_NOTES,
  MSG_TENDERS,
  type contractorNoteBody,
} from '@podryad/domain';
import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { contractorNotes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contractorTakesPart } from './participation';

/*
 * A client's private notes on contractors and its list 'Не приглашать': every read and write is
 * keyed by the caller, so no call reaches another client's note.
 */

export const noteDto = (row: typeof contractorNotes.$inferSelect): ContractorNote => ({
  text: row.text,
  do_not_invite: row.doNotInvite,
  updated_at: row.updatedAt.toISOString(),
});

/** The caller's own note on the contractor, null when it has none. */
export async function ownNote(db: Db, clientId: number, contractorId: number) {
  const [row] = await db
    .select()
    .from(contractorNotes)
    .where(
      and(eq(contractorNotes.clientId, clientId), eq(contractorNotes.contractorId, contractorId)),
    )
    .limit(1);
  return row ? noteDto(row) : null;
}

/** PUT /contractors/{id}/note: keeps the caller's note (a new one or over the old); 404 unless a contractor. */
export async function saveNote(
  db: Db,
  clientId: number,
  contractorId: number,
  { text, do_not_invite }: z.output<typeof contractorNoteBody>,
): Promise<ContractorNote> {
  return db.transaction(async (tx) => {
    if ((await contractorTakesPart(tx, contractorId)) === null)
      throw notFound(MSG_TENDERS.contractorNotFound);
    const [row] = await tx
      .insert(contractorNotes)
      .values({ clientId, contractorId, text, doNotInvite: do_not_invite })
      .onConflictDoUpdate({
        target: [contractorNotes.clientId, contractorNotes.contractorId],
        set: { text, doNotInvite: do_not_invite, updatedAt: sql`now()` },
      })
      .returning();
    return noteDto(row!);
  });
}

/** DELETE /contractors/{id}/note: removes the caller's note; 404 when it has none. */
export async function removeNote(db: Db, clientId: number, contractorId: number) {
  const removed = await db
    .delete(contractorNotes)
    .where(
      and(eq(contractorNotes.clientId, clientId), eq(contractorNotes.contractorId, contractorId)),
    )
    .returning({ id: contractorNotes.contractorId });
  if (removed.length === 0) throw notFound(MSG_NOTES.notFound);
}
