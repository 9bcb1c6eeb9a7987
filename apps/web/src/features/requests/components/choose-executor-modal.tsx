import {
  CHOICE_REASONS,
  CHOICE_REASON_LABELS,
  MSG_OFFERS,
  MSG_OUTCOME,
  type ChoiceReason,
} from '@podryad/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { ErrorList } from '@/components/error-list';
import { ReasonFields, useReason } from '@/components/reason-fields';
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
  const answer = useReason<ChoiceReason>();

  const dismiss = () => {
    answer.reset();
    onClose();
  };
  const confirm = () => {
    const given = answer.take();
    if (!given) return;
    onConfirm(
      given.comment
        ? { outcome_reason: given.reason, outcome_comment: given.comment }
        : { outcome_reason: given.reason },
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
        <ReasonFields
          state={answer}
          reasons={CHOICE_REASONS}
          labels={CHOICE_REASON_LABELS}
          label={MSG_OUTCOME.choiceReason}
          description={MSG_OUTCOME.othersTold}
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
