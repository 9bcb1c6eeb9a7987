import { type SELECTABLE_PROJECT_STATUSES, projectAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKey, projectsQueryKey } from '@/features/projects/api/keys';

export type SelectableProjectStatus = (typeof SELECTABLE_PROJECT_STATUSES)[number];

/** PATCH /projects/{id}/status: the owner picks pending_approval, in_process or approved. */
export const changeProjectStatus = (id: number, status: SelectableProjectStatus) =>
  api(`/projects/${id}/status`, projectAnswer, { method: 'PATCH', body: { status } }).then(
    (answer) => answer.project,
  );

export function useChangeProjectStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SelectableProjectStatus) => changeProjectStatus(id, status),
    // The shown status comes from this cache: it changes only once the server has agreed.
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(id), project);
      return queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    },
  });
}
