import {
  CONTRACTOR_REQUEST_FILTERS,
  CONTRACTOR_REQUEST_FILTER_LABELS,
  MSG_TENDERS,
  matchesContractorFilter,
  type ContractorRequestFilter,
  type TenderRequest,
} from '@podryad/domain';
import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequest, useRequests } from '@/api/requests';
import { useTender } from '@/api/tenders';
import { CountFilters } from '@/components/count-filters';
import { EmptyState } from '@/components/empty-state';
import { ErrorList } from '@/components/error-list';
import { Loading } from '@/components/loading';
import { ResponseDrawer } from '@/components/response-drawer';
import { firstErrorMessage } from '@/lib/api-client';
import { CONTRACTOR_ROUTES } from '@/lib/contractor-routes';
import { contractorFilterCounts } from '../utils/filters';
import { ContractorTenderTabs } from './contractor-tender';
import { MyRequestList } from './my-request-list';
import { RequestCard } from './request-card';

/** The selected request's pane: the request with its action, then the tender in two tabs. */
function RequestPane({
  request,
  onShowAnswer,
}: {
  request: TenderRequest;
  onShowAnswer: (request: TenderRequest) => void;
}) {
  const tender = useTender(request.tender.id);
  const invitation = request.origin === 'invitation';
  return (
    <Stack>
      <RequestCard request={request}>
        {request.status.code === 'offered' ? (
          <Button
            component={Link}
            to={CONTRACTOR_ROUTES.invitation(request.tender.id)}
            w="fit-content"
          >
            Ответить на приглашение
          </Button>
        ) : (
          <Button variant="light" onClick={() => onShowAnswer(request)} w="fit-content">
            Смотреть мой ответ
          </Button>
        )}
      </RequestCard>
      {tender.isPending ? (
        <Loading minHeight={160} label="Загрузка тендера" />
      ) : tender.isError ? (
        <ErrorList errors={[firstErrorMessage(tender.error, MSG_TENDERS.tenderLoadFailed)]} />
      ) : (
        <ContractorTenderTabs
          key={tender.data.id}
          tender={tender.data}
          detailsTo={
            invitation
              ? CONTRACTOR_ROUTES.invitation(tender.data.id)
              : CONTRACTOR_ROUTES.tender(tender.data.id)
          }
        />
      )}
    </Stack>
  );
}

/**
 * /profile/contractor/main 'Мои тендеры' (spec 001 §2.7): the contractor's requests with the
 * filters Все / Новые / В работе / Отказы and their counts, and the selected one's pane.
 */
export function ContractorHome() {
  const requests = useRequests();
  const [filter, setFilter] = useState<ContractorRequestFilter>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Opened under 'Новые': they stay listed (without the marker) until the filter changes.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [answerId, setAnswerId] = useState<number | null>(null);
  // Opening a request marks it seen (GET /request/{id}).
  useRequest(selectedId);

  const list = requests.data ?? [];
  const counts = contractorFilterCounts(list);
  const shown = list.filter((r) => matchesContractorFilter(r, filter) || kept.has(r.id));
  const selected = shown.find((r) => r.id === selectedId) ?? shown[0] ?? null;

  const select = (request: TenderRequest) => {
    setSelectedId(request.id);
    if (filter === 'new') setKept(new Set([...kept, request.id]));
  };
  const changeFilter = (next: ContractorRequestFilter) => {
    setFilter(next);
    setKept(new Set());
  };

  let body;
  if (requests.isPending) {
    body = <Loading minHeight={240} />;
  } else if (requests.isError) {
    body = (
      <ErrorList errors={[firstErrorMessage(requests.error, MSG_TENDERS.requestsLoadFailed)]} />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title="У вас пока нет заявок"
        action={
          <Button component={Link} to={CONTRACTOR_ROUTES.tenders}>
            Тендеры
          </Button>
        }
      >
        Найдите подходящий тендер и отправьте коммерческое предложение или дождитесь приглашения от
        заказчика.
      </EmptyState>
    );
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mine-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="mine-title">
                Заявки
              </Title>
              <CountFilters
                label="Фильтр заявок"
                filters={CONTRACTOR_REQUEST_FILTERS}
                labels={CONTRACTOR_REQUEST_FILTER_LABELS}
                counts={counts}
                value={filter}
                onChange={changeFilter}
              />
              {shown.length === 0 ? (
                <Text size="sm" c="gray.7">
                  Нет заявок с таким статусом
                </Text>
              ) : (
                <MyRequestList
                  requests={shown}
                  selectedId={selected?.id ?? null}
                  onSelect={select}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          {selected && (
            <RequestPane
              key={selected.id}
              request={selected}
              onShowAnswer={(r) => setAnswerId(r.id)}
            />
          )}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack py="lg">
      <Title order={1}>Мои тендеры</Title>
      {body}
      <ResponseDrawer
        requestId={answerId}
        onClose={() => setAnswerId(null)}
        side="contractor"
        title="Мой ответ"
      />
    </Stack>
  );
}
