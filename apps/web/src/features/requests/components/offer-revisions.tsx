import { MSG_OFFERS, offerRevisable, type RequestCard } from '@podryad/domain';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNow } from '@/lib/use-now';
import { OfferHistory } from '@/features/requests/components/offer-history';
import { ReviseOfferModal } from '@/features/requests/components/revise-offer-modal';

type Props = {
  request: RequestCard;
  /** The tender of the request: whether it still takes offers. */
  tender: { status: { code: string }; offers_deadline: string | null };
  /** Called once a revision is sent (the page shows its banner). */
  onRevised: () => void;
};

/**
 * The versions of the contractor's own offer: 'Изменить предложение' while the client
 * has not decided and the tender takes offers, and the 'История изменений' once there is more than
 * one version. Nothing for a request without an offer.
 */
export function OfferRevisions({ request, tender, onRevised }: Props) {
  const now = useNow();
  const [revising, setRevising] = useState(false);
  const revisable = offerRevisable(request, tender, now);
  if (!revisable && request.revision < 2) return null;
  return (
    <Stack gap="sm">
      {revisable && (
        <Button variant="light" w="fit-content" onClick={() => setRevising(true)}>
          {MSG_OFFERS.revise}
        </Button>
      )}
      {request.revision > 1 && <OfferHistory requestId={request.id} revision={request.revision} />}
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
    </Stack>
  );
}
