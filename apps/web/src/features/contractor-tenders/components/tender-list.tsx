import { MSG_TENDERS, PAGE_SIZE, totalText } from '@podryad/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useOpenTenders } from '@/api/tenders';
import { Catalog } from '@/components/catalog';
import { useCatalogState } from '@/lib/use-catalog-state';
import { TenderCard } from './tender-card';
import { TENDER_FILTER, TenderFilters } from './tender-filters';

/**
 * /profile/contractor/tenders 'Тендеры' (spec 001 §2.6, §5): the open tenders, filtered by a city
 * (a substring of the address) and work types once 'Показать' is pressed, searched by name as one
 * types, in pages of 12 with the paginator only when there is more than one page. The server
 * searches, filters and pages; the URL keeps the page and what was applied.
 */
export function TenderList() {
  const state = useCatalogState(TENDER_FILTER);
  const tenders = useOpenTenders({
    page: state.page,
    per_page: PAGE_SIZE,
    q: state.query,
    ...state.filter,
  });

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
      search={{
        label: 'Поиск',
        placeholder: 'Поиск',
        value: state.search,
        onChange: state.setSearch,
      }}
      query={tenders}
      errorFallback={MSG_TENDERS.tendersLoadFailed}
      items={tenders.data?.tenders ?? []}
      meta={tenders.data?.meta}
      // Each page is a query of its own: a page change loads the list again (spec 001 §7.3).
      onPage={state.setPage}
      itemKey={(tender) => tender.id}
      renderItem={(tender) => <TenderCard tender={tender} />}
      summary={
        <Text size="sm" c="gray.7" role="status">
          Найдено: {tenders.data && totalText(tenders.data.meta)}
        </Text>
      }
      empty={
        !state.narrowed ? (
          <Text c="gray.7" ta="center" py="xl">
            Открытых тендеров пока нет
          </Text>
        ) : (
          <Stack align="center" py="xl" gap="sm">
            <Text c="gray.7">Тендеры не найдены</Text>
            <Button variant="default" onClick={state.resetAll}>
              Сбросить фильтры
            </Button>
          </Stack>
        )
      }
    />
  );
}
