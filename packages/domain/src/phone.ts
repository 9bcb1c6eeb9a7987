import { MSG } from './messages';

/**
 * Countries of the phone picker: Russia by default, its dial code shown apart from the number.
 * A mobile number after the dial code has `length` digits and begins with `starts`: Russia's rule is
 * the spec's (starts with 9, ten digits); the others follow their national numbering plans.
 */
export const PHONE_COUNTRIES = [
  { code: 'RU', label: 'Россия +7', dial: '7', length: 10, starts: '9' },
  { code: 'KZ', label: 'Казахстан +7', dial: '7', length: 10, starts: '7' },
  { code: 'BY', label: 'Беларусь +375', dial: '375', length: 9, starts: '' },
  { code: 'AM', label: 'Армения +374', dial: '374', length: 8, starts: '' },
  { code: 'KG', label: 'Киргизия +996', dial: '996', length: 9, starts: '' },
  { code: 'UZ', label: 'Узбекистан +998', dial: '998', length: 9, starts: '' },
  { code: 'TJ', label: 'Таджикистан +992', dial: '992', length: 9, starts: '' },
  { code: 'AZ', label: 'Азербайджан +994', dial: '994', length: 9, starts: '' },
  { code: 'GE', label: 'Грузия +995', dial: '995', length: 9, starts: '' },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export const DEFAULT_PHONE_COUNTRY = 'RU';

export const phoneCountry = (code: string): PhoneCountry =>
  PHONE_COUNTRIES.find((c) => c.code === code) ?? PHONE_COUNTRIES[0];

const fits = (c: PhoneCountry, national: string) =>
  /^\d+$/.test(national) && national.length === c.length && national.startsWith(c.starts);

/** The national digits as they will be sent: spaces gone and, for +7, the habitual leading 8. */
export function nationalDigits(national: string, country = DEFAULT_PHONE_COUNTRY): string {
  const compact = national.replace(/\s+/g, '');
  return phoneCountry(country).dial === '7' && compact.startsWith('8') ? compact.slice(1) : compact;
}

/**
 * The national part of a new phone: digits only, else 'Телефон должен содержать
 * только цифры'; then the country's shape (for Russia: starts with 9, ten digits), else
 * 'Некорректный формат телефона'.
 */
export function nationalPhoneError(
  national: string,
  country = DEFAULT_PHONE_COUNTRY,
): string | null {
  const digits = nationalDigits(national, country);
  if (!/^\d*$/.test(digits)) return MSG.phoneDigits;
  return fits(phoneCountry(country), digits) ? null : MSG.phoneFormat;
}

/** The full phone sent to the server: '+', the dial code and the national digits. */
export const fullPhone = (country: string, national: string): string =>
  `+${phoneCountry(country).dial}${nationalDigits(national, country).replace(/\D/g, '')}`;

/**
 * The server's check of a full phone: it must be a number of one of the picker's countries, in
 * that country's shape. A number that is not digits says so first.
 */
export function fullPhoneError(phone: string): string | null {
  const compact = phone.replace(/\s+/g, '');
  if (!/^\+?\d+$/.test(compact)) return MSG.phoneDigits;
  const digits = compact.replace(/^\+/, '');
  const known = PHONE_COUNTRIES.some(
    (c) => digits.startsWith(c.dial) && fits(c, digits.slice(c.dial.length)),
  );
  return known ? null : MSG.phoneFormat;
}

/** A stored phone split for display: the country whose dial code and shape it matches, and the rest. */
export function splitPhone(phone: string): { country: PhoneCountry; national: string } | null {
  const digits = phone.replace(/\D/g, '');
  const country = PHONE_COUNTRIES.find(
    (c) => digits.startsWith(c.dial) && fits(c, digits.slice(c.dial.length)),
  );
  return country ? { country, national: digits.slice(country.dial.length) } : null;
}

/** Digit groups of the national number under the mask (Russia: 000 000 00 00). */
export const phoneGroups = (country: string): number[] =>
  ({ 10: [3, 3, 2, 2], 9: [2, 3, 2, 2], 8: [2, 3, 3] })[phoneCountry(country).length];
