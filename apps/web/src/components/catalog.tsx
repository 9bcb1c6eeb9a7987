import { SEARCH_MAX, pageCount, totalText, type ListMeta } from '@podryad/domain';
import { Button, Grid, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Fragment, useEffect, type ReactNode } from 'react';
import { BusyRegion } from '@/components/busy-region';
import { Loading } from '@/components/loading';
import { type FailingRead, LoadFailure, readFailure } from '@/components/load-failure';
import { Paginator } from '@/components/paginator';

type Props<T> = {
  title: string;
  /** Between the title and the list, e.g. a banner. */
  header?: ReactNode;
  filters: ReactNode;
  /** The search box's name for screen readers, and its placeholder (the name when not given). */
  searchLabel: string;
  searchPlaceholder?: string;
  search: { value: string; onChange: (value: string) => void };
  /** The list's query; `isPlaceholderData` while the previous page stands in for the next. */
  query: FailingRead & { isPending: boolean; isPlaceholderData: boolean };
  errorFallback: string;
  /** The page the server answered, and its `meta`. */
  items: readonly T[];
  meta: ListMeta | undefined;
  onPage: (page: number, options?: { replace: boolean }) => void;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: ReactNode;
  /** 'Найдено: N' above the cards. */
  showTotal?: boolean;
};

/**
 * A list screen of the spec (projects, the contractor directory, the contractor's tenders): title,
 * the filter panel on the left, the search and a grid of cards on the right, one page of the
 * server's at a time with the paginator of its `meta`. While another page or filter loads, the
 * previous page stays in full colour, marked busy, with a thin bar running above it.
 */
export function Catalog<T>(props: Props<T>) {
  const { query, search, meta, items, onPage } = props;
  const pages = meta ? pageCount(meta) : 1;
  // A page past the end (a stale link, fewer items since): go to the last one instead.
  const pastTheEnd = meta !== undefined && meta.total > 0 && meta.page > pages;
  useEffect(() => {
    if (pastTheEnd && !query.isPlaceholderData) onPage(pages, { replace: true });
  }, [pastTheEnd, query.isPlaceholderData, pages, onPage]);

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
              aria-label={props.searchLabel}
              placeholder={props.searchPlaceholder ?? props.searchLabel}
              value={search.value}
              maxLength={SEARCH_MAX}
              onChange={(event) => search.onChange(event.currentTarget.value)}
            />
            {readFailure(query) !== null ? (
              <LoadFailure query={query} fallback={props.errorFallback} />
            ) : query.isPending || pastTheEnd ? (
              <Loading />
            ) : (
              <BusyRegion busy={query.isPlaceholderData}>
                {items.length === 0 || !meta ? (
                  props.empty
                ) : (
                  <Stack>
                    {props.showTotal && (
                      <Text size="sm" c="gray.7" role="status">
                        Найдено: {totalText(meta)}
                      </Text>
                    )}
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                      {items.map((item) => (
                        <Fragment key={props.itemKey(item)}>{props.renderItem(item)}</Fragment>
                      ))}
                    </SimpleGrid>
                    <Paginator
                      page={meta.page}
                      pages={pages}
                      onChange={(next) => {
                        onPage(next);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                    />
                  </Stack>
                )}
              </BusyRegion>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Nothing matches the search or the filter: says so and leads back to everything. */
export function NothingFound({ text, onReset }: { text: string; onReset: () => void }) {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text c="gray.7">{text}</Text>
      <Button variant="default" onClick={onReset}>
        Сбросить фильтры
      </Button>
    </Stack>
  );
}
