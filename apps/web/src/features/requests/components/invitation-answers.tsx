import { INTENT_LABELS, MSG_OFFERS, MSG_TENDERS, type RequestCard } from '@podryad/domain';
import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  request: RequestCard;
  /** The deadline for offers has passed: only declining stays open. */
  deadlinePassed: boolean;
  onAccept: () => void;
  onReject: () => void;
  onWillBid: () => void;
  willBidPending: boolean;
  /** A failure of 'Буду участвовать' to show under the buttons. */
  error?: ReactNode;
};

/** The words of the offer's step: 'Принять' is the offer itself. */
export const OFFER_STEP = {
  title: 'Отправьте предложение',
  hint: 'Цена, сроки, комментарий и файлы: заказчик получит их как ваш ответ на приглашение.',
} as const;
export const INTENT_STEP_TITLE = 'Будете участвовать?';

/**
 * The answers to an open invitation, in their order, two at a time: first whether the contractor
 * takes part ('Буду участвовать', kept as a mark, or 'Отклонить' with a reason), then the offer
 * ('Принять' opens it: the spec's accept carries the comment, the files and the terms). After the
 * deadline only 'Отклонить' stays.
 */
export function InvitationAnswers({
  request,
  deadlinePassed,
  onAccept,
  onReject,
  onWillBid,
  willBidPending,
  error,
}: Props) {
  const willBid = request.intent === 'will_bid';
  return (
    <Stack gap="md">
      {deadlinePassed && (
        <Alert color="orange" variant="light" title="Приём предложений завершён">
          {MSG_TENDERS.invitationClosedNote}
        </Alert>
      )}
      <Stack gap="xs" component="section" aria-labelledby="intent-step-title">
        <Title order={3} size="h5" id="intent-step-title">
          {deadlinePassed ? 'Ваш ответ' : `1. ${INTENT_STEP_TITLE}`}
        </Title>
        {willBid ? (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="teal" variant="light" size="sm" radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
            <Text size="sm">{MSG_OFFERS.willBidSent}</Text>
          </Group>
        ) : (
          !deadlinePassed && <Text size="sm">{MSG_OFFERS.intentHint}</Text>
        )}
        <Group gap="sm">
          {!willBid && !deadlinePassed && (
            <Button variant="light" onClick={onWillBid} loading={willBidPending}>
              {INTENT_LABELS.will_bid}
            </Button>
          )}
          <Button variant="outline" color="red.9" onClick={onReject}>
            Отклонить
          </Button>
        </Group>
        {error}
      </Stack>
      {!deadlinePassed && (
        <Stack gap="xs" component="section" aria-labelledby="offer-step-title">
          <Title order={3} size="h5" id="offer-step-title">
            2. {OFFER_STEP.title}
          </Title>
          <Text size="sm">{OFFER_STEP.hint}</Text>
          <Button onClick={onAccept} w="fit-content">
            Принять
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
