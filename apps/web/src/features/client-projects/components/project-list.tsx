import { BANNER_MS, MSG_CABINET, paginate } from '@podryad/domain';
import {
  Alert,
  Anchor,
  Center,
  Grid,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { Paginator } from '@/components/paginator';
import { errorMessages } from '@/lib/api-client';
import { useProjects } from '@/api/projects';
import { NO_FILTER, filterProjects, type ProjectFilter } from '../utils/filter-projects';
import { ProjectCard } from './project-card';
import { ProjectFilters } from './project-filters';

/** 'Проект {name} успешно создан' for 4 s after the wizard, the name linking to the project. */
function CreatedBanner() {
  const [params] = useSearchParams();
  const name = params.get('createdName');
  const id = params.get('createdId');
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), BANNER_MS);
    return () => clearTimeout(timer);
  }, [name, id]);
  if (!name || !id || expired) return null;
  return (
    <Alert color="green" variant="light" role="status">
      Проект {/* The banner's own dark text colour, underlined: blue on green falls below 4.5:1. */}
      <Anchor
        component={Link}
        to={`/profile/client/project/${encodeURIComponent(id)}`}
        c="inherit"
        fw={600}
        underline="always"
      >
        {name}
      </Anchor>{' '}
      успешно создан
    </Alert>
  );
}

/** /profile/client/projects 'Проекты' (spec 001 §2.2). */
export function ProjectList() {
  const projects = useProjects();
  const [search, setSearch] = useState('');
  // What the filter bar shows, and what 'Показать' applied.
  const [draft, setDraft] = useState<ProjectFilter>(NO_FILTER);
  const [filter, setFilter] = useState<ProjectFilter>(NO_FILTER);
  const [page, setPage] = useState(1);

  const shown = useMemo(
    () => filterProjects(projects.data ?? [], search, filter),
    [projects.data, search, filter],
  );
  const { items, pages, current } = paginate(shown, page);

  return (
    <Stack py="lg">
      <Title order={1}>Проекты</Title>
      <CreatedBanner />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ProjectFilters
            value={draft}
            onChange={setDraft}
            onApply={() => {
              setFilter(draft);
              setPage(1);
            }}
            onReset={() => {
              setDraft(NO_FILTER);
              setFilter(NO_FILTER);
              setPage(1);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <TextInput
              type="search"
              aria-label="Поиск"
              placeholder="Поиск"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            {projects.isPending ? (
              <Center mih={200}>
                <Loader aria-label="Загрузка" />
              </Center>
            ) : projects.isError ? (
              <ErrorList errors={errorMessages(projects.error, MSG_CABINET.projectsLoadFailed)} />
            ) : items.length === 0 ? (
              <Text c="gray.7" ta="center" py="xl">
                Проектов нет
              </Text>
            ) : (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {items.map((project) => (
                    <ProjectCard key={project.id} project={project} />
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
