import { type CaseBody, caseAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheSavedCase } from '@/features/cases/api/keys';

/** PATCH /cases/{id}: the full case payload. */
export const updateCase = ({ id, body }: { id: number; body: CaseBody }) =>
  api(`/cases/${id}`, caseAnswer, { method: 'PATCH', body }).then((a) => a.case);
export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSuccess: (saved) => cacheSavedCase(queryClient, saved),
  });
}
