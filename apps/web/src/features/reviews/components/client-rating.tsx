import { MSG_REVIEWS, ratingLine } from '@podryad/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useClientReviews } from '@/features/reviews/api/get-client-reviews';
import { Drawer } from '@/components/overlays';
import { Loading } from '@/components/loading';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useSession } from '@/stores/session';

// The drawer's list loads only when it is opened.
const PartyReviews = lazy(() =>
  import('@/features/reviews/components/review-list').then((m) => ({ default: m.PartyReviews })),
);

/**
 * A client's rating as a contractor reads its tender: 'Рейтинг 4,6 · 12 отзывов' and a button that
 * opens its reviews in a drawer (its rating in full and the reviews, paged), or 'Отзывов пока нет'.
 * Quiet when the rating cannot be read: the tender page is about the tender. The signed-in contractor
 * may report a review it wrote.
 */
export function ClientRating({ clientId }: { clientId: number }) {
  const viewerId = useSession((s) => s.user?.id ?? null);
  const [opened, setOpened] = useState(false);
  const query = useClientReviews(clientId, 1);
  const rating = query.data?.rating;
  if (!rating) return null;
  if (rating.count === 0 || rating.overall === null)
    return (
      <Text size="sm" c="gray.7" data-testid="client-rating">
        {MSG_REVIEWS.empty}
      </Text>
    );
  return (
    <Group gap="xs" justify="space-between" data-testid="client-rating">
      <Group gap={4} wrap="nowrap">
        <IconStarFilled size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        <Text size="sm" fw={500}>
          {ratingLine({ overall: rating.overall, count: rating.count })}
        </Text>
      </Group>
      <Button variant="light" size="sm" mih={PHONE_TOUCH_HEIGHT} onClick={() => setOpened(true)}>
        {MSG_REVIEWS.openClientReviews}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={MSG_REVIEWS.clientReviews}
        position="right"
        size="md"
      >
        <Suspense fallback={<Loading minHeight={120} label="Загрузка отзывов" />}>
          <PartyReviews side="client" partyId={clientId} viewerId={viewerId} />
        </Suspense>
      </Drawer>
    </Group>
  );
}
