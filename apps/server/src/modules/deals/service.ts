import {
  DEAL_STATUS_LABELS,
  DEAL_TRANSITIONS,
  COUNT_AHEAD_PAGES,
  type Deal,
  type DealListQuery,
  type DealNoticeKind,
  type DealSide,
  type DealStatus,
  type DealTransition,
  type DealTransitionName,
  MSG,
  MSG_DEALS,
  type TrailEvent,
  type dealContractBody,
  contractLine,
  dealMovesOf,
  dealOverdue,
  moscowToday,
} from '@podryad/domain';
import { type SQL, and, arrayContains, eq, inArray, or, sql } from 'drizzle-orm';
import type { FileService } from '../files/service';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { databaseNow } from '../../db/clock';
import { pageParams } from '../../db/json-sql';
import { type RunStatement, answerOf } from '../../db/statements';
import { partyName } from '../../db/party-sql';
import { deals, projects, tenders } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { type AuthUser, sideOf } from '../auth/sessions';
import { notices } from '../notifications/notices';
import { notify } from '../notifications/notify';
import { record } from '../trail/record';
import { withVat, withoutVat } from '../requests/offer-sql';
import { DEAL_PAGES } from './cards';

type DealRow = typeof deals.$inferSelect;
/** What the answer tells beside the deal's row: its tender, its project, its parties' names. */
type About = {
  title: string;
  projectId: number;
  projectTitle: string;
  clientName: string;
  contractorName: string;
};
type ContractBody = z.output<typeof dealContractBody>;
/** What a step may carry. */
type StepInput = Partial<ContractBody> & {
  documents?: string[];
  comment?: string | null;
  remarks?: string;
  reason?: string;
};

/** The trail entry of each step. */
const STEP_EVENTS: Record<DealTransitionName, TrailEvent> = {
  contract: 'deal_contract',
  confirm: 'deal_confirmed',
  report: 'deal_reported',
  accept: 'deal_accepted',
  return: 'deal_returned',
  terminate: 'deal_terminated',
};

/** The notice each step sends the other party (an early end's depends on who ends it). */
const STEP_NOTICES: Record<Exclude<DealTransitionName, 'terminate'>, DealNoticeKind> = {
  contract: 'deal_contract',
  confirm: 'deal_confirmed',
  report: 'deal_reported',
  accept: 'deal_accepted',
  return: 'deal_returned',
};

/**
 * Makes the deal of a tender whose executor was just chosen, in the choice's transaction: the
 * chosen offer's active version gives its terms, fixed from now on (a later revision of the offer,
 * were one possible, would not change them).
 */
export async function makeDeal(
  tx: Tx,
  tender: { id: number; ownerId: number },
  request: { id: number; contractorId: number; revision: number },
) {
  await tx.execute(sql`
    insert into deals (tender_id, request_id, client_id, contractor_id, price_with_vat_kopecks,
      price_without_vat_kopecks, vat, vat_rate, duration_days, inclusions, exclusions)
    select ${tender.id}, ${request.id}, ${tender.ownerId}, ${request.contractorId},
      case when v.price_kopecks is not null then ${sql.raw(withVat)} end,
      case when v.price_kopecks is not null then ${sql.raw(withoutVat)} end,
      v.vat, v.vat_rate, v.duration_days, coalesce(v.inclusions, '{}'), coalesce(v.exclusions, '{}')
    from (values (1)) as one (x)
    left join offer_revisions v on v.request_id = ${request.id} and v.number = ${request.revision}`);
}

/** The columns each step writes beside the status. */
function stepColumns(name: DealTransitionName, input: StepInput, actorId: number) {
  const now = new Date();
  switch (name) {
    case 'contract':
      return {
        contractNumber: input.contract_number!,
        contractDate: input.contract_date!,
        startDate: input.start_date!,
        plannedFinish: input.planned_finish!,
        contractFile: input.contract_file ?? null,
      };
    case 'confirm':
      return { confirmedAt: now };
    case 'report':
      return {
        reportedAt: now,
        reportComment: input.comment ?? null,
        // Each report's documents join the earlier ones': a returned report's stay on record.
        acceptanceFiles: sql`array_cat(${deals.acceptanceFiles}, array[${sql.join(
          (input.documents ?? []).map((path) => sql`${path}`),
          sql`, `,
        )}]::text[])`,
      };
    case 'accept':
      return { acceptedAt: now };
    case 'return':
      return { remarks: input.remarks! };
    case 'terminate':
      return { terminatedAt: now, endReason: input.reason!, endedBy: actorId };
  }
}

/** What a step says in the trail. */
function stepDetails(name: DealTransitionName, input: StepInput): string | null {
  if (name === 'contract') {
    return contractLine({ ...input, contract_number: input.contract_number! });
  }
  return input.remarks ?? input.reason ?? input.comment ?? null;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Deals: made at the choice of the executor, then moved by its two parties. Each step follows the
 * domain's DEAL_TRANSITIONS: one conditional UPDATE (two racing calls cannot both make it), with
 * the other party's notice and the trail's entry in the same transaction.
 */
export class DealService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
    private readonly files: FileService,
  ) {}

  /** May `viewer` download the deal file at `path`: the deal's two parties only. */
  async mayReadDocument(viewer: AuthUser, path: string) {
    const [row] = await this.db
      .select({ id: deals.id })
      .from(deals)
      .where(
        and(
          or(eq(deals.clientId, viewer.id), eq(deals.contractorId, viewer.id)),
          or(eq(deals.contractFile, path), arrayContains(deals.acceptanceFiles, [path])),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** GET /deals: one page of the caller's deals as the JSON text of the answer. */
  async list(viewer: AuthUser, query: DealListQuery) {
    const today = moscowToday(await databaseNow(this.db));
    const pages = DEAL_PAGES[sideOf(viewer)];
    return answerOf(this.run, query.project_id ? pages.ofProject : pages.all, [
      ...pageParams(query, COUNT_AHEAD_PAGES),
      viewer.id,
      query.status ?? null,
      query.overdue === 'true',
      today,
      ...(query.project_id ? [query.project_id] : []),
    ]);
  }

  private async answer(
    row: DealRow,
    about: About,
    viewer: AuthUser,
    tx: Tx = this.db,
  ): Promise<Deal> {
    const today = moscowToday(await databaseNow(tx));
    const status = row.status as DealStatus;
    const files = await this.files.infos(
      [...(row.contractFile ? [row.contractFile] : []), ...row.acceptanceFiles],
      tx,
    );
    const side: DealSide = row.clientId === viewer.id ? 'client' : 'contractor';
    return {
      id: row.id,
      tender_id: row.tenderId,
      tender_title: about.title,
      // The project is the client's own grouping of its tenders: the contractor is not told it.
      project_id: side === 'client' ? about.projectId : null,
      project_title: side === 'client' ? about.projectTitle : null,
      client_name: about.clientName,
      contractor_name: about.contractorName,
      request_id: row.requestId,
      client_id: row.clientId,
      contractor_id: row.contractorId,
      status,
      status_label: DEAL_STATUS_LABELS[status],
      price_with_vat_kopecks: row.priceWithVatKopecks,
      price_without_vat_kopecks: row.priceWithoutVatKopecks,
      vat: row.vat,
      vat_rate: row.vatRate,
      duration_days: row.durationDays,
      inclusions: row.inclusions,
      exclusions: row.exclusions,
      contract_number: row.contractNumber,
      contract_date: row.contractDate,
      start_date: row.startDate,
      planned_finish: row.plannedFinish,
      contract_file: row.contractFile,
      acceptance_files: row.acceptanceFiles,
      contract_document: (row.contractFile && files.get(row.contractFile)) || null,
      acceptance_documents: row.acceptanceFiles.flatMap((path) => files.get(path) ?? []),
      report_comment: row.reportComment,
      remarks: row.remarks,
      end_reason: row.endReason,
      ended_by: row.endedBy,
      confirmed_at: iso(row.confirmedAt),
      reported_at: iso(row.reportedAt),
      accepted_at: iso(row.acceptedAt),
      terminated_at: iso(row.terminatedAt),
      overdue: dealOverdue({ status, planned_finish: row.plannedFinish }, today),
      moves: dealMovesOf(side, status),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /**
   * The deal with its tender's title, its project and its parties' names, when the caller is one
   * of its two parties; else 404.
   */
  private async visible(viewer: AuthUser, where: SQL, tx: Tx = this.db) {
    const [row] = await tx
      .select({
        d: deals,
        about: {
          title: tenders.name,
          projectId: tenders.projectId,
          projectTitle: projects.name,
          clientName: sql<string>`${sql.raw(partyName('"deals"."client_id"'))}`,
          contractorName: sql<string>`${sql.raw(partyName('"deals"."contractor_id"'))}`,
        },
      })
      .from(deals)
      .innerJoin(tenders, eq(tenders.id, deals.tenderId))
      .innerJoin(projects, eq(projects.id, tenders.projectId))
      .where(where)
      .limit(1);
    const mine = row && (row.d.clientId === viewer.id || row.d.contractorId === viewer.id);
    if (!mine) throw notFound(MSG_DEALS.notFound);
    return row;
  }

  /** GET /deals/{id}. */
  async open(viewer: AuthUser, id: number) {
    const { d, about } = await this.visible(viewer, eq(deals.id, id));
    return this.answer(d, about, viewer);
  }

  /** GET /tenders/{id}/deal: the tender's deal, for its client or its executor. */
  async ofTender(viewer: AuthUser, tenderId: number) {
    const { d, about } = await this.visible(viewer, eq(deals.tenderId, tenderId));
    return this.answer(d, about, viewer);
  }

  /** POST /deals/{id}/{step}: moves the deal by step `name` of the caller's side. */
  async move(viewer: AuthUser, id: number, name: DealTransitionName, input: StepInput) {
    const t: DealTransition = DEAL_TRANSITIONS[name];
    const { d, about } = await this.visible(viewer, eq(deals.id, id));
    const side = sideOf(viewer);
    const party = side === 'client' ? d.clientId === viewer.id : d.contractorId === viewer.id;
    if (!party || (t.by !== 'either' && t.by !== side)) {
      throw new AppError(403, [MSG.forbidden]);
    }
    if (!t.from.includes(d.status as DealStatus)) throw conflict(t.refused);
    const files = [
      ...(input.contract_file ? [input.contract_file] : []),
      ...(input.documents ?? []),
    ];
    await this.files.assertOwn(files, viewer.id, ['deal_document']);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deals)
        .set({ ...stepColumns(name, input, viewer.id), status: t.to, updatedAt: new Date() })
        .where(and(eq(deals.id, id), inArray(deals.status, [...t.from])))
        .returning();
      // The other party moved it first.
      if (!row) throw conflict(t.refused);
      const kind: DealNoticeKind =
        name === 'terminate' ? `deal_terminated_by_${side}` : STEP_NOTICES[name];
      await notify(
        tx,
        notices[kind](
          { id: row.tenderId, name: about.title, ownerId: row.clientId },
          // The notice opens the chosen request, whose status the choice made 'accepted'.
          { id: row.requestId, contractorId: row.contractorId, status: 'accepted' },
          stepDetails(name, input),
        ),
      );
      await record(tx, {
        tenderId: row.tenderId,
        event: STEP_EVENTS[name],
        actorId: viewer.id,
        contractorId: row.contractorId,
        details: stepDetails(name, input),
      });
      return this.answer(row, about, viewer, tx);
    });
  }
}
