import {
  CONTRACTOR_SORTS,
  CONTRACTOR_SORT_LABELS,
  HAS_REVIEWS_LABEL,
  MSG_REVIEWS,
  WORK_TYPES,
  WORK_TYPE_LABELS,
} from '@podryad/domain';
import { Switch } from '@mantine/core';
import { DeferredSelect } from '@/components/deferred-select';
import { FilterPanel } from '@/components/filter-panel';
import { type FilterOf, listParam, textParam } from '@/lib/catalog-url';
import { choiceParam, flagParam } from '@/lib/catalog-params';

/**
 * The directory's filter in the URL, by the names of GET /contractors: `region`, `types`, the order
 * `sort` (left out for the default, by name) and `has_reviews=true`.
 */
export const DIRECTORY_FILTER = {
  region: textParam,
  types: listParam(WORK_TYPES),
  sort: choiceParam(CONTRACTOR_SORTS),
  has_reviews: flagParam,
};
export type DirectoryDraft = FilterOf<typeof DIRECTORY_FILTER>;

const OPTIONS = WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }));
const SORTS = CONTRACTOR_SORTS.map((value) => ({ value, label: CONTRACTOR_SORT_LABELS[value] }));
const DEFAULT_SORT = CONTRACTOR_SORTS[0];

type Props = {
  /** Every region a contractor works in (the answer's `regions`). */
  regions: string[];
  value: DirectoryDraft;
  onChange: (value: DirectoryDraft) => void;
  onApply: () => void;
  onReset: () => void;
};

/**
 * The left panel of the directory: region, services, the order and 'Есть отзывы', applied by
 * 'Показать'.
 */
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
      extraChosen={(value.sort ? 1 : 0) + (value.has_reviews ? 1 : 0)}
      extra={
        <>
          <DeferredSelect
            label={MSG_REVIEWS.sortLabel}
            data={SORTS}
            value={value.sort ?? DEFAULT_SORT}
            onChange={(sort) =>
              onChange({
                ...value,
                sort: sort === DEFAULT_SORT ? null : (sort as typeof value.sort),
              })
            }
            allowDeselect={false}
          />
          <Switch
            label={HAS_REVIEWS_LABEL}
            size="md"
            checked={value.has_reviews === true}
            onChange={(event) =>
              onChange({ ...value, has_reviews: event.currentTarget.checked || null })
            }
          />
        </>
      }
      onApply={onApply}
      onReset={onReset}
    />
  );
}
