import { PAGE_SIZE, type ListMeta } from '@podryad/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import {
  type FilterOf,
  type FilterParams,
  readCatalogUrl,
  useCatalogState,
} from '@/lib/use-catalog-state';

/** What a catalog screen asks the server for: a page of PAGE_SIZE, the search and the filter. */
export type CatalogQuery<P extends FilterParams> = {
  page: number;
  per_page: number;
  q: string;
} & FilterOf<P>;

const catalogQuery = <P extends FilterParams>(
  page: number,
  q: string,
  filter: FilterOf<P>,
): CatalogQuery<P> => ({ page, per_page: PAGE_SIZE, q, ...filter });

/** The list a catalog's URL asks for: what its route's loader starts loading before the screen. */
export function catalogQueryOfUrl<P extends FilterParams>(spec: P, params: URLSearchParams) {
  const { page, query, filter } = readCatalogUrl(spec, params);
  return catalogQuery(page, query, filter);
}

/**
 * The wiring of a catalog screen whose list the server pages, searches and filters: the state in
 * the URL (`useCatalogState(spec)`), the list asked for with it (`useList`, the API's hook, e.g.
 * `useProjects`) and the items of its answer (`itemsOf`). Answers `catalog`, the props of `Catalog`
 * these give, and `panel`, those of the screen's filter panel; the screen adds what is its own
 * (title, texts, filter panel, cards, empty state).
 */
export function useServerCatalog<P extends FilterParams, A extends { meta: ListMeta }, T>(
  spec: P,
  useList: (query: CatalogQuery<P>) => UseQueryResult<A>,
  itemsOf: (answer: A) => readonly T[],
) {
  const state = useCatalogState(spec);
  // The answer's cards render in a transition, which React renders in slices: a query's update
  // alone would render them in one task, long on a phone as the screen first fills.
  const list = useDeferredValue(useList(catalogQuery(state.page, state.query, state.filter)));
  return {
    state,
    list,
    catalog: {
      search: { value: state.search, onChange: state.setSearch },
      query: list,
      items: list.data ? itemsOf(list.data) : [],
      meta: list.data?.meta,
      onPage: state.setPage,
    },
    panel: {
      value: state.draft,
      onChange: state.setDraft,
      onApply: state.apply,
      onReset: state.reset,
    },
  };
}
