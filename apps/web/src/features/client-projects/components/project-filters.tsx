import {
  CITY_NAMES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
} from '@podryad/domain';
import { Button, Checkbox, Paper, Select, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectFilter } from '../utils/filter-projects';

type Props = {
  value: ProjectFilter;
  onChange: (value: ProjectFilter) => void;
  onApply: () => void;
  onReset: () => void;
};

/** The left filter bar of the project list (spec 001 §2.2): applied by 'Показать'. */
export function ProjectFilters({ value, onChange, onApply, onReset }: Props) {
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label="Фильтры">
      <Stack>
        <Button component={Link} to="/profile/client/createproject">
          Создать проект
        </Button>
        <Select
          label="Регион"
          placeholder="Выберите регион"
          data={CITY_NAMES as string[]}
          value={value.region}
          onChange={(region) => onChange({ ...value, region })}
          searchable
          clearable
          nothingFoundMessage="Город не найден"
        />
        <Checkbox.Group
          label="Статус"
          value={value.statuses}
          onChange={(statuses) => onChange({ ...value, statuses: statuses as ProjectStatus[] })}
        >
          <Stack gap="xs" mt="xs">
            {PROJECT_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={PROJECT_STATUS_LABELS[status]} />
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
