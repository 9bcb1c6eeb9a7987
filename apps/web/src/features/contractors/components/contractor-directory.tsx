import { MSG_TENDERS } from '@podryad/domain';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useContractors } from '@/features/contractors/api/get-contractors';
import { Catalog, NothingFound } from '@/components/catalog';
import { ContractorCard } from '@/features/contractors/components/contractor-card';
import { useServerCatalog } from '@/lib/use-server-catalog';
import {
  DIRECTORY_FILTER,
  DirectoryFilters,
} from '@/features/contractors/components/directory-filters';
import { paths } from '@/lib/paths';

/**
 * /profile/client/contractors 'Подрядчики': the filter panel applied by 'Показать',
 * a search applied as one types, and the cards paged by 12; the server searches, filters and
 * pages, and the URL keeps the page and what was applied. Contractors that do not take part in
 * tenders are listed with a badge; they cannot be invited.
 */
export function ContractorDirectory() {
  const { state, list, catalog, panel } = useServerCatalog(
    DIRECTORY_FILTER,
    useContractors,
    (answer) => answer.users,
  );
  // The directory's reset also clears the search: nothing found should lead back to everything.
  const reset = state.resetAll;

  return (
    <Catalog
      {...catalog}
      title="Подрядчики"
      filters={<DirectoryFilters {...panel} regions={list.data?.regions ?? []} onReset={reset} />}
      searchLabel="Поиск подрядчика"
      searchPlaceholder="Поиск по названию"
      errorFallback={MSG_TENDERS.contractorsLoadFailed}
      itemKey={(contractor) => contractor.id}
      renderItem={(contractor) => (
        <ContractorCard
          contractor={contractor}
          actions={
            <Button component={Link} to={paths.client.contractor(contractor.id)} variant="light">
              Подробнее
            </Button>
          }
        />
      )}
      showTotal
      empty={<NothingFound text="Подрядчики не найдены" onReset={reset} />}
    />
  );
}
