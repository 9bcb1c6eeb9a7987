import { type AnswerScope, questionSchema } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAnswered, isConflict } from '@/features/clarifications/api/keys';

type Answer = { tenderId: number; questionId: number; answer: string; scope: AnswerScope };

/** POST /tenders/questions/{id}/answer: the tender's client answers, once, to all or the asker. */
export const answerQuestion = ({ questionId, answer, scope }: Answer) =>
  api(`/tenders/questions/${questionId}/answer`, questionSchema, {
    method: 'POST',
    body: { answer, scope },
  });
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: (_question, { tenderId }) => invalidateAnswered(queryClient, tenderId),
    // Answered meanwhile (another tab): the list shows the answer the server has.
    onError: (error, { tenderId }) => {
      if (isConflict(error)) void invalidateAnswered(queryClient, tenderId);
    },
  });
}
