import {
  MSG_SEALED,
  MSG_TENDERS,
  SEALED_HINT,
  SEALED_LABEL,
  TENDER_STAGE_LABELS,
  TENDER_STAGES,
  type TenderStage,
  tenderYears,
} from '@podryad/domain';
import { Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { AddressMap } from '@/components/address-map';
import { DateSelects } from '@/components/date-selects';
import {
  type DraftErrors,
  type TenderDraft,
  withProject,
} from '@/features/tenders/utils/tender-draft';
import { ProjectSelect } from '@/features/projects/components/project-select';

type Props = {
  draft: TenderDraft;
  onChange: (patch: Partial<TenderDraft>) => void;
  /** The project of the tender being edited, or the one a new tender was started in. */
  project?: { id: number; name: string };
  errors: DraftErrors;
  /** The tender already has an offer: whether it is sealed can no longer change. */
  sealedLocked?: boolean;
};

const STAGE_OPTIONS = TENDER_STAGES.map((stage) => ({
  value: stage,
  label: TENDER_STAGE_LABELS[stage],
}));

/** Step 1: name, project, stage, complex toggle, address with its map, dates. */
export function TenderMainStep({ draft, onChange, project, errors, sealedLocked }: Props) {
  const years = tenderYears();
  return (
    <Stack>
      <TextInput
        label="Название тендера"
        withAsterisk
        value={draft.tender_name}
        onChange={(event) => onChange({ tender_name: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ProjectSelect
          value={draft.projectId}
          // A project chosen fills the tender's address from its own while that is empty.
          onChange={(projectId, chosen) =>
            onChange(chosen ? withProject(draft, chosen) : { projectId })
          }
          current={project}
        />
        <Select
          label="Этап"
          placeholder="Выберите этап"
          withAsterisk
          data={STAGE_OPTIONS}
          value={draft.stage}
          onChange={(stage) => onChange({ stage: stage as TenderStage | null })}
        />
      </SimpleGrid>
      <Switch
        label="Комплексное строительство"
        description="Проектирование и строительство в одном тендере"
        checked={draft.complex_structure}
        onChange={(event) => onChange({ complex_structure: event.currentTarget.checked })}
      />
      <AddressMap
        label="Адрес объекта"
        required
        value={{ address: draft.address, latitude: draft.latitude, longitude: draft.longitude }}
        onChange={onChange}
      />
      <Textarea
        label="Описание"
        withAsterisk
        rows={4}
        resize="vertical"
        value={draft.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
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
          required={false}
          value={draft.end}
          onChange={(end) => onChange({ end })}
          years={years}
          error={errors.end}
        />
      </SimpleGrid>
      {/* A native field: no date-picker package; its value is read as Moscow time. */}
      <TextInput
        type="datetime-local"
        label={`${MSG_TENDERS.deadlineLabel} (МСК)`}
        description={MSG_TENDERS.deadlineHint}
        maw={320}
        value={draft.deadline}
        onChange={(event) => onChange({ deadline: event.currentTarget.value })}
        error={errors.deadline}
      />
      <Switch
        label={SEALED_LABEL}
        description={sealedLocked ? MSG_SEALED.hasOffers : SEALED_HINT}
        checked={draft.sealed}
        disabled={sealedLocked}
        onChange={(event) => onChange({ sealed: event.currentTarget.checked })}
      />
    </Stack>
  );
}
