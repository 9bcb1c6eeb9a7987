import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, phoneCountry, phoneGroups } from '@podryad/domain';
import { Group, Select, TextInput } from '@mantine/core';

/**
 * The national number under its country's mask (Russia: 000 000 00 00). Anything but digits and
 * spaces is left as typed so that the rule 'Телефон должен содержать только цифры' can say what is
 * wrong.
 */
export function maskNational(input: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  if (/[^\d\s]/.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  const { dial, length } = phoneCountry(country);
  // For +7 a leading 8 (the Russian habit) takes one more digit; it is dropped when sent.
  const offset = dial === '7' && digits.startsWith('8') ? 1 : 0;
  const body = digits.slice(0, length + offset);
  const parts: string[] = offset ? ['8'] : [];
  let i = offset;
  for (const size of phoneGroups(country)) {
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
        data={PHONE_COUNTRIES.map(({ code, label }) => ({ value: code, label }))}
        value={country}
        onChange={(value) => {
          if (!value) return;
          onCountryChange(value);
          onNationalChange(maskNational(national, value));
        }}
        allowDeselect={false}
        w={170}
        mt={label ? 25 : 0}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={label ?? 'Номер телефона'}
        placeholder={maskNational('0'.repeat(phoneCountry(country).length), country)}
        // Only the national part: the dial code is the picker's.
        type="tel"
        autoComplete="tel-national"
        value={national}
        onChange={(event) => onNationalChange(maskNational(event.currentTarget.value, country))}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
