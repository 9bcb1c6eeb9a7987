import { projectAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectQueryKey } from '@/features/projects/api/keys';

/** GET /projects/{id}: one of the client's projects (another client's answers 404). */
export const getProject = (id: number) =>
  api(`/projects/${id}`, projectAnswer).then((answer) => answer.project);

export const useProject = (id: number) =>
  useQuery({
    queryKey: projectQueryKey(id),
    queryFn: () => getProject(id),
    enabled: Number.isInteger(id) && id > 0,
  });
