import {
  DEFAULT_INVITE_COMMENT,
  MSG_TENDERS,
  offerAhead,
  partyName,
  requestMessage,
  type RequestCard,
  type UserType,
} from '@podryad/domain';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Drawer } from '@/components/overlays';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '@/components/loading';
import { OffersDeadline } from '@/components/offers-deadline';
import { invalidateRequestViews } from '@/features/requests/api/keys';
import { useRequest } from '@/features/requests/api/get-request';
import { errorMessages, imageUrl, isNotFound } from '@/lib/api-client';
import { ErrorList } from '@/components/error-list';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { FileList } from '@/components/file-list';
import { OfferHistory } from '@/features/requests/components/offer-history';
import { OfferTerms } from '@/features/requests/components/offer-terms';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';
import { OutdatedBadge } from '@/features/requests/components/outdated-badge';
import { SealedOffer } from '@/features/requests/components/offer-glance';

type Props = {
  /** The request to show; the drawer is open while it is set. */
  requestId: number | null;
  onClose: () => void;
  /** Whose eyes: a client reads about the contractor, a contractor about the client. */
  side?: UserType;
  title?: string;
  /** What the viewer may do with the request (e.g. the client's accept and reject). */
  actions?: (request: RequestCard) => ReactNode;
};

/**
 * A response (request) in a side drawer: the other party's company, the tender's deadline for
 * offers while an offer is still ahead, the status label,
 * the message (the reject reason when the comment is '-'), a priced offer's terms and, once the
 * offer was revised, its history, and the files to download. A contractor
 * reads the client's invitation while it is open, and its own answer ('Мой ответ') after. Loading it
 * through GET /request/{id} marks it seen, so lists and the bell refresh when the drawer closes.
 */
export function ResponseDrawer({
  requestId,
  onClose,
  side = 'client',
  title = 'Информация о заявке',
  actions,
}: Props) {
  const queryClient = useQueryClient();
  const request = useRequest(requestId);

  const close = () => {
    onClose();
    void invalidateRequestViews(queryClient);
  };

  return (
    <Drawer
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      opened={requestId !== null}
      onClose={close}
      position="right"
      size="md"
      zIndex={310}
      title={title}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
    >
      {isNotFound(request.error) ? (
        <ErrorList errors={errorMessages(request.error, MSG_TENDERS.requestNotFound)} />
      ) : readFailure(request) !== null ? (
        <LoadFailure query={request} fallback={MSG_TENDERS.requestLoadFailed} />
      ) : !request.data ? (
        <Loading minHeight={160} />
      ) : (
        <ResponseDetails request={request.data} side={side} actions={actions} />
      )}
    </Drawer>
  );
}

/** What the message section says: the other party's words for a client, one's own answer for a contractor. */
function messageOf(request: RequestCard, side: UserType) {
  const reason = request.reject_reason?.trim() || null;
  const code = request.status.code;
  if (side === 'client') {
    const message = requestMessage(request);
    const refused = code === 'rejected' || code === 'declined';
    return {
      title: 'Сообщение',
      text: message,
      reason: refused && reason && reason !== message ? reason : null,
      reasonLabel: 'Причина отказа:',
      files: true,
    };
  }
  // An open invitation carries the client's comment and files ('-' is no comment).
  if (code === 'offered') {
    const comment = request.comment?.trim() ?? '';
    return {
      title: 'Комментарий заказчика',
      text: comment === DEFAULT_INVITE_COMMENT ? '' : comment,
      reason: null,
      reasonLabel: '',
      files: true,
    };
  }
  // A declined invitation keeps the client's comment and files: the answer is the reason alone.
  if (code === 'declined') {
    return {
      title: 'Мой ответ',
      text: 'Вы отклонили приглашение.',
      reason,
      reasonLabel: 'Причина отказа:',
      files: false,
    };
  }
  return {
    title: 'Мой ответ',
    text: request.comment?.trim() ?? '',
    reason: code === 'rejected' ? reason : null,
    reasonLabel: 'Причина отказа заказчика:',
    files: true,
  };
}

function ResponseDetails({
  request,
  side,
  actions,
}: {
  request: RequestCard;
  side: UserType;
  actions?: (request: RequestCard) => ReactNode;
}) {
  const party = side === 'client' ? request.user : request.client;
  const message = messageOf(request, side);

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <Avatar
          src={imageUrl(party.profile.logo ?? party.profile.avatar)}
          size={56}
          radius="md"
          alt=""
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {partyName(party)}
          </Text>
          <Text size="sm" c="gray.7">
            Тендер «{request.tender.tender_name}»
          </Text>
          {offerAhead(request) && (
            <OffersDeadline deadline={request.tender.offers_deadline} compact />
          )}
          <Group gap="xs">
            <RequestStatusBadge code={request.status.code} side={side} />
          </Group>
          {side === 'client' && <OutdatedBadge outdatedBy={request.outdated_by} withHint />}
        </Stack>
      </Group>
      <SealedOffer request={request} />
      <Stack gap={4} hidden={request.sealed}>
        <Title order={3} size="h5">
          {message.title}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text || 'Без комментария'}
        </Text>
        {message.reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {message.reasonLabel}
            </Text>{' '}
            {message.reason}
          </Text>
        )}
      </Stack>
      {request.offer && <OfferTerms offer={request.offer} />}
      {message.files && !request.sealed && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Файлы
          </Title>
          <FileList files={request.document_files} emptyText="Файлов нет" />
        </Stack>
      )}
      {request.revision > 1 && <OfferHistory requestId={request.id} revision={request.revision} />}
      {actions?.(request)}
    </Stack>
  );
}
