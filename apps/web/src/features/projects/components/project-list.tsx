import { BANNER_MS, MSG_CABINET } from '@podryad/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Catalog } from '@/components/catalog';
import { useProjects } from '@/features/projects/api/get-projects';
import { useServerCatalog } from '@/lib/use-server-catalog';
import { useQueryOnce } from '@/lib/use-query-once';
import { ProjectCard } from '@/features/projects/components/project-card';
import { PROJECT_FILTER, ProjectFilters } from '@/features/projects/components/project-filters';
import { paths } from '@/lib/paths';

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
        to={paths.client.project(encodeURIComponent(id))}
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

/**
 * /profile/client/projects 'Проекты': newest first, pages of 12; the server
 * searches, filters and pages, and the URL keeps the page and what was applied.
 */
export function ProjectList() {
  const { catalog, panel } = useServerCatalog(
    PROJECT_FILTER,
    useProjects,
    (answer) => answer.projects,
  );

  return (
    <Catalog
      {...catalog}
      title="Проекты"
      header={<CreatedBanner />}
      filters={<ProjectFilters {...panel} />}
      searchLabel="Поиск"
      errorFallback={MSG_CABINET.projectsLoadFailed}
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
