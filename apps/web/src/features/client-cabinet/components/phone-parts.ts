import { splitPhone } from '@podryad/domain';
import { maskNational } from '@/components/phone-field';

/** A stored phone (+ and digits) split for display: the dial code apart from the masked number. */
export function phoneParts(phone: string): { dial: string; national: string } {
  const parts = splitPhone(phone);
  if (!parts) return { dial: '', national: phone };
  return {
    dial: `+${parts.country.dial}`,
    national: maskNational(parts.national, parts.country.code),
  };
}
