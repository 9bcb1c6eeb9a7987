import {
  BANNER_MS,
  CONTRACTOR_REQUEST_FILTERS,
  CONTRACTOR_REQUEST_FILTER_LABELS,
  MSG_ADDENDA,
  MSG_OFFERS,
  MSG_TENDERS,
  pageCount,
  type ContractorRequestFilter,
  type RequestCard as ListedRequest,
} from '@podryad/domain';
import { Alert, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRequest } from '@/features/requests/api/get-request';
import { useRequests } from '@/features/requests/api/get-requests';
import { useTender } from '@/features/tenders/api/get-tender';
import { BusyRegion } from '@/components/busy-region';
import { CountFilters, countsOf } from '@/components/count-filters';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { Paginator } from '@/components/paginator';
import { ResponseDrawer } from '@/features/requests/components/response-drawer';
import { unlessDefault, useSetParams } from '@/lib/url-state';
import { contractorHomeQuery, readContractorHomeUrl } from '@/app/contractor/home/home-url';
import { ContractorTenderTabs } from '@/features/tenders/components/contractor-tender';
import { MyRequestList } from '@/features/requests/components/my-request-list';
import { RequestCard } from '@/features/requests/components/request-card';
import { OfferConfirmation } from '@/features/requests/components/offer-confirmation';
import { useFlash } from '@/lib/use-flash';
import { BackToList, DETAIL_COLUMN, useMasterDetail } from '@/components/master-detail';
import { paths } from '@/lib/paths';
import { ClientRating } from '@/features/reviews/components/client-rating';
import { LoadFailure, readFailure } from '@/components/load-failure';

/**
 * The selected request's pane: the request with its action (and the ask to confirm an offer an
 * addendum came after), then the tender in two tabs.
 */
function RequestPane({
  request,
  onShowAnswer,
  onBackToList,
}: {
  request: ListedRequest;
  onShowAnswer: (request: ListedRequest) => void;
  onBackToList: () => void;
}) {
  const tender = useTender(request.tender.id);
  const invitation = request.origin === 'invitation';
  const banner = useFlash(BANNER_MS);
  return (
    <Stack>
      <BackToList label="К списку заявок" onClick={onBackToList} />
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}
      {tender.data && (
        <OfferConfirmation
          request={request}
          tender={tender.data}
          onConfirmed={() => banner.show(MSG_ADDENDA.confirmed)}
          onRevised={() => banner.show(MSG_OFFERS.revised)}
        />
      )}
      <RequestCard request={request}>
        {request.status.code === 'offered' ? (
          <Button
            component={Link}
            to={paths.contractor.invitation(request.tender.id)}
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
      {readFailure(tender) !== null ? (
        <LoadFailure query={tender} fallback={MSG_TENDERS.tenderLoadFailed} />
      ) : !tender.data ? (
        <Loading minHeight={160} label="Загрузка тендера" />
      ) : (
        <ContractorTenderTabs
          key={tender.data.id}
          tender={tender.data}
          clientRating={<ClientRating clientId={tender.data.user.id} />}
          detailsTo={
            invitation
              ? paths.contractor.invitation(tender.data.id)
              : paths.contractor.tender(tender.data.id)
          }
        />
      )}
    </Stack>
  );
}

/** The server's order of a contractor's requests: the latest changed first. */
const byServerOrder = (a: ListedRequest, b: ListedRequest) =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

/**
 * /profile/contractor/main 'Мои тендеры': one page of the contractor's requests
 * (GET /request?status=…&page=…) with the filters Все / Новые / В работе / Отказы and the server's
 * counts, and the selected one's pane. The URL keeps `status` (the filter, left out for 'Все') and
 * `page` (left out on the first), so Back and a reload return to the same list.
 */
export function ContractorHome() {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const { filter, page } = readContractorHomeUrl(params);
  const requests = useRequests(contractorHomeQuery(params));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Opened under 'Новые': they stay listed (without the marker) until the filter or the page
  // changes, even once the list is loaded again without them.
  const [kept, setKept] = useState<ReadonlyMap<number, ListedRequest>>(new Map());
  const [keptFor, setKeptFor] = useState(`${filter}:${page}`);
  if (keptFor !== `${filter}:${page}`) {
    setKeptFor(`${filter}:${page}`);
    setKept(new Map());
  }
  const [answerId, setAnswerId] = useState<number | null>(null);
  // Opening a request marks it seen (GET /request/{id}); a kept one takes the fresh copy.
  const opened = useRequest(selectedId);
  const fresh = opened.data;
  if (fresh && kept.has(fresh.id) && kept.get(fresh.id) !== fresh) {
    setKept(new Map(kept).set(fresh.id, fresh));
  }

  const answer = requests.data;
  const list = answer?.requests ?? [];
  const counts = countsOf(CONTRACTOR_REQUEST_FILTERS, answer?.counts);
  const missing = [...kept.values()].filter((k) => !list.some((r) => r.id === k.id));
  const shown = missing.length > 0 ? [...list, ...missing].sort(byServerOrder) : list;
  const selected = shown.find((r) => r.id === selectedId) ?? shown[0] ?? null;

  const pages = answer ? pageCount(answer.meta) : 1;
  // A page past the end (a stale link, fewer requests since): go to the last one instead.
  const pastTheEnd = answer !== undefined && answer.meta.total > 0 && answer.meta.page > pages;
  useEffect(() => {
    if (pastTheEnd && !requests.isPlaceholderData) {
      setParams({ page: unlessDefault(pages, 1) }, { replace: true });
    }
  }, [pastTheEnd, requests.isPlaceholderData, pages, setParams]);

  // A tap on a card brings its request into view where the pane stands below the list (a phone).
  const { listRef, detailRef, reveal, backToList } = useMasterDetail(selected?.id ?? null);
  const select = (request: ListedRequest) => {
    reveal(request.id);
    setSelectedId(request.id);
    if (filter === 'new') setKept(new Map(kept).set(request.id, request));
  };
  const changeFilter = (next: ContractorRequestFilter) =>
    setParams({ status: unlessDefault(next, 'all'), page: null });

  let body;
  if (readFailure(requests) !== null) {
    body = <LoadFailure query={requests} fallback={MSG_TENDERS.requestsLoadFailed} />;
  } else if (requests.isPending || pastTheEnd) {
    body = <Loading minHeight={240} />;
  } else if (counts.all === 0) {
    body = (
      <EmptyState
        title="У вас пока нет заявок"
        action={
          <Button component={Link} to={paths.contractor.tenders}>
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
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} ref={listRef}>
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
              <BusyRegion busy={requests.isPlaceholderData}>
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
              </BusyRegion>
              <Paginator
                page={answer?.meta.page ?? page}
                pages={pages}
                onChange={(next) => setParams({ page: unlessDefault(next, 1) })}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} ref={detailRef} {...DETAIL_COLUMN}>
          {selected && (
            <RequestPane
              key={selected.id}
              request={selected}
              onShowAnswer={(r) => setAnswerId(r.id)}
              onBackToList={backToList}
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
