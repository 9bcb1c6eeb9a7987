import { PAGE_SIZE, SEARCH_MAX } from '@podryad/domain';
import { readPage } from '@/lib/url-state';

/*
 * What a catalog's URL says (its page, search and filter) and the list query it asks for: plain
 * functions, apart from the screens' hooks (use-catalog-state, use-server-catalog), so that the
 * first script can read a URL to start a list's call (lib/prefetch.ts) without carrying them.
 */

/** One filter of a catalog in the URL: its value when absent, and how it is read and written. */
export type FilterParam<V> = {
  empty: V;
  /** From the parameter's values in the URL (none: []); anything unknown is dropped. */
  read(values: string[]): V;
  /** The parameter's value, or null to leave it out. */
  write(value: V): string | null;
};

/** A text filter (the region): trimmed, empty means none. */
export const textParam: FilterParam<string | null> = {
  empty: null,
  read: (values) => values[0]?.trim().slice(0, SEARCH_MAX) || null,
  write: (value) => value?.trim() || null,
};

/** Any of `allowed` (work types, statuses), comma-separated in their order, as the API takes them. */
export function listParam<T extends string>(allowed: readonly T[]): FilterParam<T[]> {
  const known = (values: readonly string[]) => {
    const given = new Set(values.flatMap((value) => value.split(',')));
    return allowed.filter((value) => given.has(value));
  };
  return {
    empty: [],
    read: known,
    write: (value) => known(value).join(',') || null,
  };
}

/** A catalog's filter parameters by their names in the URL and the API. */
export type FilterParams = Record<string, FilterParam<unknown>>;

/** The filter a catalog's parameters describe: `{ region: string | null, types: WorkType[] }`. */
export type FilterOf<P extends FilterParams> = {
  [K in keyof P]: P[K] extends FilterParam<infer V> ? V : never;
};

/** Sets the filter's parameters on `params`, leaving out the empty ones. */
export function writeFilter<P extends FilterParams>(
  spec: P,
  filter: FilterOf<P>,
  params: URLSearchParams,
) {
  for (const name of Object.keys(spec)) {
    params.delete(name);
    const value = spec[name]!.write(filter[name]);
    if (value !== null) params.set(name, value);
  }
}

/** The filter the URL's parameters hold. */
export function readFilter<P extends FilterParams>(spec: P, params: URLSearchParams): FilterOf<P> {
  return Object.fromEntries(
    Object.keys(spec).map((name) => [name, spec[name]!.read(params.getAll(name))]),
  ) as FilterOf<P>;
}

/** The filter as it stands in the URL, as a query string of its own (equal filters, equal text). */
export function filterText<P extends FilterParams>(spec: P, filter: FilterOf<P>) {
  const params = new URLSearchParams();
  writeFilter(spec, filter, params);
  return params.toString();
}

/** A search as it is asked: trimmed, at most SEARCH_MAX characters. */
export const clean = (text: string) => text.trim().slice(0, SEARCH_MAX);

/** What a catalog's URL asks for: its page, search and applied filter (a route's loader reads it too). */
export function readCatalogUrl<P extends FilterParams>(spec: P, params: URLSearchParams) {
  return {
    page: readPage(params.get('page')),
    query: clean(params.get('q') ?? ''),
    filter: readFilter(spec, params),
  };
}

/** What a catalog screen asks the server for: a page of PAGE_SIZE, the search and the filter. */
export type CatalogQuery<P extends FilterParams> = {
  page: number;
  per_page: number;
  q: string;
} & FilterOf<P>;

export const catalogQuery = <P extends FilterParams>(
  page: number,
  q: string,
  filter: FilterOf<P>,
): CatalogQuery<P> => ({ page, per_page: PAGE_SIZE, q, ...filter });

/** The list a catalog's URL asks for: what its route's loader starts loading before the screen. */
export function catalogQueryOfUrl<P extends FilterParams>(spec: P, params: URLSearchParams) {
  const { page, query, filter } = readCatalogUrl(spec, params);
  return catalogQuery(page, query, filter);
}
