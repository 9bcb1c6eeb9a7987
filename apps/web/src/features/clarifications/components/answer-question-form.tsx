import {
  ANSWER_MAX,
  ANSWER_SCOPES,
  ANSWER_SCOPE_LABELS,
  MSG_QUESTIONS,
  answerQuestionBody,
  type AnswerScope,
} from '@podryad/domain';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CountedTextarea } from '@/features/clarifications/components/counted-textarea';
import { ApiError } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type Props = {
  questionId: number;
  pending: boolean;
  /** Sends the answer; `refused` gets the error of a refusal. */
  onAnswer: (
    body: { answer: string; scope: AnswerScope },
    handlers: { refused: (error: Error) => void },
  ) => void;
};

/**
 * The client's answer to a waiting question: the text, to whom it is shown (everyone, by default,
 * or the asker alone) and 'Ответить'. What is typed stays when the server refuses it.
 */
export function AnswerQuestionForm({ questionId, pending, onAnswer }: Props) {
  const [text, setText] = useState('');
  const [scope, setScope] = useState<AnswerScope>('all');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const checked = answerQuestionBody.safeParse({ answer: text, scope });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    onAnswer(checked.data, {
      refused: (error) => {
        const field = error instanceof ApiError ? error.fields.answer?.[0] : undefined;
        if (field) setProblem(field);
      },
    });
  };

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
          label={MSG_QUESTIONS.answerLabel}
          max={ANSWER_MAX}
          value={text}
          onChange={setText}
          error={problem}
        />
        <Radio.Group
          label={MSG_QUESTIONS.answerScope}
          name={`answer-scope-${questionId}`}
          value={scope}
          onChange={(value) => setScope(value as AnswerScope)}
        >
          <Stack gap="xs" mt={6}>
            {ANSWER_SCOPES.map((value) => (
              <Radio key={value} value={value} label={ANSWER_SCOPE_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {scope === 'all' && (
          <Text size="sm" c="gray.7">
            <IconInfoCircle
              size={16}
              aria-hidden
              style={{ verticalAlign: '-3px', marginRight: 4 }}
            />
            {MSG_QUESTIONS.answerAllNote}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} mih={PHONE_TOUCH_HEIGHT}>
            {MSG_QUESTIONS.answer}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
