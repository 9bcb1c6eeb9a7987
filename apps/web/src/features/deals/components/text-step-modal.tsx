import {
  DEAL_STEP_ACTIONS,
  MSG_DEALS,
  MSG_DEAL_SCREENS,
  dealReturnBody,
  dealTerminateBody,
  type Deal,
} from '@podryad/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { Modal } from '@/components/overlays';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useReturnDealWork } from '@/features/deals/api/return-deal-work';
import { useTerminateDeal } from '@/features/deals/api/terminate-deal';

const STEPS = {
  return: {
    title: 'Вернуть работы на доработку?',
    text: 'Подрядчик получит замечания и снова сообщит о выполнении работ.',
    label: MSG_DEAL_SCREENS.remarksLabel,
    field: 'remarks',
    required: MSG_DEALS.remarksRequired,
  },
  terminate: {
    title: MSG_DEAL_SCREENS.terminateTitle,
    text: MSG_DEAL_SCREENS.terminateText,
    label: MSG_DEAL_SCREENS.reasonLabel,
    field: 'reason',
    required: MSG_DEALS.reasonRequired,
  },
} as const;

/**
 * A step that carries a text: the client's remarks on returned work, or the reason of an early
 * end. The dialog says what will happen; the text is required.
 */
export function TextStepModal({
  deal,
  name,
  opened,
  onClose,
}: {
  deal: Deal;
  name: 'return' | 'terminate';
  opened: boolean;
  onClose: () => void;
}) {
  const step = STEPS[name];
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const returned = useReturnDealWork();
  const terminated = useTerminateDeal();
  const mutation = name === 'return' ? returned : terminated;
  const close = () => {
    mutation.reset();
    setMissing(null);
    onClose();
  };
  const send = () => {
    const checked = (name === 'return' ? dealReturnBody : dealTerminateBody).safeParse({
      [step.field]: text,
    });
    if (!checked.success) {
      setMissing(step.required);
      return;
    }
    const done = {
      onSuccess: () => {
        setText('');
        close();
      },
    };
    if (name === 'return') returned.mutate({ id: deal.id, body: { remarks: text.trim() } }, done);
    else terminated.mutate({ id: deal.id, body: { reason: text.trim() } }, done);
  };
  const error = mutation.error;
  const fieldError =
    missing ?? (error instanceof ApiError ? (error.fields[step.field]?.[0] ?? null) : null);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step.title}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
    >
      <Stack>
        <Text size="sm">{step.text}</Text>
        <Textarea
          label={step.label}
          withAsterisk
          resize="vertical"
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMissing(null);
          }}
          error={fieldError}
        />
        {error && !fieldError && (
          <ErrorList errors={errorMessages(error, MSG_DEAL_SCREENS.stepFailed)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Отмена
          </Button>
          <Button
            color={name === 'terminate' ? 'red.9' : undefined}
            onClick={send}
            loading={mutation.isPending}
          >
            {DEAL_STEP_ACTIONS[name]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
