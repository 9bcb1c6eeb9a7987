import { CONTRACTOR_REJECT_REASONS, INTENT_LABELS, MSG_OFFERS, MSG_TENDERS } from '@podryad/domain';
import { useRejectRequest } from '@/features/requests/api/reject-request';
import { useSendIntent } from '@/features/requests/api/send-intent';
import { ErrorList } from '@/components/error-list';
import { RejectModal } from '@/features/requests/components/reject-modal';
import { firstErrorMessage } from '@/lib/api-client';

/** How an invitation is refused: 'Отклонить' (a reject) or 'Не буду участвовать' (the intent). */
export type Refusal = 'reject' | 'wont_bid';

type Props = {
  requestId: number;
  /** The refusal being asked for; none: the modal is closed. */
  refusal: Refusal | null;
  onClose: () => void;
  /** Called with the banner's words once the server has taken it. */
  onDone: (message: string) => void;
};

/**
 * The reason of a refused invitation, from CONTRACTOR_REJECT_REASONS or typed: sent as a reject
 * (POST /request/reject/{id}) or as 'Не буду участвовать' (POST /request/intent/{id}), which
 * declines the invitation the same way.
 */
export function RefuseModal({ requestId, refusal, onClose, onDone }: Props) {
  const reject = useRejectRequest();
  const intent = useSendIntent();
  const move = refusal === 'wont_bid' ? intent : reject;
  const fallback = refusal === 'wont_bid' ? MSG_OFFERS.intentFailed : MSG_TENDERS.rejectFailed;
  const close = () => {
    reject.reset();
    intent.reset();
    onClose();
  };
  return (
    <RejectModal
      opened={refusal !== null}
      reasons={CONTRACTOR_REJECT_REASONS}
      submitLabel={refusal === 'wont_bid' ? INTENT_LABELS.wont_bid : 'Отклонить'}
      onClose={close}
      pending={move.isPending}
      error={move.isError ? <ErrorList errors={[firstErrorMessage(move.error, fallback)]} /> : null}
      onSubmit={(reason) => {
        if (refusal === 'wont_bid') {
          intent.mutate(
            { id: requestId, intent: 'wont_bid', reason },
            { onSuccess: () => onDone(MSG_OFFERS.wontBidSent) },
          );
        } else {
          reject.mutate(
            { id: requestId, reason },
            { onSuccess: () => onDone(MSG_TENDERS.requestRejected) },
          );
        }
      }}
    />
  );
}
