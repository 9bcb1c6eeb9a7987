import { CLOSE_REASONS, CLOSE_REASON_LABELS, MSG_OUTCOME, type CloseReason } from '@podryad/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { ErrorList } from '@/components/error-list';
import { ReasonFields, useReason } from '@/components/reason-fields';
import { errorMessages } from '@/lib/api-client';
import { isEnded, useCloseTender } from '@/features/tenders/api/close-tender';

type Props = {
  tenderId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once the server has closed the tender. */
  onDone: () => void;
};

/**
 * 'Завершить без выбора исполнителя': the reason (required), a comment, and a red confirm that
 * says it cannot be undone and who is told. A refusal stays in the modal with what was chosen.
 */
export function CloseTenderModal({ tenderId, opened, onClose, onDone }: Props) {
  const close = useCloseTender();
  const answer = useReason<CloseReason>();

  const dismiss = () => {
    close.reset();
    answer.reset();
    onClose();
  };

  const confirm = () => {
    const given = answer.take();
    if (!given) return;
    close.mutate(
      { id: tenderId, ...given },
      {
        onSuccess: () => {
          answer.reset(true);
          onDone();
        },
      },
    );
  };

  const failure = close.isError
    ? isEnded(close.error)
      ? [MSG_OUTCOME.notOpen]
      : errorMessages(close.error, MSG_OUTCOME.closeFailed)
    : null;

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={MSG_OUTCOME.closeTitle}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
    >
      <Stack>
        <ReasonFields
          state={answer}
          reasons={CLOSE_REASONS}
          labels={CLOSE_REASON_LABELS}
          label={MSG_OUTCOME.closeReason}
        />
        <Alert color="orange" variant="light" role="note">
          {MSG_OUTCOME.closeWarning}
        </Alert>
        {failure && <ErrorList errors={failure} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {MSG_OUTCOME.cancel}
          </Button>
          {/* Shade 9: white on it keeps AA contrast. */}
          <Button color="red.9" onClick={confirm} loading={close.isPending}>
            {MSG_OUTCOME.closeConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
