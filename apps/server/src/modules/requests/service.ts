import {
  MSG,
  MSG_TENDERS,
  PENDING_REQUEST_STATUSES,
  REQUEST_ANSWERS,
  REQUEST_FILTER_RULES,
  type RequestFilterRule,
  type RequestListQuery,
  requestFilterRule,
  mayAnswer,
  type RequestMove,
  type RequestStatus,
  type TenderRequest,
  type acceptRequestBody,
  type createRequestBody,
} from '@podryad/domain';
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { contractorProfiles, tenderRequests, tenders, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, conflict, notFound } from '../../http/errors';
import type { FileService } from '../files/service';
import type { NotificationService } from '../notifications/service';
import { isOpen, lockTender } from '../tenders/access';
import {
  type RequestRow,
  type TenderRow,
  requestDtos,
  requestRefersTo,
  tenderRow,
} from '../tenders/dto';

type CreateBody = z.output<typeof createRequestBody>;
type AcceptBody = z.output<typeof acceptRequestBody>;

/*
 * The moves of a request are the domain's REQUEST_ANSWERS. Each is one conditional UPDATE, so two
 * racing calls cannot both move the same request.
 */

export class RequestService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly notifications: NotificationService,
  ) {}

  private dto(row: RequestRow, viewer: AuthUser, tx: Tx = this.db) {
    return requestDtos(tx, this.files, [row], viewer).then((list) => list[0]!);
  }

  /**
   * One page of a client's requests on its own tenders (or on one of them), or of a contractor's
   * own, kept by the side's filter `status`. Two statements whatever the page: the page's rows, and
   * one aggregate that counts every filter of the side (the tabs), the page's total among them.
   */
  async list(viewer: AuthUser, query: RequestListQuery) {
    const side = viewer.type === 'client' ? 'client' : 'contractor';
    const rule = requestFilterRule(side, query.status);
    if (!rule) throw new AppError(400, [MSG.invalidValue], { status: [MSG.invalidValue] });
    const isNew = side === 'client' ? tenderRequests.newForClient : tenderRequests.newForContractor;
    const kept = (r: RequestFilterRule) =>
      and(
        r.statuses ? inArray(tenderRequests.status, [...r.statuses]) : undefined,
        r.onlyNew ? eq(isNew, true) : undefined,
      ) ?? sql`true`;
    const mine = and(
      side === 'client'
        ? inArray(
            tenderRequests.tenderId,
            this.db.select({ id: tenders.id }).from(tenders).where(eq(tenders.ownerId, viewer.id)),
          )
        : eq(tenderRequests.contractorId, viewer.id),
      query.tender_id ? eq(tenderRequests.tenderId, query.tender_id) : undefined,
    );
    // A client's new answers head the list (the dashboard's 'Новые заявки').
    const newAnswer = sql`(${and(eq(isNew, true), notInArray(tenderRequests.status, [...PENDING_REQUEST_STATUSES]))})`;
    const { page, per_page } = query;
    const rows = await this.db
      .select()
      .from(tenderRequests)
      .where(and(mine, kept(rule)))
      .orderBy(
        ...(side === 'client' ? [desc(newAnswer)] : []),
        desc(tenderRequests.updatedAt),
        desc(tenderRequests.id),
      )
      .limit(per_page)
      .offset((page - 1) * per_page);
    const rules = Object.entries(REQUEST_FILTER_RULES[side]) as [string, RequestFilterRule][];
    const [countRow] = await this.db
      .select(
        Object.fromEntries(
          rules.map(([name, r]) => [
            name,
            sql<number>`count(*) filter (where ${kept(r)})`.mapWith(Number),
          ]),
        ),
      )
      .from(tenderRequests)
      .where(mine);
    const counts = countRow ?? {};
    return {
      requests: await requestDtos(this.db, this.files, rows, viewer),
      meta: { total: counts[query.status] ?? 0, total_lower_bound: false, page, per_page },
      counts,
    };
  }

  /** The request and its tender, if the caller is one of its two parties; else 404. */
  private async visible(viewer: AuthUser, id: number, tx: Tx = this.db) {
    const [row] = await tx
      .select({ r: tenderRequests, t: tenders })
      .from(tenderRequests)
      .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
      .where(eq(tenderRequests.id, id))
      .limit(1);
    const mine =
      row &&
      (viewer.type === 'client' ? row.t.ownerId === viewer.id : row.r.contractorId === viewer.id);
    if (!mine) throw notFound(MSG_TENDERS.requestNotFound);
    return row;
  }

  /** GET /request/{id}: opening it marks it seen by the caller's side. */
  async open(viewer: AuthUser, id: number): Promise<TenderRequest> {
    const { r } = await this.visible(viewer, id);
    const seen = viewer.type === 'client' ? { newForClient: false } : { newForContractor: false };
    const [row] = await this.db
      .update(tenderRequests)
      .set(seen)
      .where(eq(tenderRequests.id, r.id))
      .returning();
    return this.dto(row!, viewer);
  }

  /** POST /request/{tenderId}: the owner invites a contractor, or a contractor makes an offer. */
  async create(viewer: AuthUser, tenderId: number, body: CreateBody): Promise<TenderRequest> {
    const tender = await tenderRow(this.db, tenderId);
    if (!tender || (viewer.type === 'client' && tender.ownerId !== viewer.id)) {
      throw notFound(MSG_TENDERS.tenderNotFound);
    }
    if (!isOpen(tender)) throw conflict(MSG_TENDERS.tenderClosed);
    return viewer.type === 'client'
      ? this.invite(viewer, tender, body)
      : this.offer(viewer, tender, body);
  }

  private async invite(viewer: AuthUser, tender: TenderRow, body: CreateBody) {
    if (!body.user_id) {
      throw new AppError(400, [MSG_TENDERS.inviteNeedsTender], {
        user_id: [MSG_TENDERS.inviteNeedsTender],
      });
    }
    const [contractor] = await this.db
      .select({ participates: contractorProfiles.participatesInTenders })
      .from(users)
      .innerJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
      .where(and(eq(users.id, body.user_id), eq(users.type, 'contractor')))
      .limit(1);
    if (!contractor) throw notFound(MSG_TENDERS.contractorNotFound);
    if (!contractor.participates) throw conflict(MSG_TENDERS.contractorUnavailable);
    await this.files.assertOwn(body.docs_paths, viewer.id, ['tender_document', 'request_document']);
    return this.insert(viewer, tender, {
      contractorId: body.user_id,
      origin: 'invitation',
      status: 'offered',
      inviteComment: body.comment,
      // The client's files keep their own column: the contractor's answer never replaces them.
      inviteDocuments: body.docs_paths,
      newForContractor: true,
      notify: { move: 'invite', recipientId: body.user_id, comment: body.comment },
      duplicate: MSG_TENDERS.alreadyInvited,
    });
  }

  private async offer(viewer: AuthUser, tender: TenderRow, body: CreateBody) {
    if (!body.comment && body.docs_paths.length === 0) {
      throw new AppError(400, [MSG_TENDERS.offerEmpty], { comment: [MSG_TENDERS.offerEmpty] });
    }
    await this.files.assertOwn(body.docs_paths, viewer.id, ['request_document']);
    return this.insert(viewer, tender, {
      contractorId: viewer.id,
      origin: 'offer',
      status: 'waiting',
      comment: body.comment,
      documents: body.docs_paths,
      newForClient: true,
      notify: { move: 'offer', recipientId: tender.ownerId, comment: body.comment },
      duplicate: MSG_TENDERS.alreadyOffered,
    });
  }

  private async insert(
    viewer: AuthUser,
    tender: TenderRow,
    {
      notify,
      duplicate,
      ...values
    }: Omit<typeof tenderRequests.$inferInsert, 'tenderId'> & {
      notify: { move: RequestMove; recipientId: number; comment: string | null };
      duplicate: string;
    },
  ) {
    try {
      return await this.db.transaction(async (tx) => {
        const state = await lockTender(tx, tender.id, 'share');
        if (!state.open) throw conflict(MSG_TENDERS.tenderClosed);
        // After the deadline neither an offer nor an invitation that could not be accepted.
        if (state.deadlinePassed) {
          throw conflict(
            viewer.type === 'client'
              ? MSG_TENDERS.deadlinePassedInvite
              : MSG_TENDERS.deadlinePassed,
          );
        }
        const [row] = await tx
          .insert(tenderRequests)
          .values({ ...values, tenderId: tender.id })
          .returning();
        await this.notifications.notify(tx, {
          ...notify,
          actorId: viewer.id,
          requestId: row!.id,
          tenderId: tender.id,
          tenderName: tender.name,
          status: row!.status,
        });
        return this.dto(row!, viewer, tx);
      });
    } catch (err) {
      // One request per tender and contractor: a second invitation or offer is a conflict.
      if (isUniqueViolation(err)) throw conflict(duplicate);
      throw err;
    }
  }

  /** POST /request/accept/{id}: the contractor accepts an invitation; the owner chooses the executor. */
  accept(viewer: AuthUser, id: number, body: AcceptBody) {
    return this.move(viewer, id, 'accept', body);
  }

  /** POST /request/reject/{id}: the contractor declines an invitation; the owner rejects an answer. */
  reject(viewer: AuthUser, id: number, reason: string) {
    return this.move(viewer, id, 'reject', { reason });
  }

  private async move(
    viewer: AuthUser,
    id: number,
    kind: 'accept' | 'reject',
    input: Partial<AcceptBody> & { reason?: string },
  ): Promise<TenderRequest> {
    const side = viewer.type === 'client' ? 'client' : 'contractor';
    const rule = REQUEST_ANSWERS[side][kind];
    const { r, t } = await this.visible(viewer, id);
    if (!mayAnswer(side, kind, r.status as RequestStatus)) {
      throw conflict(
        r.status === 'accepted' && side === 'client' && kind === 'accept'
          ? MSG_TENDERS.executorExists
          : MSG_TENDERS.moveNotAllowed,
      );
    }
    // Once the executor is chosen, accepting an old invitation would promise work that is gone.
    if (side === 'contractor' && kind === 'accept' && !isOpen(t)) {
      throw conflict(MSG_TENDERS.tenderClosed);
    }
    if (input.docs_paths?.length) {
      await this.files.assertOwn(input.docs_paths, viewer.id, ['request_document']);
    }
    const answer =
      side === 'contractor' && kind === 'accept'
        ? { comment: input.comment ?? null, documents: input.docs_paths ?? [] }
        : {};
    try {
      return await this.db.transaction(async (tx) => {
        const state = await lockTender(tx, t.id, rule.to === 'accepted' ? 'update' : 'share');
        if (side === 'contractor' && kind === 'accept') {
          if (!state.open) throw conflict(MSG_TENDERS.tenderClosed);
          // Accepting is the contractor's answer with its terms: an offer, so the deadline holds.
          // Declining stays possible, and the client may still choose among what it received.
          if (state.deadlinePassed) throw conflict(MSG_TENDERS.deadlinePassed);
        }
        const [row] = await tx
          .update(tenderRequests)
          .set({
            ...answer,
            status: rule.to,
            rejectReason: kind === 'reject' ? input.reason! : r.rejectReason,
            newForClient: side === 'contractor',
            newForContractor: side === 'client',
            updatedAt: new Date(),
          })
          .where(and(eq(tenderRequests.id, id), inArray(tenderRequests.status, [...rule.from])))
          .returning();
        // Someone else moved it first.
        if (!row) throw conflict(MSG_TENDERS.moveNotAllowed);
        if (rule.to === 'accepted') {
          await tx
            .update(tenders)
            .set({ status: 'executor_chosen', updatedAt: new Date() })
            .where(eq(tenders.id, t.id));
        }
        await this.notifications.notify(tx, {
          move: rule.move,
          recipientId: side === 'client' ? r.contractorId : t.ownerId,
          actorId: viewer.id,
          requestId: r.id,
          tenderId: t.id,
          tenderName: t.name,
          status: rule.to,
          comment: kind === 'reject' ? input.reason! : (input.comment ?? null),
        });
        return this.dto(row, viewer, tx);
      });
    } catch (err) {
      // The partial unique index allows one executor per tender.
      if (isUniqueViolation(err)) throw conflict(MSG_TENDERS.executorExists);
      throw err;
    }
  }

  /**
   * May this caller download a request's document (the client's invitation files or the
   * contractor's answer): the tender's owner or that contractor.
   */
  async mayReadDocument(viewer: AuthUser, path: string) {
    const [row] = await this.db
      .select({ id: tenderRequests.id })
      .from(tenderRequests)
      .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
      .where(
        and(
          requestRefersTo([path]),
          or(eq(tenderRequests.contractorId, viewer.id), eq(tenders.ownerId, viewer.id)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
