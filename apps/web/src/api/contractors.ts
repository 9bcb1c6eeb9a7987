import type { Case, Contractor, ContractorDetail } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /contractors: every contractor with its profile and work types. */
export const getContractors = () =>
  api<{ users: Contractor[] }>('/contractors').then((a) => a.users);
export const useContractors = () =>
  useQuery({ queryKey: ['contractors'], queryFn: getContractors });

/** GET /contractors/{id}: the contractor with its cases. */
export const getContractor = (id: number) =>
  api<{ user: ContractorDetail }>(`/contractors/${id}`).then((a) => a.user);
export const useContractor = (id: number | null) =>
  useQuery({
    queryKey: ['contractors', id],
    queryFn: () => getContractor(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    retry: (failures, error) => !notFound(error) && failures < 1,
  });

/** GET /cases/{id}. */
export const getCase = (id: number) => api<{ case: Case }>(`/cases/${id}`).then((a) => a.case);
export const useCase = (id: number | null) =>
  useQuery({
    queryKey: ['cases', id],
    queryFn: () => getCase(id!),
    enabled: id !== null && id > 0,
    retry: (failures, error) => !notFound(error) && failures < 1,
  });
