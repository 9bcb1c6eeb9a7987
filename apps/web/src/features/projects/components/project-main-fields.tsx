import { Stack, TextInput, Textarea } from '@mantine/core';
import { AddressMap, type AddressValue } from '@/components/address-map';
import type { FieldErrors, ProjectDraft } from '@/features/projects/utils/project-draft';

type Props = {
  draft: ProjectDraft;
  onChange: (patch: Partial<ProjectDraft>) => void;
  errors: FieldErrors;
};

/** Name, address with its map, description: step 1 of the wizard and the top of the edit screen. */
export function ProjectMainFields({ draft, onChange, errors }: Props) {
  const address: AddressValue = {
    address: draft.address,
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
  return (
    <Stack>
      <TextInput
        label="Название проекта"
        withAsterisk
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
      />
      <AddressMap
        label="Адрес"
        required
        value={address}
        onChange={onChange}
        error={errors.address ?? errors.latitude ?? errors.longitude}
      />
      <Textarea
        label="Описание"
        rows={4}
        resize="vertical"
        value={draft.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={errors.description}
      />
    </Stack>
  );
}
