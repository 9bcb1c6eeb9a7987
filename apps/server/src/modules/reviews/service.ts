import {
  COUNT_AHEAD_PAGES,
  type DealReviews,
  MSG,
  MSG_DEALS,
  MSG_REVIEWS,
  MSG_TENDERS,
  type Review,
  type ReviewBody,
  maskContacts,
  overallOf,
  reviewSubjectOf,
  reviewWindowEnd,
  scoresComplete,
} from '@podryad/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { databaseNow } from '../../db/clock';
import { pageParams } from '../../db/json-sql';
import { type RunStatement, answerOf } from '../../db/statements';
import { contractorProfiles, deals, reviewReports, reviews, tenders, users } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { AuthUser } from '../auth/sessions';
import { buyersOf } from '../buyer/service';
import { reviewNotice } from '../notifications/notices';
import { notify } from '../notifications/notify';
import { DEAL_REVIEWS, REVIEW_PAGES } from './cards';
import { recomputeRatings, tellPublished } from './publish';

type DealRow = {
  id: number;
  status: string;
  clientId: number;
  contractorId: number;
  confirmedAt: Date | null;
  acceptedAt: Date | null;
  terminatedAt: Date | null;
  tenderId: number;
  tenderName: string;
  requestId: number;
};
type Side = 'client' | 'contractor';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const windowOf = (d: DealRow) =>
  reviewWindowEnd({
    status: d.status,
    confirmed_at: iso(d.confirmedAt),
    accepted_at: iso(d.acceptedAt),
    terminated_at: iso(d.terminatedAt),
  });

/**
 * Reviews: each party of an ended deal reviews the other once within the window, hidden until both
 * wrote or the window closed (then published together, the ratings recomputed in the same
 * transaction); the reviewed party answers once; either party may report one. Nothing here shows
 * a hidden review to anyone but its author.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
  ) {}

  /** The deal when the caller is one of its parties (locked for the write with `lock`); else 404. */
  private async dealOf(viewer: AuthUser, id: number, tx: Tx = this.db, lock = false) {
    const query = tx
      .select({
        id: deals.id,
        status: deals.status,
        clientId: deals.clientId,
        contractorId: deals.contractorId,
        confirmedAt: deals.confirmedAt,
        acceptedAt: deals.acceptedAt,
        terminatedAt: deals.terminatedAt,
        tenderId: deals.tenderId,
        tenderName: tenders.name,
        requestId: deals.requestId,
      })
      .from(deals)
      .innerJoin(tenders, eq(tenders.id, deals.tenderId))
      .where(eq(deals.id, id))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: deals }) : await query;
    if (!row || (row.clientId !== viewer.id && row.contractorId !== viewer.id)) {
      throw notFound(MSG_DEALS.notFound);
    }
    const side: Side = row.clientId === viewer.id ? 'client' : 'contractor';
    return { deal: row as DealRow, side };
  }

  /** Is the client buying for the very company that is the contractor (the same INN). */
  private async ownCompany(tx: Tx, deal: DealRow) {
    const buyer = (await buyersOf(tx, [deal.clientId])).get(deal.clientId);
    if (buyer?.kind !== 'company') return false;
    const [contractor] = await tx
      .select({ inn: contractorProfiles.inn })
      .from(contractorProfiles)
      .where(eq(contractorProfiles.userId, deal.contractorId));
    return contractor?.inn === buyer.inn;
  }

  /** Why the caller may not write or change its review now; null when it may. */
  private async refusal(tx: Tx, deal: DealRow, published: boolean, now: Date) {
    const ends = windowOf(deal);
    if (!ends) return MSG_REVIEWS.dealNotEnded;
    if (now >= ends) return MSG_REVIEWS.windowClosed;
    if (published) return MSG_REVIEWS.alreadyPublished;
    if (await this.ownCompany(tx, deal)) return MSG_REVIEWS.ownCompany;
    return null;
  }

  /** The deal's reviews as stored, each with its author: read after the write has committed. */
  private async reviewsOf(dealId: number) {
    return JSON.parse(await answerOf(this.run, DEAL_REVIEWS, [dealId])) as {
      author_id: number;
      review: Review;
    }[];
  }

  private async reviewById(dealId: number, id: number) {
    return (await this.reviewsOf(dealId)).find((r) => r.review.id === id)!.review;
  }

  /** GET /deals/{id}/reviews: the caller's own review always, the other's once published. */
  async ofDeal(viewer: AuthUser, dealId: number): Promise<DealReviews> {
    const { deal } = await this.dealOf(viewer, dealId);
    const stored = await this.reviewsOf(dealId);
    const mine = stored.find((r) => r.author_id === viewer.id)?.review ?? null;
    const theirs = stored.find((r) => r.author_id !== viewer.id)?.review ?? null;
    const refusal = await this.refusal(
      this.db,
      deal,
      mine?.published_at != null,
      await databaseNow(this.db),
    );
    return {
      mine,
      theirs: theirs?.published_at ? theirs : null,
      theirs_written: theirs !== null,
      can_write: refusal === null,
      refusal,
      window_ends_at: iso(windowOf(deal)),
    };
  }

  /**
   * PUT /deals/{id}/review: makes or changes the caller's hidden review of the other party. The
   * deal is locked, so of two parties writing at once the second sees the first: its write
   * publishes both reviews and recomputes both ratings.
   */
  async write(viewer: AuthUser, dealId: number, body: ReviewBody): Promise<Review> {
    const id = await this.db.transaction(async (tx) => {
      const { deal, side } = await this.dealOf(viewer, dealId, tx, true);
      const subject = reviewSubjectOf(side);
      if (!scoresComplete(subject, body.scores)) {
        throw new AppError(400, [MSG_REVIEWS.starsRequired], {
          scores: [MSG_REVIEWS.starsRequired],
        });
      }
      const stored = await tx
        .select({ id: reviews.id, authorId: reviews.authorId, publishedAt: reviews.publishedAt })
        .from(reviews)
        .where(eq(reviews.dealId, dealId));
      const mine = stored.find((r) => r.authorId === viewer.id);
      const theirs = stored.find((r) => r.authorId !== viewer.id);
      const refusal = await this.refusal(tx, deal, !!mine?.publishedAt, await databaseNow(tx));
      if (refusal) throw conflict(refusal);
      const values = {
        scores: body.scores,
        overall: overallOf(body.scores),
        text: maskContacts(body.text.trim()),
      };
      const [row] = mine
        ? await tx
            .update(reviews)
            .set({ ...values, updatedAt: sql`now()` })
            .where(and(eq(reviews.id, mine.id), isNull(reviews.publishedAt)))
            .returning({ id: reviews.id })
        : await tx
            .insert(reviews)
            .values({
              ...values,
              dealId,
              authorId: viewer.id,
              subjectId: side === 'client' ? deal.contractorId : deal.clientId,
              subject,
            })
            .returning({ id: reviews.id });
      if (!row) throw conflict(MSG_REVIEWS.alreadyPublished);
      if (theirs && !theirs.publishedAt) {
        await tx
          .update(reviews)
          .set({ publishedAt: sql`now()` })
          .where(and(eq(reviews.dealId, dealId), isNull(reviews.publishedAt)));
        await recomputeRatings(tx, [deal.clientId, deal.contractorId]);
        await tellPublished(tx, [deal]);
      } else if (!mine) {
        await notify(tx, reviewNotice(`review_written_by_${side}`, deal));
      }
      return row.id;
    });
    return this.reviewById(dealId, id);
  }

  /** The review with its deal's parties, when the caller is one of them; else 404. */
  private async reviewFor(viewer: AuthUser, id: number, tx: Tx = this.db) {
    const [row] = await tx
      .select({
        id: reviews.id,
        dealId: reviews.dealId,
        authorId: reviews.authorId,
        subjectId: reviews.subjectId,
        publishedAt: reviews.publishedAt,
        answerText: reviews.answerText,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!row || (row.authorId !== viewer.id && row.subjectId !== viewer.id)) {
      throw notFound(MSG_REVIEWS.notFound);
    }
    return row;
  }

  /** POST /reviews/{id}/answer: the reviewed party's one public answer to a published review. */
  async answer(viewer: AuthUser, id: number, text: string): Promise<Review> {
    const dealId = await this.db.transaction(async (tx) => {
      const review = await this.reviewFor(viewer, id, tx);
      if (review.subjectId !== viewer.id) throw forbidden(MSG.forbidden);
      if (!review.publishedAt) throw conflict(MSG_REVIEWS.answerNotAllowed);
      if (review.answerText !== null) throw conflict(MSG_REVIEWS.alreadyAnswered);
      const [row] = await tx
        .update(reviews)
        .set({ answerText: maskContacts(text.trim()), answeredAt: sql`now()` })
        .where(and(eq(reviews.id, id), isNull(reviews.answerText)))
        .returning({ id: reviews.id });
      // The other call of a double click answered first.
      if (!row) throw conflict(MSG_REVIEWS.alreadyAnswered);
      const { deal, side } = await this.dealOf(viewer, review.dealId, tx);
      await notify(tx, reviewNotice(`review_answered_by_${side}`, deal));
      return review.dealId;
    });
    return this.reviewById(dealId, id);
  }

  /**
   * POST /reviews/{id}/report: a party's complaint, once per reporter; the review stays as it is.
   * A hidden review is its author's alone: to the other party it does not exist yet.
   */
  async report(viewer: AuthUser, id: number, reason: string) {
    const review = await this.reviewFor(viewer, id);
    if (!review.publishedAt && review.authorId !== viewer.id) {
      throw notFound(MSG_REVIEWS.notFound);
    }
    const [row] = await this.db
      .insert(reviewReports)
      .values({ reviewId: id, reporterId: viewer.id, reason: reason.trim() })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!row) throw conflict(MSG_REVIEWS.alreadyReported);
  }

  /**
   * GET /contractors/{id}/reviews and GET /clients/{id}/reviews: a page of the party's published
   * reviews with its rating, as the JSON text of the answer. A party of the same side reads only
   * its own (a contractor another contractor's: 403, as the directory). A closed account's page is
   * not there (404, as its profile): hidden while it may still be restored, gone once deleted; the
   * reviews others wrote stay on their deals (GET /deals/{id}/reviews).
   */
  async list(
    viewer: AuthUser,
    subject: Side,
    id: number,
    query: { page: number; per_page: number },
  ) {
    if (viewer.type === subject && viewer.id !== id) throw forbidden(MSG.forbidden);
    const [party] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.type, subject), isNull(users.closedAt)))
      .limit(1);
    if (!party) {
      throw notFound(
        subject === 'contractor' ? MSG_TENDERS.contractorNotFound : MSG_REVIEWS.clientNotFound,
      );
    }
    return answerOf(this.run, REVIEW_PAGES[subject], [...pageParams(query, COUNT_AHEAD_PAGES), id]);
  }
}
