import { SEARCH_MAX } from '@podryad/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readPage, searchOf } from '@/lib/url-state';

/** How long a search box waits after the last keystroke before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

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
function writeFilter<P extends FilterParams>(
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

function readFilter<P extends FilterParams>(spec: P, params: URLSearchParams): FilterOf<P> {
  return Object.fromEntries(
    Object.keys(spec).map((name) => [name, spec[name]!.read(params.getAll(name))]),
  ) as FilterOf<P>;
}

/** The filter as it stands in the URL, as a query string of its own (equal filters, equal text). */
function filterText<P extends FilterParams>(spec: P, filter: FilterOf<P>) {
  const params = new URLSearchParams();
  writeFilter(spec, filter, params);
  return params.toString();
}

/** A search as it is asked: trimmed, at most SEARCH_MAX characters. */
const clean = (text: string) => text.trim().slice(0, SEARCH_MAX);

/** What a catalog's URL asks for: its page, search and applied filter (a route's loader reads it too). */
export function readCatalogUrl<P extends FilterParams>(spec: P, params: URLSearchParams) {
  return {
    page: readPage(params.get('page')),
    query: clean(params.get('q') ?? ''),
    filter: readFilter(spec, params),
  };
}

/**
 * The state of a catalog screen, kept in the URL so that Back and a reload return to it: `page`
 * (left out on the first), `q` (the search) and the filter's own parameters (`spec`, a constant of
 * the screen: e.g. `{ region: textParam, types: listParam(WORK_TYPES) }`, the API's names). What
 * the URL cannot be read as falls back to the default.
 *
 * The filter panel edits a local `draft` that 'Показать' (`apply`) puts in the URL as a new history
 * entry, as does a page change. The search box (`search`) is applied 300 ms after the last
 * keystroke, replacing the history entry. A new search or filter starts again at page 1.
 */
export function useCatalogState<P extends FilterParams>(spec: P) {
  const [params] = useSearchParams();
  const url = readCatalogUrl(spec, params);
  const { page, query } = url;

  const appliedText = filterText(spec, url.filter);
  const filter = useMemo(
    () => readFilter(spec, new URLSearchParams(appliedText)),
    [spec, appliedText],
  );
  const empty = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(spec).map(([name, param]) => [name, param.empty]),
      ) as FilterOf<P>,
    [spec],
  );

  // The panel's draft follows the applied filter whenever that changes (Back, a reset).
  const [draft, setDraft] = useState(filter);
  const [draftBase, setDraftBase] = useState(appliedText);
  if (draftBase !== appliedText) {
    setDraftBase(appliedText);
    setDraft(filter);
  }

  // The search box: what it shows, and whether that was typed (only typing reaches the URL).
  const [box, setBox] = useState({ text: query, typed: false });
  const [debounced] = useDebouncedValue(box.text, SEARCH_DEBOUNCE_MS);
  // The URL's search changed other than by the typing's own write (Back, a link): the box shows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    const written = box.typed && query === clean(debounced);
    if (!written && box.text !== query) setBox({ text: query, typed: false });
  }

  const navigate = useNavigate();
  const change = (edit: (next: URLSearchParams) => void, replace = false) => {
    const next = new URLSearchParams(params);
    edit(next);
    if (next.toString() !== params.toString()) navigate({ search: searchOf(next) }, { replace });
  };

  // What was typed reaches the URL once the typing pauses, replacing the history entry.
  const settled = box.typed && debounced === box.text ? clean(debounced) : null;
  useEffect(() => {
    if (settled === null || settled === query) return;
    const next = new URLSearchParams(params);
    if (settled) next.set('q', settled);
    else next.delete('q');
    next.delete('page');
    navigate({ search: searchOf(next) }, { replace: true });
  }, [settled, query, params, navigate]);

  const clearFilter = (next: URLSearchParams) => {
    writeFilter(spec, empty, next);
    next.delete('page');
  };

  return {
    page,
    /** Another page: a new history entry, unless `replace` (a page that no longer exists). */
    setPage: (to: number, { replace = false } = {}) =>
      change((next) => {
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
      }, replace),
    /** What the search box shows. */
    search: box.text,
    setSearch: (text: string) => setBox({ text, typed: true }),
    /** The search the list is asked with (the URL's `q`). */
    query,
    /** The filter the list is asked with (the URL's). */
    filter,
    draft,
    setDraft,
    /** 'Показать': the draft becomes the filter, from page 1. */
    apply: () =>
      change((next) => {
        writeFilter(spec, draft, next);
        next.delete('page');
      }),
    /** 'Сбросить фильтры' of the panel: clears it and what it applied; the search stays. */
    reset: () => {
      setDraft(empty);
      change(clearFilter);
    },
    /** Clears the filter and the search: nothing found leads back to everything. */
    resetAll: () => {
      setDraft(empty);
      setBox({ text: '', typed: false });
      change((next) => {
        clearFilter(next);
        next.delete('q');
      });
    },
    /** Whether a search or a filter narrows the list. */
    narrowed: query !== '' || appliedText !== '',
  };
}
