import { type OfferRevision, offerChanges, offerTermsView } from '@podryad/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { tenderRequests, tenders } from '../../db/schema';
import { offerRevisions } from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import type { FileService } from '../files/service';
import { rebidRunning } from '../tenders/rebid';
import { sealedNow } from '../tenders/sealed';
import { termsOf } from './offer-revisions';

/**
 * Every version of request `r`'s offer on tender `t` as `viewer` (one of its two parties) reads it,
 * newest first, each with what it changed against the one before. While the tender's offers are
 * sealed, its client reads each version's time and nothing it says; while a переторжка round runs,
 * the versions up to the round's start.
 */
export async function revisionHistory(
  db: Db,
  files: FileService,
  viewer: AuthUser,
  r: typeof tenderRequests.$inferSelect,
  t: typeof tenders.$inferSelect,
): Promise<OfferRevision[]> {
  const client = viewer.type === 'client';
  const upTo = client && r.rebidBase !== null && rebidRunning(t) ? r.rebidBase : null;
  const rows = await db
    .select()
    .from(offerRevisions)
    .where(
      and(
        eq(offerRevisions.requestId, r.id),
        upTo === null ? undefined : lte(offerRevisions.number, upTo),
      ),
    )
    .orderBy(asc(offerRevisions.number));
  if (client && sealedNow(t)) {
    return rows.reverse().map((v) => ({
      number: v.number,
      created_at: v.createdAt.toISOString(),
      comment: null,
      document_files: [],
      offer: null,
      changes: [],
    }));
  }
  const infos = await files.infos(rows.flatMap((v) => v.documents));
  const versions = rows.map((v) => {
    const terms = termsOf(v);
    return {
      number: v.number,
      created_at: v.createdAt.toISOString(),
      comment: v.comment,
      document_files: v.documents.flatMap((p) => infos.get(p) ?? []),
      offer: terms ? offerTermsView(terms) : null,
    };
  });
  return versions
    .map((v, i) => ({ ...v, changes: i === 0 ? [] : offerChanges(versions[i - 1]!, v) }))
    .reverse();
}
