import {
  MSG_TENDERS,
  OPEN_TENDER_STATUS,
  REQUEST_TRANSITIONS,
  formatDateTime,
  tenderStatusRefusal,
  offersOpen,
  type Tender,
  type RequestCard,
} from '@podryad/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateRequest } from '@/features/requests/api/create-request';
import { tenderRoot } from '@/lib/query-keys';
import { ErrorList } from '@/components/error-list';
import { LeaveConfirm, useLeaveGuard } from '@/components/leave-guard';
import { FileList } from '@/components/file-list';
import { OfferRevisions } from '@/features/requests/components/offer-revisions';
import { OfferConfirmation } from '@/features/requests/components/offer-confirmation';
import { OfferTerms } from '@/features/requests/components/offer-terms';
import { ReadField } from '@/components/read-field';
import {
  RequestAnswerFields,
  useRequestAnswer,
} from '@/features/requests/components/request-answer-fields';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';
import { ApiError } from '@/lib/api-client';
import { refusalOf, type AnswerBody } from '@/features/requests/utils/offer-draft';
import { useNow } from '@/lib/use-now';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/components/section-card';

/** What the form does once the server has answered its offer. */
type SendHandlers = { onSuccess: () => void; onError: (error: Error) => void };

type Props = {
  tender: Tender;
  /** Called once the server has taken the offer (the page shows its banner). */
  onSent: () => void;
  /** Called once the server has taken a revision of it. */
  onRevised: () => void;
  /** Called once the server has taken its confirmation after an addendum. */
  onConfirmed: () => void;
};

/**
 * The contractor's side of a tender: its own request when it has one (an offer or
 * an invitation; the server sends a contractor only its own), else the offer form, plain or priced
 *. A refused offer shows the server's words, a 400's under their fields; a 409 (an offer sent meanwhile, e.g. from another tab, or the executor
 * chosen, the deadline passed) also reloads the tender, so what the server has replaces the form.
 * After the deadline for offers the form gives way to a note: the server refuses them anyway.
 */
export function OfferPanel({ tender, onSent, onRevised, onConfirmed }: Props) {
  const create = useCreateRequest();
  const queryClient = useQueryClient();
  // The answer of a successful send, shown at once, before the tender has reloaded.
  const [sent, setSent] = useState<RequestCard | null>(null);
  const request = tender.requests[0] ?? sent;
  // The field messages of a 400 go under the form's fields; the rest shows here.
  const failure = create.isError ? refusalOf(create.error, MSG_TENDERS.offerSendFailed).rest : [];

  const send = (offer: AnswerBody, form: SendHandlers) =>
    create.mutate(
      { tenderId: tender.id, ...offer },
      {
        onSuccess: (answer) => {
          setSent(answer);
          form.onSuccess();
          onSent();
        },
        onError: (error) => {
          form.onError(error);
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: tenderRoot(tender.id) });
          }
        },
      },
    );

  const now = useNow();
  // Why an ended tender takes no offers: its executor chosen, closed without one, or withdrawn.
  const closed = tenderStatusRefusal(REQUEST_TRANSITIONS.offer, tender.status.code);
  const deadlinePassed = !offersOpen(tender.offers_deadline, now);
  return (
    <Stack gap="md">
      {request && (
        <OfferConfirmation
          request={request}
          tender={tender}
          onConfirmed={onConfirmed}
          onRevised={onRevised}
        />
      )}
      {request ? (
        <MyRequest request={request} tender={tender} onRevised={onRevised} />
      ) : closed ? (
        <Alert color="gray" variant="light" title="Предложения не принимаются">
          {closed}
        </Alert>
      ) : deadlinePassed ? (
        <Alert color="orange" variant="light" title="Приём предложений завершён">
          {MSG_TENDERS.offersClosedNote}
        </Alert>
      ) : (
        <OfferForm onSend={send} pending={create.isPending} />
      )}
      <ErrorList errors={failure} />
    </Stack>
  );
}

/**
 * 'Коммерческое предложение': the optional price and terms, a comment and files, each uploaded at
 * once with its progress; checked with the domain's rules before it is sent.
 */
function OfferForm({
  onSend,
  pending,
}: {
  onSend: (offer: AnswerBody, form: SendHandlers) => void;
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
    const body = draft.check(new Date());
    if (!body) return;
    onSend(body, {
      onSuccess: draft.clear,
      onError: (error) => draft.refused(error, MSG_TENDERS.offerSendFailed),
    });
  };

  return (
    <SectionCard labelledBy="offer-title" roomy={false}>
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
    </SectionCard>
  );
}

/**
 * The contractor's own request of the tender: its status in the contractor's words; for an offer
 * what was sent, its terms, the way to change it and its history; for an invitation the way to
 * the invitation page where it is answered.
 */
function MyRequest({
  request,
  tender,
  onRevised,
}: {
  request: RequestCard;
  tender: Tender;
  onRevised: () => void;
}) {
  const invitation = request.origin === 'invitation';
  // An invitation unanswered when the tender ended is no longer to answer.
  const unanswered = request.status.code === 'offered' && tender.status.code === OPEN_TENDER_STATUS;
  return (
    <SectionCard labelledBy="my-request-title" roomy={false}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="my-request-title">
            {invitation ? 'Приглашение заказчика' : 'Моё предложение'}
          </Title>
          <RequestStatusBadge
            code={request.status.code}
            side="contractor"
            tenderStatus={tender.status.code}
          />
        </Group>
        <Text size="sm" c="gray.7">
          {invitation ? 'Приглашение получено' : 'Отправлено'}:{' '}
          <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
        </Text>
        {invitation ? (
          <>
            <Text size="sm">
              {unanswered
                ? 'Заказчик пригласил вас участвовать в этом тендере. Ответьте на приглашение на его странице.'
                : request.status.code === 'offered'
                  ? 'Тендер завершён до вашего ответа на приглашение.'
                  : 'Вы уже ответили на приглашение заказчика.'}
            </Text>
            <Button
              component={Link}
              to={paths.contractor.invitation(request.tender.id)}
              variant="light"
              w="fit-content"
            >
              {unanswered
                ? 'Ответить на приглашение'
                : request.status.code === 'offered'
                  ? 'Смотреть приглашение'
                  : 'Смотреть мой ответ'}
            </Button>
          </>
        ) : (
          <>
            {request.offer && <OfferTerms offer={request.offer} />}
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
            <OfferRevisions request={request} tender={tender} onRevised={onRevised} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
