import { MSG_TENDERS } from '@podryad/domain';
import { Button, Group, Stack } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState } from 'react';
import type { AnswerBody } from '@/features/requests/utils/offer-draft';
import { ErrorList } from '@/components/error-list';
import {
  RequestAnswerFields,
  type RequestAnswerDraft,
} from '@/features/requests/components/request-answer-fields';

type Props = {
  title: string;
  opened: boolean;
  onClose: () => void;
  draft: RequestAnswerDraft;
  /** Called with the checked body; the caller sends it. */
  onSubmit: (body: AnswerBody) => void;
  pending: boolean;
  /** The server's words that belong to no field. */
  failure: string[];
  /** An offer needs a comment, a file or a price (an acceptance may go without). */
  requireContent?: boolean;
};

/**
 * A contractor's answer in a modal (accepting an invitation, revising an offer): the optional
 * price and terms, the comment and files, checked with the domain's rules before it is sent.
 */
export function AnswerModal({
  title,
  opened,
  onClose,
  draft,
  onSubmit,
  pending,
  failure,
  requireContent = false,
}: Props) {
  // Set by a send with nothing in it; the words stay until the draft has something.
  const [triedEmpty, setTriedEmpty] = useState(false);
  const submit = () => {
    if (requireContent && draft.isEmpty) {
      setTriedEmpty(true);
      return;
    }
    const body = draft.check(new Date());
    if (body) onSubmit(body);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <RequestAnswerFields draft={draft} />
          {triedEmpty && draft.isEmpty && <ErrorList errors={[MSG_TENDERS.offerEmpty]} />}
          <ErrorList errors={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={pending} disabled={draft.uploads.busy}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
