import { CITIES_LONGEST_FIRST } from '@podryad/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './schema-columns';
import { users } from './schema-accounts';

/*
 * The market: clients' projects and tenders, the uploads they carry, contractors' requests and
 * offer revisions and the notifications about them.
 */

/** A client's construction or design object; tenders hang under it. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    email: text('email'),
    vk: text('vk'),
    telegram: text('telegram'),
    whatsappStatus: text('whatsapp_status'),
    coverPath: text('cover_path'),
    status: text('status').notNull().default('in_process'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check(
      'projects_status_check',
      sql`${t.status} in ('pending_approval', 'in_process', 'approved', 'declined')`,
    ),
  ],
);

/**
 * Every stored upload: who uploaded it and what it is. A path sent in a payload must be one of the
 * caller's own uploads, so nobody can attach someone else's file by guessing its name.
 */
export const uploads = pgTable(
  'uploads',
  {
    path: text('path').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

/**
 * A client's tender under one of its projects. Images and documents are upload paths
 * in the order the client gave them.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stage: text('stage').notNull(),
    complexStructure: boolean('complex_structure').notNull().default(false),
    type: text('type').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('waiting_for_requests'),
    /** Offers are taken until then; null: no deadline. */
    offersDeadline: timestamp('offers_deadline', { withTimezone: true }),
    /** Sealed offers: nothing an offer says reaches the client before the deadline. */
    sealed: boolean('sealed').notNull().default(false),
    /** When its sealed offers were opened: the client told and the trail written. */
    offersOpenedAt: timestamp('offers_opened_at', { withTimezone: true }),
    /** The one переторжка round: when announced, its deadline and comment, when it was closed. */
    rebidAnnouncedAt: timestamp('rebid_announced_at', { withTimezone: true }),
    rebidDeadline: timestamp('rebid_deadline', { withTimezone: true }),
    rebidComment: text('rebid_comment'),
    rebidClosedAt: timestamp('rebid_closed_at', { withTimezone: true }),
    /** When the tender ended (an executor chosen, or closed without one), why, and the comment. */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeReason: text('outcome_reason'),
    outcomeComment: text('outcome_comment'),
    /** When its client was last reminded that it has no outcome past its deadline. */
    outcomeRemindedAt: timestamp('outcome_reminded_at', { withTimezone: true }),
    /** How many addenda it has: the number of the latest (`tender_addenda`), 0 for none. */
    addenda: integer('addenda').notNull().default(0),
    /**
     * The latest addendum that changed what offers rest on (anything but the deadline alone): an
     * offer standing on an earlier one waits for its contractor to confirm or revise it.
     */
    addendumToConfirm: integer('addendum_to_confirm').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name as Russian words, for the contractor's search of open tenders. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('russian', ${tenders.name})`),
    /**
     * The city of the address (the longest city name of the list it contains), kept by the
     * database: the list's region filter is an indexed equality rather than a substring search.
     */
    city: text('city').generatedAlwaysAs((): SQL =>
      sql.raw(
        `case ${CITIES_LONGEST_FIRST.map((c) => `when address ilike '%${c}%' then '${c}'`).join(' ')} end`,
      ),
    ),
  },
  (t) => [
    index('tenders_owner_created_idx').on(t.ownerId, t.createdAt),
    index('tenders_created_idx').on(t.createdAt),
    // The reminders' job looks for open tenders whose deadline comes within a day.
    index('tenders_offers_deadline_idx')
      .on(t.offersDeadline)
      .where(sql`${t.offersDeadline} is not null and ${t.status} = 'waiting_for_requests'`),
    // The contractor's list: open ones newest first, searched by name, filtered by the address.
    // The opening's job looks for sealed tenders whose deadline has passed.
    index('tenders_sealed_deadline_idx')
      .on(t.offersDeadline)
      .where(sql`${t.sealed} and ${t.offersOpenedAt} is null`),
    // The closing's job looks for rounds whose deadline has passed.
    index('tenders_rebid_deadline_idx')
      .on(t.rebidDeadline)
      .where(sql`${t.rebidDeadline} is not null and ${t.rebidClosedAt} is null`),
    check('tenders_sealed_check', sql`not ${t.sealed} or ${t.offersDeadline} is not null`),
    index('tenders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('tenders_status_city_created_idx').on(t.status, t.city, t.createdAt, t.id),
    index('tenders_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('tenders_search_idx').using('gin', t.search),
    index('tenders_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    index('tenders_documents_idx').using('gin', t.documents),
    check('tenders_stage_check', sql`${t.stage} in ('design', 'construction')`),
    check(
      'tenders_type_check',
      sql`${t.type} in ('design', 'construction', 'complex_construction')`,
    ),
    check(
      'tenders_status_check',
      sql`${t.status} in ('waiting_for_requests', 'executor_chosen', 'closed_without_choice', 'withdrawn')`,
    ),
    // The client's record counts its tenders of the year by owner and deadline.
    index('tenders_owner_deadline_idx')
      .on(t.ownerId, t.offersDeadline)
      .where(sql`${t.offersDeadline} is not null`),
  ],
);

/**
 * A request links one tender and one contractor, at most one per pair: an invitation from the
 * client or an offer from the contractor, and the answers to it. `newFor*` marks it unseen by that
 * side.
 */
export const tenderRequests = pgTable(
  'tender_requests',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    status: text('status').notNull(),
    /** The client's note on an invitation. */
    inviteComment: text('invite_comment'),
    /** The client's files sent with an invitation; they stay whatever the contractor answers. */
    inviteDocuments: text('invite_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The contractor's answer: the offer's or acceptance's comment. */
    comment: text('comment'),
    rejectReason: text('reject_reason'),
    /** The contractor's files: the offer's or the acceptance's. */
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    newForClient: boolean('new_for_client').notNull().default(false),
    newForContractor: boolean('new_for_contractor').notNull().default(false),
    /** The number of the active offer revision (`offer_revisions`); 0 until the contractor answers. */
    revision: integer('revision').notNull().default(0),
    /** An invited contractor's 'Буду участвовать' and when it said so. */
    intent: text('intent'),
    intentAt: timestamp('intent_at', { withTimezone: true }),
    /**
     * An invitation's first answer by the contractor ('Буду участвовать', its offer, or 'Не буду
     * участвовать'), by the database's clock; set once, by the move that answers.
     */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    /**
     * The tender's addendum the offer stands on: set to the tender's `addenda` whenever the
     * contractor sends, revises or confirms its offer.
     */
    addendumSeen: integer('addendum_seen').notNull().default(0),
    /**
     * The offer's version when the tender's переторжка round was announced (null: not in a round):
     * its price is the one to lower, and the one its client reads until the round ends.
     */
    rebidBase: integer('rebid_base'),
    /** When the contractor was reminded of the deadline; cleared when the deadline moves. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tender_requests_pair_key').on(t.tenderId, t.contractorId),
    check('tender_requests_intent_check', sql`${t.intent} in ('will_bid')`),
    // One executor per tender.
    uniqueIndex('tender_requests_executor_key')
      .on(t.tenderId)
      .where(sql`${t.status} = 'accepted'`),
    index('tender_requests_contractor_idx').on(t.contractorId, t.createdAt),
    index('tender_requests_documents_idx').using('gin', t.documents),
    index('tender_requests_invite_documents_idx').using('gin', t.inviteDocuments),
    check('tender_requests_origin_check', sql`${t.origin} in ('offer', 'invitation')`),
    check(
      'tender_requests_status_check',
      sql`${t.status} in ('waiting', 'offered', 'accepted_by_contractor', 'accepted', 'rejected', 'declined')`,
    ),
  ],
);

/**
 * Every version of a contractor's offer, kept with its time; the request's `revision`
 * points at the active one and mirrors its comment and files in its own columns. The terms are
 * null for a plain offer (a comment and files only). Money is whole kopecks.
 */
export const offerRevisions = pgTable(
  'offer_revisions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => tenderRequests.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    comment: text('comment'),
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }),
    vat: text('vat'),
    vatRate: smallint('vat_rate'),
    durationDays: integer('duration_days'),
    validUntil: date('valid_until', { mode: 'string' }),
    inclusions: text('inclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text('exclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_revisions_number_key').on(t.requestId, t.number),
    index('offer_revisions_documents_idx').using('gin', t.documents),
    check('offer_revisions_price_check', sql`${t.priceKopecks} > 0`),
    check('offer_revisions_vat_check', sql`${t.vat} in ('with_vat', 'without_vat', 'not_liable')`),
    // Priced or plain as a whole: price, НДС, duration and validity come together.
    check(
      'offer_revisions_terms_check',
      sql`(${t.priceKopecks} is null) = (${t.vat} is null)
        and (${t.priceKopecks} is null) = (${t.durationDays} is null)
        and (${t.priceKopecks} is null) = (${t.validUntil} is null)`,
    ),
  ],
);

/**
 * What happened, told to the one it concerns: about a tender, and most often about one request on
 * it (a move, a revision, a reminder); a notice about the tender alone has no request.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => tenderRequests.id, { onDelete: 'cascade' }),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    /** The request's status the event led to; null for a notice about the tender alone. */
    status: text('status'),
    /** What it tells (NotificationKind); null on notices older than the column. */
    kind: text('kind'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    comment: text('comment'),
    buttonText: text('button_text'),
    isNew: boolean('is_new').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    // The live stream's catch-up: a user's notices after the last id a stream sent.
    index('notifications_recipient_id_idx').on(t.recipientId, t.id),
  ],
);

/**
 * How a contractor answers invitations, over the last 30 days, as its cards show it: stored by the
 * timer's job (`refreshAnswerStats`) for every contractor, never computed per request. `due_30d`:
 * the invitations already answered or whose 3 days have passed; `answered_in_3d_30d`: those
 * answered within 3 days; the median of the time to the first answer over the answered ones.
 * `changed_at`: when the figures last changed (rows whose figures stay are not rewritten).
 */
export const contractorAnswerStats = pgTable('contractor_answer_stats', {
  contractorId: integer('contractor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  invitations30d: integer('invitations_30d').notNull(),
  due30d: integer('due_30d').notNull(),
  answeredIn3d30d: integer('answered_in_3d_30d').notNull(),
  medianAnswerSeconds: integer('median_answer_seconds'),
  invitations7d: integer('invitations_7d').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
