import { MSG_TENDERS, PAGE_SIZE, totalText } from '@podryad/domain';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useContractors } from '@/api/contractors';
import { Catalog } from '@/components/catalog';
import { ContractorCard } from '@/components/contractor-card';
import { useCatalogState } from '@/lib/use-catalog-state';
import { DIRECTORY_FILTER, DirectoryFilters } from './directory-filters';

/**
 * /profile/client/contractors 'Подрядчики' (spec 000 §2): the filter panel applied by 'Показать',
 * a search applied as one types, and the cards paged by 12; the server searches, filters and
 * pages, and the URL keeps the page and what was applied. Contractors that do not take part in
 * tenders are listed with a badge; they cannot be invited.
 */
export function ContractorDirectory() {
  const state = useCatalogState(DIRECTORY_FILTER);
  const contractors = useContractors({
    page: state.page,
    per_page: PAGE_SIZE,
    q: state.query,
    ...state.filter,
  });
  // The directory's reset also clears the search: nothing found should lead back to everything.
  const reset = state.resetAll;

  return (
    <Catalog
      title="Подрядчики"
      filters={
        <DirectoryFilters
          regions={contractors.data?.regions ?? []}
          value={state.draft}
          onChange={state.setDraft}
          onApply={state.apply}
          onReset={reset}
        />
      }
      search={{
        label: 'Поиск подрядчика',
        placeholder: 'Поиск по названию',
        value: state.search,
        onChange: state.setSearch,
      }}
      query={contractors}
      errorFallback={MSG_TENDERS.contractorsLoadFailed}
      items={contractors.data?.users ?? []}
      meta={contractors.data?.meta}
      onPage={state.setPage}
      itemKey={(contractor) => contractor.id}
      renderItem={(contractor) => (
        <ContractorCard
          contractor={contractor}
          actions={
            <Button
              component={Link}
              to={`/profile/client/contractor/${contractor.id}`}
              variant="light"
            >
              Подробнее
            </Button>
          }
        />
      )}
      summary={
        <Text size="sm" c="gray.7" role="status">
          Найдено: {contractors.data && totalText(contractors.data.meta)}
        </Text>
      }
      empty={
        <Stack align="center" py="xl" gap="sm">
          <Text c="gray.7">Подрядчики не найдены</Text>
          <Button variant="default" onClick={reset}>
            Сбросить фильтры
          </Button>
        </Stack>
      }
    />
  );
}
