import { type ContractorListQuery, contractorAnswer, contractorListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, retryUnlessNotFound } from '@/lib/api-client';
import { type ListParams, toQueryString } from '@/lib/query-string';

/**
 * GET /contractors: one page of the directory by short name, searched and filtered by the server,
 * with the regions any contractor works in (the directory's region select). The previous page
 * stays shown while another loads.
 */
export type ContractorsQuery = ListParams<ContractorListQuery>;
export const getContractors = (query: ContractorsQuery) =>
  api(`/contractors${toQueryString(query)}`, contractorListAnswer);
export const useContractors = (query: ContractorsQuery) =>
  useQuery({
    queryKey: ['contractors', 'list', toQueryString(query)],
    queryFn: () => getContractors(query),
    placeholderData: keepPreviousData,
  });

/** GET /contractors/{id}: the contractor with its cases. */
export const getContractor = (id: number) =>
  api(`/contractors/${id}`, contractorAnswer).then((a) => a.user);
export const useContractor = (id: number | null) =>
  useQuery({
    queryKey: ['contractors', id],
    queryFn: () => getContractor(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    retry: retryUnlessNotFound,
  });
