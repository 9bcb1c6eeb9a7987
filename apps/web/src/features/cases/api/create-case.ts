import { type CaseCreateBody, caseCreatedAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheSavedCase } from '@/features/cases/api/keys';

/** POST /cases (with `deal_id`: the case of an accepted deal): answers the new case. */
export const createCase = (body: CaseCreateBody) =>
  api('/cases', caseCreatedAnswer, { method: 'POST', body }).then((a) => a.case);
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: (saved) => cacheSavedCase(queryClient, saved),
  });
}
