import { BANNER_MS, MSG_TENDERS, type Tender, type TenderRequest } from '@podryad/domain';
import { Alert, Button, Grid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteTender, useTenders } from '@/api/tenders';
import { EmptyState } from '@/components/empty-state';
import { ErrorList } from '@/components/error-list';
import { Loading } from '@/components/loading';
import { ResponseDrawer } from '@/components/response-drawer';
import { TenderTabs } from '@/components/tender-tabs';
import { firstErrorMessage } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { BANNER_PARAMS, bannerFromParams, selectedFromParams } from '../utils/banner';
import { ClientRequestActions, canDecide } from './client-request-actions';
import { RequestList } from './request-list';
import { TenderList } from './tender-list';
import { ConfirmModal } from '@/components/confirm-modal';

/** The success banner of the query parameters, shown once for 4 s; the parameters then go away. */
function useParamsBanner(show: (message: string) => void) {
  const [params, setParams] = useSearchParams();
  const [selected] = useState(() => selectedFromParams(params));
  useEffect(() => {
    const message = bannerFromParams(params);
    if (!message) return;
    show(message);
    const next = new URLSearchParams(params);
    BANNER_PARAMS.forEach((name) => next.delete(name));
    setParams(next, { replace: true });
  }, [params, setParams, show]);
  return selected;
}

/** /profile/client/main (spec 000 §2): tenders, the selected one's details and its responses. */
export function ClientDashboard() {
  const tenders = useTenders();
  const deleteTender = useDeleteTender();
  const banner = useFlash(BANNER_MS);
  const initial = useParamsBanner(banner.show);
  const [selectedId, setSelectedId] = useState<number | null>(initial);
  const [deleting, setDeleting] = useState<Tender | null>(null);
  const [opened, setOpened] = useState<TenderRequest | null>(null);

  const list = tenders.data ?? [];
  const selected = list.find((t) => t.id === selectedId) ?? list[0] ?? null;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTender.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        banner.show(MSG_TENDERS.bannerTenderDeleted);
      },
    });
  };

  let body;
  if (tenders.isPending) {
    body = <Loading minHeight={240} />;
  } else if (tenders.isError) {
    body = <ErrorList errors={[firstErrorMessage(tenders.error, MSG_TENDERS.tendersLoadFailed)]} />;
  } else if (!selected) {
    body = (
      <EmptyState
        title="У вас пока нет тендеров"
        action={
          <Button component={Link} to="/profile/client/createtender">
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
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TenderList
            tenders={list}
            selectedId={selected.id}
            onSelect={setSelectedId}
            onDelete={(tender) => {
              deleteTender.reset();
              setDeleting(tender);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <TenderTabs
              key={selected.id}
              tender={selected}
              detailsTo={`/profile/client/tender/${selected.id}`}
            />
            <RequestList key={`r${selected.id}`} requests={selected.requests} onOpen={setOpened} />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack py="lg">
      <Title order={1}>Мои тендеры</Title>
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}
      {body}
      <ResponseDrawer
        requestId={opened?.id ?? null}
        onClose={() => setOpened(null)}
        title={opened && canDecide(opened) ? 'Ответ подрядчика' : 'Информация о заявке'}
        actions={(request) => (
          <ClientRequestActions
            request={request}
            onDone={(message) => {
              setOpened(null);
              banner.show(message);
            }}
          />
        )}
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
