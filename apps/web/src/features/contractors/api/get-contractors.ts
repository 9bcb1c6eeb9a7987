import { type ContractorListQuery, contractorListAnswer } from '@podryad/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
