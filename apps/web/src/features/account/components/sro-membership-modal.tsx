import {
  MSG_SRO,
  SRO_KINDS,
  SRO_KIND_LABELS,
  SRO_NAME_MAX,
  SRO_NUMBER_MAX,
  type SroKind,
  type SroMembershipView,
  sroLevelLabel,
  sroLevels,
  sroMembershipsBody,
} from '@podryad/domain';
import { Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '@/components/error-list';
import { Modal } from '@/components/overlays';
import { ApiError, errorMessages } from '@/lib/api-client';
import type { Fields } from '@/lib/form';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useSaveSroMemberships } from '@/features/account/api/save-sro-memberships';

type Draft = { kind: SroKind; sro_name: string; registration_number: string; level: string };

type FormProps = {
  /** The stored list the change is made to. */
  memberships: SroMembershipView[];
  /** The membership edited, by its place in the list; null: a new one, added at the end. */
  index: number | null;
  /** The kind a new membership starts with (the contractor's work). */
  defaultKind: SroKind;
  onClose: () => void;
  onSaved: () => void;
};
type Props = Omit<FormProps, 'index'> & {
  /** What is being edited: a place in the list, or null for a new one; closed when undefined. */
  editing: { index: number | null } | undefined;
};

const draftOf = (m: SroMembershipView | undefined, kind: SroKind): Draft =>
  m ? { ...m, level: String(m.level) } : { kind, sro_name: '', registration_number: '', level: '' };

/**
 * The form of one membership: its kind, the СРО's name, its number in the state register and the
 * level of responsibility, whose choices (with their ceilings) follow the kind. Saving sends the
 * whole list with this one changed or added; the same rules as the server's are checked first,
 * and a refusal keeps the form as it was typed, each problem under its field.
 */
export function SroMembershipModal({ editing, ...props }: Props) {
  return (
    <Modal
      opened={editing !== undefined}
      onClose={props.onClose}
      title={editing?.index === null ? MSG_SRO.addTitle : MSG_SRO.editTitle}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {/* Each opening starts from the membership as stored. */}
      {editing && <MembershipForm key={String(editing.index)} index={editing.index} {...props} />}
    </Modal>
  );
}

/** The problems of the edited membership under its fields; the others above the buttons. */
function split(
  issues: { path: readonly PropertyKey[]; message: string }[],
  at: number,
): { fields: Fields; errors: string[] } {
  const fields: Fields = {};
  const errors: string[] = [];
  for (const { path, message } of issues) {
    const [, i, field] = path;
    if (Number(i) === at && field !== undefined) (fields[String(field)] ??= []).push(message);
    else if (!errors.includes(message)) errors.push(message);
  }
  return { fields, errors };
}

/** The server's field problems (`memberships.2.level`) as the form's. */
const serverIssues = (fields: Record<string, string[]>) =>
  Object.entries(fields).flatMap(([key, messages]) =>
    messages.map((message) => ({ path: key.split('.'), message })),
  );

function MembershipForm({ memberships, index, defaultKind, onClose, onSaved }: FormProps) {
  const [draft, setDraft] = useState(() =>
    draftOf(index === null ? undefined : memberships[index], defaultKind),
  );
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveSroMemberships();
  const at = index ?? memberships.length;
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const levels = sroLevels(draft.kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const edited = { ...draft, level: draft.level ? Number(draft.level) : null };
    const list: unknown[] = [...memberships];
    list[at] = edited;
    const parsed = sroMembershipsBody.safeParse({ memberships: list });
    if (!parsed.success) {
      const found = split(parsed.error.issues, at);
      setFields(found.fields);
      setErrors(found.errors);
      return;
    }
    setFields({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        const found =
          error instanceof ApiError && Object.keys(error.fields).length > 0
            ? split(serverIssues(error.fields), at)
            : { fields: {}, errors: errorMessages(error, MSG_SRO.saveFailed) };
        setFields(found.fields);
        setErrors(found.errors);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Radio.Group
          label={MSG_SRO.kind}
          withAsterisk
          value={draft.kind}
          onChange={(value) => {
            const kind = SRO_KINDS.find((k) => k === value) ?? draft.kind;
            // A level the new kind does not have is chosen again.
            const keep = sroLevels(kind).includes(Number(draft.level));
            set({ kind, level: keep ? draft.level : '' });
          }}
          error={fields.kind?.[0]}
        >
          <Stack gap="xs" mt="xs">
            {SRO_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={SRO_KIND_LABELS[kind]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={MSG_SRO.name}
          withAsterisk
          maxLength={SRO_NAME_MAX}
          value={draft.sro_name}
          onChange={(event) => set({ sro_name: event.currentTarget.value })}
          error={fields.sro_name?.[0]}
        />
        <TextInput
          label={MSG_SRO.number}
          description={MSG_SRO.numberHint}
          withAsterisk
          maxLength={SRO_NUMBER_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={draft.registration_number}
          onChange={(event) => set({ registration_number: event.currentTarget.value })}
          error={fields.registration_number?.[0]}
        />
        <NativeSelect
          label={MSG_SRO.level}
          withAsterisk
          data={[
            { value: '', label: MSG_SRO.levelPlaceholder },
            ...levels.map((level) => ({
              value: String(level),
              label: sroLevelLabel(draft.kind, level),
            })),
          ]}
          value={draft.level}
          onChange={(event) => set({ level: event.currentTarget.value })}
          error={fields.level?.[0]}
        />
        <ErrorList errors={errors} />
        <Group justify="flex-end" grow={false} wrap="wrap-reverse">
          <Button variant="default" onClick={onClose} mih={PHONE_TOUCH_HEIGHT}>
            {MSG_SRO.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} mih={PHONE_TOUCH_HEIGHT}>
            {MSG_SRO.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
