import { SEALED_LABEL, type Tender, sealedBidderNote, sealedClientNote } from '@podryad/domain';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * What sealed offers mean on a sealed tender's page: to a bidder, that the client sees nothing of
 * its offer before the deadline; to the client, when the offers open, then when they did.
 */
export function SealedNote({ tender, side }: { tender: Tender; side: 'client' | 'contractor' }) {
  const deadline = tender.offers_deadline;
  if (!tender.sealed || !deadline) return null;
  if (side === 'contractor' && !tender.offers_sealed) return null;
  const opened = tender.offers_sealed ? null : (tender.offers_opened_at ?? deadline);
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title={SEALED_LABEL}
      data-testid="sealed-note"
    >
      {side === 'contractor' ? sealedBidderNote(deadline) : sealedClientNote(deadline, opened)}
    </Alert>
  );
}
