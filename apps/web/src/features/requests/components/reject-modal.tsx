import { OTHER_REASON, REJECT_REASON_MAX, rejectReason } from '@podryad/domain';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState, type ReactNode } from 'react';

type Props = {
  opened: boolean;
  /** The side's reasons (CLIENT_REJECT_REASONS or CONTRACTOR_REJECT_REASONS), 'Другая причина' last. */
  reasons: readonly string[];
  /** The send button's words: 'Отказать' for a client, 'Отклонить' for a contractor. */
  submitLabel?: string;
  onClose: () => void;
  /** The reason to send: the chosen one, or the free text for 'Другая причина'. */
  onSubmit: (reason: string) => void;
  pending?: boolean;
  /** A failure to show above the buttons. */
  error?: ReactNode;
};

/** 'Укажите причину отказа': the side's reasons; 'Другая причина' asks for a short text. */
export function RejectModal({
  opened,
  reasons,
  submitLabel = 'Отказать',
  onClose,
  onSubmit,
  pending = false,
  error,
}: Props) {
  const [choice, setChoice] = useState<string>('');
  const [text, setText] = useState('');

  const close = () => {
    setChoice('');
    setText('');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Укажите причину отказа"
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) onSubmit(rejectReason(choice, text));
        }}
      >
        <Stack>
          <Radio.Group
            value={choice}
            onChange={setChoice}
            aria-label="Причина отказа"
            name="reject-reason"
          >
            <Stack gap="sm">
              {reasons.map((reason) => (
                <Radio key={reason} value={reason} label={reason} />
              ))}
            </Stack>
          </Radio.Group>
          {choice === OTHER_REASON && (
            <Textarea
              label="Кратко опишите причину"
              placeholder="Кратко опишите причину"
              rows={3}
              maxLength={REJECT_REASON_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
          {error}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button type="submit" color="red.9" disabled={!choice} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
