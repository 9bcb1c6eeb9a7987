import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import type { ReactNode } from 'react';
import { ErrorList } from '@/components/error-list';

type Props = {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence. */
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  /** Why the last try failed; the modal stays open to try again. */
  errors?: string[] | null;
  /** The confirm button's colour: red for what cannot be undone (the default). */
  confirmColor?: string;
};

/** The confirm before anything destructive: what will go, 'Отмена' and a red button. */
export function ConfirmModal({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel = 'Удалить',
  cancelLabel = 'Отмена',
  pending = false,
  errors,
  confirmColor = 'red.9',
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
    >
      <Stack>
        <Text size="sm">{children}</Text>
        {errors && errors.length > 0 && <ErrorList errors={errors} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          {/* Shade 9: white on it keeps AA contrast. */}
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
