import { MSG_TENDERS } from '@podryad/domain';
import { useState } from 'react';
import { useAcceptRequest } from '@/features/requests/api/accept-request';
import { AnswerModal } from '@/features/requests/components/answer-modal';
import { useRequestAnswer } from '@/features/requests/components/request-answer-fields';

type Props = {
  requestId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once the server has accepted the answer. */
  onDone: () => void;
};

/**
 * 'Принять' of an invitation: a comment and files, each uploaded at once
 * with its progress (POST /request/uploadFile), and optionally the price and terms, then POST
 * /request/accept/{id}. A refusal shows the server's words (a 400's under their fields; a 409, e.g.
 * the executor chosen meanwhile, above the buttons); what was typed stays.
 */
export function AcceptModal({ requestId, opened, onClose, onDone }: Props) {
  const accept = useAcceptRequest();
  const draft = useRequestAnswer();
  const [failure, setFailure] = useState<string[]>([]);

  const close = () => {
    accept.reset();
    setFailure([]);
    onClose();
  };

  return (
    <AnswerModal
      title="Принять приглашение"
      opened={opened}
      onClose={close}
      draft={draft}
      pending={accept.isPending}
      failure={failure}
      onSubmit={(body) => {
        setFailure([]);
        accept.mutate(
          { id: requestId, ...body },
          {
            onSuccess: () => {
              draft.clear();
              onDone();
            },
            onError: (error) => setFailure(draft.refused(error, MSG_TENDERS.acceptFailed)),
          },
        );
      }}
    />
  );
}
