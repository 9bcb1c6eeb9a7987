import type { AddendumChange, Addendum } from '@podryad/domain';
import { sql } from 'drizzle-orm';

type AddendumFile = Addendum['files_added'][number];
import {
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
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';
import { tenders } from './schema-market';

/*
 * A tender's record beyond its requests: the contractors' questions with the client's answers,
 * its addenda, and the append-only trail of everything that happened to it.
 */

/**
 * A contractor's question about a tender and the client's answer (разъяснение): published to every
 * contractor who can see the tender (`all`) or to the asker alone (`asker`); null until answered.
 */
export const tenderQuestions = pgTable(
  'tender_questions',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    askerId: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    scope: text('scope'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tender_questions_scope_check', sql`${t.scope} in ('all', 'asker')`),
    check(
      'tender_questions_answered_check',
      sql`(${t.answer} is null) = (${t.scope} is null) and (${t.answer} is null) = (${t.answeredAt} is null)`,
    ),
    // A tender's page of questions, newest first; and one contractor's on it.
    index('tender_questions_tender_idx').on(t.tenderId, t.id),
    index('tender_questions_asker_idx').on(t.tenderId, t.askerId),
    // Everything one contractor asked (its data's archive, its account's removal).
    index('tender_questions_asker_id_idx').on(t.askerId, t.id),
    // The dashboard's count of questions waiting for an answer.
    index('tender_questions_waiting_idx')
      .on(t.tenderId)
      .where(sql`answer is null`),
  ],
);

/**
 * A tender's audit trail: what happened, when and by whom, about which contractor. Append-only:
 * a trigger refuses every change and every delete but the cascade of the tender's own deletion.
 */
export const tenderEvents = pgTable(
  'tender_events',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The contractor it concerns; null for the tender's own events. */
    contractorId: integer('contractor_id').references(() => users.id),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tender_events_tender_idx').on(t.tenderId, t.id),
    index('tender_events_contractor_idx').on(t.tenderId, t.contractorId, t.id),
    // A contractor's first view is recorded once.
    uniqueIndex('tender_events_first_view_key')
      .on(t.tenderId, t.actorId)
      .where(sql`event = 'viewed'`),
  ],
);

/**
 * A numbered change to a tender that has offers (изменение): the client's note, each changed field
 * before → after, and the documents added and removed with their names as they were then (a
 * removed file may be gone from the store). Written once, with its tender's `addenda` count.
 */
export const tenderAddenda = pgTable(
  'tender_addenda',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note'),
    changes: jsonb('changes').$type<AddendumChange[]>().notNull(),
    filesAdded: jsonb('files_added').$type<AddendumFile[]>().notNull(),
    filesRemoved: jsonb('files_removed').$type<AddendumFile[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tender_addenda_number_key').on(t.tenderId, t.number)],
);
