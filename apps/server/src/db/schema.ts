/*
 * The whole database schema, as drizzle-kit (drizzle.config.ts) and the app (`import * as schema`
 * in connect.ts) read it: every table of both halves, so relational queries and migrations see all
 * of them. New tables go in schema-accounts.ts, schema-market.ts, schema-record.ts (a tender's
 * questions and trail) or schema-delivery.ts (how notices leave the product).
 */
export * from './schema-accounts';
export * from './schema-market';
export * from './schema-delivery';
export * from './schema-record';
