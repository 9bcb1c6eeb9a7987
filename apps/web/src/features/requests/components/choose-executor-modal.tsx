import {
  CHOICE_REASONS,
  CHOICE_REASON_LABELS,
  MSG_OFFERS,
  MSG_OUTCOME,
  OUTCOME_COMMENT_MAX,
  type ChoiceReason,
} from '@podryad/domain';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import type { ChoiceOutcome } from '@/features/requests/api/accept-request';

type Props = {
  opened: boolean;
  contractorName: string;
  tenderName: string;
  onClose: () => void;
  onConfirm: (outcome: ChoiceOutcome) => void;
  pending: boolean;
  /** Why the last try failed; the modal stays open, with what was chosen, to try again. */
  errors: string[] | null;
};

/**
 * The confirm of 'Выбрать исполнителем': whom, and why the others were not chosen (a reason from
 * the list, required, and a comment), since every other participant is told it.
 */
export function ChooseExecutorModal({
  opened,
  contractorName,
  tenderName,
  onClose,
  onConfirm,
  pending,
  errors,
}: Props) {
  const [reason, setReason] = useState<ChoiceReason | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  const dismiss = () => {
    setMissing(false);
    onClose();
  };
  const confirm = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    const text = comment.trim();
    onConfirm(
      text ? { outcome_reason: reason, outcome_comment: text } : { outcome_reason: reason },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={MSG_OFFERS.chooseExecutorConfirm}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
      // Above the response drawer it may be opened from.
      zIndex={400}
    >
      <Stack>
        <Text size="sm">{MSG_OUTCOME.chosenBecomes(contractorName, tenderName)}</Text>
        <Radio.Group
          label={MSG_OUTCOME.choiceReason}
          description={MSG_OUTCOME.othersTold}
          withAsterisk
          value={reason}
          onChange={(value) => {
            setReason(value as ChoiceReason);
            setMissing(false);
          }}
          error={missing ? MSG_OUTCOME.reasonRequired : undefined}
        >
          <Stack gap="xs" mt="xs">
            {CHOICE_REASONS.map((r) => (
              <Radio key={r} value={r} label={CHOICE_REASON_LABELS[r]} />
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
        {errors && errors.length > 0 && <ErrorList errors={errors} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {MSG_OUTCOME.cancel}
          </Button>
          <Button onClick={confirm} loading={pending}>
            {MSG_OFFERS.choose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
