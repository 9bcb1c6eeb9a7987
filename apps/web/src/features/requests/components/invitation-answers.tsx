import { INTENT_LABELS, MSG_OFFERS, MSG_TENDERS, type RequestCard } from '@podryad/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  request: RequestCard;
  /** The deadline for offers has passed: only declining stays open. */
  deadlinePassed: boolean;
  onAccept: () => void;
  onReject: () => void;
  onWillBid: () => void;
  onWontBid: () => void;
  willBidPending: boolean;
  /** A failure of 'Буду участвовать' to show under the buttons. */
  error?: ReactNode;
};

/**
 * The answers to an open invitation: 'Буду участвовать' or 'Не буду
 * участвовать' before the offer, and 'Принять' (the offer itself) or 'Отклонить'. Once the
 * contractor said it will take part, the card shows that and the offer is what is left to send.
 */
export function InvitationAnswers({
  request,
  deadlinePassed,
  onAccept,
  onReject,
  onWillBid,
  onWontBid,
  willBidPending,
  error,
}: Props) {
  const asked = !deadlinePassed && request.intent !== 'will_bid';
  return (
    <Stack gap="sm">
      {deadlinePassed && (
        <Alert color="orange" variant="light" title="Приём предложений завершён">
          {MSG_TENDERS.invitationClosedNote}
        </Alert>
      )}
      {asked && (
        <>
          <Text size="sm">{MSG_OFFERS.intentHint}</Text>
          <Group>
            <Button variant="light" onClick={onWillBid} loading={willBidPending}>
              {INTENT_LABELS.will_bid}
            </Button>
            <Button variant="default" onClick={onWontBid}>
              {INTENT_LABELS.wont_bid}
            </Button>
          </Group>
        </>
      )}
      <Group>
        {!deadlinePassed && <Button onClick={onAccept}>Принять</Button>}
        <Button variant="outline" color="red.9" onClick={onReject}>
          Отклонить
        </Button>
      </Group>
      {error}
    </Stack>
  );
}
