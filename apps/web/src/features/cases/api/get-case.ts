import { caseAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { caseQueryKey } from '@/features/cases/api/keys';

/** GET /cases/{id}: any case for a client, only its own for a contractor. */
export const getCase = (id: number) => api(`/cases/${id}`, caseAnswer).then((a) => a.case);
export const useCase = (id: number | null) =>
  useQuery({
    queryKey: caseQueryKey(id ?? 0),
    queryFn: () => getCase(id!),
    enabled: id !== null && id > 0,
  });
