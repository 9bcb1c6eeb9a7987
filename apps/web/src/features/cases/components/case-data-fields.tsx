import { CASE_SERVICES } from '@podryad/domain';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { AddressMap } from '@/components/address-map';
import { DateSelects } from '@/components/date-selects';
import {
  yearsFor,
  type CaseDraft,
  type CaseErrors,
  type CaseService,
} from '@/features/cases/utils/case-draft';

type Props = {
  draft: CaseDraft;
  onChange: (patch: Partial<CaseDraft>) => void;
  errors: CaseErrors;
};

/**
 * The data of a case: name, services, the dates as selects, the address with its
 * map (as on the project screen), description. Step 1 of the wizard and the top of the edit screen.
 */
export function CaseDataFields({ draft, onChange, errors }: Props) {
  const years = yearsFor(draft);
  return (
    <Stack>
      <TextInput
        label="Название проекта"
        withAsterisk
        value={draft.project_name}
        onChange={(event) => onChange({ project_name: event.currentTarget.value })}
        error={errors.project_name}
      />
      <Select
        label="Услуги"
        placeholder="Выберите услугу"
        withAsterisk
        data={CASE_SERVICES}
        value={draft.services}
        onChange={(services) => onChange({ services: services as CaseService | null })}
        error={errors.services}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DateSelects
          label="Дата начала"
          value={draft.start}
          onChange={(start) => onChange({ start })}
          years={years}
          error={errors.start}
        />
        <DateSelects
          label="Дата окончания"
          value={draft.end}
          onChange={(end) => onChange({ end })}
          years={years}
          error={errors.end}
        />
      </SimpleGrid>
      <AddressMap
        label="Адрес объекта"
        required
        value={{ address: draft.address, latitude: draft.latitude, longitude: draft.longitude }}
        onChange={onChange}
        error={errors.address}
      />
      <Textarea
        label="Описание"
        withAsterisk
        rows={4}
        resize="vertical"
        value={draft.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={errors.description}
      />
    </Stack>
  );
}
