import type { ListMeta, PageQuery } from '@podryad/domain';
import { type AnyColumn, type SQL, ilike, or, sql } from 'drizzle-orm';

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

/** LIMIT and OFFSET of one page. */
export const pageWindow = ({ page, per_page }: PageQuery) => ({
  limit: per_page,
  offset: (page - 1) * per_page,
});

/** The answer's `meta` for a page of a list of `total` items. */
export const listMetaOf = ({ page, per_page }: PageQuery, total: number): ListMeta => ({
  total,
  page,
  per_page,
});
