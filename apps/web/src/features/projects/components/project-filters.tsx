import { CITY_NAMES, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '@podryad/domain';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { FilterPanel } from '@/components/filter-panel';
import { type FilterOf, listParam, textParam } from '@/lib/catalog-url';
import { paths } from '@/lib/paths';

/**
 * The list's filter in the URL, by the names of GET /projects: `region` (a city, found in the
 * address) and `statuses` (none ticked: any).
 */
export const PROJECT_FILTER = { region: textParam, statuses: listParam(PROJECT_STATUSES) };
export type ProjectFilter = FilterOf<typeof PROJECT_FILTER>;

const OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));

type Props = {
  value: ProjectFilter;
  onChange: (value: ProjectFilter) => void;
  onApply: () => void;
  onReset: () => void;
};

/** The left filter bar of the project list: applied by 'Показать'. */
export function ProjectFilters({ value, onChange, onApply, onReset }: Props) {
  return (
    <FilterPanel
      regions={CITY_NAMES}
      region={value.region}
      onRegion={(region) => onChange({ ...value, region })}
      checksLabel="Статус"
      options={OPTIONS}
      checked={value.statuses}
      onChecked={(statuses) => onChange({ ...value, statuses })}
      onApply={onApply}
      onReset={onReset}
      nothingFound="Город не найден"
    >
      <Button component={Link} to={paths.client.createProject}>
        Создать проект
      </Button>
    </FilterPanel>
  );
}
