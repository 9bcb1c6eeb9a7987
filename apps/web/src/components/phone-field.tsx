import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, phoneCountry, phoneGroups } from '@podryad/domain';
import { Group, Input, Select, TextInput } from '@mantine/core';
import { useId } from 'react';

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

/**
 * Country picker with its dial code shown apart from the national number, under one label. Side by
 * side where both fit; on a narrow phone the number takes a line of its own, so that the whole of
 * it stays visible while it is typed.
 */
export function PhoneField({
  country,
  national,
  onCountryChange,
  onNationalChange,
  error,
  label,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label ?? 'Номер телефона'}
      labelProps={{ htmlFor: id }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
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
          style={{ flex: '0 0 170px' }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          id={id}
          placeholder={maskNational('0'.repeat(phoneCountry(country).length), country)}
          // Only the national part: the dial code is the picker's.
          type="tel"
          autoComplete="tel-national"
          value={national}
          onChange={(event) => onNationalChange(maskNational(event.currentTarget.value, country))}
          error={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          style={{ flex: '1 1 180px' }}
        />
      </Group>
    </Input.Wrapper>
  );
}
