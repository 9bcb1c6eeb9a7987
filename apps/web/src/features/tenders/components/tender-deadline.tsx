import {
  MSG_TENDERS,
  OPEN_TENDER_STATUS,
  formatMoscow,
  fromMoscowInput,
  offersDeadlineProblem,
  offersOpen,
  offersTimeLeft,
  toMoscowInput,
  type Tender,
} from '@podryad/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState } from 'react';
import { useUpdateTender } from '@/features/tenders/api/update-tender';
import { AddendumNote, noteField } from '@/features/tenders/components/addendum-note';
import { ErrorList } from '@/components/error-list';
import { firstErrorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';

/**
 * 'Приём предложений до' on the client's tender page: the deadline in Moscow time with
 * the time left, and a modal to set, extend or remove it (PATCH with only `offers_deadline`). The
 * save needs no confirmation; the server tells the contractors of an extension. Once the tender has
 * offers the modal asks for the note of the addendum the move becomes. An ended tender shows the
 * deadline it had, without the time left and without the change.
 */
export function TenderDeadline({ tender }: { tender: Tender }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const now = useNow();
  const deadline = tender.offers_deadline;
  const ended = tender.status.code !== OPEN_TENDER_STATUS;
  return (
    <Stack gap={4} data-testid="tender-deadline">
      <Text size="sm" c="gray.7">
        {MSG_TENDERS.deadlineLabel}
      </Text>
      {deadline ? (
        <Text fw={500}>
          <time dateTime={deadline}>{formatMoscow(deadline)}</time>
          {!ended && (
            <>
              {' · '}
              <Text span inherit c={offersOpen(deadline, now) ? 'blue.8' : 'red.9'}>
                {offersTimeLeft(deadline, now)}
              </Text>
            </>
          )}
        </Text>
      ) : (
        <Text fw={500}>{MSG_TENDERS.noDeadline}</Text>
      )}
      {!ended && (
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {deadline ? MSG_TENDERS.deadlineChange : MSG_TENDERS.deadlineSet}
          </Button>
        </Group>
      )}
      {saved && (
        <Alert color="green" variant="light" role="status" p="xs">
          {MSG_TENDERS.deadlineSaved}
        </Alert>
      )}
      {editing && (
        <DeadlineModal
          tender={tender}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}

function DeadlineModal({
  tender,
  onClose,
  onSaved,
}: {
  tender: Tender;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(() =>
    tender.offers_deadline ? toMoscowInput(tender.offers_deadline) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const update = useUpdateTender();

  const save = () => {
    const deadline = value.trim() ? fromMoscowInput(value) : null;
    // The server's rule, checked first so the modal says it at once; the server checks again.
    const found =
      value.trim() && !deadline
        ? MSG_TENDERS.deadlineFormat
        : deadline && offersDeadlineProblem(deadline, new Date());
    setProblem(found || null);
    if (found) return;
    const body = { offers_deadline: deadline, ...(tender.records_addenda ? noteField(note) : {}) };
    update.mutate({ id: tender.id, body }, { onSuccess: onSaved });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Срок приёма предложений"
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput
            type="datetime-local"
            label={`${MSG_TENDERS.deadlineLabel} (МСК)`}
            description={MSG_TENDERS.deadlineHint}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {tender.records_addenda && (
            <AddendumNote value={note} onChange={setNote} disabled={update.isPending} />
          )}
          {update.isError && (
            <ErrorList errors={[firstErrorMessage(update.error, MSG_TENDERS.deadlineSaveFailed)]} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={update.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
