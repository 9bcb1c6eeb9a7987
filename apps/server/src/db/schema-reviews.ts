import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';
import { deals } from './schema-deals';

/*
 * The reviews an ended deal unlocks (the domain's reviews.ts), the complaints about them, and each
 * party's rating over its published reviews, stored so that no page computes it.
 */

/**
 * A party's review of the other party of a deal, one per author and deal: stars per criterion of
 * the reviewed side (`scores`, the domain's REVIEW_CRITERIA), their mean (`overall`, one decimal)
 * and the text with its contacts masked. Hidden (`published_at` null) until both parties wrote or
 * the window (the deal's end + REVIEW_WINDOW_DAYS, read from the deal) closed. `subject_id` is
 * the reviewed party, so its published list reads one index.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reviewed side: 'contractor' (the client wrote it) or 'client'. */
    subject: text('subject').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    overall: numeric('overall', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_deal_author_key').on(t.dealId, t.authorId),
    // Everything one party wrote (its data's archive).
    index('reviews_author_idx').on(t.authorId, t.id),
    // A party's published reviews, newest first: a page reads the index in order.
    index('reviews_subject_published_idx')
      .on(t.subjectId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
    // The timer looks for hidden reviews whose window has closed among the hidden ones only: those
    // of the deals ended in the last REVIEW_WINDOW_DAYS, however many reviews there are.
    index('reviews_hidden_idx')
      .on(t.dealId)
      .where(sql`${t.publishedAt} is null`),
    check('reviews_subject_check', sql`${t.subject} in ('contractor', 'client')`),
    check('reviews_overall_check', sql`${t.overall} between 1 and 5`),
  ],
);

/** A party's complaint about a review, once per reporter; it never hides the review by itself. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    // Everything one party reported (its data's archive).
    index('review_reports_reporter_idx').on(t.reporterId, t.id),
  ],
);

/**
 * A party's rating over its published reviews, recomputed in the transaction that publishes one:
 * their count, the mean of their overalls and of each criterion (one decimal), and the spread — how
 * many have each rounded overall from 1 to 5. A party without published reviews has no row.
 */
export const ratings = pgTable(
  'ratings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
    overall: numeric('overall', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull(),
    spread: integer('spread').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ratings_subject_check', sql`${t.subject} in ('contractor', 'client')`)],
);
