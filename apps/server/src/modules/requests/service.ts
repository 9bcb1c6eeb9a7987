import {
  MSG,
  MSG_OFFERS,
  MSG_TENDERS,
  OFFER_REVISIONS_MAX,
  REVISABLE_REQUEST_STATUSES,
  type OfferRevision,
  offerChanges,
  offerTermsOf,
  offerTermsView,
  type intentBody,
  type reviseOfferBody,
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
import { and, arrayContains, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { databaseNow } from '../../db/clock';
import {
  contractorProfiles,
  offerRevisions,
  tenderRequests,
  tenders,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, conflict, notFound } from '../../http/errors';
import type { FileService } from '../files/service';
import type { NotificationService } from '../notifications/service';
import { isOpen, lockTender } from '../tenders/access';
import {
  type OfferVersion,
  addRevision,
  assertTermsValid,
  termsOf,
} from '../tenders/offer-revisions';
import {
  type RequestRow,
  type TenderRow,
  requestDtos,
  requestRefersTo,
  tenderRow,
} from '../tenders/dto';

type CreateBody = z.output<typeof createRequestBody>;
type AcceptBody = z.output<typeof acceptRequestBody>;
type ReviseBody = z.output<typeof reviseOfferBody>;
type IntentBody = z.output<typeof intentBody>;

/** A payload's offer as one version: a plain offer needs a comment or a file, a priced one not. */
function versionOf(body: CreateBody | ReviseBody, requireContent: boolean): OfferVersion {
  const terms = offerTermsOf(body);
  if (requireContent && !terms && !body.comment && body.docs_paths.length === 0) {
    throw new AppError(400, [MSG_TENDERS.offerEmpty], { comment: [MSG_TENDERS.offerEmpty] });
  }
  return { comment: body.comment, documents: body.docs_paths, terms };
}

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
    const version = versionOf(body, true);
    await this.files.assertOwn(body.docs_paths, viewer.id, ['request_document']);
    return this.insert(viewer, tender, {
      contractorId: viewer.id,
      origin: 'offer',
      status: 'waiting',
      comment: body.comment,
      documents: body.docs_paths,
      revision: 1,
      version,
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
      version,
      ...values
    }: Omit<typeof tenderRequests.$inferInsert, 'tenderId'> & {
      notify: { move: RequestMove; recipientId: number; comment: string | null };
      duplicate: string;
      /** The contractor's offer, the request's first version; none for an invitation. */
      version?: OfferVersion;
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
        if (version) assertTermsValid(version.terms, await databaseNow(tx));
        const [row] = await tx
          .insert(tenderRequests)
          .values({ ...values, tenderId: tender.id })
          .returning();
        if (version) await addRevision(tx, row!.id, 1, version);
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

  /**
   * POST /request/revise/{id}: the contractor's new version of its standing offer, while the tender
   * is open and before its deadline. The version before stays in the history.
   */
  async revise(viewer: AuthUser, id: number, body: ReviseBody): Promise<TenderRequest> {
    const { r, t } = await this.visible(viewer, id);
    if (!REVISABLE_REQUEST_STATUSES.includes(r.status as RequestStatus)) {
      throw conflict(MSG_OFFERS.reviseNotAllowed);
    }
    if (r.revision >= OFFER_REVISIONS_MAX) throw conflict(MSG_OFFERS.tooManyRevisions);
    const version = versionOf(body, true);
    await this.files.assertOwn(version.documents, viewer.id, ['request_document']);
    return this.db.transaction(async (tx) => {
      const state = await lockTender(tx, t.id, 'share');
      if (!state.open) throw conflict(MSG_TENDERS.tenderClosed);
      if (state.deadlinePassed) throw conflict(MSG_TENDERS.deadlinePassed);
      assertTermsValid(version.terms, await databaseNow(tx));
      const [row] = await tx
        .update(tenderRequests)
        .set({
          comment: version.comment,
          documents: version.documents,
          revision: sql`${tenderRequests.revision} + 1`,
          newForClient: true,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(tenderRequests.id, id),
            inArray(tenderRequests.status, [...REVISABLE_REQUEST_STATUSES]),
            sql`${tenderRequests.revision} < ${OFFER_REVISIONS_MAX}`,
          ),
        )
        .returning();
      // The client decided, or another revision took the last place, in between.
      if (!row) throw conflict(MSG_OFFERS.reviseNotAllowed);
      await addRevision(tx, row.id, row.revision, version);
      await this.tellClient(tx, 'offer_revised', viewer, row, t, version.comment);
      return this.dto(row, viewer, tx);
    });
  }

  /** Tells the tender's owner what its contractor did to the request. */
  private tellClient(
    tx: Tx,
    move: 'offer_revised' | 'will_bid',
    viewer: AuthUser,
    row: RequestRow,
    tender: TenderRow,
    comment: string | null,
  ) {
    return this.notifications.notify(tx, {
      move,
      recipientId: tender.ownerId,
      actorId: viewer.id,
      requestId: row.id,
      tenderId: tender.id,
      tenderName: tender.name,
      status: row.status,
      comment,
    });
  }

  /**
   * GET /request/{id}/revisions: every version of the offer, newest first, each with what it
   * changed against the one before. Only the request's two parties read them.
   */
  async revisions(viewer: AuthUser, id: number): Promise<OfferRevision[]> {
    const { r } = await this.visible(viewer, id);
    const rows = await this.db
      .select()
      .from(offerRevisions)
      .where(eq(offerRevisions.requestId, r.id))
      .orderBy(asc(offerRevisions.number));
    const infos = await this.files.infos(rows.flatMap((v) => v.documents));
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

  /**
   * POST /request/intent/{id}: an invited contractor says whether it will bid. 'Не буду
   * участвовать' is the decline of the invitation; 'Буду участвовать' is kept on the request and
   * told to the client, until the deadline.
   */
  async intent(viewer: AuthUser, id: number, body: IntentBody): Promise<TenderRequest> {
    const { r, t } = await this.visible(viewer, id);
    if (r.status !== 'offered') throw conflict(MSG_OFFERS.intentNotAllowed);
    if (body.intent === 'wont_bid') return this.reject(viewer, id, body.reason!);
    return this.db.transaction(async (tx) => {
      const state = await lockTender(tx, t.id, 'share');
      if (!state.open) throw conflict(MSG_TENDERS.tenderClosed);
      if (state.deadlinePassed) throw conflict(MSG_TENDERS.deadlinePassed);
      const [row] = await tx
        .update(tenderRequests)
        .set({
          intent: 'will_bid',
          intentAt: new Date(),
          newForClient: true,
          updatedAt: new Date(),
        })
        .where(and(eq(tenderRequests.id, id), eq(tenderRequests.status, 'offered')))
        .returning();
      if (!row) throw conflict(MSG_OFFERS.intentNotAllowed);
      // Saying it twice tells the client once.
      if (r.intent !== 'will_bid') await this.tellClient(tx, 'will_bid', viewer, row, t, null);
      return this.dto(row, viewer, tx);
    });
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
    // The contractor's acceptance is its offer: the request's first version.
    const version =
      side === 'contractor' && kind === 'accept'
        ? versionOf(
            { comment: null, docs_paths: [], inclusions: [], exclusions: [], ...input },
            false,
          )
        : null;
    const answer = version
      ? { comment: version.comment, documents: version.documents, revision: 1 }
      : {};
    try {
      return await this.db.transaction(async (tx) => {
        const state = await lockTender(tx, t.id, rule.to === 'accepted' ? 'update' : 'share');
        if (side === 'contractor' && kind === 'accept') {
          if (!state.open) throw conflict(MSG_TENDERS.tenderClosed);
          // Accepting is the contractor's answer with its terms: an offer, so the deadline holds.
          // Declining stays possible, and the client may still choose among what it received.
          if (state.deadlinePassed) throw conflict(MSG_TENDERS.deadlinePassed);
          assertTermsValid(version!.terms, await databaseNow(tx));
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
        if (version) await addRevision(tx, row.id, 1, version);
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
    const party = or(eq(tenderRequests.contractorId, viewer.id), eq(tenders.ownerId, viewer.id));
    const [row] = await this.db
      .select({ id: tenderRequests.id })
      .from(tenderRequests)
      .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
      .where(and(requestRefersTo([path]), party))
      .limit(1);
    if (row) return true;
    // A file of an earlier version of the offer.
    const [earlier] = await this.db
      .select({ id: offerRevisions.id })
      .from(offerRevisions)
      .innerJoin(tenderRequests, eq(tenderRequests.id, offerRevisions.requestId))
      .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
      .where(and(arrayContains(offerRevisions.documents, [path]), party))
      .limit(1);
    return earlier !== undefined;
  }
}
