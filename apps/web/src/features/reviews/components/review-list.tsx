import { MSG_REVIEWS, type Review, pageCount } from '@podryad/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ReviewedSide } from '@/features/reviews/api/keys';
import { useClientReviews } from '@/features/reviews/api/get-client-reviews';
import { useContractorReviews } from '@/features/reviews/api/get-contractor-reviews';
import { RatingSummary } from '@/features/reviews/components/rating-summary';
import { ReviewItem } from '@/features/reviews/components/review-item';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';

type ListProps = {
  reviews: readonly Review[];
  /** Whose reviews these are. */
  reviewedId: number;
  /** The signed-in user: the reviewed party answers, either party reports. */
  viewerId: number | null;
};

/**
 * Reviews in the order given (newest first): the reviewed party may answer each unanswered one, and
 * either party of a review (its author or the reviewed) may report it. 'Отзывов пока нет' when
 * there are none.
 */
export function ReviewList({ reviews, reviewedId, viewerId }: ListProps) {
  if (reviews.length === 0) return <Text c="gray.7">{MSG_REVIEWS.empty}</Text>;
  const reviewed = viewerId !== null && viewerId === reviewedId;
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          canAnswer={reviewed}
          canReport={reviewed || (viewerId !== null && viewerId === review.author_id)}
        />
      ))}
    </Stack>
  );
}

type Props = {
  /** Whose reviews: a contractor's (written by its clients) or a client's. */
  side: ReviewedSide;
  partyId: number;
  viewerId: number | null;
};

/**
 * A party's rating and its published reviews, paged newest first (GET /contractors/{id}/reviews or
 * GET /clients/{id}/reviews); the page is the widget's own, the screen's URL keeps its own state.
 */
export function PartyReviews({ side, partyId, viewerId }: Props) {
  const [page, setPage] = useState(1);
  const useReviews = side === 'contractor' ? useContractorReviews : useClientReviews;
  const query = useReviews(partyId, page);
  if (readFailure(query) !== null)
    return <LoadFailure query={query} fallback={MSG_REVIEWS.loadFailed} />;
  if (!query.data) return <Loading minHeight={120} label="Загрузка отзывов" />;
  const { rating, reviews, meta } = query.data;
  if (rating.count === 0 && reviews.length === 0)
    return <Text c="gray.7">{MSG_REVIEWS.empty}</Text>;
  return (
    <Stack gap="md">
      <RatingSummary rating={rating} subject={side} />
      <Stack gap="sm" aria-busy={query.isPlaceholderData}>
        <ReviewList reviews={reviews} reviewedId={partyId} viewerId={viewerId} />
      </Stack>
      <Paginator page={page} pages={pageCount(meta)} onChange={setPage} label="Страницы отзывов" />
    </Stack>
  );
}
