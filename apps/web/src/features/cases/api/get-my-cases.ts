import { caseListAnswer } from '@podryad/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { casesQueryKey } from '@/features/cases/api/keys';

/** GET /cases: the contractor's own cases, newest first. */
export const getMyCases = () => api('/cases', caseListAnswer).then((a) => a.cases);
export const useMyCases = () => useQuery({ queryKey: casesQueryKey, queryFn: getMyCases });
