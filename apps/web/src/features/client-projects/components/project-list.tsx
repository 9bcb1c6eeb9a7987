import { BANNER_MS, MSG_CABINET } from '@podryad/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Catalog, useCatalogState } from '@/components/catalog';
import { useProjects } from '@/api/projects';
import { useQueryOnce } from '@/lib/use-query-once';
import { NO_FILTER, filterProjects, type ProjectFilter } from '../utils/filter-projects';
import { ProjectCard } from './project-card';
import { ProjectFilters } from './project-filters';

const CREATED_PARAMS = ['createdName', 'createdId'] as const;

/** 'Проект {name} успешно создан' for 4 s after the wizard, the name linking to the project. */
function CreatedBanner() {
  const { createdName: name, createdId: id } = useQueryOnce(CREATED_PARAMS);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), BANNER_MS);
    return () => clearTimeout(timer);
  }, []);
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
  const state = useCatalogState<ProjectFilter>(NO_FILTER);
  const { filter, search } = state;
  const shown = useMemo(
    () => filterProjects(projects.data ?? [], search, filter),
    [projects.data, search, filter],
  );

  return (
    <Catalog
      title="Проекты"
      header={<CreatedBanner />}
      filters={
        <ProjectFilters
          value={state.draft}
          onChange={state.setDraft}
          onApply={state.apply}
          onReset={state.reset}
        />
      }
      search={{ label: 'Поиск', placeholder: 'Поиск', value: search, onChange: state.setSearch }}
      query={projects}
      errorFallback={MSG_CABINET.projectsLoadFailed}
      items={shown}
      page={state.page}
      onPage={state.setPage}
      itemKey={(project) => project.id}
      renderItem={(project) => <ProjectCard project={project} />}
      empty={
        <Text c="gray.7" ta="center" py="xl">
          Проектов нет
        </Text>
      }
    />
  );
}
