import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';
import { deals } from './schema-deals';

/** A completed work in a contractor's portfolio. */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    services: text('services').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull(),
    cover: text('cover'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The accepted deal the case was made from, at most one case per deal; null: its own word. */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cases_owner_created_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('cases_deal_key').on(t.dealId),
  ],
);
