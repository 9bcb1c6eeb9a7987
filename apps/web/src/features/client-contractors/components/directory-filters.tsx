import { WORK_TYPES, WORK_TYPE_LABELS, type WorkType } from '@podryad/domain';
import { Button, Checkbox, Paper, Select, Stack } from '@mantine/core';

export type DirectoryDraft = { region: string | null; types: WorkType[] };
export const NO_DIRECTORY_FILTER: DirectoryDraft = { region: null, types: [] };

type Props = {
  regions: string[];
  value: DirectoryDraft;
  onChange: (value: DirectoryDraft) => void;
  onApply: () => void;
  onReset: () => void;
};

/** The left panel of the directory (spec 000 §2): region and services, applied by 'Показать'. */
export function DirectoryFilters({ regions, value, onChange, onApply, onReset }: Props) {
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label="Фильтры">
      <Stack>
        <Select
          label="Регион"
          placeholder="Выберите регион"
          data={regions}
          value={value.region}
          onChange={(region) => onChange({ ...value, region })}
          searchable
          clearable
          nothingFoundMessage="Регион не найден"
        />
        <Checkbox.Group
          label="Услуги"
          value={value.types}
          onChange={(types) => onChange({ ...value, types: types as WorkType[] })}
        >
          <Stack gap="xs" mt="xs">
            {WORK_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={WORK_TYPE_LABELS[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button variant="filled" onClick={onApply}>
          Показать
        </Button>
        <Button variant="default" onClick={onReset}>
          Сбросить фильтры
        </Button>
      </Stack>
    </Paper>
  );
}
