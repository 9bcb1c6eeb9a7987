import { MONTHS } from '@podryad/domain';
import { Group, Input, Select } from '@mantine/core';

export type DateParts = { day: number | null; month: number | null; year: number | null };

type Props = {
  label: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  years: number[];
  error?: string | null;
  /** Marks the date as required (the default); an optional date shows no asterisk. */
  required?: boolean;
};

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));

/** A date as three selects: day, month name, year. */
export function DateSelects({ label, value, onChange, years, error, required = true }: Props) {
  const toNumber = (v: string | null) => (v ? Number(v) : null);
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={required}>
      {/* The month's name gets the widest box: 'Сентябрь' must fit on a phone. */}
      <Group gap="xs" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          miw={0}
          aria-label={`${label}: день`}
          placeholder="День"
          data={DAYS}
          value={value.day ? String(value.day) : null}
          onChange={(v) => onChange({ ...value, day: toNumber(v) })}
          error={Boolean(error)}
          searchable
        />
        <Select
          style={{ flex: 1.6 }}
          miw={0}
          aria-label={`${label}: месяц`}
          placeholder="Месяц"
          data={MONTH_OPTIONS}
          value={value.month ? String(value.month) : null}
          onChange={(v) => onChange({ ...value, month: toNumber(v) })}
          error={Boolean(error)}
        />
        <Select
          style={{ flex: 1.2 }}
          miw={0}
          aria-label={`${label}: год`}
          placeholder="Год"
          data={years.map(String)}
          value={value.year ? String(value.year) : null}
          onChange={(v) => onChange({ ...value, year: toNumber(v) })}
          error={Boolean(error)}
          searchable
        />
      </Group>
    </Input.Wrapper>
  );
}
