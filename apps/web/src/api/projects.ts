import { projectListAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const projectsQueryKey = ['projects'] as const;

/** GET /projects: the client's own projects, newest first (the projects screens and the tender wizard). */
export const getProjects = () =>
  api('/projects', projectListAnswer).then((answer) => answer.projects);

export const useProjects = () => useQuery({ queryKey: projectsQueryKey, queryFn: getProjects });
