import { contractorAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /contractors/{id}: the contractor with its cases. */
export const getContractor = (id: number) =>
  api(`/contractors/${id}`, contractorAnswer).then((a) => a.user);
export const useContractor = (id: number | null) =>
  useQuery({
    queryKey: ['contractors', id],
    queryFn: () => getContractor(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
