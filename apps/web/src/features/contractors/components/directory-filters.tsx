import { WORK_TYPES, WORK_TYPE_LABELS } from '@podryad/domain';
import { FilterPanel } from '@/components/filter-panel';
import { type FilterOf, listParam, textParam } from '@/lib/catalog-url';

/** The directory's filter in the URL, by the names of GET /contractors: `region` and `types`. */
export const DIRECTORY_FILTER = { region: textParam, types: listParam(WORK_TYPES) };
export type DirectoryDraft = FilterOf<typeof DIRECTORY_FILTER>;

const OPTIONS = WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }));

type Props = {
  /** Every region a contractor works in (the answer's `regions`). */
  regions: string[];
  value: DirectoryDraft;
  onChange: (value: DirectoryDraft) => void;
  onApply: () => void;
  onReset: () => void;
};

/** The left panel of the directory: region and services, applied by 'Показать'. */
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
