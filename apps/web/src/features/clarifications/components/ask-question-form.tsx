import { MSG_QUESTIONS, QUESTION_MAX, askQuestionBody } from '@podryad/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAskQuestion } from '@/features/clarifications/api/ask-question';
import { CountedTextarea } from '@/features/clarifications/components/counted-textarea';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type Props = {
  tenderId: number;
  /** Called once the server has taken the question (the list goes to its first page). */
  onAsked: () => void;
};

/**
 * A contractor's question: checked with the server's rule first, then sent. A refusal keeps the
 * text typed, with the server's words under the field (400) or above the button (409: the tender
 * closed, the deadline passed, too many questions waiting).
 */
export function AskQuestionForm({ tenderId, onAsked }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const ask = useAskQuestion();

  const submit = () => {
    setSent(false);
    const checked = askQuestionBody.safeParse({ question: text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    ask.mutate(
      { tenderId, question: checked.data.question },
      {
        onSuccess: () => {
          setText('');
          setSent(true);
          onAsked();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.question?.[0] : undefined;
          if (field) setProblem(field);
        },
      },
    );
  };

  const fieldRefusal = ask.error instanceof ApiError && ask.error.fields.question?.length;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <CountedTextarea
          label={MSG_QUESTIONS.askLabel}
          description={MSG_QUESTIONS.askHint}
          placeholder={MSG_QUESTIONS.askPlaceholder}
          max={QUESTION_MAX}
          value={text}
          onChange={(value) => {
            setText(value);
            setSent(false);
          }}
          error={problem}
        />
        {ask.isError && !fieldRefusal && (
          <ErrorList errors={errorMessages(ask.error, MSG_QUESTIONS.askFailed)} />
        )}
        {sent && (
          <Alert color="green" variant="light" role="status" p="xs">
            {MSG_QUESTIONS.asked}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={ask.isPending} mih={PHONE_TOUCH_HEIGHT}>
            {MSG_QUESTIONS.ask}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
