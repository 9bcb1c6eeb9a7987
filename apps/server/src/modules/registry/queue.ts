import { innPasses } from '@podryad/domain';
import { and, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect';
import { companyChecks } from '../../db/schema';

/*
 * The queue of register checks: a row per INN some company on the market has (company_checks),
 * due at once when the INN first appears, then a day after each answer (the worker moves it).
 * Other modules queue their companies' INNs here and declare which of their rows name an INN;
 * a check no row names any more is dropped.
 */

/**
 * Rows of a module that name a company by its INN (a contractor's profile, the company a client
 * buys for; a row without one names none): the module that owns the column declares it, and a check is kept while any
 * declared row names its INN.
 */
export type CompanyReference = { table: PgTable; inn: PgColumn };

/**
 * An INN that fails its check digits is not in the register: it is never sent (a call of the
 * day's quota would learn nothing), its row says so and is never due.
 */
const checkRow = (inn: string) =>
  innPasses(inn)
    ? { inn }
    : { inn, reason: 'bad_inn' as const, dueAt: sql`'infinity'::timestamptz` };

/**
 * Queues the register's check of a company's INN, in the transaction that gave the company this
 * INN: a new INN is due at once (before any refresh). An INN already queued or checked keeps its
 * row: its facts are at most a day old, and changing an INN back and forth spends no calls.
 */
export async function queueCompanyCheck(tx: Tx, inn: string) {
  await tx.insert(companyChecks).values(checkRow(inn)).onConflictDoNothing();
}

/** INNs queued by one sync at most: the first one after this feature came has every company's. */
const SYNC_BATCH = 1000;

/**
 * Keeps the queue to the companies on the market: queues the INNs of declared rows that have no
 * check yet (companies written before checks existed, or by the demo data), and drops the checks
 * of INNs no declared row names any more (not while a server holds one). Safe on several servers
 * at once: inserts that may conflict and deletes. Answers how many rows were queued and dropped.
 */
export async function syncCompanyChecks(db: Db, references: readonly CompanyReference[]) {
  // With nothing declared, every check would look unnamed.
  if (references.length === 0) return { queued: 0, dropped: 0 };
  let queued = 0;
  for (const ref of references) {
    const missing = await db
      .selectDistinct({ inn: ref.inn })
      .from(ref.table)
      .where(
        and(
          isNotNull(ref.inn),
          notExists(
            db
              .select({ one: sql`1` })
              .from(companyChecks)
              .where(eq(companyChecks.inn, ref.inn)),
          ),
        ),
      )
      .limit(SYNC_BATCH);
    const inns = missing.map((m) => m.inn as string).filter(Boolean);
    if (inns.length === 0) continue;
    const rows = await db
      .insert(companyChecks)
      .values(inns.map(checkRow))
      .onConflictDoNothing()
      .returning({ inn: companyChecks.inn });
    queued += rows.length;
  }
  const dropped = await db
    .delete(companyChecks)
    .where(
      and(
        ...references.map((ref) =>
          notExists(
            db
              .select({ one: sql`1` })
              .from(ref.table)
              .where(eq(ref.inn, companyChecks.inn)),
          ),
        ),
        or(isNull(companyChecks.claimedUntil), lt(companyChecks.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ inn: companyChecks.inn });
  return { queued, dropped: dropped.length };
}
