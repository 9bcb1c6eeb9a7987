import { MSG_QUESTIONS, formatDateTime, partyName, type Question } from '@podryad/domain';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type QuestionSide = 'client' | 'contractor';

type Props = {
  question: Question;
  side: QuestionSide;
  /** Under the question: the client's answer form while it waits for one. */
  children?: ReactNode;
};

/**
 * One question with its answer. The client reads who asked; a contractor reads its own questions
 * marked as its own and any other as a participant's, never whose.
 */
export function QuestionItem({ question, side, children }: Props) {
  const author =
    side === 'client'
      ? partyName(question.asker) || MSG_QUESTIONS.askerHidden
      : question.mine
        ? null
        : MSG_QUESTIONS.askerHidden;
  const privateMark = side === 'client' ? MSG_QUESTIONS.askerOnly : MSG_QUESTIONS.privateAnswer;
  return (
    <Stack
      component="li"
      gap="xs"
      py="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="wrap">
        {author && (
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {author}
          </Text>
        )}
        {question.mine && (
          <Badge variant="light" color="blue">
            {MSG_QUESTIONS.mine}
          </Badge>
        )}
        {question.answer === null && (
          <Badge variant="light" color="orange">
            {MSG_QUESTIONS.unanswered}
          </Badge>
        )}
        <Text size="xs" c="gray.7">
          <time dateTime={question.asked_at}>{formatDateTime(question.asked_at)}</time>
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.question}</Text>
      {question.answer !== null && (
        <Box
          pl="md"
          py={4}
          style={{ borderLeft: '3px solid var(--mantine-color-blue-3)' }}
          aria-label={MSG_QUESTIONS.clientAnswer}
          role="group"
        >
          <Group gap="xs" wrap="wrap" mb={4}>
            <Text size="sm" fw={600}>
              {MSG_QUESTIONS.clientAnswer}
            </Text>
            {question.scope === 'asker' && (
              <Badge variant="light" color="grape">
                {privateMark}
              </Badge>
            )}
            {question.answered_at && (
              <Text size="xs" c="gray.7">
                <time dateTime={question.answered_at}>{formatDateTime(question.answered_at)}</time>
              </Text>
            )}
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.answer}
          </Text>
        </Box>
      )}
      {children}
    </Stack>
  );
}
