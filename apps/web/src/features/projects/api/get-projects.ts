import { type ProjectListQuery, projectListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ListParams, toQueryString } from '@/lib/query-string';
import { projectsQueryKey } from '@/features/projects/api/keys';

/**
 * GET /projects: one page of the client's own projects, newest first, searched and filtered by the
 * server (the project list and the tender wizard's project select). The previous page stays shown
 * while another loads.
 */
export type ProjectsQuery = ListParams<ProjectListQuery>;
export const getProjects = (query: ProjectsQuery) =>
  api(`/projects${toQueryString(query)}`, projectListAnswer);
export const useProjects = (query: ProjectsQuery) =>
  useQuery({
    queryKey: [...projectsQueryKey, toQueryString(query)],
    queryFn: () => getProjects(query),
    placeholderData: keepPreviousData,
  });
