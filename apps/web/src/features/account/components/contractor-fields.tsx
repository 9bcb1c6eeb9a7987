import { INN_MAX_LENGTH, clampYearFounded, innProblem, sanitizeInn } from '@podryad/domain';
import { TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

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
  /**
   * A field's error by its API name: a message, or `true` to mark it without words. The form drops
   * the INN's messages when the INN is edited: the field then says itself what is wrong with it.
   */
  fieldError: (key: ContractorKey) => ReactNode;
  /** The fields to show, in this order (the cabinet's differs from /filing's). */
  keys?: readonly ContractorKey[];
};

/**
 * A contractor's requisites of /filing and the cabinet. Year founded takes digits only, at most 4,
 * clamped to the current year; INN digits only, at most 12.
 *
 * The INN guides: once it is checked, what is wrong with it (its length, zeros only, its check
 * digits) shows under it and goes as soon as it is right. It is checked when the person leaves the
 * field, when all 12 digits are typed, when a message for it is already shown, and at once for a
 * saved number (a profile saved before the check may hold one that fails it); emptied, it waits
 * again.
 */
export function ContractorFields({ value, onChange, fieldError, keys = CONTRACTOR_KEYS }: Props) {
  const [innChecked, setInnChecked] = useState(() => value.inn !== '');

  const error = (key: ContractorKey) => {
    const given = fieldError(key);
    if (key !== 'inn' || !value.inn || !innChecked) return given;
    return innProblem(value.inn) ?? given;
  };

  const change = (key: ContractorKey, raw: string) => {
    const next = typed(key, raw);
    if (key === 'inn') {
      // Typed again from an empty field, it waits again to be left or complete.
      if (!next) setInnChecked(false);
      else if (next.length === INN_MAX_LENGTH || typeof fieldError(key) === 'string') {
        setInnChecked(true);
      }
    }
    onChange({ ...value, [key]: next });
  };

  return keys.map((key) => (
    <TextInput
      key={key}
      label={LABELS[key]}
      withAsterisk
      inputMode={key === 'year_founded' || key === 'inn' ? 'numeric' : undefined}
      value={value[key]}
      onChange={(event) => change(key, event.currentTarget.value)}
      onBlur={key === 'inn' && value.inn ? () => setInnChecked(true) : undefined}
      error={error(key)}
    />
  ));
}
