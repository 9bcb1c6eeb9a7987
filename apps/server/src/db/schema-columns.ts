import { customType, timestamp } from 'drizzle-orm/pg-core';

/*
 * Column builders both halves of the schema use (accounts, market); kept out of schema.ts so the
 * schema object the app and drizzle-kit read holds tables only.
 */

/**
 * A `tsvector` the database computes from other columns (GENERATED ALWAYS … STORED): the lists'
 * Russian word-form search reads it and its GIN index instead of running to_tsvector per row.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
