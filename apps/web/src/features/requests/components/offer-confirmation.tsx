import { MSG_ADDENDA, MSG_OFFERS, offerRevisable, type RequestCard } from '@podryad/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { useConfirmOffer } from '@/features/requests/api/confirm-offer';
import { ReviseOfferModal } from '@/features/requests/components/revise-offer-modal';
import { ApiError, firstErrorMessage } from '@/lib/api-client';
import { tenderRoot } from '@/lib/query-keys';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useNow } from '@/lib/use-now';

type Props = {
  /** The contractor's own request; nothing is shown unless an addendum came after its offer. */
  request: RequestCard;
  /** The tender of the request: whether it still takes offers. */
  tender: { status: { code: string }; offers_deadline: string | null };
  /** Called once the server has taken the confirmation (the page shows its banner). */
  onConfirmed: () => void;
  /** Called once the server has taken a revision instead. */
  onRevised: () => void;
};

/**
 * 'Тендер изменён после вашего предложения': the contractor confirms its offer stands on the
 * tender as it now is (POST /request/confirm/{id}) or changes it (the revision confirms as well).
 * While the tender no longer takes offers only the words stay: the server would refuse both. A
 * refusal shows the server's words and reloads the tender.
 */
export function OfferConfirmation({ request, tender, onConfirmed, onRevised }: Props) {
  const confirm = useConfirmOffer();
  const queryClient = useQueryClient();
  const [revising, setRevising] = useState(false);
  const now = useNow();
  if (request.outdated_by === null) return null;
  const open = offerRevisable(request, tender, now);

  const send = () =>
    confirm.mutate(request.id, {
      onSuccess: onConfirmed,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: tenderRoot(request.tender.id) });
        }
      },
    });

  return (
    <Alert color="orange" variant="light" title={MSG_ADDENDA.askTitle} data-testid="offer-confirm">
      <Stack gap="sm">
        <Text size="sm">{MSG_ADDENDA.ask(request.outdated_by)}</Text>
        {confirm.isError && (
          <ErrorList errors={[firstErrorMessage(confirm.error, MSG_ADDENDA.confirmFailed)]} />
        )}
        {open && (
          <Group gap="sm">
            <Button onClick={send} loading={confirm.isPending} mih={PHONE_TOUCH_HEIGHT}>
              {MSG_ADDENDA.confirm}
            </Button>
            <Button
              variant="default"
              onClick={() => setRevising(true)}
              disabled={confirm.isPending}
              mih={PHONE_TOUCH_HEIGHT}
            >
              {MSG_OFFERS.revise}
            </Button>
          </Group>
        )}
      </Stack>
      {revising && (
        <ReviseOfferModal
          request={request}
          onClose={() => setRevising(false)}
          onDone={() => {
            setRevising(false);
            onRevised();
          }}
        />
      )}
    </Alert>
  );
}
