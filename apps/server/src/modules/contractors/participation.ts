import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { contractorProfiles, users } from '../../db/schema';

/**
 * Whether a contractor takes part in tenders now (it may be invited only then); null when there is
 * no contractor with a profile by that id, or its account is closed.
 */
export async function contractorTakesPart(tx: Tx, userId: number): Promise<boolean | null> {
  const [row] = await tx
    .select({ participates: contractorProfiles.participatesInTenders })
    .from(users)
    .innerJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.type, 'contractor'), isNull(users.closedAt)))
    .limit(1);
  return row ? row.participates : null;
}
