import {
  MSG_REVIEWS,
  REVIEW_CRITERIA,
  type Rating,
  type ReviewSubject,
  plural,
} from '@podryad/domain';
import { Box, Group, Progress, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Stars } from '@/features/reviews/components/stars';

const decimal = (n: number) => n.toFixed(1).replace('.', ',');

/**
 * A party's rating: the overall mean with its stars and the number of reviews, the mean of each of
 * its subject's criteria, and the spread — how many reviews have each rounded score, as five bars
 * from 5 ★ down to 1 ★.
 */
export function RatingSummary({ rating, subject }: { rating: Rating; subject: ReviewSubject }) {
  const criteria = Object.entries(REVIEW_CRITERIA[subject] as Record<string, string>);
  const most = Math.max(1, ...rating.spread);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="rating-summary">
      <Stack gap="xs">
        <Group gap="sm" align="center" wrap="nowrap">
          <Text fz={40} fw={700} lh={1}>
            <VisuallyHidden>{MSG_REVIEWS.overall}: </VisuallyHidden>
            {rating.overall === null ? '—' : decimal(rating.overall)}
          </Text>
          <Stack gap={2}>
            {rating.overall !== null && <Stars value={rating.overall} size={20} />}
            <Text size="sm" c="gray.7">
              {rating.count} {plural(rating.count, 'отзыв', 'отзыва', 'отзывов')}
            </Text>
          </Stack>
        </Group>
        <Box component="dl" m={0} aria-label={MSG_REVIEWS.criteria}>
          {criteria.map(([criterion, label]) => (
            <Group key={criterion} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="gray.8" miw={0}>
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={600}>
                {rating.criteria[criterion] === undefined
                  ? '—'
                  : decimal(rating.criteria[criterion])}
              </Text>
            </Group>
          ))}
        </Box>
      </Stack>
      <Stack
        gap={4}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={MSG_REVIEWS.spread}
      >
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = rating.spread[stars - 1] ?? 0;
          return (
            <Group key={stars} component="li" gap="xs" wrap="nowrap">
              <VisuallyHidden>{MSG_REVIEWS.spreadRow(stars, count)}</VisuallyHidden>
              <Text size="sm" w={32} aria-hidden>
                {stars} ★
              </Text>
              <Progress
                value={(count / most) * 100}
                color="yellow.6"
                style={{ flex: 1 }}
                aria-hidden
              />
              <Text size="sm" w={28} ta="right" c="gray.7" aria-hidden>
                {count}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </SimpleGrid>
  );
}
