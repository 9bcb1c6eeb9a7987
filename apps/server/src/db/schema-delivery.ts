import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_DELIVERY_MODE } from '@podryad/domain';
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';

/*
 * How notices leave the product: each user's choices, the browsers that take push, and the outbox
 * of letters and pushes still to send.
 */

const mode = (name: string) => text(name).notNull().default(DEFAULT_DELIVERY_MODE);
const modeCheck = (column: string) => sql.raw(`${column} in ('instant', 'daily', 'never')`);

/** A user's choice per topic; no row: the defaults. Also where a refused address is remembered. */
export const noticeSettings = pgTable(
  'notice_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitations: mode('invitations'),
    offers: mode('offers'),
    decisions: mode('decisions'),
    deadlines: mode('deadlines'),
    questions: mode('questions'),
    /**
     * The address a mail server refused, and when: letters stop while it is the user's address,
     * so a new address starts clean without anyone clearing this.
     */
    emailRefusedAddress: text('email_refused_address'),
    emailRefusedAt: timestamp('email_refused_at', { withTimezone: true }),
  },
  () => [
    check('notice_settings_invitations_check', modeCheck('invitations')),
    check('notice_settings_offers_check', modeCheck('offers')),
    check('notice_settings_decisions_check', modeCheck('decisions')),
    check('notice_settings_deadlines_check', modeCheck('deadlines')),
    check('notice_settings_questions_check', modeCheck('questions')),
  ],
);

/** A browser that allowed push (its PushSubscription); the push service's 404/410 removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The transactional outbox: a row per letter or push to send, written in the transaction of the
 * notices it carries, claimed by one server at a time (FOR UPDATE SKIP LOCKED and a lease), and
 * marked sent, or retried later, or failed. A digest row gathers a day's notices of a user; a
 * folded row gathers a tender's revisions of a few minutes.
 */
export const noticeOutbox = pgTable(
  'notice_outbox',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    digest: boolean('digest').notNull().default(false),
    /** The notices it carries; a notice removed since (its tender deleted) is left out. */
    noticeIds: integer('notice_ids').array().notNull(),
    /** Rows with one key within the fold window become one send (a tender's revisions). */
    foldKey: text('fold_key'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A server sending it holds it until then; past it, a server that died lost the claim. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('notice_outbox_channel_check', sql`${t.channel} in ('email', 'push')`),
    // The worker's claim: what is due and still to send, oldest first.
    index('notice_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`sent_at is null and failed_at is null`),
    // One pending digest per user and day: a day's notices join it.
    uniqueIndex('notice_outbox_digest_key')
      .on(t.recipientId, t.dueAt)
      .where(sql`digest and sent_at is null and failed_at is null`),
    index('notice_outbox_fold_idx')
      .on(t.recipientId, t.foldKey, t.createdAt)
      .where(sql`fold_key is not null`),
    // Housekeeping: rows a month old go.
    index('notice_outbox_created_idx').on(t.createdAt),
  ],
);
