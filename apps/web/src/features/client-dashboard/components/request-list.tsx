import {
  REQUEST_FILTERS,
  REQUEST_FILTER_LABELS,
  formatDateTime,
  partyName,
  type RequestFilter,
  type TenderRequest,
} from '@podryad/domain';
import { Avatar, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CountFilters } from '@/components/count-filters';
import { NewMarker } from '@/components/new-marker';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { imageUrl } from '@/lib/api-client';
import { filterCounts, groupRequests } from '../utils/group-requests';
import { canDecide } from './client-request-actions';

type Props = {
  requests: TenderRequest[];
  /** Opens a request: with the client's decision when it awaits one, read-only otherwise. */
  onOpen: (request: TenderRequest) => void;
};

function RequestRow({ request, onOpen }: { request: TenderRequest; onOpen: Props['onOpen'] }) {
  const profile = request.user.profile;
  const decide = canDecide(request);
  const name = partyName(request.user);
  return (
    <Group
      component="li"
      wrap="nowrap"
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
            <RequestStatusBadge code={request.status.code} />
            <Text size="xs" c="gray.7">
              <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>
            </Text>
          </Group>
        </Stack>
      </Group>
      <Button
        size="xs"
        variant={decide ? 'filled' : 'default'}
        onClick={() => onOpen(request)}
        style={{ flex: 'none' }}
        aria-label={`${decide ? 'Смотреть ответ' : 'Подробнее'}: ${name}`}
      >
        {decide ? 'Смотреть ответ' : 'Подробнее'}
      </Button>
    </Group>
  );
}

function RequestGroup({ title, requests, onOpen }: { title: string } & Props) {
  if (requests.length === 0) return null;
  return (
    <Stack gap={0}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} onOpen={onOpen} />
        ))}
      </Box>
    </Stack>
  );
}

/** The responses to the selected tender: the five filters with counts, new ones first. */
export function RequestList({ requests, onOpen }: Props) {
  const [filter, setFilter] = useState<RequestFilter>('all');
  const counts = filterCounts(requests);
  const { fresh, rest } = groupRequests(requests, filter);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="requests-title">
      <Stack>
        <Title order={2} size="h4" id="requests-title">
          Заявки
        </Title>
        <CountFilters
          label="Фильтр заявок"
          filters={REQUEST_FILTERS}
          labels={REQUEST_FILTER_LABELS}
          counts={counts}
          value={filter}
          onChange={setFilter}
        />
        {requests.length === 0 ? (
          <Text size="sm" c="gray.7">
            Заявок пока нет
          </Text>
        ) : fresh.length + rest.length === 0 ? (
          <Text size="sm" c="gray.7">
            Нет заявок с таким статусом
          </Text>
        ) : (
          <>
            <RequestGroup title="Новые заявки" requests={fresh} onOpen={onOpen} />
            <RequestGroup title="Все заявки" requests={rest} onOpen={onOpen} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
