import { MSG_TENDERS, contractorRegions, filterContractors, paginate } from '@podryad/domain';
import {
  Button,
  Center,
  Grid,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useContractors } from '@/api/contractors';
import { errorMessages } from '@/lib/api-client';
import { ContractorCard } from '@/components/contractor-card';
import { ErrorList } from '@/components/error-list';
import { Paginator } from '@/components/paginator';
import { DirectoryFilters, NO_DIRECTORY_FILTER, type DirectoryDraft } from './directory-filters';

/**
 * /profile/client/contractors 'Подрядчики' (spec 000 §2): the filter panel applied by 'Показать',
 * a search applied as one types, and the cards paged by 12. Contractors that do not take part in
 * tenders are listed with a badge; they cannot be invited.
 */
export function ContractorDirectory() {
  const contractors = useContractors();
  const [search, setSearch] = useState('');
  // What the panel shows, and what 'Показать' applied.
  const [draft, setDraft] = useState<DirectoryDraft>(NO_DIRECTORY_FILTER);
  const [filter, setFilter] = useState<DirectoryDraft>(NO_DIRECTORY_FILTER);
  const [page, setPage] = useState(1);

  const list = useMemo(() => contractors.data ?? [], [contractors.data]);
  const regions = useMemo(() => contractorRegions(list), [list]);
  const shown = useMemo(
    () => filterContractors(list, { search, region: filter.region, types: filter.types }),
    [list, search, filter],
  );
  const { items, pages, current } = paginate(shown, page);

  const reset = () => {
    setDraft(NO_DIRECTORY_FILTER);
    setFilter(NO_DIRECTORY_FILTER);
    setSearch('');
    setPage(1);
  };

  return (
    <Stack py="lg">
      <Title order={1}>Подрядчики</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DirectoryFilters
            regions={regions}
            value={draft}
            onChange={setDraft}
            onApply={() => {
              setFilter(draft);
              setPage(1);
            }}
            onReset={reset}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <TextInput
              type="search"
              aria-label="Поиск подрядчика"
              placeholder="Поиск по названию"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            {contractors.isPending ? (
              <Center mih={200}>
                <Loader aria-label="Загрузка" />
              </Center>
            ) : contractors.isError ? (
              <ErrorList
                errors={errorMessages(contractors.error, MSG_TENDERS.contractorsLoadFailed)}
              />
            ) : items.length === 0 ? (
              <Stack align="center" py="xl" gap="sm">
                <Text c="gray.7">Подрядчики не найдены</Text>
                <Button variant="default" onClick={reset}>
                  Сбросить фильтры
                </Button>
              </Stack>
            ) : (
              <>
                <Text size="sm" c="gray.7" role="status">
                  Найдено: {shown.length}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {items.map((contractor) => (
                    <ContractorCard
                      key={contractor.id}
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
                  ))}
                </SimpleGrid>
                <Paginator
                  page={current}
                  pages={pages}
                  onChange={(next) => {
                    setPage(next);
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
