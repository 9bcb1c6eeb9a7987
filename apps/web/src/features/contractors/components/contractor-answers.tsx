import { type ContractorAnswers, answerStatsLine } from '@podryad/domain';
import { Text } from '@mantine/core';

/**
 * How the contractor answers invitations over the last 30 days, as one line that wraps on a
 * narrow screen ('Приглашений за 30 дней: 12 · Ответы в течение 3 дней: 75% · …'); nothing
 * until the server has counted it.
 */
export function ContractorAnswersLine({
  answers,
  compact = false,
}: {
  answers: ContractorAnswers | null;
  compact?: boolean;
}) {
  if (!answers) return null;
  return (
    <Text size={compact ? 'xs' : 'sm'} c="gray.7" mt="xs" data-testid="contractor-answers">
      {answerStatsLine(answers)}
    </Text>
  );
}
