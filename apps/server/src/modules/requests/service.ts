import {
  ANSWER_TRANSITIONS,
  MSG,
  MSG_ADDENDA,
  MSG_TENDERS,
  type OfferRevision,
  REQUEST_TRANSITIONS,
  type RequestListQuery,
  type RequestStatus,
  type RequestTransition,
  type RequestTransitionName,
  type TenderRequest,
  WITHDRAWN_TENDER_STATUS,
  type acceptRequestBody,
  type createRequestBody,
  type intentBody,
  offerTermsOf,
  type reviseOfferBody,
  transitionRefusal,
  scopeRefusal,
} from '@podryad/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { databaseNow } from '../../db/clock';
import { isUniqueViolation } from '../../db/errors';
import type { RunStatement } from '../../db/statements';
import { tenderRequests, tenders } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { type AuthUser, sideOf } from '../auth/sessions';
import { contractorTakesPart } from '../contractors/participation';
import { scopeOf } from '../invitation-scope/service';
import type { FileService } from '../files/service';
import { notices } from '../notifications/notices';
import { notify } from '../notifications/notify';
import { choiceOverWarnings, choiceWarnings } from './choice-warnings';
import { chooseExecutor } from './choose';
import { moveEntry, record } from '../trail/record';
import { clientClosed, isOpen, lockForMove } from '../tenders/access';
import { type TenderRow, tenderRow } from '../tenders/answers';
import { sendRebidPrice } from '../tenders/rebid';
import { type RequestRow, outdatedBy, requestAnswers } from './answers';
import { requestList } from './cards';
import { mayReadRequestDocument } from './documents';
import { revisionHistory } from './revision-history';
import { type OfferVersion, addRevision, assertTermsValid } from './offer-revisions';

type CreateBody = z.output<typeof createRequestBody>;
type AcceptBody = z.output<typeof acceptRequestBody>;
type ReviseBody = z.output<typeof reviseOfferBody>;
type IntentBody = z.output<typeof intentBody>;
/** What a move of an existing request may carry: the contractor's answer, or a refusal's reason. */
type MoveInput = Partial<AcceptBody> & { reason?: string };

/** A payload's offer as one version: a plain offer needs a comment or a file, a priced one not. */
function versionOf(body: MoveInput, requireContent: boolean): OfferVersion {
  const terms = offerTermsOf({ inclusions: [], exclusions: [], ...body });
  const comment = body.comment ?? null;
  const documents = body.docs_paths ?? [];
  if (requireContent && !terms && !comment && documents.length === 0) {
    throw new AppError(400, [MSG_TENDERS.offerEmpty], { comment: [MSG_TENDERS.offerEmpty] });
  }
  return { comment, documents, terms };
}

/** The columns a move writes beside the status: the answer's version and the side's marks. */
function movedColumns(
  t: RequestTransition,
  input: MoveInput,
  version: OfferVersion | null,
  tenderId: number,
): Partial<typeof tenderRequests.$inferInsert> {
  const answer = version
    ? {
        comment: version.comment,
        documents: version.documents,
        revision: t.writesVersion === 'first' ? 1 : sql`${tenderRequests.revision} + 1`,
      }
    : {};
  return {
    ...answer,
    ...(t.to ? { status: t.to } : {}),
    ...(input.reason !== undefined ? { rejectReason: input.reason } : {}),
    ...(t.notice === 'will_bid' ? { intent: 'will_bid', intentAt: new Date() } : {}),
    // An invitation's first answer keeps its time (the answer statistics count from it).
    ...(FIRST_ANSWERS.has(t.notice)
      ? { firstAnsweredAt: sql`coalesce(${tenderRequests.firstAnsweredAt}, now())` }
      : {}),
    // An offer sent, revised or confirmed stands on the tender as it is now (the tender is locked).
    ...(version || t.notice === 'offer_confirmed'
      ? { addendumSeen: latestAddendum(tenderId) }
      : {}),
    // The other side sees the request as new until it opens it.
    newForClient: t.by === 'contractor',
    newForContractor: t.by === 'client',
    updatedAt: new Date(),
  } as Partial<typeof tenderRequests.$inferInsert>;
}

/** The contractor's moves that answer an invitation: the intent, the acceptance, the decline. */
const FIRST_ANSWERS = new Set<RequestTransition['notice']>([
  'will_bid',
  'contractor_accept',
  'contractor_decline',
]);

const latestAddendum = (tenderId: number) =>
  sql<number>`(select ${tenders.addenda} from ${tenders} where ${tenders.id} = ${tenderId})`;

/**
 * Requests: invitations, offers and every answer to them. Each move follows the domain's
 * REQUEST_TRANSITIONS: it is one conditional UPDATE (two racing calls cannot both move a request),
 * inside a transaction that first locks the tender (`lockForMove`), and it tells the other party
 * in the same transaction.
 */
export class RequestService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
    private readonly files: FileService,
  ) {}

  private answer(row: RequestRow, viewer: AuthUser, tx: Tx = this.db) {
    return requestAnswers(tx, this.files, [row], viewer).then((list) => list[0]!);
  }

  /**
   * GET /request: one page of a client's requests on its tenders, or of a contractor's own, with
   * the tabs' counts, as the JSON text of the answer.
   */
  list(viewer: AuthUser, query: RequestListQuery) {
    const answer = requestList(this.run, viewer, query);
    if (!answer) throw new AppError(400, [MSG.invalidValue], { status: [MSG.invalidValue] });
    return answer;
  }

  /** The request and its tender, if the caller is one of its two parties; else 404. */
  private async visible(viewer: AuthUser, id: number, tx: Tx = this.db) {
    const [row] = await tx
      .select({ r: tenderRequests, t: tenders })
      .from(tenderRequests)
      .innerJoin(tenders, eq(tenders.id, tenderRequests.tenderId))
      .where(eq(tenderRequests.id, id))
      .limit(1);
    // A withdrawn tender is gone for its client; its contractor keeps reading what it answered.
    const mine =
      row &&
      (viewer.type === 'client'
        ? row.t.ownerId === viewer.id && row.t.status !== WITHDRAWN_TENDER_STATUS
        : row.r.contractorId === viewer.id);
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
    return this.answer(row!, viewer);
  }

  /** POST /request/{tenderId}: the owner invites a contractor, or a contractor makes an offer. */
  async create(viewer: AuthUser, tenderId: number, body: CreateBody): Promise<TenderRequest> {
    const tender = await tenderRow(this.db, tenderId);
    const owner = tender?.ownerId === viewer.id && tender.status !== WITHDRAWN_TENDER_STATUS;
    if (!tender || (viewer.type === 'client' && !owner)) {
      throw notFound(MSG_TENDERS.tenderNotFound);
    }
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
    const participates = await contractorTakesPart(this.db, body.user_id);
    if (participates === null) throw notFound(MSG_TENDERS.contractorNotFound);
    if (!participates) throw conflict(MSG_TENDERS.contractorUnavailable);
    const refusal = scopeRefusal(await scopeOf(this.db, body.user_id), {
      work_type: tender.type,
      city: tender.city,
    });
    if (refusal) throw conflict(refusal);
    await this.files.assertOwn(body.docs_paths, viewer.id, ['tender_document', 'request_document']);
    return this.insert(viewer, tender, 'invite', body.comment, {
      contractorId: body.user_id,
      origin: 'invitation',
      inviteComment: body.comment,
      // The client's files keep their own column: the contractor's answer never replaces them.
      inviteDocuments: body.docs_paths,
    });
  }

  private async offer(viewer: AuthUser, tender: TenderRow, body: CreateBody) {
    // A closed client's tender is hidden from contractors: none may find it to offer.
    if (await clientClosed(this.db, tender.ownerId)) throw notFound(MSG_TENDERS.tenderNotFound);
    const version = versionOf(body, true);
    await this.files.assertOwn(body.docs_paths, viewer.id, ['request_document']);
    return this.insert(
      viewer,
      tender,
      'offer',
      body.comment,
      { contractorId: viewer.id, origin: 'offer' },
      version,
    );
  }

  /** Creates the request by `name` (an invitation or an offer) with its first version, if any. */
  private async insert(
    viewer: AuthUser,
    tender: TenderRow,
    name: 'invite' | 'offer',
    comment: string | null,
    values: Pick<
      typeof tenderRequests.$inferInsert,
      'contractorId' | 'origin' | 'inviteComment' | 'inviteDocuments'
    >,
    version: OfferVersion | null = null,
  ) {
    const t: RequestTransition = REQUEST_TRANSITIONS[name];
    try {
      return await this.db.transaction(async (tx) => {
        await lockForMove(tx, tender.id, t);
        if (version) assertTermsValid(version.terms, await databaseNow(tx));
        const [row] = await tx
          .insert(tenderRequests)
          .values({
            ...values,
            ...movedColumns(t, { comment }, version, tender.id),
            status: REQUEST_TRANSITIONS[name].to,
            tenderId: tender.id,
          })
          .returning();
        if (version) await addRevision(tx, row!.id, row!.revision, version);
        await notify(tx, notices[t.notice](tender, row!, comment, version?.terms));
        await record(tx, moveEntry(t.notice, row!, viewer.id, comment));
        return this.answer(row!, viewer, tx);
      });
    } catch (err) {
      // One request per tender and contractor: a second invitation or offer is a conflict.
      if (isUniqueViolation(err)) throw conflict(t.refused);
      throw err;
    }
  }

  /** POST /request/accept/{id}: the contractor accepts an invitation; the owner chooses the executor. */
  accept(viewer: AuthUser, id: number, body: AcceptBody) {
    return this.move(viewer, id, ANSWER_TRANSITIONS[sideOf(viewer)].accept, body);
  }

  /** POST /request/reject/{id}: the contractor declines an invitation; the owner rejects an answer. */
  reject(viewer: AuthUser, id: number, reason: string) {
    return this.move(viewer, id, ANSWER_TRANSITIONS[sideOf(viewer)].reject, { reason });
  }

  /** POST /request/revise/{id}: the contractor's new version of its standing offer. */
  revise(viewer: AuthUser, id: number, body: ReviseBody) {
    return this.move(viewer, id, 'revise', body);
  }

  /** POST /request/rebid/{id}: the contractor's lower price in the tender's переторжка round. */
  async rebid(viewer: AuthUser, id: number, priceKopecks: number) {
    const row = await sendRebidPrice(this.db, viewer, id, priceKopecks);
    return this.answer(row, viewer);
  }

  /**
   * POST /request/confirm/{id}: after an addendum, the contractor says its undecided offer stands
   * on the tender as it is now. An offer that already does has nothing to confirm.
   */
  async confirm(viewer: AuthUser, id: number) {
    const { r, t: tender } = await this.visible(viewer, id);
    // A request in another status, or a tender no longer taking offers, gets the move's refusal.
    const confirmable = REQUEST_TRANSITIONS.confirm.from.includes(r.status as RequestStatus);
    if (confirmable && isOpen(tender) && outdatedBy(r, tender) === null) {
      throw conflict(MSG_ADDENDA.nothingToConfirm);
    }
    return this.move(viewer, id, 'confirm', {});
  }

  /**
   * POST /request/intent/{id}: an invited contractor says whether it will bid. 'Не буду
   * участвовать' is the decline of the invitation; 'Буду участвовать' is kept on the request.
   */
  intent(viewer: AuthUser, id: number, body: IntentBody) {
    return body.intent === 'wont_bid'
      ? this.move(viewer, id, 'contractor_decline', { reason: body.reason! }, 'will_bid')
      : this.move(viewer, id, 'will_bid', {});
  }

  /**
   * Moves request `id` by transition `name` of the caller's side. `as`: the transition whose
   * refusal a request in the wrong status gets (the intent's, when 'Не буду участвовать' declines).
   */
  private async move(
    viewer: AuthUser,
    id: number,
    name: RequestTransitionName,
    input: MoveInput,
    as: RequestTransitionName = name,
  ): Promise<TenderRequest> {
    const t: RequestTransition = REQUEST_TRANSITIONS[name];
    const { r, t: tender } = await this.visible(viewer, id);
    const status = r.status as RequestStatus;
    if (t.by !== sideOf(viewer) || !t.from.includes(status)) {
      throw conflict(transitionRefusal(REQUEST_TRANSITIONS[as], status));
    }
    if (t.maxVersions && r.revision >= t.maxVersions.count) throw conflict(t.maxVersions.refused);
    const version = t.writesVersion ? versionOf(input, t.writesVersion === 'next') : null;
    if (version?.documents.length) {
      await this.files.assertOwn(version.documents, viewer.id, ['request_document']);
    }
    // What the client was warned of about the company it chooses, for the trail.
    const warned = t.closesTender ? await choiceWarnings(this.run, viewer, tender.id, id) : null;
    try {
      return await this.db.transaction(async (tx) => {
        await lockForMove(tx, tender.id, t);
        if (version) assertTermsValid(version.terms, await databaseNow(tx));
        const [row] = await tx
          .update(tenderRequests)
          .set(movedColumns(t, input, version, tender.id))
          .where(
            and(
              eq(tenderRequests.id, id),
              inArray(tenderRequests.status, [...t.from]),
              t.maxVersions && sql`${tenderRequests.revision} < ${t.maxVersions.count}`,
              // A second confirmation of the same addendum, racing the first, finds nothing to do.
              t.notice !== 'offer_confirmed'
                ? undefined
                : sql`${tenderRequests.addendumSeen} < (select ${tenders.addendumToConfirm}
                  from ${tenders} where ${tenders.id} = ${tender.id})`,
            ),
          )
          .returning();
        // Someone else moved it first, or another revision took the last place.
        if (!row) throw conflict(t.refused);
        if (version) await addRevision(tx, row.id, row.revision, version);
        if (t.closesTender) await chooseExecutor(tx, tender, row, input);
        // Saying 'Буду участвовать' twice tells the client once.
        const repeated = t.notice === 'will_bid' && r.intent === 'will_bid';
        if (!repeated) {
          const comment = input.reason ?? version?.comment ?? input.comment ?? null;
          await notify(tx, notices[t.notice](tender, row, comment, version?.terms));
          await record(
            tx,
            moveEntry(t.notice, row, viewer.id, comment),
            ...choiceOverWarnings(tender.id, viewer.id, warned),
          );
        }
        return this.answer(row, viewer, tx);
      });
    } catch (err) {
      // The partial unique index allows one executor per tender.
      if (isUniqueViolation(err)) throw conflict(MSG_TENDERS.executorExists);
      throw err;
    }
  }

  /**
   * GET /request/{id}/revisions: every version of the offer, newest first, each with what it
   * changed against the one before; only the request's two parties read them.
   */
  async revisions(viewer: AuthUser, id: number): Promise<OfferRevision[]> {
    const { r, t } = await this.visible(viewer, id);
    return revisionHistory(this.db, this.files, viewer, r, t);
  }

  /** May this caller download a request's document (`mayReadRequestDocument`). */
  mayReadDocument(viewer: AuthUser, path: string) {
    return mayReadRequestDocument(this.db, viewer, path);
  }
}
