import { formatDateTime, partyName, type RequestCard, type TenderStatus } from '@podryad/domain';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { imageUrl } from '@/lib/api-client';
import { canDecide } from '@/features/requests/decisions';
import { NewMarker } from '@/components/new-marker';
import {
  OfferGlance,
  RequestParticipation,
  SealedOffer,
} from '@/features/requests/components/offer-glance';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';
import { OutdatedBadge } from '@/features/requests/components/outdated-badge';

type Props = {
  request: RequestCard;
  /** Opens a request: with the client's decision when it awaits one, read-only otherwise. */
  onOpen: (request: RequestCard) => void;
  /** The tender's status: once it ended, an undecided request reads as lost. */
  tenderStatus?: TenderStatus;
};

/**
 * A request as the client's lists show it (the dashboard, the tender page): the contractor, its
 * status, an invited one's participation, an offer's mark when it predates an addendum, a priced
 * offer's price and duration, and the button that opens it.
 */
export function RequestRow({ request, onOpen, tenderStatus }: Props) {
  const profile = request.user.profile;
  const decide = canDecide(request);
  const name = partyName(request.user);
  return (
    // The button goes under the contractor when both do not fit on a line (a phone).
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="request"
    >
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <Avatar src={imageUrl(profile.logo ?? profile.avatar)} radius="md" size={44} alt="">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {request.is_new && <NewMarker />}
          </Group>
          <Group gap="xs">
            <RequestStatusBadge code={request.status.code} tenderStatus={tenderStatus} />
            <RequestParticipation request={request} />
            <OutdatedBadge outdatedBy={request.outdated_by} />
            <Text size="xs" c="gray.7">
              <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>
            </Text>
          </Group>
          <OfferGlance offer={request.offer} />
          <SealedOffer request={request} />
        </Stack>
      </Group>
      <Button
        size="xs"
        variant={decide ? 'filled' : 'default'}
        onClick={() => onOpen(request)}
        ml="auto"
        style={{ flex: 'none' }}
        aria-label={`${decide ? 'Смотреть ответ' : 'Подробнее'}: ${name}`}
      >
        {decide ? 'Смотреть ответ' : 'Подробнее'}
      </Button>
    </Group>
  );
}
