import {
  MSG_REVIEWS,
  REVIEW_CRITERIA,
  REVIEW_TEXT_MAX,
  type Review,
  type ReviewSubject,
  reviewBody,
  scoresComplete,
} from '@podryad/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSaveReview } from '@/features/reviews/api/save-review';
import { StarPicker } from '@/features/reviews/components/stars';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type Props = {
  dealId: number;
  /** Whom the review is about: its criteria are asked. */
  subject: ReviewSubject;
  /** The caller's hidden review, when it is being changed. */
  initial: Review | null;
  onSaved: () => void;
  /** 'Отмена' of a change (absent for a first review). */
  onCancel?: () => void;
};

type Problems = { scores?: string; text?: string };

/** The server's field messages of a refused review: `scores` (or one criterion's) and `text`. */
function fieldProblems(error: unknown): Problems {
  if (!(error instanceof ApiError)) return {};
  const entries = Object.entries(error.fields);
  return {
    scores: entries.find(([key]) => key === 'scores' || key.startsWith('scores.'))?.[1][0],
    text: error.fields.text?.[0],
  };
}

/**
 * The review of the other party: stars from 1 to 5 on each criterion of its subject, a text (its
 * phones and e-mails are hidden when stored) and why nobody sees it yet. Checked as the server
 * checks it; a refusal keeps what was typed and says why.
 */
export function ReviewForm({ dealId, subject, initial, onSaved, onCancel }: Props) {
  const criteria = Object.entries(REVIEW_CRITERIA[subject] as Record<string, string>);
  const [scores, setScores] = useState<Record<string, number>>(initial?.scores ?? {});
  const [text, setText] = useState(initial?.text ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const save = useSaveReview();
  const scoresId = useId();

  const submit = () => {
    const checked = reviewBody.safeParse({ scores, text });
    const found: Problems = {};
    if (!scoresComplete(subject, scores)) found.scores = MSG_REVIEWS.starsRequired;
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'text' ? 'text' : 'scores';
        found[field] ??= issue.message;
      }
    }
    setProblems(found);
    setRefusal([]);
    if (found.scores || found.text || !checked.success) return;
    save.mutate(
      { dealId, body: checked.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fields = fieldProblems(error);
          setProblems(fields);
          if (!fields.scores && !fields.text) setRefusal(errorMessages(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={MSG_REVIEWS.formTitle}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap="xs">
          {criteria.map(([criterion, label]) => (
            <StarPicker
              key={criterion}
              label={label}
              value={scores[criterion] ?? null}
              onChange={(value) => {
                setScores((now) => ({ ...now, [criterion]: value }));
                setProblems((now) => ({ ...now, scores: undefined }));
              }}
              invalid={Boolean(problems.scores) && !(criterion in scores)}
              describedBy={scoresId}
            />
          ))}
          {problems.scores && (
            <Text id={scoresId} size="sm" c="red.8" role="alert">
              {problems.scores}
            </Text>
          )}
        </Stack>
        <Textarea
          label={MSG_REVIEWS.textLabel}
          description={MSG_REVIEWS.contactsMasked}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblems((now) => ({ ...now, text: undefined }));
          }}
          error={problems.text}
        />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconEyeOff size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="gray.7">
            {MSG_REVIEWS.hiddenNote}
          </Text>
        </Group>
        <ErrorList errors={refusal} />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" mih={PHONE_TOUCH_HEIGHT} onClick={onCancel}>
              {MSG_REVIEWS.cancel}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} mih={PHONE_TOUCH_HEIGHT}>
            {MSG_REVIEWS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
