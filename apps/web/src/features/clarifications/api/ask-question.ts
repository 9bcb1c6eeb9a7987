import { questionSchema } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  invalidateAsked,
  invalidateRefusedQuestion,
  isConflict,
} from '@/features/clarifications/api/keys';

/** POST /tenders/{id}/questions: a contractor's question, answered as its asker reads it. */
export const askQuestion = ({ tenderId, question }: { tenderId: number; question: string }) =>
  api(`/tenders/${tenderId}/questions`, questionSchema, { method: 'POST', body: { question } });
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (_question, { tenderId }) => invalidateAsked(queryClient, tenderId),
    onError: (error, { tenderId }) => {
      if (isConflict(error)) void invalidateRefusedQuestion(queryClient, tenderId);
    },
  });
}
