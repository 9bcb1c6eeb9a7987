import { COUNT_AHEAD_PAGES, type ListMeta, type PageQuery } from '@podryad/domain';
import { type AnyColumn, type SQL, count, ilike, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search of the lists: one of the columns contains the text in any case (trigram indexes), or
 * `document` — a stored `tsvector` column with a GIN index (`tenders.search`,
 * `contractor_profiles.search`), or a `to_tsvector('russian', …)` expression on a small list —
 * matches it as Russian words in any form, so 'домов' finds 'Строительство дома'. Each branch of
 * the OR has its own index, so a rare word is a BitmapOr of index scans, and a common one the
 * list's order with a cheap filter.
 */
export const textSearch = (columns: AnyColumn[], document: SQL | AnyColumn, text: string): SQL =>
  or(
    ...columns.map((column) => ilike(column, containing(text))),
    sql`${document} @@ plainto_tsquery('russian', ${text})`,
  )!;

/**
 * One page of a list and its `meta`: `select` reads the page's rows (given LIMIT and OFFSET), then
 * at most one count over `table` with the same condition gives the total. At most two statements
 * whatever the page, and neither reads the whole match of a big list:
 *
 * - a page that is not full, or an empty page 1, already tells the exact total: no count;
 * - otherwise the count stops COUNT_AHEAD_PAGES pages past this page (`count(*)` over a subquery
 *   with a LIMIT), so it reads at most the rows up to there, not all 90,000 open tenders. A list
 *   longer than that answers that many with `total_lower_bound: true`; the paginator then shows
 *   the pages up to there, and more as the reader goes on.
 */
export async function paged<T>(
  db: Db,
  query: PageQuery,
  table: PgTable,
  where: SQL | undefined,
  select: (limit: number, offset: number) => Promise<T[]>,
): Promise<{ rows: T[]; meta: ListMeta }> {
  const { page, per_page } = query;
  const offset = (page - 1) * per_page;
  const rows = await select(per_page, offset);
  if ((rows.length > 0 && rows.length < per_page) || (rows.length === 0 && page === 1)) {
    return {
      rows,
      meta: { total: offset + rows.length, page, per_page, total_lower_bound: false },
    };
  }
  const cap = offset + per_page * COUNT_AHEAD_PAGES;
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(matches);
  const more = total > cap;
  return {
    rows,
    meta: { total: more ? cap : total, page, per_page, total_lower_bound: more },
  };
}
