import { and, arrayContains, eq, not, or } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { offerRevisions, tenderRequests, tenders } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import { ownedBy } from '../tenders/access';
import { sealedSql } from '../tenders/conditions';

/**
 * May `viewer` download the request document at `path` (the client's invitation files or the
 * contractor's answer, of any version): that contractor, or the tender's owner — its own
 * invitation files always, the contractor's once the tender's offers are not sealed.
 */
export async function mayReadRequestDocument(db: Db, viewer: AuthUser, path: string) {
  const owner = and(ownedBy(viewer.id), not(sealedSql()));
  const party = or(eq(tenderRequests.contractorId, viewer.id), owner);
  const [invitation] = await db
    .select({ id: tenderRequests.id })
    .from(tenderRequests)
    .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
    .where(
      and(
        arrayContains(tenderRequests.inviteDocuments, [path]),
        or(eq(tenderRequests.contractorId, viewer.id), ownedBy(viewer.id)),
      ),
    )
    .limit(1);
  if (invitation) return true;
  const [row] = await db
    .select({ id: tenderRequests.id })
    .from(tenderRequests)
    .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
    .where(and(arrayContains(tenderRequests.documents, [path]), party))
    .limit(1);
  if (row) return true;
  // A file of an earlier version of the offer.
  const [earlier] = await db
    .select({ id: offerRevisions.id })
    .from(offerRevisions)
    .innerJoin(tenderRequests, eq(tenderRequests.id, offerRevisions.requestId))
    .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
    .where(and(arrayContains(offerRevisions.documents, [path]), party))
    .limit(1);
  return earlier !== undefined;
}
