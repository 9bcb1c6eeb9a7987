import { type CaseBody, caseCreatedAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheSavedCase } from '@/features/cases/api/keys';

/** POST /cases: answers the new case (its id among it). */
export const createCase = (body: CaseBody) =>
  api('/cases', caseCreatedAnswer, { method: 'POST', body }).then((a) => a.case);
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: (saved) => cacheSavedCase(queryClient, saved),
  });
}
