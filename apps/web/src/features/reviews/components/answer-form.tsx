import { MSG_REVIEWS, REVIEW_ANSWER_MAX, reviewAnswerBody } from '@podryad/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useAnswerReview } from '@/features/reviews/api/answer-review';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

/**
 * The reviewed party's one public answer: a text and 'Опубликовать ответ'. What is typed stays when
 * the server refuses it; a refusal says why (answered already, not published).
 */
export function AnswerForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerReview();
  const refusal =
    answer.error && !(answer.error instanceof ApiError && answer.error.fields.text)
      ? errorMessages(answer.error)
      : [];

  const submit = () => {
    const checked = reviewAnswerBody.safeParse({ text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    answer.mutate(
      { reviewId, text: checked.data.text },
      {
        onSuccess: onDone,
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.text?.[0] : undefined;
          if (field) setProblem(field);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={MSG_REVIEWS.answerLabel}
          rows={3}
          maxLength={REVIEW_ANSWER_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem}
        />
        {refusal.length > 0 && <ErrorList errors={refusal} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" mih={PHONE_TOUCH_HEIGHT} onClick={onDone}>
            {MSG_REVIEWS.cancel}
          </Button>
          <Button type="submit" loading={answer.isPending} mih={PHONE_TOUCH_HEIGHT}>
            {MSG_REVIEWS.answerSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
