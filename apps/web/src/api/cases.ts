import {
  type Case,
  type CaseBody,
  caseAnswer,
  caseCreatedAnswer,
  caseListAnswer,
  pathAnswer,
} from '@podryad/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessNotFound, uploadFile } from '@/lib/api-client';

/* A contractor's portfolio (spec 001 §7.3); clients read cases through GET /contractors/{id}. */

export const casesQueryKey = ['cases'] as const;
export const caseQueryKey = (id: number) => ['cases', id] as const;

/** GET /cases: the contractor's own cases, newest first. */
export const getMyCases = () => api('/cases', caseListAnswer).then((a) => a.cases);
export const useMyCases = () => useQuery({ queryKey: casesQueryKey, queryFn: getMyCases });

/** GET /cases/{id}: any case for a client, only its own for a contractor. */
export const getCase = (id: number) => api(`/cases/${id}`, caseAnswer).then((a) => a.case);
export const useCase = (id: number | null) =>
  useQuery({
    queryKey: caseQueryKey(id ?? 0),
    queryFn: () => getCase(id!),
    enabled: id !== null && id > 0,
    retry: retryUnlessNotFound,
  });

function useCaseChange<A>(call: (args: A) => Promise<Case>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      queryClient.setQueryData(caseQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: casesQueryKey, exact: true });
    },
  });
}

/** POST /cases: answers the new case (its id among it). */
export const createCase = (body: CaseBody) =>
  api('/cases', caseCreatedAnswer, { method: 'POST', body }).then((a) => a.case);
export const useCreateCase = () => useCaseChange(createCase);

/** PATCH /cases/{id}: the full case payload. */
export const updateCase = ({ id, body }: { id: number; body: CaseBody }) =>
  api(`/cases/${id}`, caseAnswer, { method: 'PATCH', body }).then((a) => a.case);
export const useUpdateCase = () => useCaseChange(updateCase);

/** POST /cases/upload-cover: the cover image; answers its path. */
export const uploadCaseCover = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/cases/upload-cover', pathAnswer, file, onProgress);

/** POST /cases/upload-image: a gallery image (our path; the spec does not name one). */
export const uploadCaseImage = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile('/cases/upload-image', pathAnswer, file, onProgress);
