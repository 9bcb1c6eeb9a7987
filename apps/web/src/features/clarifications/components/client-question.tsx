import { MSG_QUESTIONS, type Question } from '@podryad/domain';
import { Alert } from '@mantine/core';
import { useAnswerQuestion } from '@/features/clarifications/api/answer-question';
import { AnswerQuestionForm } from '@/features/clarifications/components/answer-question-form';
import { QuestionItem } from '@/features/clarifications/components/question-item';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';

/**
 * A question as the client reads it, with the answer form while it waits. The server's answer
 * shows at once, before the list has loaded again; a refusal stays said under the question even
 * when the list then shows it answered (answered meanwhile in another tab).
 */
export function ClientQuestion({ question, tenderId }: { question: Question; tenderId: number }) {
  const answer = useAnswerQuestion();
  const shown = answer.data ?? question;
  const fieldRefusal = answer.error instanceof ApiError && answer.error.fields.answer?.length;
  return (
    <QuestionItem question={shown} side="client">
      {shown.answer === null && (
        <AnswerQuestionForm
          questionId={question.id}
          pending={answer.isPending}
          onAnswer={(body, { refused }) =>
            answer.mutate({ tenderId, questionId: question.id, ...body }, { onError: refused })
          }
        />
      )}
      {answer.isError && !fieldRefusal && (
        <ErrorList errors={errorMessages(answer.error, MSG_QUESTIONS.answerFailed)} />
      )}
      {answer.isSuccess && (
        <Alert color="green" variant="light" role="status" p="xs">
          {MSG_QUESTIONS.answered}
        </Alert>
      )}
    </QuestionItem>
  );
}
