import { type OfferTerms, type VatMode, validUntilProblem } from '@podryad/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { offerRevisions, tenderRequests } from '../../db/schema';
import { AppError } from '../../http/errors';

/*
 * The versions of a contractor's offer. Every answer of a contractor (an offer, an
 * accepted invitation, a revision) is one row; the request points at the newest with `revision` and
 * keeps its comment and files in its own columns, so the spec's request fields read as before.
 */

export type RevisionRow = typeof offerRevisions.$inferSelect;

/** One version as a move writes it: the spec's comment and files, and the terms if priced. */
export type OfferVersion = {
  comment: string | null;
  documents: string[];
  terms: OfferTerms | null;
};

/** The terms a version stores, or null for a plain one. */
export function termsOf(row: RevisionRow): OfferTerms | null {
  if (row.priceKopecks === null || !row.vat || !row.durationDays || !row.validUntil) return null;
  return {
    price_kopecks: row.priceKopecks,
    vat: row.vat as VatMode,
    vat_rate: row.vatRate,
    duration_days: row.durationDays,
    valid_until: row.validUntil,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
  };
}

/**
 * Refuses a validity date before today (in Moscow, by the database's clock `now`): the one rule of
 * the terms the payload's schema cannot check alone.
 */
export function assertTermsValid(terms: OfferTerms | null, now: Date) {
  const problem = terms && validUntilProblem(terms.valid_until, now);
  if (problem) throw new AppError(400, [problem], { valid_until: [problem] });
}

/** Stores version `number` of a request's offer, inside the move's transaction. */
export async function addRevision(
  tx: Tx,
  requestId: number,
  number: number,
  version: OfferVersion,
) {
  const t = version.terms;
  await tx.insert(offerRevisions).values({
    requestId,
    number,
    comment: version.comment,
    documents: version.documents,
    priceKopecks: t?.price_kopecks ?? null,
    vat: t?.vat ?? null,
    vatRate: t?.vat_rate ?? null,
    durationDays: t?.duration_days ?? null,
    validUntil: t?.valid_until ?? null,
    inclusions: t?.inclusions ?? [],
    exclusions: t?.exclusions ?? [],
  });
}

/** SQL joining a request (`tender_requests`) to its active version (`offer_revisions`). */
export const activeVersionOf = () =>
  and(
    eq(offerRevisions.requestId, tenderRequests.id),
    eq(offerRevisions.number, tenderRequests.revision),
  );

/** Versions by request and number: `get(requestId, number)`. */
export type Versions = {
  get: (requestId: number, number: number | null) => RevisionRow | undefined;
};

/**
 * The active version of each of these requests that has one, and the one a переторжка round
 * started from (`rebid_base`), in one statement.
 */
export async function activeRevisions(
  tx: Tx,
  requests: readonly { id: number; revision: number }[],
): Promise<Versions> {
  const answered = requests.filter((r) => r.revision > 0).map((r) => r.id);
  if (answered.length === 0) return { get: () => undefined };
  const rows = await tx
    .select({ revision: offerRevisions })
    .from(offerRevisions)
    .innerJoin(
      tenderRequests,
      and(
        eq(offerRevisions.requestId, tenderRequests.id),
        or(
          eq(offerRevisions.number, tenderRequests.revision),
          eq(offerRevisions.number, tenderRequests.rebidBase),
        ),
      ),
    )
    .where(inArray(offerRevisions.requestId, answered));
  const byKey = new Map(rows.map(({ revision: v }) => [`${v.requestId}:${v.number}`, v]));
  return { get: (requestId, number) => byKey.get(`${requestId}:${number}`) };
}
