import { sql } from 'drizzle-orm';
import type { Tx } from './connect';

/**
 * The database's clock (`now()`: the transaction's start inside one). Rules that the database also
 * enforces by its clock read it here, so a check and its enforcement never disagree.
 */
export async function databaseNow(tx: Tx): Promise<Date> {
  const [row] = await tx
    .select({ now: sql<Date>`now()`.mapWith((value: Date | string) => new Date(value)) })
    .from(sql`(values (1)) as one (x)`);
  return row!.now;
}
