import { formatDateTime, offerAhead, partyName, type RequestCard } from '@podryad/domain';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { NewMarker } from '@/components/new-marker';
import { OffersDeadline } from '@/components/offers-deadline';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';

type Props = {
  requests: RequestCard[];
  selectedId: number | null;
  onSelect: (request: RequestCard) => void;
};

/**
 * The contractor's requests: tender, client, the tender's deadline for offers with the time left
 * while an offer is still ahead, status in its words, a new marker and the date.
 */
export function MyRequestList({ requests, selectedId, onSelect }: Props) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Заявки">
      {requests.map((request) => {
        const selected = request.id === selectedId;
        return (
          <li key={request.id} data-testid="my-request">
            <UnstyledButton
              onClick={() => onSelect(request)}
              aria-pressed={selected}
              p="sm"
              w="100%"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid var(--mantine-color-${selected ? 'blue-8' : 'gray-3'})`,
                background: selected ? 'var(--mantine-color-blue-0)' : undefined,
              }}
            >
              <Stack gap={6}>
                <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                  <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {request.tender.tender_name}
                  </Text>
                  {request.is_new && <NewMarker />}
                </Group>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {partyName(request.client)}
                </Text>
                {offerAhead(request) && (
                  <OffersDeadline deadline={request.tender.offers_deadline} compact />
                )}
                <Group gap="xs" justify="space-between">
                  <RequestStatusBadge code={request.status.code} side="contractor" />
                  <Text size="xs" c="gray.7">
                    <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>
                  </Text>
                </Group>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
