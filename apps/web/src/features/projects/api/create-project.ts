import { type CreateProjectBody, projectCreatedAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKey, projectsQueryKey } from '@/features/projects/api/keys';

/** POST /projects: answers the new project's id and the project. */
export const createProject = (body: CreateProjectBody) =>
  api('/projects', projectCreatedAnswer, { method: 'POST', body });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: ({ project }) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    },
  });
}
