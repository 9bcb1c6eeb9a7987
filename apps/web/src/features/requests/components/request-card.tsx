import {
  DEFAULT_INVITE_COMMENT,
  INTENT_LABELS,
  formatDateTime,
  offerAhead,
  type RequestCard as ListedRequest,
  type TenderStatus,
} from '@podryad/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FileList } from '@/components/file-list';
import { OffersDeadline } from '@/components/offers-deadline';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';

/** The client's comment of an invitation; '-' (none written) gives null. */
function inviteComment(request: ListedRequest): string | null {
  const comment = request.invite_comment?.trim();
  return comment && comment !== DEFAULT_INVITE_COMMENT ? comment : null;
}

type Props = {
  request: ListedRequest;
  /** The buttons under it: answer the invitation, or 'Смотреть мой ответ'. */
  children?: ReactNode;
  /** The tender's status, when the page has it: an ended tender's undecided request lost. */
  tenderStatus?: TenderStatus;
};

/**
 * The contractor's own request of a tender: how it came (invitation or offer), its status in the
 * contractor's words (with 'Буду участвовать' while an invitation said so waits for the offer), the
 * tender's deadline for offers while an offer is still ahead, and for an invitation the client's
 * comment and files, answered or not.
 */
export function RequestCard({ request, children, tenderStatus }: Props) {
  const invitation = request.origin === 'invitation';
  const comment = inviteComment(request);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-request-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="my-request-title">
            {invitation ? 'Приглашение заказчика' : 'Моё предложение'}
          </Title>
          <Group gap={6}>
            {request.status.code === 'offered' && request.intent === 'will_bid' && (
              <Badge color="teal" variant="light" style={{ flex: 'none' }}>
                {INTENT_LABELS.will_bid}
              </Badge>
            )}
            <RequestStatusBadge
              code={request.status.code}
              side="contractor"
              tenderStatus={tenderStatus}
            />
          </Group>
        </Group>
        <Text size="xs" c="gray.7">
          Обновлено: <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>
        </Text>
        {offerAhead(request) && <OffersDeadline deadline={request.tender.offers_deadline} />}
        {invitation && (
          <>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                Комментарий заказчика
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment ?? 'Без комментария'}
              </Text>
            </Stack>
            {request.invite_document_files.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Файлы приглашения
                </Text>
                <FileList files={request.invite_document_files} />
              </Stack>
            )}
          </>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
