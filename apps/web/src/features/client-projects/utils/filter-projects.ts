import type { Project, ProjectStatus } from '@podryad/domain';

export type ProjectFilter = {
  /** A city from CITY_NAMES, or null for any. */
  region: string | null;
  statuses: ProjectStatus[];
};

export const NO_FILTER: ProjectFilter = { region: null, statuses: [] };

const newestFirst = (a: Project, b: Project) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The project list's client-side filtering (spec 001 §5): newest first, the name contains the
 * search (any case), the address contains the chosen city (any case: a full address is never
 * exactly a city name), and the status is one of those ticked (none ticked: any).
 */
export function filterProjects(
  projects: readonly Project[],
  search: string,
  filter: ProjectFilter,
) {
  const name = search.trim().toLocaleLowerCase('ru');
  const region = filter.region?.toLocaleLowerCase('ru');
  return projects
    .filter(
      (project) =>
        (!name || project.name.toLocaleLowerCase('ru').includes(name)) &&
        (!region || project.address.toLocaleLowerCase('ru').includes(region)) &&
        (filter.statuses.length === 0 || filter.statuses.includes(project.status)),
    )
    .sort(newestFirst);
}
