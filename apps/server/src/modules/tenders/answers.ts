import {
  TENDER_STATUS_LABELS,
  WORK_TYPE_LABELS,
  type Tender,
  type TenderStage,
  type TenderStatus,
  type WorkType,
} from '@podryad/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { projects, tenderRequests, tenders } from '../../db/schema';
import type { Viewer } from '../auth/sessions';
import type { FileService } from '../files/service';
import { filesOf, requestAnswer, requestLookups } from '../requests/answers';

export type TenderRow = typeof tenders.$inferSelect;

/**
 * Tenders as their page reads them, with the owner's contacts, the documents and the requests:
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
    rows.map((t) => t.ownerId),
    rows.flatMap((t) => t.documents),
  );
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
      created_at: t.createdAt.toISOString(),
      user: found.parties.get(t.ownerId)!,
      requests: requests.filter((r) => r.tender.id === t.id),
    };
  });
}

/** The tender's row, or null when there is none. */
export async function tenderRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(tenders).where(eq(tenders.id, id)).limit(1);
  return row ?? null;
}
