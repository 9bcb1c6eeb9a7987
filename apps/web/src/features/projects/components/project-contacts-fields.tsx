import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, ProjectDraft } from '@/features/projects/utils/project-draft';

type Props = {
  draft: ProjectDraft;
  onChange: (patch: Partial<ProjectDraft>) => void;
  errors: FieldErrors;
};

const SOCIAL = [
  ['vk', 'VK'],
  ['telegram', 'Telegram'],
  ['whatsapp_status', 'WhatsApp'],
] as const;

/** The project's contact data: step 2 of the wizard and a section of the edit screen. */
export function ProjectContactsFields({ draft, onChange, errors }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Телефон"
        type="tel"
        autoComplete="tel"
        withAsterisk
        placeholder="+7 900 000 00 00"
        value={draft.phone}
        onChange={(event) => onChange({ phone: event.currentTarget.value })}
        error={errors.phone}
      />
      <TextInput
        label="Электронная почта"
        type="email"
        value={draft.email}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
        error={errors.email}
      />
      {SOCIAL.map(([key, label]) => (
        <TextInput
          key={key}
          label={label}
          value={draft[key]}
          onChange={(event) => onChange({ [key]: event.currentTarget.value })}
          error={errors[key]}
        />
      ))}
    </SimpleGrid>
  );
}
