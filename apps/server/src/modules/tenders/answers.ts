import {
  CLIENT_RECORD,
  type ClientRecord,
  OUTCOME_REASON_LABELS,
  type OutcomeReason,
  TENDER_STATUS_LABELS,
  WORK_TYPE_LABELS,
  type Tender,
  type TenderStage,
  type TenderStatus,
  type WorkType,
  WITHDRAWN_TENDER_STATUS,
} from '@podryad/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { projects, tenderRequests, tenders } from '../../db/schema';
import type { Viewer } from '../auth/sessions';
import type { FileService } from '../files/service';
import { filesOf, requestAnswer, requestLookups } from '../requests/answers';
import { addendaOf } from './addenda';
import { sealedNow } from './sealed';
import { rebidOf } from './rebid';
import { buyersOf } from '../buyer/service';

export type TenderRow = typeof tenders.$inferSelect;

/**
 * Tenders as their page reads them, with the owner's contacts (and, for a contractor, whom the
 * owner buys for), the documents and the requests:
 * the owner sees every request of its tenders, a contractor only its own. One lookup of the
 * people and one of the files serve the tenders and their requests together.
 */
export async function tenderAnswers(
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
  const found = await requestLookups(
    tx,
    files,
    requestRows,
    viewer.id,
    rows.map((t) => t.ownerId),
    rows.flatMap((t) => t.documents),
  );
  const records =
    viewer.type === 'contractor'
      ? await clientRecords(
          tx,
          rows.map((t) => t.ownerId),
        )
      : new Map();
  // Whom each client buys for, with the register's word: for contractors only.
  const buyers =
    viewer.type === 'contractor'
      ? await buyersOf(
          tx,
          rows.map((t) => t.ownerId),
        )
      : new Map();
  const addenda = await addendaOf(tx, rows);
  const tenderMap = new Map(rows.map((t) => [t.id, t]));
  const requests = requestRows.map((r) =>
    requestAnswer(r, tenderMap.get(r.tenderId)!, found, viewer),
  );
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
      sealed: t.sealed,
      offers_sealed: sealedNow(t),
      offers_opened_at: t.offersOpenedAt?.toISOString() ?? null,
      rebid: rebidOf(t),
      created_at: t.createdAt.toISOString(),
      user: found.parties.get(t.ownerId)!,
      requests: requests.filter((r) => r.tender.id === t.id),
      outcome:
        t.outcomeAt && t.outcomeReason
          ? {
              reason: t.outcomeReason as OutcomeReason,
              reason_label: OUTCOME_REASON_LABELS[t.outcomeReason as OutcomeReason],
              comment: t.outcomeComment,
              at: t.outcomeAt.toISOString(),
            }
          : null,
      client_record: records.get(t.ownerId) ?? null,
      buyer: buyers.get(t.ownerId) ?? null,
      addenda: addenda.get(t.id) ?? [],
      // The owner reads every request of its tender; a contractor is not told of the others'.
      records_addenda: viewer.type === 'client' && requestRows.some((r) => r.tenderId === t.id),
    };
  });
}

/**
 * The record of each client, as contractors see it: of its tenders whose deadline for offers
 * passed within the last year, at least 14 days ago, the share with an outcome within 14 days of
 * the deadline; known once there are at least three. One statement for every owner, over the
 * index on (owner, deadline).
 */
async function clientRecords(tx: Tx, ownerIds: number[]) {
  const { months, withinDays, minTenders } = CLIENT_RECORD;
  const rows = await tx
    .select({
      ownerId: tenders.ownerId,
      tenders: sql<number>`count(*)::int`,
      kept: sql<number>`(count(*) filter (where ${tenders.outcomeAt} <= ${tenders.offersDeadline}
        + make_interval(days => ${withinDays})))::int`,
    })
    .from(tenders)
    .where(
      and(
        inArray(tenders.ownerId, [...new Set(ownerIds)]),
        ne(tenders.status, WITHDRAWN_TENDER_STATUS),
        sql`${tenders.offersDeadline} > now() - make_interval(months => ${months})`,
        sql`${tenders.offersDeadline} <= now() - make_interval(days => ${withinDays})`,
      ),
    )
    .groupBy(tenders.ownerId);
  return new Map<number, ClientRecord>(
    rows
      .filter((r) => r.tenders >= minTenders)
      .map((r) => [
        r.ownerId,
        { share: Math.round((r.kept / r.tenders) * 100), tenders: r.tenders },
      ]),
  );
}

/** The tender's row, or null when there is none. */
export async function tenderRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).limit(1);
  return row ?? null;
}
