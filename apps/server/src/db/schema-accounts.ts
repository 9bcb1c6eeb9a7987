import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  primaryKey,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './schema-columns';

/*
 * The accounts: who a user is (profiles) and how one signs up and in (sessions, codes,
 * registrations, rate limits, step-ups), apart from what users do on the market (schema-market.ts).
 */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * '+' and digits, e.g. +79161234567; null once the account is deleted (the unique index then
     * lets the same phone register again as a new account).
     */
    phone: text('phone'),
    /** Lower-cased; null once the account is deleted, as the phone. */
    email: text('email'),
    /** null once the account is deleted: nobody can sign in to it again. */
    passwordHash: text('password_hash'),
    /** null until the profile is completed on /filing. */
    type: text('type'),
    createdAt: createdAt(),
    /**
     * When the owner closed the account (password and code): it is hidden from every list and
     * answers only the deletion's calls; null while open, and again after a cancel.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When a closed account is deleted, unless its owner cancels first; null while open. */
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
    /** When the account was deleted (its personal data removed); the row stays for others' records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(t.email),
    // The closed accounts, few: the lists leave them out by this index.
    index('users_closed_idx')
      .on(t.id)
      .where(sql`${t.closedAt} is not null`),
    // The purge's timer: the closed accounts whose grace period has ended.
    index('users_delete_after_idx')
      .on(t.deleteAfter)
      .where(sql`${t.deleteAfter} is not null`),
    check('users_type_check', sql`${t.type} in ('client', 'contractor')`),
  ],
);

export const clientProfiles = pgTable(
  'client_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    location: text('location'),
    description: text('description'),
    vk: text('vk'),
    telegram: text('telegram'),
    whatsapp: text('whatsapp'),
    avatar: text('avatar'),
    /**
     * Whom the client buys for, as the domain's BUYER_KINDS: 'self', or 'company' with the
     * company's name and INN; null until the client says.
     */
    buyerKind: text('buyer_kind'),
    buyerName: text('buyer_name'),
    buyerInn: text('buyer_inn'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'client_profiles_buyer_check',
      sql`case ${t.buyerKind}
        when 'company' then ${t.buyerName} is not null and ${t.buyerInn} is not null
        when 'self' then ${t.buyerName} is null and ${t.buyerInn} is null
        else ${t.buyerKind} is null and ${t.buyerName} is null and ${t.buyerInn} is null end`,
    ),
    // Which profiles name an INN: the register's checks are kept while one does.
    index('client_profiles_buyer_inn_idx')
      .on(t.buyerInn)
      .where(sql`${t.buyerInn} is not null`),
  ],
);

export const contractorProfiles = pgTable(
  'contractor_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullLegalName: text('full_legal_name').notNull(),
    shortName: text('short_name').notNull(),
    region: text('region').notNull(),
    legalAddress: text('legal_address').notNull(),
    actualAddress: text('actual_address').notNull(),
    yearFounded: integer('year_founded').notNull(),
    inn: text('inn').notNull(),
    vk: text('vk'),
    telegram: text('telegram'),
    whatsapp: text('whatsapp'),
    avatar: text('avatar'),
    participatesInTenders: boolean('participates_in_tenders').notNull().default(true),
    typeOfWorks: text('type_of_works')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Ours: the work types and cities it takes invitations for (domain `scopeRefusal`); an empty
     * list takes all of them, so a contractor names nothing unless it wants fewer invitations.
     */
    invitationWorkTypes: text('invitation_work_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitationCities: text('invitation_cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of its stored overall rating (`ratings.overall`), null without a published review,
     * written by a trigger on `ratings` (migration 0036): the directory's order by rating reads a
     * page from an index instead of sorting every contractor.
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    /** Both names as Russian words, for the directory's search. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('russian', ${contractorProfiles.shortName} || ' ' || ${contractorProfiles.fullLegalName})`,
      ),
    /**
     * Both names in lower case, a line apart, for the directory's substring search: `LIKE` on it
     * costs a quarter of `ILIKE` on the two names (which folds the case of every row it reads).
     */
    names: text('names')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${contractorProfiles.shortName} || chr(10) || ${contractorProfiles.fullLegalName})`,
      ),
  },
  (t) => [
    // The directory: by short name, searched by either name, filtered by region and work types.
    index('contractor_profiles_short_name_idx').on(t.shortName, t.userId),
    index('contractor_profiles_rating_idx').on(t.rating.desc().nullsLast(), t.shortName, t.userId),
    index('contractor_profiles_region_idx').on(t.region),
    index('contractor_profiles_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')),
    index('contractor_profiles_search_idx').using('gin', t.search),
    index('contractor_profiles_type_of_works_idx').using('gin', t.typeOfWorks),
    // Which profiles name an INN: the register's checks are kept while one does.
    index('contractor_profiles_inn_idx').on(t.inn),
  ],
);

/**
 * The СРО memberships a contractor states (not checked against any register), in its order; the
 * contractor's whole list is replaced at once. `kind` and `level` as the domain's SRO_KINDS and
 * SRO_LEVEL_CEILINGS: builders have five levels, designers and surveyors four.
 */
export const contractorSroMemberships = pgTable(
  'contractor_sro_memberships',
  {
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractorProfiles.userId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    sroName: text('sro_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    level: integer('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the index of every read: a contractor's list, and its memberships of a kind.
    primaryKey({ columns: [t.contractorId, t.position] }),
    uniqueIndex('contractor_sro_memberships_number_key').on(t.contractorId, t.registrationNumber),
    check('contractor_sro_memberships_kind_check', sql`${t.kind} in ('construction', 'design')`),
    check(
      'contractor_sro_memberships_level_check',
      sql`${t.level} between 1 and (case ${t.kind} when 'design' then 4 else 5 end)`,
    ),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** When the token was last used, to the hour: a session unused for SESSION_IDLE_DAYS ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sign-in's User-Agent, cut to USER_AGENT_MAX; null when none was sent (or before it was kept). */
    userAgent: text('user_agent'),
    /** The address the sign-in came from (the client's, behind the proxies TRUST_PROXY names). */
    ip: text('ip'),
    /** The address's city when known: null today, as no geolocation database is kept. */
    city: text('city'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    // A user's sessions, the newest first (the cabinet's list); serves the lookups by user too.
    index('sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A registration in progress through its five steps; the uuid is its handle. */
export const registrations = pgTable(
  'registrations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by finalize; a completed registration answers 404 from then on. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Ours: the consents given on the phone step, with when and from where; finalize writes them
     * to `consents` as the new user's.
     */
    consents: jsonb('consents').$type<RegistrationConsent[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('registrations_created_idx').on(t.createdAt)],
);

/** A consent given during a registration, before there is a user to give it. */
export type RegistrationConsent = {
  document: string;
  version: string;
  givenAt: string;
  ip: string;
  userAgent: string | null;
};

/**
 * One-time codes sent by SMS or e-mail. `purpose` says what the code proves, `target` where it was
 * sent (phone or e-mail), `subject` whose flow it belongs to (a registration uuid, a user id).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_subject_idx').on(t.purpose, t.subject, t.createdAt),
    index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt),
  ],
);

/** Request counters of the rate limiter, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A fresh confirmation of the user's current phone or e-mail (step-up), required before a code is
 * sent to a new one; spent by the change it allows.
 */
export const stepUps = pgTable(
  'step_ups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('step_ups_kind_check', sql`${t.kind} in ('phone', 'email')`),
  ],
);

/**
 * A client's private word on a contractor: a note and whether it is on the client's list
 * 'Не приглашать'. Only that client reads it (its own directory, the contractor's page and the
 * note's calls); one row per pair, the key serving the directory's lookup of a page's cards.
 */
export const contractorNotes = pgTable(
  'contractor_notes',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    doNotInvite: boolean('do_not_invite').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.contractorId] }),
    // Deleting a contractor's account removes the notes on it.
    index('contractor_notes_contractor_idx').on(t.contractorId),
  ],
);
