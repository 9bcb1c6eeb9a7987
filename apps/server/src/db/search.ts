import type { ListMeta, PageQuery } from '@podryad/domain';
import { type AnyColumn, type SQL, count, ilike, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search of the lists: one of the columns contains the text in any case (trigram indexes), or
 * `document` (a `to_tsvector('russian', …)` expression with an index of its own) matches it as
 * Russian words in any form, so 'домов' finds 'Строительство дома'.
 */
export const textSearch = (columns: AnyColumn[], document: SQL, text: string): SQL =>
  or(
    ...columns.map((column) => ilike(column, containing(text))),
    sql`${document} @@ plainto_tsquery('russian', ${text})`,
  )!;

/**
 * One page of a list and its `meta`: `select` reads the page's rows (given LIMIT and OFFSET), then
 * one count over `table` with the same condition gives the total. Two statements whatever the page.
 */
export async function paged<T>(
  db: Db,
  query: PageQuery,
  table: PgTable,
  where: SQL | undefined,
  select: (limit: number, offset: number) => Promise<T[]>,
): Promise<{ rows: T[]; meta: ListMeta }> {
  const { page, per_page } = query;
  const rows = await select(per_page, (page - 1) * per_page);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  return { rows, meta: { total, page, per_page } };
}
