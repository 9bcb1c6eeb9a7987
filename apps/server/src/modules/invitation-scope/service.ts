import {
  type InvitationScope,
  type InvitationScopeAnswer,
  MSG,
  type WorkType,
  orderedScope,
} from '@podryad/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { contractorProfiles } from '../../db/schema';
import { conflict } from '../../http/errors';

/*
 * The work types and cities a contractor takes invitations for: read and replaced from its
 * cabinet; the invitation reads them through `scopeOf`.
 */

/** A contractor's scope; null for a user with no contractor's profile. */
export async function scopeOf(db: Tx, contractorId: number): Promise<InvitationScopeAnswer | null> {
  const [row] = await db
    .select({
      workTypes: contractorProfiles.invitationWorkTypes,
      cities: contractorProfiles.invitationCities,
    })
    .from(contractorProfiles)
    .where(eq(contractorProfiles.userId, contractorId))
    .limit(1);
  return row ? orderedScope({ work_types: row.workTypes as WorkType[], cities: row.cities }) : null;
}

export class InvitationScopeService {
  constructor(private readonly db: Db) {}

  /** GET /user/profile/invitation-scope. */
  async get(contractorId: number) {
    const scope = await scopeOf(this.db, contractorId);
    if (!scope) throw conflict(MSG.profileMissing);
    return scope;
  }

  /** PUT /user/profile/invitation-scope: both lists replace the former ones, in one update. */
  async replace(contractorId: number, scope: InvitationScope) {
    const ordered = orderedScope(scope);
    const [row] = await this.db
      .update(contractorProfiles)
      .set({
        invitationWorkTypes: ordered.work_types,
        invitationCities: ordered.cities,
        updatedAt: sql`now()`,
      })
      .where(eq(contractorProfiles.userId, contractorId))
      .returning({ userId: contractorProfiles.userId });
    if (!row) throw conflict(MSG.profileMissing);
    return ordered;
  }
}
