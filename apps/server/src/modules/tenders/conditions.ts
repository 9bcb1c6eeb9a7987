import { sql } from 'drizzle-orm';
import { tenders } from '../../db/schema';

/*
 * The conditions of a tender that decide what its client may read of the offers and which moves
 * it takes, tested by the database's clock (the one every app instance shares). Each is written
 * once over a tender aliased `t` (for statements in SQL text) and once over the `tenders` table
 * (for statements written with drizzle).
 */

/**
 * Its offers are sealed from its client now. Every statement that answers offers to the client
 * tests this, beside `offersSealed` of the domain for answers built in code.
 */
export const SEALED_SQL = `(t.sealed and t.offers_deadline > now())`;
export const sealedSql = () =>
  sql<boolean>`(${tenders.sealed} and ${tenders.offersDeadline} > now())`.mapWith(Boolean);

/**
 * Its переторжка round still takes prices. A request `r` of it in the round is read by the client
 * at `r.rebid_base` meanwhile (`CLIENT_REVISION_SQL`).
 */
export const REBID_RUNNING_SQL = `(t.rebid_deadline is not null and t.rebid_deadline > now())`;
export const rebidRunningSql = () =>
  sql<boolean>`coalesce(${tenders.rebidDeadline} > now(), false)`.mapWith(Boolean);

/** SQL over `r` and `t`: the version of the offer its client reads now. */
export const CLIENT_REVISION_SQL = `case when ${REBID_RUNNING_SQL} and r.rebid_base is not null
  then r.rebid_base else r.revision end`;
