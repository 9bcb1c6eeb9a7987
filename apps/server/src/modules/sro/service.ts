import { type SroKind, type SroMembership, type SroMembershipView, MSG } from '@podryad/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { contractorProfiles, contractorSroMemberships } from '../../db/schema';
import { conflict } from '../../http/errors';

/*
 * The СРО memberships a contractor states: read in its order, replaced all at once. Other modules
 * read them through `membershipsOf` (the contractor's page) and the SQL of sql.ts (the comparison).
 */

type Row = typeof contractorSroMemberships.$inferSelect;
const view = (row: Row): SroMembershipView => ({
  kind: row.kind as SroKind,
  sro_name: row.sroName,
  registration_number: row.registrationNumber,
  level: row.level,
});

/** A contractor's stated memberships, in its order; none for a user who is not one. */
export async function membershipsOf(db: Tx, contractorId: number) {
  const rows = await db
    .select()
    .from(contractorSroMemberships)
    .where(eq(contractorSroMemberships.contractorId, contractorId))
    .orderBy(asc(contractorSroMemberships.position));
  return rows.map(view);
}

export class SroService {
  constructor(private readonly db: Db) {}

  list(contractorId: number) {
    return membershipsOf(this.db, contractorId);
  }

  /**
   * PUT /user/profile/sro: the list the contractor sends becomes its list, in one transaction
   * under its profile's lock, so two saves at once leave one of the two lists whole.
   */
  async replace(contractorId: number, memberships: SroMembership[]) {
    return this.db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ userId: contractorProfiles.userId })
        .from(contractorProfiles)
        .where(eq(contractorProfiles.userId, contractorId))
        .for('update');
      if (!profile) throw conflict(MSG.profileMissing);
      await tx
        .delete(contractorSroMemberships)
        .where(eq(contractorSroMemberships.contractorId, contractorId));
      if (memberships.length > 0) {
        await tx.insert(contractorSroMemberships).values(
          memberships.map((m, position) => ({
            contractorId,
            position,
            kind: m.kind,
            sroName: m.sro_name,
            registrationNumber: m.registration_number,
            level: m.level,
          })),
        );
      }
      return membershipsOf(tx, contractorId);
    });
  }
}
