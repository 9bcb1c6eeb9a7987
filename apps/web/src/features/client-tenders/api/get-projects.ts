import type { Project } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /projects for the wizard's project select. The same query key as the projects screens use:
 * the answer is the same list, so both share one cache entry.
 */
export const projectOptionsQueryKey = ['projects'] as const;

export const getProjectOptions = () =>
  api<{ projects: Project[] }>('/projects').then((answer) => answer.projects);

export const useProjectOptions = () =>
  useQuery({ queryKey: projectOptionsQueryKey, queryFn: getProjectOptions });
