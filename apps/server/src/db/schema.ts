/*
 * The whole database schema, as drizzle-kit (drizzle.config.ts) and the app (`import * as schema`
 * in connect.ts) read it: every table of both halves, so relational queries and migrations see all
 * of them. New tables go in schema-accounts.ts, schema-market.ts, schema-record.ts (a tender's
 * questions and trail), schema-delivery.ts (how notices leave the product), schema-registry.ts
 * (what outside registers say of the companies), schema-deals.ts (what follows the choice),
 * schema-cases.ts (contractors' portfolios), schema-reviews.ts (the reviews a deal unlocks, and
 * the ratings) or schema-own-data.ts (consents, archives of one's data, deletion records).
 */
export * from './schema-accounts';
export * from './schema-market';
export * from './schema-delivery';
export * from './schema-record';
export * from './schema-registry';
export * from './schema-deals';
export * from './schema-cases';
export * from './schema-reviews';
export * from './schema-own-data';
