import { CITY_NAMES, WORK_TYPES, WORK_TYPE_LABELS } from '@podryad/domain';
import { FilterPanel } from '@/components/filter-panel';
import type { TenderDraft } from '@/features/tenders/open-tender-url';

/** The list's filter in the URL, by the names of GET /tenders/list: `region` and `types`. */

/*
 * The spec gives the third checkbox the label 'Комплексное строительство' and the value 'Отделка',
 * which no tender carries; here every checkbox carries its own work type, so the third one finds
 * the complex-construction tenders (docs/web-contractor-tenders.md).
 */
const OPTIONS = WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }));

type Props = {
  value: TenderDraft;
  onChange: (value: TenderDraft) => void;
  onApply: () => void;
  onReset: () => void;
};

/** The left panel of the tender list: a city and work types, applied by 'Показать'. */
export function TenderFilters({ value, onChange, onApply, onReset }: Props) {
  return (
    <FilterPanel
      regions={CITY_NAMES}
      region={value.region}
      onRegion={(region) => onChange({ ...value, region })}
      checksLabel="Вид работ"
      options={OPTIONS}
      checked={value.types}
      onChecked={(types) => onChange({ ...value, types })}
      onApply={onApply}
      onReset={onReset}
    />
  );
}
