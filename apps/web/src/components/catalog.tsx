import { paginate } from '@podryad/domain';
import { Grid, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { Loading } from './loading';
import { errorMessages } from '@/lib/api-client';
import { ErrorList } from './error-list';
import { Paginator } from './paginator';

/**
 * The state of a filtered list: the panel's draft, the filter 'Показать' applied, the search (applied
 * as one types) and the page, which goes back to 1 whenever what is shown changes.
 */
export function useCatalogState<F>(empty: F) {
  const [draft, setDraft] = useState<F>(empty);
  const [filter, setFilter] = useState<F>(empty);
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  return {
    draft,
    setDraft,
    filter,
    search,
    page,
    setPage,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    apply: () => {
      setFilter(draft);
      setPage(1);
    },
    /** Clears the panel and what it applied; the search stays. */
    reset: () => {
      setDraft(empty);
      setFilter(empty);
      setPage(1);
    },
  };
}

type Props<T> = {
  title: string;
  /** Between the title and the list, e.g. a banner. */
  header?: ReactNode;
  filters: ReactNode;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  query: { isPending: boolean; isError: boolean; error: unknown };
  errorFallback: string;
  /** Everything that matches; the catalog shows one page of it. */
  items: readonly T[];
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: ReactNode;
  /** Above the cards, e.g. how many were found. */
  summary?: ReactNode;
};

/**
 * A list screen of the spec (projects, the contractor directory, the contractor's tenders): title,
 * the filter panel on the left, the search and a grid of cards paged by 12 on the right.
 */
export function Catalog<T>(props: Props<T>) {
  const { query, search } = props;
  const { items, pages, current } = paginate(props.items, props.page);
  return (
    <Stack py="lg">
      <Title order={1}>{props.title}</Title>
      {props.header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>{props.filters}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <TextInput
              type="search"
              aria-label={search.label}
              placeholder={search.placeholder}
              value={search.value}
              onChange={(event) => search.onChange(event.currentTarget.value)}
            />
            {query.isPending ? (
              <Loading />
            ) : query.isError ? (
              <ErrorList errors={errorMessages(query.error, props.errorFallback)} />
            ) : items.length === 0 ? (
              props.empty
            ) : (
              <>
                {props.summary}
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {items.map((item) => (
                    <Fragment key={props.itemKey(item)}>{props.renderItem(item)}</Fragment>
                  ))}
                </SimpleGrid>
                <Paginator
                  page={current}
                  pages={pages}
                  onChange={(next) => {
                    props.onPage(next);
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
