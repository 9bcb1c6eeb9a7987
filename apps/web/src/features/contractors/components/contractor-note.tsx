import {
  CONTRACTOR_NOTE_MAX,
  type ContractorNote,
  MSG_NOTES,
  contractorNoteBody,
} from '@podryad/domain';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorList } from '@/components/error-list';
import {
  useRemoveContractorNote,
  useSaveContractorNote,
} from '@/features/contractors/api/contractor-note';
import { ApiError, errorMessages } from '@/lib/api-client';

type Props = { contractorId: number; note: ContractorNote | null };

/**
 * 'Моя заметка' on a contractor's page: the client's private note and its mark 'Не приглашать',
 * seen by this client alone. 'Сохранить' keeps both; 'Удалить' asks first, then removes both. What
 * was typed stays when the save fails.
 */
export function ContractorNoteBlock({ contractorId, note }: Props) {
  const [text, setText] = useState(note?.text ?? '');
  const [doNotInvite, setDoNotInvite] = useState(note?.do_not_invite ?? false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveContractorNote();
  const remove = useRemoveContractorNote();

  const submit = () => {
    setStatus(null);
    const body = { text, do_not_invite: doNotInvite };
    const checked = contractorNoteBody.safeParse(body);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? MSG_NOTES.saveFailed);
      return;
    }
    setFieldError(null);
    save.mutate(
      { id: contractorId, body },
      {
        onSuccess: (saved) => {
          setText(saved.text);
          setStatus(MSG_NOTES.saved);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields.text?.[0] : undefined;
          if (field) setFieldError(field);
        },
      },
    );
  };

  const removeNote = () =>
    remove.mutate(contractorId, {
      onSuccess: () => {
        setConfirming(false);
        setText('');
        setDoNotInvite(false);
        setStatus(MSG_NOTES.removed);
      },
    });

  const saveFailure =
    save.isError && !(save.error instanceof ApiError && save.error.fields.text)
      ? errorMessages(save.error, MSG_NOTES.saveFailed)
      : null;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="contractor-note">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="contractor-note">
            Моя заметка
          </Title>
          <Text size="sm" c="gray.7">
            {MSG_NOTES.privacy}
          </Text>
        </div>
        {status && (
          <Alert color="green" variant="light" role="status">
            {status}
          </Alert>
        )}
        <Textarea
          label="Заметка"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setFieldError(null);
            setStatus(null);
          }}
          maxLength={CONTRACTOR_NOTE_MAX}
          rows={3}
          error={fieldError}
        />
        <Checkbox
          label={MSG_NOTES.doNotInvite}
          description="Подрядчик будет отмечен в каталоге и в приглашении"
          checked={doNotInvite}
          onChange={(event) => {
            setDoNotInvite(event.currentTarget.checked);
            setFieldError(null);
            setStatus(null);
          }}
        />
        {saveFailure && <ErrorList errors={saveFailure} />}
        <Group gap="sm">
          <Button onClick={submit} loading={save.isPending}>
            Сохранить
          </Button>
          {note && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              Удалить
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Удаление заметки"
        onConfirm={removeNote}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        pending={remove.isPending}
        errors={remove.isError ? errorMessages(remove.error, MSG_NOTES.removeFailed) : null}
      >
        {MSG_NOTES.confirmRemove}
      </ConfirmModal>
    </Paper>
  );
}
