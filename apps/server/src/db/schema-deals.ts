import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';
import { tenderRequests, tenders } from './schema-market';

/*
 * What follows the market's choice: the deal between the client and the executor it chose.
 */

/**
 * The deal made at the choice of the executor, one per tender: the chosen offer's terms fixed as
 * they were (its price with and without НДС, duration, what is included and not), then the
 * contract's details and each step's time as its two parties move it (the domain's
 * DEAL_TRANSITIONS). Money is whole kopecks.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => tenderRequests.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    priceWithVatKopecks: bigint('price_with_vat_kopecks', { mode: 'number' }),
    priceWithoutVatKopecks: bigint('price_without_vat_kopecks', { mode: 'number' }),
    vat: text('vat'),
    vatRate: smallint('vat_rate'),
    durationDays: integer('duration_days'),
    inclusions: text('inclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text('exclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contractNumber: text('contract_number'),
    contractDate: date('contract_date', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    plannedFinish: date('planned_finish', { mode: 'string' }),
    /** The signed contract the client attached, if any (an upload of kind deal_document). */
    contractFile: text('contract_file'),
    /** The acceptance documents of the last report (КС-2/КС-3 or an act). */
    acceptanceFiles: text('acceptance_files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reportComment: text('report_comment'),
    remarks: text('remarks'),
    endReason: text('end_reason'),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_tender_key').on(t.tenderId),
    uniqueIndex('deals_request_key').on(t.requestId),
    index('deals_client_idx').on(t.clientId, t.status, t.updatedAt),
    index('deals_contractor_idx').on(t.contractorId, t.status, t.updatedAt),
    // The file store's references and the downloads' checks find a deal by its files.
    index('deals_contract_file_idx').on(t.contractFile),
    index('deals_acceptance_files_idx').using('gin', t.acceptanceFiles),
    check(
      'deals_status_check',
      sql`${t.status} in ('draft', 'awaiting_confirmation', 'in_progress', 'work_reported', 'accepted', 'terminated')`,
    ),
  ],
);
