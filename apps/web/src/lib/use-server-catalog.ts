import type { ListMeta } from '@podryad/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { type CatalogQuery, type FilterParams, catalogQuery } from '@/lib/catalog-url';
import { useCatalogState } from '@/lib/use-catalog-state';

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
