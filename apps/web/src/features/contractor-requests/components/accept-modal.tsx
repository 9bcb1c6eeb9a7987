import { MSG_TENDERS } from '@podryad/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useAcceptRequest } from '@/api/requests';
import { ErrorList } from '@/components/error-list';
import { RequestAnswerFields, useRequestAnswer } from '@/components/request-answer-fields';
import { firstErrorMessage } from '@/lib/api-client';

type Props = {
  requestId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once the server has accepted the answer. */
  onDone: () => void;
};

/**
 * 'Принять' of an invitation (spec 001 §2.7): a comment and files, each uploaded at once with its
 * progress (POST /request/uploadFile), then POST /request/accept/{id} with the comment and paths.
 * A refusal (e.g. 409: the executor was chosen meanwhile) shows the server's words.
 */
export function AcceptModal({ requestId, opened, onClose, onDone }: Props) {
  const accept = useAcceptRequest();
  const draft = useRequestAnswer();

  const close = () => {
    accept.reset();
    onClose();
  };

  const submit = () =>
    accept.mutate(
      { id: requestId, ...draft.payload() },
      {
        onSuccess: () => {
          draft.clear();
          onDone();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Принять приглашение"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <RequestAnswerFields draft={draft} />
          {accept.isError && (
            <ErrorList errors={[firstErrorMessage(accept.error, MSG_TENDERS.acceptFailed)]} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button type="submit" loading={accept.isPending} disabled={draft.uploads.busy}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
