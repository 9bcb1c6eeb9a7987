import { Group, Select, TextInput } from '@mantine/core';

/** Dial codes offered by the country picker; Russia first and by default (spec 000 §1). */
export const COUNTRIES = [
  { value: 'RU', label: 'Россия +7', dial: '7' },
  { value: 'KZ', label: 'Казахстан +7', dial: '7' },
  { value: 'BY', label: 'Беларусь +375', dial: '375' },
  { value: 'AM', label: 'Армения +374', dial: '374' },
  { value: 'KG', label: 'Киргизия +996', dial: '996' },
  { value: 'UZ', label: 'Узбекистан +998', dial: '998' },
  { value: 'TJ', label: 'Таджикистан +992', dial: '992' },
  { value: 'AZ', label: 'Азербайджан +994', dial: '994' },
  { value: 'GE', label: 'Грузия +995', dial: '995' },
] as const;

export const dialCodeOf = (country: string) =>
  COUNTRIES.find((c) => c.value === country)?.dial ?? '7';

/**
 * The national number under the mask 000 000 00 00. Anything but digits and spaces is left as typed
 * so that the rule 'Телефон должен содержать только цифры' can say what is wrong.
 */
export function maskNational(input: string): string {
  if (/[^\d\s]/.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  // A leading 8 (the Russian habit) takes one more digit; it is dropped when sent.
  const body = digits.startsWith('8') ? digits.slice(0, 11) : digits.slice(0, 10);
  const offset = digits.startsWith('8') ? 1 : 0;
  const groups = [3, 3, 2, 2];
  const parts: string[] = offset ? ['8'] : [];
  let i = offset;
  for (const size of groups) {
    if (i >= body.length) break;
    parts.push(body.slice(i, i + size));
    i += size;
  }
  return parts.join(' ');
}

type Props = {
  country: string;
  national: string;
  onCountryChange: (country: string) => void;
  onNationalChange: (national: string) => void;
  error?: string | null;
  label?: string;
};

/** Country picker with its dial code shown apart from the national number. */
export function PhoneField({
  country,
  national,
  onCountryChange,
  onNationalChange,
  error,
  label,
}: Props) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        aria-label="Код страны"
        data={COUNTRIES.map(({ value, label }) => ({ value, label }))}
        value={country}
        onChange={(value) => value && onCountryChange(value)}
        allowDeselect={false}
        w={170}
        mt={label ? 25 : 0}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={label ?? 'Номер телефона'}
        placeholder="000 000 00 00"
        inputMode="tel"
        autoComplete="tel-national"
        value={national}
        onChange={(event) => onNationalChange(maskNational(event.currentTarget.value))}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
