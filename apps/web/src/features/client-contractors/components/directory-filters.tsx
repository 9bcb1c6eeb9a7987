import { WORK_TYPES, WORK_TYPE_LABELS, type WorkType } from '@podryad/domain';
import { FilterPanel } from '@/components/filter-panel';

export type DirectoryDraft = { region: string | null; types: WorkType[] };
export const NO_DIRECTORY_FILTER: DirectoryDraft = { region: null, types: [] };

const OPTIONS = WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }));

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
    <FilterPanel
      regions={regions}
      region={value.region}
      onRegion={(region) => onChange({ ...value, region })}
      checksLabel="Услуги"
      options={OPTIONS}
      checked={value.types}
      onChecked={(types) => onChange({ ...value, types })}
      onApply={onApply}
      onReset={onReset}
    />
  );
}
