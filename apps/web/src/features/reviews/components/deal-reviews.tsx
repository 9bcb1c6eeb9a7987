import {
  BANNER_MS,
  type DealReviews as Answer,
  MSG_REVIEWS,
  formatDateTime,
  reviewSubjectOf,
} from '@podryad/domain';
import { Alert, Button, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import { useDealReviews } from '@/features/reviews/api/get-deal-reviews';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewItem } from '@/features/reviews/components/review-item';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { useFlash } from '@/lib/use-flash';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

type Side = 'client' | 'contractor';
type Props = {
  dealId: number;
  /** The caller's side in the deal: it reviews the other side. */
  side: Side;
  headingOrder?: TitleOrder;
};

/**
 * The deal's reviews for one of its parties (GET /deals/{id}/reviews): the form of its review of the
 * other side while it may write (until the window's end), its own review (with 'Изменить' while
 * hidden), a note when the other side's review waits for it, the other side's review once
 * published, or why it may not write.
 */
export function DealReviews({ dealId, side, headingOrder = 2 }: Props) {
  const query = useDealReviews(dealId);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={MSG_REVIEWS.section}
    >
      <Stack gap="md">
        <Title order={headingOrder} size="h3">
          {MSG_REVIEWS.section}
        </Title>
        {readFailure(query) !== null ? (
          <LoadFailure query={query} fallback={MSG_REVIEWS.loadFailed} />
        ) : query.data ? (
          <DealReviewsView
            answer={query.data}
            dealId={dealId}
            side={side}
            sub={Math.min(headingOrder + 1, 6) as TitleOrder}
          />
        ) : (
          <Loading minHeight={120} label="Загрузка отзывов" />
        )}
      </Stack>
    </Paper>
  );
}

type ViewProps = { answer: Answer; dealId: number; side: Side; sub: TitleOrder };

function DealReviewsView({ answer, dealId, side, sub }: ViewProps) {
  const { mine, theirs, can_write, refusal, window_ends_at } = answer;
  const [editing, setEditing] = useState(false);
  const saved = useFlash(BANNER_MS);
  const writing = can_write && (mine === null || editing);
  const changeable = can_write && mine !== null && mine.published_at === null;

  return (
    <Stack gap="md">
      {saved.value && (
        <Alert color="green" variant="light" role="status">
          {saved.value}
        </Alert>
      )}
      {can_write && window_ends_at && (
        <Text size="sm" c="gray.7">
          {MSG_REVIEWS.windowEnds(formatDateTime(window_ends_at))}
        </Text>
      )}
      {!can_write && refusal && (
        <Text size="sm" c="gray.8">
          {refusal}
        </Text>
      )}
      {writing ? (
        <Stack gap="xs">
          <Title order={sub} size="h4">
            {MSG_REVIEWS.formTitle}
          </Title>
          <ReviewForm
            dealId={dealId}
            subject={reviewSubjectOf(side)}
            initial={editing ? mine : null}
            onSaved={() => {
              setEditing(false);
              saved.show(MSG_REVIEWS.saved);
            }}
            onCancel={editing ? () => setEditing(false) : undefined}
          />
        </Stack>
      ) : (
        mine && (
          <Stack gap="xs">
            <Title order={sub} size="h4">
              {MSG_REVIEWS.mineTitle}
            </Title>
            <ReviewItem
              review={mine}
              footer={
                changeable && (
                  <Button variant="light" mih={PHONE_TOUCH_HEIGHT} onClick={() => setEditing(true)}>
                    {MSG_REVIEWS.edit}
                  </Button>
                )
              }
            />
          </Stack>
        )
      )}
      {answer.theirs_written && theirs === null && (
        <Alert color="blue" variant="light">
          {MSG_REVIEWS.theirsWritten}
        </Alert>
      )}
      {theirs && (
        <Stack gap="xs">
          <Title order={sub} size="h4">
            {MSG_REVIEWS.theirsTitle}
          </Title>
          <ReviewItem review={theirs} canAnswer canReport />
        </Stack>
      )}
    </Stack>
  );
}
