import {
  OPEN_TENDER_STATUS,
  REQUEST_STATUS_LABELS_OF,
  REVISABLE_REQUEST_STATUSES,
  type RequestStatus,
  type TenderRequest,
  offerTermsView,
} from '@podryad/domain';
import { type SQL, arrayContains, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { tenderRequests, tenders } from '../../db/schema';
import { type Viewer, sideOf } from '../auth/sessions';
import type { FileService } from '../files/service';
import { loadParties, party } from '../profile/parties';
import { type RevisionRow, activeRevisions, termsOf } from './offer-revisions';
import { sealedNow } from '../tenders/sealed';
import { rebidRunning } from '../tenders/rebid';

export type RequestRow = typeof tenderRequests.$inferSelect;
/** What a request's answer needs of its tender. */
export type RequestTender = Pick<
  typeof tenders.$inferSelect,
  | 'id'
  | 'name'
  | 'ownerId'
  | 'status'
  | 'addendumToConfirm'
  | 'offersDeadline'
  | 'sealed'
  | 'rebidDeadline'
>;

/**
 * The addendum an offer predates, while it matters: the offer is still undecided on an open
 * tender, and its contractor has not sent, revised or confirmed it since that addendum.
 */
export const outdatedBy = (
  r: Pick<RequestRow, 'status' | 'addendumSeen'>,
  tender: Pick<RequestTender, 'status' | 'addendumToConfirm'>,
) =>
  REVISABLE_REQUEST_STATUSES.includes(r.status as RequestStatus) &&
  tender.status === OPEN_TENDER_STATUS &&
  r.addendumSeen < tender.addendumToConfirm
    ? tender.addendumToConfirm
    : null;

/** Each side reads the statuses in its own words: the client's labels and the contractor's. */
export const statusOf = (code: string, viewer: Viewer) => ({
  code: code as RequestStatus,
  label: REQUEST_STATUS_LABELS_OF[sideOf(viewer)][code as RequestStatus],
});

export type FileInfos = Map<string, { path: string; name: string; size: number }>;

/** The files of `paths` the store still knows, with their names and sizes, in their order. */
export const filesOf = (paths: string[], infos: FileInfos) =>
  paths.flatMap((p) => {
    const info = infos.get(p);
    return info ? [info] : [];
  });

/** Every file a request refers to: the client's invitation files and the contractor's. */
export const requestFiles = (r: Pick<RequestRow, 'inviteDocuments' | 'documents'>) => [
  ...r.inviteDocuments,
  ...r.documents,
];

/** The same as SQL over `tender_requests`: the request refers to these paths, in either column. */
export const requestRefersTo = (paths: string[] | SQL) =>
  or(
    arrayContains(tenderRequests.inviteDocuments, paths),
    arrayContains(tenderRequests.documents, paths),
  )!;

/**
 * What request answers need besides their rows: the people involved (their contacts as
 * `viewerId` may read them), the files' names and sizes, and the active version of each answered
 * offer. `userIds` and `paths` may name more people and files (a tender's owner and documents), so
 * a tender and its requests take one lookup of each.
 */
export async function requestLookups(
  tx: Tx,
  files: FileService,
  requests: RequestRow[],
  viewerId: number,
  userIds: number[] = [],
  paths: string[] = [],
) {
  const [parties, infos, revisions] = await Promise.all([
    loadParties(tx, [...userIds, ...requests.map((r) => r.contractorId)], viewerId),
    files.infos([...paths, ...requests.flatMap(requestFiles)], tx),
    activeRevisions(tx, requests),
  ]);
  return { parties, infos, revisions };
}
export type RequestLookups = Awaited<ReturnType<typeof requestLookups>>;

/**
 * One request as its party `viewer` reads it. While the tender's offers are sealed, its client
 * reads that the contractor answered and when, but not the answer's terms, comment or files.
 */
export function requestAnswer(
  r: RequestRow,
  tender: RequestTender,
  { parties, infos, revisions }: RequestLookups,
  viewer: Viewer,
): TenderRequest {
  // While a переторжка round runs, its client reads each offer in it as it stood when it began.
  const inRound = viewer.type === 'client' && r.rebidBase !== null && rebidRunning(tender);
  const active: RevisionRow | undefined = revisions.get(r.id, inRound ? r.rebidBase : r.revision);
  const base = revisions.get(r.id, r.rebidBase);
  const before = base && termsOf(base);
  // The client's invitation stands in for the answer only until the contractor answers with its
  // own; invite_comment and invite_document_files always carry it.
  const unanswered = r.status === 'offered';
  const sealed = viewer.type === 'client' && r.revision > 0 && sealedNow(tender);
  const terms = !sealed && active && termsOf(active);
  const documents = unanswered ? r.inviteDocuments : sealed ? [] : r.documents;
  return {
    id: r.id,
    status: statusOf(r.status, viewer),
    user: party(parties.get(r.contractorId)!),
    client: party(parties.get(tender.ownerId)!),
    tender: {
      id: tender.id,
      tender_name: tender.name,
      offers_deadline: tender.offersDeadline?.toISOString() ?? null,
    },
    origin: r.origin as TenderRequest['origin'],
    comment: unanswered ? (r.comment ?? r.inviteComment) : sealed ? null : r.comment,
    reject_reason: r.rejectReason,
    documents,
    document_files: filesOf(documents, infos),
    invite_comment: r.inviteComment,
    invite_document_files: filesOf(r.inviteDocuments, infos),
    is_new: viewer.type === 'contractor' ? r.newForContractor : r.newForClient,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    offer: terms ? offerTermsView(terms) : null,
    revision: active?.number ?? r.revision,
    revised_at: active?.createdAt.toISOString() ?? null,
    intent: r.intent === 'will_bid' ? 'will_bid' : null,
    outdated_by: outdatedBy(r, tender),
    sealed,
    rebid:
      before && !sealed
        ? {
            price_before_kopecks: before.price_kopecks,
            lowered: inRound ? null : r.revision > r.rebidBase!,
          }
        : null,
  };
}

/** Requests as answers: the contractor, the client, the tender's name, files with names and sizes. */
export async function requestAnswers(
  tx: Tx,
  files: FileService,
  rows: RequestRow[],
  viewer: Viewer,
): Promise<TenderRequest[]> {
  if (rows.length === 0) return [];
  const list = await tx
    .select({
      id: tenders.id,
      name: tenders.name,
      ownerId: tenders.ownerId,
      status: tenders.status,
      addendumToConfirm: tenders.addendumToConfirm,
      offersDeadline: tenders.offersDeadline,
      sealed: tenders.sealed,
      rebidDeadline: tenders.rebidDeadline,
    })
    .from(tenders)
    .where(inArray(tenders.id, [...new Set(rows.map((r) => r.tenderId))]));
  const byId = new Map(list.map((t) => [t.id, t]));
  const found = await requestLookups(
    tx,
    files,
    rows,
    viewer.id,
    list.map((t) => t.ownerId),
  );
  return rows.map((r) => requestAnswer(r, byId.get(r.tenderId)!, found, viewer));
}
