import { MSG_OFFERS, formatDateTime, offerVersion } from '@podryad/domain';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useOfferRevisions } from '@/features/requests/api/get-offer-revisions';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';

type Props = {
  requestId: number;
  /** How many versions the offer has: the history is asked again when there are more. */
  revision: number;
};

/**
 * 'История изменений' of an offer sent more than once: each version, newest first,
 * with its time and what it changed against the one before ('Цена: 1 000 000 ₽ → 900 000 ₽').
 */
export function OfferHistory({ requestId, revision }: Props) {
  const titleId = useId();
  const revisions = useOfferRevisions(requestId, revision);

  let body;
  if (readFailure(revisions) !== null) {
    body = <LoadFailure query={revisions} fallback={MSG_OFFERS.historyLoadFailed} />;
  } else if (!revisions.data) {
    body = <Loading minHeight={60} label="Загрузка истории изменений" />;
  } else {
    const newestFirst = [...revisions.data].sort((a, b) => b.number - a.number);
    body = (
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {newestFirst.map((version) => (
          <Box component="li" key={version.number} data-testid="revision">
            <Text size="sm" fw={600}>
              {offerVersion(version.number)} ·{' '}
              <time dateTime={version.created_at}>{formatDateTime(version.created_at)}</time>
            </Text>
            {version.changes.length === 0 ? (
              <Text size="sm" c="gray.7">
                {MSG_OFFERS.historyFirst}
              </Text>
            ) : (
              <Box component="ul" m={0} pl="md">
                {version.changes.map((change) => (
                  <Text
                    component="li"
                    size="sm"
                    key={change.field}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {change.label}: {change.before} → {change.after}
                  </Text>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {MSG_OFFERS.historyTitle}
      </Title>
      {body}
    </Stack>
  );
}
