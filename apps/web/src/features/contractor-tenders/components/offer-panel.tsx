import {
  MSG_TENDERS,
  OPEN_TENDER_STATUS,
  formatDateTime,
  offersOpen,
  type Tender,
  type TenderRequest,
} from '@podryad/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateRequest } from '@/api/requests';
import { tenderQueryKey } from '@/api/tenders';
import { ErrorList } from '@/components/error-list';
import { LeaveConfirm, useLeaveGuard } from '@/components/leave-guard';
import { FileList } from '@/components/file-list';
import { ReadField } from '@/components/read-field';
import { RequestAnswerFields, useRequestAnswer } from '@/components/request-answer-fields';
import { RequestStatusBadge } from '@/components/request-status-badge';
import { ApiError, firstErrorMessage } from '@/lib/api-client';
import { CONTRACTOR_ROUTES } from '@/lib/contractor-routes';
import { useNow } from '@/lib/use-now';

type Offer = { comment?: string; docs_paths: string[] };

type Props = {
  tender: Tender;
  /** Called once the server has taken the offer (the page shows its banner). */
  onSent: () => void;
};

/**
 * The contractor's side of a tender (spec 001 §2.7): its own request when it has one (an offer or
 * an invitation; the server sends a contractor only its own), else the offer form. A refused offer
 * shows the server's words; a 409 (an offer sent meanwhile, e.g. from another tab, or the executor
 * chosen, the deadline passed) also reloads the tender, so what the server has replaces the form.
 * After the deadline for offers the form gives way to a note: the server refuses them anyway.
 */
export function OfferPanel({ tender, onSent }: Props) {
  const create = useCreateRequest();
  const queryClient = useQueryClient();
  // The answer of a successful send, shown at once, before the tender has reloaded.
  const [sent, setSent] = useState<TenderRequest | null>(null);
  const request = tender.requests[0] ?? sent;
  const failure = create.isError
    ? firstErrorMessage(create.error, MSG_TENDERS.offerSendFailed)
    : null;

  const send = (offer: Offer, done: () => void) =>
    create.mutate(
      { tenderId: tender.id, ...offer },
      {
        onSuccess: (answer) => {
          setSent(answer);
          done();
          onSent();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: tenderQueryKey(tender.id) });
          }
        },
      },
    );

  const now = useNow();
  const closed = tender.status.code !== OPEN_TENDER_STATUS;
  const deadlinePassed = !offersOpen(tender.offers_deadline, now);
  return (
    <Stack gap="md">
      {request ? (
        <MyRequest request={request} />
      ) : closed ? (
        <Alert color="gray" variant="light" title="Предложения не принимаются">
          {MSG_TENDERS.tenderClosed}
        </Alert>
      ) : deadlinePassed ? (
        <Alert color="orange" variant="light" title="Приём предложений завершён">
          {MSG_TENDERS.offersClosedNote}
        </Alert>
      ) : (
        <OfferForm onSend={send} pending={create.isPending} />
      )}
      {failure && <ErrorList errors={[failure]} />}
    </Stack>
  );
}

/** 'Коммерческое предложение': a comment and files, each uploaded at once with its progress. */
function OfferForm({
  onSend,
  pending,
}: {
  onSend: (offer: Offer, done: () => void) => void;
  pending: boolean;
}) {
  const draft = useRequestAnswer();
  const guard = useLeaveGuard(!draft.isEmpty || draft.uploads.busy);
  // Set by a send with nothing in it; the words stay until the draft has something.
  const [triedEmpty, setTriedEmpty] = useState(false);

  const submit = () => {
    // The server refuses an empty offer too (400 with the same words).
    if (draft.isEmpty) {
      setTriedEmpty(true);
      return;
    }
    onSend(draft.payload(), draft.clear);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="offer-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <LeaveConfirm guard={guard} />
          <Title order={2} size="h4" id="offer-title">
            Коммерческое предложение
          </Title>
          <RequestAnswerFields draft={draft} />
          {triedEmpty && draft.isEmpty && <ErrorList errors={[MSG_TENDERS.offerEmpty]} />}
          <Group justify="flex-end">
            <Button type="submit" loading={pending} disabled={draft.uploads.busy}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The contractor's own request of the tender: its status in the contractor's words; for an offer
 * what was sent, for an invitation the way to the invitation page where it is answered.
 */
function MyRequest({ request }: { request: TenderRequest }) {
  const invitation = request.origin === 'invitation';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="my-request-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="my-request-title">
            {invitation ? 'Приглашение заказчика' : 'Моё предложение'}
          </Title>
          <RequestStatusBadge code={request.status.code} side="contractor" />
        </Group>
        <Text size="sm" c="gray.7">
          {invitation ? 'Приглашение получено' : 'Отправлено'}:{' '}
          <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
        </Text>
        {invitation ? (
          <>
            <Text size="sm">
              {request.status.code === 'offered'
                ? 'Заказчик пригласил вас участвовать в этом тендере. Ответьте на приглашение на его странице.'
                : 'Вы уже ответили на приглашение заказчика.'}
            </Text>
            <Button
              component={Link}
              to={CONTRACTOR_ROUTES.invitation(request.tender.id)}
              variant="light"
              w="fit-content"
            >
              {request.status.code === 'offered' ? 'Ответить на приглашение' : 'Смотреть мой ответ'}
            </Button>
          </>
        ) : (
          <>
            <ReadField label="Комментарий">{request.comment?.trim()}</ReadField>
            <div>
              <Text size="sm" c="gray.7" mb={4}>
                Файлы
              </Text>
              <FileList files={request.document_files} emptyText="Файлы не прикреплены" />
            </div>
            {request.reject_reason && (
              <ReadField label="Причина отказа">{request.reject_reason}</ReadField>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
