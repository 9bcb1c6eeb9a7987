import { COUNTRIES, maskNational } from '@/components/phone-field';

/**
 * A stored phone (+ and digits) split for display: the dial code apart from the national number
 * under the mask. The longest matching dial code of the country picker wins.
 */
export function phoneParts(phone: string): { dial: string; national: string } {
  const digits = phone.replace(/\D/g, '');
  const match = [...COUNTRIES]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((country) => digits.startsWith(country.dial));
  if (!match) return { dial: '', national: phone };
  return { dial: `+${match.dial}`, national: maskNational(digits.slice(match.dial.length)) };
}
