import { MSG_OFFERS, type RequestCard } from '@podryad/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReviseOffer } from '@/features/requests/api/revise-offer';
import { tenderRoot } from '@/lib/query-keys';
import { ApiError } from '@/lib/api-client';
import { AnswerModal } from '@/features/requests/components/answer-modal';
import { useRequestAnswer } from '@/features/requests/components/request-answer-fields';

type Props = {
  request: RequestCard;
  onClose: () => void;
  /** Called once the server has taken the new version. */
  onDone: () => void;
};

/**
 * 'Изменить предложение': the answer's form filled with the active version (comment,
 * files, terms), sent whole as the next version (POST /request/revise/{id}). A 409 (the client
 * decided, the tender closed, the deadline passed) shows the server's words and reloads the
 * tender, so the page stops offering the change.
 */
export function ReviseOfferModal({ request, onClose, onDone }: Props) {
  const revise = useReviseOffer();
  const queryClient = useQueryClient();
  const draft = useRequestAnswer({
    comment: request.comment,
    files: request.document_files,
    offer: request.offer,
  });
  const [failure, setFailure] = useState<string[]>([]);

  return (
    <AnswerModal
      title={MSG_OFFERS.reviseTitle}
      opened
      onClose={onClose}
      draft={draft}
      requireContent
      pending={revise.isPending}
      failure={failure}
      onSubmit={(body) => {
        setFailure([]);
        revise.mutate(
          { id: request.id, ...body },
          {
            onSuccess: onDone,
            onError: (error) => {
              setFailure(draft.refused(error, MSG_OFFERS.reviseFailed));
              if (error instanceof ApiError && error.status === 409) {
                void queryClient.invalidateQueries({ queryKey: tenderRoot(request.tender.id) });
              }
            },
          },
        );
      }}
    />
  );
}
