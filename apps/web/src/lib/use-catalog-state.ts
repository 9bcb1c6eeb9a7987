import { useDebouncedValue } from '@mantine/hooks';
import { useContext, useEffect, useMemo, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
import {
  type FilterOf,
  type FilterParams,
  clean,
  filterText,
  readCatalogUrl,
  readFilter,
  writeFilter,
} from '@/lib/catalog-url';
import { searchOf } from '@/lib/url-state';

/** How long a search box waits after the last keystroke before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

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

  // What was typed reaches the URL once the typing pauses, replacing the history entry. Not while
  // the person is leaving the list (a link's screen still loading): the write would cancel that
  // navigation, or land on the next screen's address. The router tells its screens of a navigation
  // in a transition, which the pause's render may come before: the router's own state decides.
  const settled = box.typed && debounced === box.text ? clean(debounced) : null;
  const leaving = useNavigation().state !== 'idle';
  const router = useContext(DataRouterContext)?.router;
  useEffect(() => {
    if (settled === null || settled === query || leaving) return;
    if (router && router.state.navigation.state !== 'idle') return;
    const next = new URLSearchParams(params);
    if (settled) next.set('q', settled);
    else next.delete('q');
    next.delete('page');
    navigate({ search: searchOf(next) }, { replace: true });
  }, [settled, query, params, navigate, leaving, router]);

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
