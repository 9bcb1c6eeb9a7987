import { MSG_REVIEWS, type Review } from '@podryad/domain';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Stars } from '@/features/reviews/components/stars';
import { AnswerForm } from '@/features/reviews/components/answer-form';
import { ReportModal } from '@/features/reviews/components/report-modal';
import { dayOf, scoredCriteria, workTypeText } from '@/features/reviews/components/review-text';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type Props = {
  review: Review;
  /** The viewer is the reviewed party: it may answer once a published review without an answer. */
  canAnswer?: boolean;
  /** The viewer is one of the review's parties: it may report a published review. */
  canReport?: boolean;
  /** Under the review, e.g. 'Изменить' of its author while it is hidden. */
  footer?: React.ReactNode;
};

const scoreText = (n: number) => n.toFixed(1).replace('.', ',');

/**
 * A review as it is read: its author, date, overall score and each criterion's stars, the deal it
 * is about (the tender's name, work type, price band), its text and the public answer; for the
 * reviewed party 'Ответить', for either party 'Пожаловаться'. Texts are shown as text, never as
 * markup.
 */
export function ReviewItem({ review, canAnswer = false, canReport = false, footer }: Props) {
  const [answering, setAnswering] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const published = review.published_at !== null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${review.author_name}, ${dayOf(review.published_at ?? review.created_at)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {review.author_name}
            </Text>
            <Text size="sm" c="gray.7">
              {dayOf(review.published_at ?? review.created_at)}
            </Text>
          </Stack>
          {!published && (
            <Badge color="gray" variant="light">
              {MSG_REVIEWS.hiddenBadge}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Stars value={review.overall} size={18} />
          <Text fw={600} aria-hidden>
            {scoreText(review.overall)}
          </Text>
        </Group>
        <Box
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={MSG_REVIEWS.criteria}
        >
          {scoredCriteria(review).map(({ criterion, label, score }) => (
            <Group key={criterion} component="li" gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" c="gray.8" miw={0}>
                {label}
              </Text>
              <Stars value={score} size={14} />
            </Group>
          ))}
        </Box>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {[review.tender_title, workTypeText(review.work_type), review.price_band].join(' · ')}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {review.answer && (
          <Paper
            bg="gray.0"
            radius="sm"
            p="sm"
            component="section"
            aria-label={MSG_REVIEWS.answerTitle}
          >
            <Text size="sm" fw={600}>
              {MSG_REVIEWS.answerTitle}
            </Text>
            <Text size="xs" c="gray.7">
              {dayOf(review.answer.created_at)}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.answer.text}
            </Text>
          </Paper>
        )}
        {reported && (
          <Alert color="green" variant="light" role="status">
            {MSG_REVIEWS.reported}
          </Alert>
        )}
        {answering && published && !review.answer && (
          <AnswerForm reviewId={review.id} onDone={() => setAnswering(false)} />
        )}
        <Group gap="xs">
          {canAnswer && published && !review.answer && !answering && (
            <Button variant="light" mih={PHONE_TOUCH_HEIGHT} onClick={() => setAnswering(true)}>
              {MSG_REVIEWS.answerAction}
            </Button>
          )}
          {canReport && published && !reported && (
            <Button
              variant="subtle"
              color="gray"
              mih={PHONE_TOUCH_HEIGHT}
              onClick={() => setReporting(true)}
            >
              {MSG_REVIEWS.reportAction}
            </Button>
          )}
          {footer}
        </Group>
      </Stack>
      {canReport && (
        <ReportModal
          reviewId={review.id}
          opened={reporting}
          onClose={() => setReporting(false)}
          onReported={() => {
            setReporting(false);
            setReported(true);
          }}
        />
      )}
    </Paper>
  );
}
