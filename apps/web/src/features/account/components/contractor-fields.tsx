import { clampYearFounded, sanitizeInn } from '@podryad/domain';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** A contractor's requisites, in the order of /filing. */
const CONTRACTOR_KEYS = [
  'full_legal_name',
  'short_name',
  'region',
  'legal_address',
  'actual_address',
  'year_founded',
  'inn',
] as const;
export type ContractorKey = (typeof CONTRACTOR_KEYS)[number];
export type ContractorFieldValues = Record<ContractorKey, string>;

const LABELS: Record<ContractorKey, string> = {
  full_legal_name: 'Полное юридическое название',
  short_name: 'Короткое название',
  region: 'Регион работы',
  legal_address: 'Юридический адрес',
  actual_address: 'Фактический адрес',
  year_founded: 'Год основания',
  inn: 'ИНН',
};

/** What a field keeps of what was typed: year founded and INN their digits. */
function typed(key: ContractorKey, raw: string) {
  if (key === 'year_founded') return clampYearFounded(raw);
  if (key === 'inn') return sanitizeInn(raw);
  return raw;
}

type Props = {
  value: ContractorFieldValues;
  onChange: (value: ContractorFieldValues) => void;
  /** A field's error by its API name: a message, or `true` to mark it without words. */
  fieldError: (key: ContractorKey) => ReactNode;
  /** The fields to show, in this order (the cabinet's differs from /filing's). */
  keys?: readonly ContractorKey[];
};

/**
 * A contractor's requisites of /filing and the cabinet. Year founded takes digits only, at most 4,
 * clamped to the current year; INN digits only, at most 12.
 */
export function ContractorFields({ value, onChange, fieldError, keys = CONTRACTOR_KEYS }: Props) {
  return keys.map((key) => (
    <TextInput
      key={key}
      label={LABELS[key]}
      withAsterisk
      inputMode={key === 'year_founded' || key === 'inn' ? 'numeric' : undefined}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: typed(key, event.currentTarget.value) })}
      error={fieldError(key)}
    />
  ));
}
