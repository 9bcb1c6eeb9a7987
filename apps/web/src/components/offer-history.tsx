import { MSG_OFFERS, formatDateTime, type OfferRevision } from '@podryad/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useRequestRevisions } from '@/api/requests';
import { errorMessages } from '@/lib/api-client';
import { ErrorList } from './error-list';
import { Loading } from './loading';

/**
 * 'История изменений' of an offer (GET /request/{id}/revisions, issue 15): each version, newest
 * first, with its time and what it changed against the one before ('Цена: … → …').
 */
export function OfferHistory({ requestId }: { requestId: number }) {
  const id = useId();
  const revisions = useRequestRevisions(requestId);
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {MSG_OFFERS.historyTitle}
      </Title>
      {revisions.isPending ? (
        <Loading minHeight={60} />
      ) : revisions.isError ? (
        <ErrorList errors={errorMessages(revisions.error, MSG_OFFERS.historyLoadFailed)} />
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {revisions.data.map((revision) => (
            <Version key={revision.number} revision={revision} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Version({ revision }: { revision: OfferRevision }) {
  return (
    <li>
      <Text size="sm" fw={600}>
        {MSG_OFFERS.versionTitle} {revision.number} ·{' '}
        <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
      </Text>
      {revision.changes.length > 0 ? (
        <List size="sm" spacing={2}>
          {revision.changes.map((change) => (
            <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
              {change.label}: {change.before} → {change.after}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="gray.7">
          {revision.number === 1 ? MSG_OFFERS.firstVersion : MSG_OFFERS.noChanges}
        </Text>
      )}
    </li>
  );
}
