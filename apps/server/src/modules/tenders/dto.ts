import {
  REQUEST_STATUS_LABELS,
  CONTRACTOR_REQUEST_STATUS_LABELS,
  TENDER_STATUS_LABELS,
  WORK_TYPE_LABELS,
  type RequestStatus,
  type Tender,
  type TenderRequest,
  type TenderStage,
  type TenderStatus,
  type WorkType,
  offerTermsView,
} from '@podryad/domain';
import { type SQL, and, arrayContains, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { projects, tenderRequests, tenders } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import type { FileService } from '../files/service';
import { type RevisionRow, activeRevisions, termsOf } from './offer-revisions';
import { loadParties, party } from './parties';

export type TenderRow = typeof tenders.$inferSelect;
export type RequestRow = typeof tenderRequests.$inferSelect;
export type Viewer = Pick<AuthUser, 'id' | 'type'>;

/** Each side reads the statuses in its own words (spec 000 §4, 001 §4). */
export const statusOf = (code: string, viewer: Viewer) => ({
  code: code as RequestStatus,
  label: (viewer.type === 'contractor' ? CONTRACTOR_REQUEST_STATUS_LABELS : REQUEST_STATUS_LABELS)[
    code as RequestStatus
  ],
});

const filesOf = (
  paths: string[],
  infos: Map<string, { path: string; name: string; size: number }>,
) =>
  paths.flatMap((p) => {
    const info = infos.get(p);
    return info ? [info] : [];
  });

/**
 * What the answers need besides the rows: the people involved, the files' names and sizes, and the
 * active version of each answered request's offer.
 */
async function lookups(
  tx: Tx,
  files: FileService,
  userIds: number[],
  paths: string[],
  requests: RequestRow[],
) {
  const [parties, infos, revisions] = await Promise.all([
    loadParties(tx, userIds),
    files.infos(paths, tx),
    activeRevisions(tx, requests),
  ]);
  return { parties, infos, revisions };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

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

const requestDto = (
  r: RequestRow,
  tender: TenderRow,
  { parties, infos, revisions }: Lookups,
  viewer: Viewer,
): TenderRequest => {
  const active: RevisionRow | undefined = revisions.get(r.id);
  const terms = active && termsOf(active);
  // The client's invitation stands in for the answer only until the contractor answers with its
  // own; invite_comment and invite_document_files always carry it.
  const unanswered = r.status === 'offered';
  const documents = unanswered ? r.inviteDocuments : r.documents;
  return {
    id: r.id,
    status: statusOf(r.status, viewer),
    user: party(parties.get(r.contractorId)!),
    client: party(parties.get(tender.ownerId)!),
    tender: { id: tender.id, tender_name: tender.name },
    origin: r.origin as TenderRequest['origin'],
    comment: unanswered ? (r.comment ?? r.inviteComment) : r.comment,
    reject_reason: r.rejectReason,
    documents,
    document_files: filesOf(documents, infos),
    invite_comment: r.inviteComment,
    invite_document_files: filesOf(r.inviteDocuments, infos),
    is_new: viewer.type === 'contractor' ? r.newForContractor : r.newForClient,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    offer: terms ? offerTermsView(terms) : null,
    revision: r.revision,
    revised_at: active?.createdAt.toISOString() ?? null,
    intent: r.intent === 'will_bid' ? 'will_bid' : null,
  };
};

/** Requests as answers: the contractor, the client, the tender's name, files with names and sizes. */
export async function requestDtos(
  tx: Tx,
  files: FileService,
  rows: RequestRow[],
  viewer: Viewer,
): Promise<TenderRequest[]> {
  if (rows.length === 0) return [];
  const list = await tx
    .select()
    .from(tenders)
    .where(inArray(tenders.id, [...new Set(rows.map((r) => r.tenderId))]));
  const byId = new Map(list.map((t) => [t.id, t]));
  const found = await lookups(
    tx,
    files,
    [...rows.map((r) => r.contractorId), ...list.map((t) => t.ownerId)],
    rows.flatMap(requestFiles),
    rows,
  );
  return rows.map((r) => requestDto(r, byId.get(r.tenderId)!, found, viewer));
}

/**
 * Tenders as answers. The owner sees every request of its tenders; a contractor only its own.
 */
export async function tenderDtos(
  tx: Tx,
  files: FileService,
  rows: TenderRow[],
  viewer: Viewer,
): Promise<Tender[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((t) => t.id);
  const projectRows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, [...new Set(rows.map((t) => t.projectId))]));
  const projectNames = new Map(projectRows.map((p) => [p.id, p.name]));
  const requestRows = await tx
    .select()
    .from(tenderRequests)
    .where(
      and(
        inArray(tenderRequests.tenderId, ids),
        viewer.type === 'contractor' ? eq(tenderRequests.contractorId, viewer.id) : undefined,
      ),
    )
    .orderBy(asc(tenderRequests.createdAt), asc(tenderRequests.id));
  // One lookup of people and files for the tenders and all their requests together.
  const found = await lookups(
    tx,
    files,
    [...rows.map((t) => t.ownerId), ...requestRows.map((r) => r.contractorId)],
    [...rows.flatMap((t) => t.documents), ...requestRows.flatMap(requestFiles)],
    requestRows,
  );
  const tenderMap = new Map(rows.map((t) => [t.id, t]));
  const requests = requestRows.map((r) => requestDto(r, tenderMap.get(r.tenderId)!, found, viewer));
  return rows.map((t) => {
    const projectName = projectNames.get(t.projectId) ?? '';
    return {
      id: t.id,
      tender_name: t.name,
      project: { id: t.projectId, name: projectName },
      project_name: projectName,
      projectId: t.projectId,
      type: t.type as WorkType,
      services: WORK_TYPE_LABELS[t.type as WorkType],
      stage: t.stage as TenderStage,
      complex_structure: t.complexStructure,
      images: t.images,
      start_date: t.startDate,
      end_date: t.endDate,
      address: t.address,
      latitude: t.latitude,
      longitude: t.longitude,
      description: t.description,
      documents: t.documents,
      document_files: filesOf(t.documents, found.infos),
      status: {
        code: t.status as TenderStatus,
        label: TENDER_STATUS_LABELS[t.status as TenderStatus],
      },
      offers_deadline: t.offersDeadline?.toISOString() ?? null,
      created_at: t.createdAt.toISOString(),
      user: found.parties.get(t.ownerId)!,
      requests: requests.filter((r) => r.tender.id === t.id),
    };
  });
}

export async function tenderRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).limit(1);
  return row ?? null;
}
