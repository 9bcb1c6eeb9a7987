import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';

/*
 * A person's own data as the law asks it be kept: the consents given (with their editions, times
 * and addresses), the archives of one's data, and the records of deleted accounts.
 */

/**
 * The consents a user gave (the domain's CONSENT_DOCUMENTS), each with the version of the text,
 * when and from which address and browser. History is kept: a new consent is a new row, and a
 * withdrawal marks every standing row of the document. A consent stands while a row of it has no
 * `withdrawn_at`; the latest row says which version.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // A user's history of one document, latest first.
    index('consents_user_document_idx').on(t.userId, t.document, t.givenAt),
    // Whether a consent stands: one probe per party wherever contacts are shown.
    index('consents_standing_idx')
      .on(t.userId, t.document)
      .where(sql`${t.withdrawnAt} is null`),
    check('consents_document_check', sql`${t.document} in ('processing', 'distribution')`),
  ],
);

/**
 * A person's archive of its own data (the data-export module): queued by its owner, built by one
 * server's worker into the file store (`object_path`, a stored document path), downloadable by its
 * owner until `expires_at`, then deleted with its object. At most one row per user: a new archive
 * replaces a ready or failed one, and is refused while one is queued or building.
 * `progress_done`/`progress_total` count the archive's parts; `attempt` numbers the builds, so a
 * build whose row another server took over (past the stuck bound) keeps nothing.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    attempt: integer('attempt').notNull().default(0),
    objectPath: text('object_path'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    /** Moved by every step of a build: a building row unmoved past the bound is stuck. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_user_key').on(t.userId),
    // The worker's claim: what waits, oldest first.
    index('data_exports_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('queued', 'building')`),
    // The expiry's sweep.
    index('data_exports_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    check(
      'data_exports_status_check',
      sql`${t.status} in ('queued', 'building', 'ready', 'failed')`,
    ),
  ],
);

/**
 * The record of an account's deletion, kept without personal data: whose (a plain number, no
 * foreign key: the row outlives what it names), its role, when it was asked for and done, and
 * which kinds of data were removed with how many rows of each.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    role: text('role'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    kinds: text('kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    counts: jsonb('counts')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('account_deletions_user_idx').on(t.userId)],
);
