import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { REGISTRY_KINDS, REGISTRY_REASONS, REGISTRY_STATUS_CODES } from '@podryad/domain';
import { createdAt } from './schema-columns';

/*
 * What outside registers say of the companies on the market, stored so that every card shows it
 * without asking anyone: a row per INN with its facts and the state of its check (which is also
 * the queue of checks), and the calls made to each provider (its daily quota and rate, shared by
 * every server).
 */

const within = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * The state register's facts of one INN, and its check. A row is queued (due) when an INN first
 * appears on a profile and again a day after its facts were answered; one server at a time holds
 * it (FOR UPDATE SKIP LOCKED and a lease). Facts stay until the register answers otherwise: a
 * failed refresh keeps the last facts with their date, a 'not found' clears them.
 */
export const companyChecks = pgTable(
  'company_checks',
  {
    inn: text('inn').primaryKey(),
    /** 0: no facts yet (asked before any refresh); 1: a refresh. */
    priority: smallint('priority').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A server checking it holds it until then; past it, a server that died lost the claim. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Failed calls in a row: the next try waits longer. */
    failures: integer('failures').notNull().default(0),
    /** When the provider was last asked. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /** Why the last attempt gave no facts (REGISTRY_REASONS); null after an answer with facts. */
    reason: text('reason'),
    /** The last failure as the provider or the network put it, for the log's reader. */
    lastError: text('last_error'),
    /** When the facts below were answered; null: there are none. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    kind: text('kind'),
    status: text('status'),
    ogrn: text('ogrn'),
    registeredOn: date('registered_on', { mode: 'string' }),
    liquidatedOn: date('liquidated_on', { mode: 'string' }),
    directorName: text('director_name'),
    directorPost: text('director_post'),
    address: text('address'),
    okved: text('okved'),
    nameShort: text('name_short'),
    nameFull: text('name_full'),
    unreliable: boolean('unreliable').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_checks_reason_check', within('reason', REGISTRY_REASONS)),
    check('company_checks_kind_check', within('kind', REGISTRY_KINDS)),
    check('company_checks_status_check', within('status', REGISTRY_STATUS_CODES)),
    check(
      'company_checks_facts_check',
      sql`(${t.checkedAt} is null) = (${t.kind} is null) and (${t.checkedAt} is null) = (${t.status} is null)`,
    ),
    // The worker's claim: first checks before refreshes, the longest due first.
    index('company_checks_due_idx').on(t.priority, t.dueAt),
  ],
);

/**
 * Calls made to a provider, counted by every server together: those of the current Moscow day
 * (its quota) and of the current short window (its rate), and until when a quota it declared
 * spent keeps all of them from calling. One row per provider, locked while calls are reserved.
 */
export const providerLimits = pgTable('provider_limits', {
  provider: text('provider').primaryKey(),
  /** The Moscow date the day's count belongs to. */
  day: date('day', { mode: 'string' }),
  dayCalls: integer('day_calls').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }),
  windowCalls: integer('window_calls').notNull().default(0),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
});
