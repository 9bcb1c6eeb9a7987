import { MSG_TENDERS, contractorRegions, filterContractors } from '@podryad/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useContractors } from '@/api/contractors';
import { Catalog, useCatalogState } from '@/components/catalog';
import { ContractorCard } from '@/components/contractor-card';
import { DirectoryFilters, NO_DIRECTORY_FILTER, type DirectoryDraft } from './directory-filters';

/**
 * /profile/client/contractors 'Подрядчики' (spec 000 §2): the filter panel applied by 'Показать',
 * a search applied as one types, and the cards paged by 12. Contractors that do not take part in
 * tenders are listed with a badge; they cannot be invited.
 */
export function ContractorDirectory() {
  const contractors = useContractors();
  const state = useCatalogState<DirectoryDraft>(NO_DIRECTORY_FILTER);
  const { filter, search } = state;
  // The directory's reset also clears the search: nothing found should lead back to everything.
  const reset = () => {
    state.reset();
    state.setSearch('');
  };

  const list = useMemo(() => contractors.data ?? [], [contractors.data]);
  const regions = useMemo(() => contractorRegions(list), [list]);
  const shown = useMemo(
    () => filterContractors(list, { search, region: filter.region, types: filter.types }),
    [list, search, filter],
  );

  return (
    <Catalog
      title="Подрядчики"
      filters={
        <DirectoryFilters
          regions={regions}
          value={state.draft}
          onChange={state.setDraft}
          onApply={state.apply}
          onReset={reset}
        />
      }
      search={{
        label: 'Поиск подрядчика',
        placeholder: 'Поиск по названию',
        value: search,
        onChange: state.setSearch,
      }}
      query={contractors}
      errorFallback={MSG_TENDERS.contractorsLoadFailed}
      items={shown}
      page={state.page}
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
          Найдено: {shown.length}
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
