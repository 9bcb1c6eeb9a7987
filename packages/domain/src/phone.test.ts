import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { fullPhone, fullPhoneError, nationalPhoneError, phoneCountry, splitPhone } from './phone';

describe('nationalPhoneError', () => {
  it('accepts a Russian mobile: ten digits starting with 9, spaces ignored', () => {
    expect(nationalPhoneError('9161234567')).toBeNull();
    expect(nationalPhoneError('916 123 45 67', 'RU')).toBeNull();
  });

  it('drops a leading 8 before checking', () => {
    expect(nationalPhoneError('8 916 123 45 67')).toBeNull();
    // Without the 8 only nine digits are left, or it starts with 1.
    expect(nationalPhoneError('8916123456')).toBe(MSG.phoneFormat);
    expect(nationalPhoneError('8161234567')).toBe(MSG.phoneFormat);
  });

  it('refuses a Russian number not starting with 9, too short or too long', () => {
    expect(nationalPhoneError('4951234567')).toBe('Некорректный формат телефона');
    expect(nationalPhoneError('916123456')).toBe(MSG.phoneFormat);
    expect(nationalPhoneError('91612345678')).toBe(MSG.phoneFormat);
    expect(nationalPhoneError('')).toBe(MSG.phoneFormat);
  });

  it('refuses anything but digits and whitespace', () => {
    expect(nationalPhoneError('916-123-45-67')).toBe('Телефон должен содержать только цифры');
    expect(nationalPhoneError('916123456a')).toBe(MSG.phoneDigits);
    expect(nationalPhoneError('+79161234567')).toBe(MSG.phoneDigits);
  });

  it("checks other countries by their own plan, not by Russia's", () => {
    expect(nationalPhoneError('29 123 45 67', 'BY')).toBeNull();
    expect(nationalPhoneError('29 123 45 6', 'BY')).toBe(MSG.phoneFormat);
    expect(nationalPhoneError('701 234 56 78', 'KZ')).toBeNull();
    expect(nationalPhoneError('916 123 45 67', 'KZ')).toBe(MSG.phoneFormat);
    expect(nationalPhoneError('77 123 456', 'AM')).toBeNull();
  });

  it('takes an unknown country for Russia', () => {
    expect(phoneCountry('XX').code).toBe('RU');
    expect(nationalPhoneError('9161234567', 'XX')).toBeNull();
  });
});

describe('fullPhone', () => {
  it('joins the dial code and the national digits', () => {
    expect(fullPhone('RU', '916 123 45 67')).toBe('+79161234567');
    expect(fullPhone('BY', '29 123 45 67')).toBe('+375291234567');
  });

  it('drops the leading 8 of a +7 number only', () => {
    expect(fullPhone('RU', '8 916 123 45 67')).toBe('+79161234567');
    expect(fullPhone('BY', '8 29 123 45 6')).toBe('+375829123456');
  });
});

describe('fullPhoneError', () => {
  it('accepts a Russian mobile with or without plus and spaces', () => {
    expect(fullPhoneError('+79161234567')).toBeNull();
    expect(fullPhoneError('79161234567')).toBeNull();
    expect(fullPhoneError('+7 916 123 45 67')).toBeNull();
  });

  it('accepts the other countries of the picker in their own shape', () => {
    expect(fullPhoneError('+375291234567')).toBeNull();
    expect(fullPhoneError('+996555123456')).toBeNull();
    expect(fullPhoneError('+77012345678')).toBeNull();
    expect(fullPhoneError('+37477123456')).toBeNull();
  });

  it('refuses non-digits', () => {
    expect(fullPhoneError('+7 (916) 123-45-67')).toBe(MSG.phoneDigits);
    expect(fullPhoneError('+7916123456a')).toBe(MSG.phoneDigits);
    expect(fullPhoneError('')).toBe(MSG.phoneDigits);
  });

  it('refuses a wrong length, a +7 landline and a country outside the picker', () => {
    expect(fullPhoneError('+7916123456')).toBe(MSG.phoneFormat);
    expect(fullPhoneError('+791612345678')).toBe(MSG.phoneFormat);
    expect(fullPhoneError('+3752912345678901')).toBe(MSG.phoneFormat);
    expect(fullPhoneError('+74951234567')).toBe(MSG.phoneFormat);
    expect(fullPhoneError('+12025550123')).toBe(MSG.phoneFormat);
  });
});

describe('splitPhone', () => {
  it('finds the country by dial code and shape', () => {
    expect(splitPhone('+79161234567')).toMatchObject({
      country: { code: 'RU' },
      national: '9161234567',
    });
    expect(splitPhone('+77012345678')).toMatchObject({ country: { code: 'KZ' } });
    expect(splitPhone('+375291234567')).toMatchObject({
      country: { code: 'BY' },
      national: '291234567',
    });
    expect(splitPhone('+12025550123')).toBeNull();
  });
});
