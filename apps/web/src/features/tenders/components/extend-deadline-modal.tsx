import {
  MSG_ADDENDA,
  MSG_TENDERS,
  addendumNeedsExtension,
  proposedDeadline,
  type Addendum,
  type Tender,
} from '@podryad/domain';
import { Button, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { useUpdateTender } from '@/features/tenders/api/update-tender';
import { firstErrorMessage } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

/**
 * The addendum a save just made that leaves the bidders too little time: a new one (the tender
 * has more addenda than `before`), asking them to confirm, less than a day before the deadline.
 * Null otherwise: nothing to propose.
 */
export function addendumToExtend(before: Pick<Tender, 'addenda'>, after: Tender): Addendum | null {
  if (after.addenda.length <= before.addenda.length) return null;
  const latest = after.addenda.at(-1);
  if (!latest?.asks_confirmation) return null;
  return addendumNeedsExtension(after.offers_deadline, latest.at) ? latest : null;
}

type Props = {
  tender: Tender;
  /** The addendum that asks for more time; the modal is open while it is set. */
  addendum: Addendum | null;
  /** Closed: extended (the tender answered) or left as it was. */
  onClose: () => void;
};

/**
 * 'Продлить приём предложений?': after a late addendum, moves the deadline to a day after it
 * (PATCH with only `offers_deadline`) or leaves it.
 */
export function ExtendDeadlineModal({ tender, addendum, onClose }: Props) {
  const update = useUpdateTender();
  const [failure, setFailure] = useState<string | null>(null);
  const to = addendum ? proposedDeadline(addendum.at) : null;

  const close = () => {
    setFailure(null);
    update.reset();
    onClose();
  };
  const extend = () => {
    if (!to) return;
    setFailure(null);
    update.mutate(
      { id: tender.id, body: { offers_deadline: to.toISOString() } },
      {
        onSuccess: close,
        onError: (error) => setFailure(firstErrorMessage(error, MSG_TENDERS.deadlineSaveFailed)),
      },
    );
  };

  return (
    <Modal
      opened={addendum !== null}
      onClose={close}
      title={MSG_ADDENDA.extendTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <Stack>
        <Text size="sm">{MSG_ADDENDA.extendText}</Text>
        {failure && <ErrorList errors={[failure]} />}
        <Stack gap="xs">
          {to && (
            <Button onClick={extend} loading={update.isPending} mih={PHONE_TOUCH_HEIGHT}>
              {MSG_ADDENDA.extendTo(to)}
            </Button>
          )}
          <Button
            variant="default"
            onClick={close}
            disabled={update.isPending}
            mih={PHONE_TOUCH_HEIGHT}
          >
            {MSG_ADDENDA.extendSkip}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

/**
 * The client's tender page: proposes the extension whenever the tender it shows gains an addendum
 * that needs one — a save of any of its blocks, which put the answer in the cache.
 */
export function AddendumExtension({ tender }: { tender: Tender }) {
  const [seen, setSeen] = useState(tender.addenda);
  const [asked, setAsked] = useState<Addendum | null>(null);
  if (seen !== tender.addenda) {
    setSeen(tender.addenda);
    const found = addendumToExtend({ addenda: seen }, tender);
    if (found) setAsked(found);
  }
  return <ExtendDeadlineModal tender={tender} addendum={asked} onClose={() => setAsked(null)} />;
}
