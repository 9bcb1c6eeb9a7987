import {
  CLOSE_REASONS,
  CLOSE_REASON_LABELS,
  MSG_OUTCOME,
  OUTCOME_COMMENT_MAX,
  type CloseReason,
} from '@podryad/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
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
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  const dismiss = () => {
    close.reset();
    setMissing(false);
    onClose();
  };

  const confirm = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    close.mutate(
      { id: tenderId, reason, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          setReason(null);
          setComment('');
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
        <Radio.Group
          label={MSG_OUTCOME.closeReason}
          withAsterisk
          value={reason}
          onChange={(value) => {
            setReason(value as CloseReason);
            setMissing(false);
          }}
          error={missing ? MSG_OUTCOME.reasonRequired : undefined}
        >
          <Stack gap="xs" mt="xs">
            {CLOSE_REASONS.map((r) => (
              <Radio key={r} value={r} label={CLOSE_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={MSG_OUTCOME.comment}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={OUTCOME_COMMENT_MAX}
          rows={3}
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
