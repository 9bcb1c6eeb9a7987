import {
  ANSWER_SCOPE_LABELS,
  MSG_QUESTIONS,
  MSG_TENDERS,
  QUESTIONS_WAITING_MAX,
  type PageQuery,
  type AnswerScope,
} from '@podryad/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { pageParams } from '../../db/json-sql';
import { tenderQuestions, tenderRequests, tenders } from '../../db/schema';
import { type RunStatement, answerOf } from '../../db/statements';
import { conflict, notFound } from '../../http/errors';
import { type AuthUser, sideOf } from '../auth/sessions';
import { questionNotice } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { liveRequestsOf } from '../requests/of-tender';
import { record } from '../trail/record';
import { isOpen, ownedBy, readableBy } from '../tenders/access';
import { QUESTIONS_CLOSE, QUESTION_LISTS, QUESTION_ONE } from './cards';

/** A question's page counts ahead a few pages only: a tender has at most some hundreds. */
const COUNT_AHEAD_PAGES = 10;

/** Clarifications: contractors ask about a tender, its client answers to all or to the asker. */
export class ClarificationService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
  ) {}

  /** GET /tenders/{id}/questions: the page the reader may see (404 for a tender it may not). */
  async list(viewer: AuthUser, tenderId: number, query: PageQuery) {
    await this.readable(viewer, tenderId);
    return answerOf(this.run, QUESTION_LISTS[sideOf(viewer)], [
      ...pageParams(query, COUNT_AHEAD_PAGES),
      tenderId,
      viewer.id,
    ]);
  }

  /**
   * A contractor who can see an open tender asks, until its question deadline; the client is
   * told. The tender is locked (shared) so that its closing or a moved deadline lands before or
   * after, never in between.
   */
  async ask(viewer: AuthUser, tenderId: number, question: string) {
    const id = await this.db.transaction(async (tx) => {
      const [tender] = await tx
        .select({
          id: tenders.id,
          name: tenders.name,
          ownerId: tenders.ownerId,
          status: tenders.status,
          closed: sql<boolean>`coalesce(${sql.raw(QUESTIONS_CLOSE)} <= now(), false)`.mapWith(
            Boolean,
          ),
        })
        .from(tenders)
        .where(and(eq(tenders.id, tenderId), readableBy(tx, viewer)))
        .for('share');
      if (!tender) throw notFound(MSG_TENDERS.tenderNotFound);
      if (!isOpen(tender)) throw conflict(MSG_QUESTIONS.closed);
      if (tender.closed) throw conflict(MSG_QUESTIONS.afterDeadline);
      const [waiting] = await tx
        .select({ n: count() })
        .from(tenderQuestions)
        .where(
          and(
            eq(tenderQuestions.tenderId, tenderId),
            eq(tenderQuestions.askerId, viewer.id),
            isNull(tenderQuestions.answer),
          ),
        );
      if (waiting!.n >= QUESTIONS_WAITING_MAX) throw conflict(MSG_QUESTIONS.tooManyWaiting);
      const [row] = await tx
        .insert(tenderQuestions)
        .values({ tenderId, askerId: viewer.id, question })
        .returning({ id: tenderQuestions.id });
      await record(tx, {
        tenderId,
        event: 'question_asked',
        actorId: viewer.id,
        contractorId: viewer.id,
        details: question,
      });
      const [request] = await this.requestOf(tx, tenderId, viewer.id);
      await notifyAll(tx, [
        questionNotice('question_asked', tender, {
          recipientId: tender.ownerId,
          actorId: viewer.id,
          request: request ?? null,
        }),
      ]);
      return row!.id;
    });
    return this.one(viewer, id);
  }

  /**
   * The client answers a question of its tender, once. The asker is told; an answer to all is
   * also told to every other contractor with a live request on the tender.
   */
  async answer(viewer: AuthUser, questionId: number, answer: string, scope: AnswerScope) {
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          askerId: tenderQuestions.askerId,
          answered: sql<boolean>`${tenderQuestions.answer} is not null`.mapWith(Boolean),
          tender: { id: tenders.id, name: tenders.name, ownerId: tenders.ownerId },
        })
        .from(tenderQuestions)
        .innerJoin(tenders, eq(tenders.id, tenderQuestions.tenderId))
        .where(and(eq(tenderQuestions.id, questionId), ownedBy(viewer.id)))
        .for('update', { of: tenderQuestions });
      if (!found) throw notFound(MSG_QUESTIONS.notFound);
      if (found.answered) throw conflict(MSG_QUESTIONS.alreadyAnswered);
      await tx
        .update(tenderQuestions)
        .set({ answer, scope, answeredAt: sql`now()` })
        .where(eq(tenderQuestions.id, questionId));
      const { tender, askerId } = found;
      await record(tx, {
        tenderId: tender.id,
        event: 'question_answered',
        actorId: viewer.id,
        contractorId: askerId,
        details: `${ANSWER_SCOPE_LABELS[scope]}: ${answer}`,
      });
      const live = await liveRequestsOf(tx, tender.id);
      const [askersRequest] = await this.requestOf(tx, tender.id, askerId);
      await notifyAll(tx, [
        questionNotice('question_answered', tender, {
          recipientId: askerId,
          actorId: viewer.id,
          request: askersRequest ?? null,
        }),
        ...(scope === 'all'
          ? live
              .filter((r) => r.contractorId !== askerId)
              .map((request) =>
                questionNotice('clarification_published', tender, {
                  recipientId: request.contractorId,
                  actorId: viewer.id,
                  request,
                }),
              )
          : []),
      ]);
    });
    return this.one(viewer, questionId);
  }

  private requestOf(tx: Tx, tenderId: number, contractorId: number) {
    return tx
      .select({
        id: tenderRequests.id,
        contractorId: tenderRequests.contractorId,
        status: tenderRequests.status,
      })
      .from(tenderRequests)
      .where(
        and(eq(tenderRequests.tenderId, tenderId), eq(tenderRequests.contractorId, contractorId)),
      );
  }

  private async readable(viewer: AuthUser, tenderId: number) {
    const [tender] = await this.db
      .select({ id: tenders.id })
      .from(tenders)
      .where(and(eq(tenders.id, tenderId), readableBy(this.db, viewer)));
    if (!tender) throw notFound(MSG_TENDERS.tenderNotFound);
  }

  private one(viewer: AuthUser, id: number) {
    return answerOf(this.run, QUESTION_ONE[sideOf(viewer)], [id, viewer.id]);
  }
}
