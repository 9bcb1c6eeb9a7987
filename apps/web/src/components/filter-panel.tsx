import { Button, Checkbox, Paper, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<T extends string> = {
  regions: readonly string[];
  region: string | null;
  onRegion: (region: string | null) => void;
  /** The checkbox group: its label, its options and the ticked ones. */
  checksLabel: string;
  options: readonly { value: T; label: string }[];
  checked: T[];
  onChecked: (checked: T[]) => void;
  onApply: () => void;
  onReset: () => void;
  nothingFound?: string;
  /** Above the filters, e.g. a create button. */
  children?: ReactNode;
};

/**
 * The left filter panel of the lists (projects, the directory, the contractor's tenders): a region,
 * a group of checkboxes, applied by 'Показать' and cleared by 'Сбросить фильтры'.
 */
export function FilterPanel<T extends string>(props: Props<T>) {
  const { regions, region, onRegion, checksLabel, options, checked, onChecked } = props;
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label="Фильтры">
      <Stack>
        {props.children}
        <Select
          label="Регион"
          placeholder="Выберите регион"
          data={regions as string[]}
          value={region}
          onChange={onRegion}
          searchable
          clearable
          nothingFoundMessage={props.nothingFound ?? 'Регион не найден'}
        />
        <Checkbox.Group
          label={checksLabel}
          value={checked}
          onChange={(values) => onChecked(values as T[])}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button variant="filled" onClick={props.onApply}>
          Показать
        </Button>
        <Button variant="default" onClick={props.onReset}>
          Сбросить фильтры
        </Button>
      </Stack>
    </Paper>
  );
}
