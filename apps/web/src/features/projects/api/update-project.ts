import { type UpdateProjectBody, projectAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKey, projectsQueryKey } from '@/features/projects/api/keys';

/** PATCH /projects/{id}: the full project; an empty cover_path removes the cover. */
export const updateProject = (id: number, body: UpdateProjectBody) =>
  api(`/projects/${id}`, projectAnswer, { method: 'PATCH', body }).then((answer) => answer.project);

export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => updateProject(id, body),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(id), project);
      return queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    },
  });
}
