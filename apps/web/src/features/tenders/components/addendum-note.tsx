import { ADDENDUM_NOTE_MAX, MSG_ADDENDA } from '@podryad/domain';
import { Textarea } from '@mantine/core';

type Props = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * 'Примечание к изменению': asked wherever the client changes a tender that has offers, since
 * each save becomes a numbered addendum the bidders read. Optional, as the server has it.
 */
export function AddendumNote({ value, onChange, disabled }: Props) {
  return (
    <Textarea
      label={MSG_ADDENDA.noteLabel}
      description={MSG_ADDENDA.noteHint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={ADDENDUM_NOTE_MAX}
      rows={3}
      disabled={disabled}
    />
  );
}

/** The note as PATCH carries it: left out when empty. */
export const noteField = (note: string) => (note.trim() ? { addendum_note: note.trim() } : {});
