import {
  BANNER_MS,
  MSG_QUESTIONS,
  MSG_TENDERS,
  QUESTIONS_ANCHOR,
  pageCount,
  type RequestFilter,
  type Tender,
  type RequestCard,
} from '@podryad/domain';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteTender } from '@/features/tenders/api/delete-tender';
import { useTender } from '@/features/tenders/api/get-tender';
import { useTenders } from '@/features/tenders/api/get-tenders';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { TenderTabs } from '@/features/tenders/components/tender-tabs';
import { firstErrorMessage } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { unlessDefault, useSetParams } from '@/lib/url-state';
import { BANNER_PARAMS, bannerFromParams } from '@/app/client/dashboard/banner';
import {
  PARAM,
  selectedFromParams,
  selecting,
  tendersPageOf,
} from '@/app/client/dashboard/dashboard-params';
import { readDashboardUrl } from '@/app/client/dashboard/dashboard-url';
import { LazyClientResponseDrawer } from '@/features/requests/components/request-drawers';
import { RequestList } from '@/features/requests/components/tender-request-list';
import { TenderList } from '@/features/tenders/components/own-tender-list';
import { ConfirmModal } from '@/components/confirm-modal';
import { BackToList, DETAIL_COLUMN, useMasterDetail } from '@/components/master-detail';
import { NeedProjectNotice } from '@/app/client/dashboard/need-project-notice';
import { paths } from '@/lib/paths';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { LoadFailure, readFailure } from '@/components/load-failure';

/**
 * The success banner of the query parameters, shown once for 4 s; the parameters then go away,
 * and the tender just created or edited stays selected (`tender`).
 */
function useParamsBanner(show: (message: string) => void) {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  useEffect(() => {
    const message = bannerFromParams(params);
    if (!message) return;
    show(message);
    const selected = selectedFromParams(params);
    setParams(
      {
        ...Object.fromEntries(BANNER_PARAMS.map((name) => [name, null])),
        ...(selected ? selecting(selected) : {}),
      },
      { replace: true },
    );
  }, [params, setParams, show]);
}

/** /profile/client/main: tenders, the selected one's details and its responses. */
export function ClientDashboard() {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const { page, tenderId, filter, requestsPage } = readDashboardUrl(params);

  // The cards, the selected tender and its response list mount in a transition, in slices (see
  // useServerCatalog).
  const tenders = useDeferredValue(useTenders({ page: tendersPageOf(params) }));
  const deleteTender = useDeleteTender();
  const banner = useFlash(BANNER_MS);
  useParamsBanner(banner.show);
  const [deleting, setDeleting] = useState<Pick<Tender, 'id' | 'tender_name'> | null>(null);
  const [opened, setOpened] = useState<RequestCard | null>(null);

  const list = tenders.data?.tenders ?? [];
  const meta = tenders.data?.meta;
  const pages = meta ? pageCount(meta) : 1;
  // A page past the end (a stale link, fewer tenders since): go to the last one instead.
  const pastTheEnd = meta !== undefined && meta.total > 0 && meta.page > pages;
  useEffect(() => {
    if (pastTheEnd && !tenders.isPlaceholderData) {
      setParams({ [PARAM.page]: unlessDefault(pages, 1), ...selecting(null) }, { replace: true });
    }
  }, [pastTheEnd, tenders.isPlaceholderData, pages, setParams]);

  // The selected tender: the URL's, else the first of the page. Its tabs show what only the
  // whole tender carries (description, documents), so it is always loaded by itself, its card of
  // the page standing in meanwhile; one that is gone (deleted since) leaves the first of the page
  // selected.
  const loadedPage = tenders.isSuccess && !tenders.isPlaceholderData;
  const wanted = useTender(loadedPage && tenderId !== null ? tenderId : 0);
  const firstId = list[0]?.id ?? null;
  const fallBack = tenderId === null || wanted.isError;
  const first = useTender(loadedPage && fallBack && firstId !== null ? firstId : 0);
  const shown = fallBack ? first : wanted;
  const selectedId = fallBack ? firstId : tenderId;
  const card = list.find((tender) => tender.id === selectedId);
  const selected = selectedId !== null ? (shown.data ?? card ?? null) : null;
  const selectedPending = !loadedPage || (selectedId !== null && !selected && !shown.isError);
  // A tender of another page still retrying after a passing failure says so, not a spinner.
  const selectedFailure = selectedPending && loadedPage ? readFailure(shown) : null;

  // A tap on a card brings its tender into view where the detail stands below the list (a phone).
  const { listRef, detailRef, reveal, backToList } = useMasterDetail(selected?.id ?? null);
  const select = (id: number) => {
    reveal(id);
    if (id !== selected?.id) setParams(selecting(id));
  };
  const setRequestFilter = (next: RequestFilter) =>
    setParams({ [PARAM.status]: unlessDefault(next, 'all'), [PARAM.requestsPage]: null });
  const setRequestsPage = (next: number, { replace = false } = {}) =>
    setParams({ [PARAM.requestsPage]: unlessDefault(next, 1) }, { replace });

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTender.mutate(deleting.id, {
      onSuccess: () => {
        if (deleting.id === selected?.id) setParams(selecting(null), { replace: true });
        setDeleting(null);
        banner.show(MSG_TENDERS.bannerTenderDeleted);
      },
    });
  };

  let body;
  if (readFailure(tenders) !== null) {
    body = <LoadFailure query={tenders} fallback={MSG_TENDERS.tendersLoadFailed} />;
  } else if (tenders.isPending || pastTheEnd) {
    body = <Loading minHeight={240} />;
  } else if (list.length === 0 && !selected) {
    body = (
      <EmptyState
        title="У вас пока нет тендеров"
        action={
          <Button component={Link} to={paths.client.createTender}>
            Создать тендер
          </Button>
        }
      >
        Создайте тендер, чтобы пригласить подрядчиков и получить их предложения.
      </EmptyState>
    );
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} ref={listRef}>
          <TenderList
            tenders={list}
            selectedId={selectedId}
            onSelect={select}
            onDelete={(tender) => {
              deleteTender.reset();
              setDeleting(tender);
            }}
            page={meta?.page ?? page}
            pages={pages}
            onPage={(next) =>
              setParams({ [PARAM.page]: unlessDefault(next, 1), ...selecting(null) })
            }
            busy={tenders.isPlaceholderData}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} ref={detailRef} {...DETAIL_COLUMN}>
          {selectedFailure !== null ? (
            <LoadFailure query={shown} fallback={MSG_TENDERS.tenderLoadFailed} />
          ) : selectedPending || !selected ? (
            <Loading minHeight={240} label="Загрузка тендера" />
          ) : (
            <Stack>
              <BackToList label="К списку тендеров" onClick={backToList} />
              <TenderTabs
                key={selected.id}
                tender={selected}
                detailsTo={paths.client.tender(selected.id)}
              />
              <WaitingQuestions tenderId={selected.id} count={card?.questions_unanswered ?? 0} />
              <RequestList
                key={`r${selected.id}`}
                tenderId={selected.id}
                filter={filter}
                page={requestsPage}
                onFilter={setRequestFilter}
                onPage={setRequestsPage}
                onOpen={setOpened}
                tenderStatus={selected.status.code}
              />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack py="lg">
      <Title order={1}>Мои тендеры</Title>
      <NeedProjectNotice />
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}
      {body}
      <LazyClientResponseDrawer
        request={opened}
        tenderStatus={selected?.status.code}
        onClose={() => setOpened(null)}
        onDone={banner.show}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Удалить тендер?"
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={deleteTender.isPending}
        errors={
          deleteTender.isError
            ? [firstErrorMessage(deleteTender.error, MSG_TENDERS.tenderDeleteFailed)]
            : null
        }
      >
        Тендер «{deleting?.tender_name}» и все заявки по нему будут удалены без возможности
        восстановления.
      </ConfirmModal>
    </Stack>
  );
}

/**
 * The selected tender's questions waiting for an answer, counted on its card: they are answered on
 * the tender's page, which this leads to (its questions in view).
 */
function WaitingQuestions({ tenderId, count }: { tenderId: number; count: number }) {
  if (count <= 0) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {MSG_QUESTIONS.waitingLabel(count)}
        </Text>
        <Button
          component={Link}
          to={`${paths.client.tender(tenderId)}#${QUESTIONS_ANCHOR}`}
          variant="light"
          size="xs"
          mih={PHONE_TOUCH_HEIGHT}
        >
          {MSG_QUESTIONS.goAnswer}
        </Button>
      </Group>
    </Paper>
  );
}
