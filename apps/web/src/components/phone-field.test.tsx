import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PhoneField, maskNational } from '@/components/phone-field';

describe('maskNational', () => {
  it('groups ten digits as 000 000 00 00', () => {
    expect(maskNational('9161234567')).toBe('916 123 45 67');
  });

  it('groups a number as it is being typed', () => {
    expect(maskNational('')).toBe('');
    expect(maskNational('9')).toBe('9');
    expect(maskNational('916')).toBe('916');
    expect(maskNational('9161')).toBe('916 1');
    expect(maskNational('916123')).toBe('916 123');
    expect(maskNational('9161234')).toBe('916 123 4');
    expect(maskNational('916123456')).toBe('916 123 45 6');
  });

  it('regroups digits typed with spaces in the wrong places', () => {
    expect(maskNational('9 1 6 1 2')).toBe('916 12');
    expect(maskNational('916 123 45 67 ')).toBe('916 123 45 67');
  });

  it('drops digits beyond the mask', () => {
    expect(maskNational('916123456789')).toBe('916 123 45 67');
  });

  it('keeps a leading 8 and allows one more digit after it', () => {
    expect(maskNational('8')).toBe('8');
    expect(maskNational('89')).toBe('8 9');
    expect(maskNational('89161234567')).toBe('8 916 123 45 67');
    expect(maskNational('891612345678')).toBe('8 916 123 45 67');
  });

  it('leaves input with non-digits as typed', () => {
    expect(maskNational('916-123')).toBe('916-123');
    expect(maskNational('+7916')).toBe('+7916');
    expect(maskNational('abc')).toBe('abc');
  });
});

describe('maskNational for other countries', () => {
  it("groups by the country's own length and keeps a leading 8 only for +7", () => {
    expect(maskNational('291234567', 'BY')).toBe('29 123 45 67');
    expect(maskNational('2912345678', 'BY')).toBe('29 123 45 67');
    expect(maskNational('77123456', 'AM')).toBe('77 123 456');
    expect(maskNational('87012345678', 'KZ')).toBe('8 701 234 56 78');
  });
});

function Harness({
  onCountryChange = () => {},
  error,
}: {
  onCountryChange?: (country: string) => void;
  error?: string;
}) {
  const [country, setCountry] = useState('RU');
  const [national, setNational] = useState('');
  return (
    <PhoneField
      country={country}
      national={national}
      onCountryChange={(next) => {
        setCountry(next);
        onCountryChange(next);
      }}
      onNationalChange={setNational}
      error={error}
    />
  );
}

const renderField = (props: Parameters<typeof Harness>[0] = {}) =>
  renderWithProviders(<Harness {...props} />);

describe('PhoneField', () => {
  it('shows the dial code apart from the national number', async () => {
    const user = userEvent.setup();
    renderField();
    const code = screen.getByRole('combobox', { name: 'Код страны' });
    const number = screen.getByRole('textbox', { name: 'Номер телефона' });
    expect(code).toHaveValue('Россия +7');
    expect(number).toHaveAttribute('placeholder', '000 000 00 00');

    await user.type(number, '9161234567');
    expect(number).toHaveValue('916 123 45 67');
    expect(code).toHaveValue('Россия +7');
  });

  it('is a telephone input for the national part, to autofill and get the phone keypad', () => {
    renderField();
    const number = screen.getByRole('textbox', { name: 'Номер телефона' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('masks a number typed with a leading 8', async () => {
    const user = userEvent.setup();
    renderField();
    const number = screen.getByRole('textbox', { name: 'Номер телефона' });
    await user.type(number, '891612345678');
    expect(number).toHaveValue('8 916 123 45 67');
  });

  it("keeps the digits when the country changes and regroups them under that country's mask", async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    renderField({ onCountryChange });
    const number = screen.getByRole('textbox', { name: 'Номер телефона' });
    await user.type(number, '291234567');

    await user.click(screen.getByRole('combobox', { name: 'Код страны' }));
    await user.click(await screen.findByRole('option', { name: 'Беларусь +375' }));
    expect(onCountryChange).toHaveBeenCalledWith('BY');
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('Беларусь +375');
    expect(number).toHaveValue('29 123 45 67');
  });

  it('shows an error under the number', () => {
    renderField({ error: 'Некорректный формат телефона' });
    expect(screen.getByText('Некорректный формат телефона')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
