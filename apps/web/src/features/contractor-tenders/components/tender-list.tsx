import { MSG_TENDERS, filterTenders } from '@podryad/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useOpenTenders } from '@/api/tenders';
import { Catalog, useCatalogState } from '@/components/catalog';
import { TenderCard } from './tender-card';
import { NO_TENDER_FILTER, TenderFilters, type TenderDraft } from './tender-filters';

/**
 * /profile/contractor/tenders 'Тендеры' (spec 001 §2.6, §5): the open tenders, filtered by a city
 * (a substring of the address) and work types once 'Показать' is pressed, searched by name as one
 * types, in pages of 12 with the paginator only when there is more than one page.
 */
export function TenderList() {
  const tenders = useOpenTenders();
  const state = useCatalogState<TenderDraft>(NO_TENDER_FILTER);
  const { filter, search } = state;
  // Nothing found leads back to everything: this reset also clears the search.
  const resetAll = () => {
    state.reset();
    state.setSearch('');
  };

  const list = useMemo(() => tenders.data ?? [], [tenders.data]);
  const shown = useMemo(
    () => filterTenders(list, { search, region: filter.region, types: filter.types }),
    [list, search, filter],
  );

  return (
    <Catalog
      title="Тендеры"
      filters={
        <TenderFilters
          value={state.draft}
          onChange={state.setDraft}
          onApply={state.apply}
          onReset={state.reset}
        />
      }
      search={{ label: 'Поиск', placeholder: 'Поиск', value: search, onChange: state.setSearch }}
      query={tenders}
      errorFallback={MSG_TENDERS.tendersLoadFailed}
      items={shown}
      page={state.page}
      onPage={(page) => {
        state.setPage(page);
        // The list is loaded again on every page change (spec 001 §7.3): new tenders, closed ones gone.
        void tenders.refetch();
      }}
      itemKey={(tender) => tender.id}
      renderItem={(tender) => <TenderCard tender={tender} />}
      summary={
        <Text size="sm" c="gray.7" role="status">
          Найдено: {shown.length}
        </Text>
      }
      empty={
        list.length === 0 ? (
          <Text c="gray.7" ta="center" py="xl">
            Открытых тендеров пока нет
          </Text>
        ) : (
          <Stack align="center" py="xl" gap="sm">
            <Text c="gray.7">Тендеры не найдены</Text>
            <Button variant="default" onClick={resetAll}>
              Сбросить фильтры
            </Button>
          </Stack>
        )
      }
    />
  );
}
