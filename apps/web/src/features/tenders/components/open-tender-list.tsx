import { MSG_TENDERS } from '@podryad/domain';
import { Text } from '@mantine/core';
import { useOpenTenders } from '@/features/tenders/api/get-open-tenders';
import { TENDER_FILTER } from '@/features/tenders/open-tender-url';
import { Catalog, NothingFound } from '@/components/catalog';
import { useServerCatalog } from '@/lib/use-server-catalog';
import { TenderCard } from '@/features/tenders/components/open-tender-card';
import { TenderFilters } from '@/features/tenders/components/open-tender-filters';

/**
 * /profile/contractor/tenders 'Тендеры': the open tenders, filtered by a city
 * (a substring of the address) and work types once 'Показать' is pressed, searched by name as one
 * types, in pages of 12 with the paginator only when there is more than one page. The server
 * searches, filters and pages; the URL keeps the page and what was applied.
 */
export function TenderList() {
  // Each page is a query of its own: a page change loads the list again.
  const { state, catalog, panel } = useServerCatalog(
    TENDER_FILTER,
    useOpenTenders,
    (answer) => answer.tenders,
  );

  return (
    <Catalog
      {...catalog}
      title="Тендеры"
      filters={<TenderFilters {...panel} />}
      searchLabel="Поиск"
      errorFallback={MSG_TENDERS.tendersLoadFailed}
      itemKey={(tender) => tender.id}
      renderItem={(tender) => <TenderCard tender={tender} />}
      showTotal
      empty={
        state.narrowed ? (
          <NothingFound text="Тендеры не найдены" onReset={state.resetAll} />
        ) : (
          <Text c="gray.7" ta="center" py="xl">
            Открытых тендеров пока нет
          </Text>
        )
      }
    />
  );
}
