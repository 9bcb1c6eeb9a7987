import { BIRTH_YEARS_BACK, PASSWORD_MIN_LENGTH } from './constants';
import { MSG } from './messages';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Login phone (spec 000 §5): optional plus, then 10 to 15 digits, whitespace ignored. */
const LOGIN_PHONE_RE = /^\+?\d{10,15}$/;

export const isEmail = (value: string) => EMAIL_RE.test(value.trim());

export type LoginKind = 'email' | 'phone';

/** Which kind of login this is, or null when it is neither an e-mail nor a phone. */
export function loginKind(login: string): LoginKind | null {
  const trimmed = login.trim();
  if (EMAIL_RE.test(trimmed)) return 'email';
  if (LOGIN_PHONE_RE.test(trimmed.replace(/\s+/g, ''))) return 'phone';
  return null;
}

/**
 * The stored form of a phone typed as a login: '+' and digits. Russian habits are understood:
 * 8XXXXXXXXXX and a bare 10-digit 9XXXXXXXXX both mean +7XXXXXXXXXX.
 */
export function normalizeLoginPhone(login: string): string {
  let digits = login.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  else if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
  return `+${digits}`;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The four registration password rules (spec 000 §5), every broken one in order. */
export function passwordErrors(password: string, repeat: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(MSG.passwordMin);
  if (!/\d/.test(password)) errors.push(MSG.passwordDigit);
  if (!/[A-Za-z]/.test(password)) errors.push(MSG.passwordLetter);
  if (password !== repeat) errors.push(MSG.passwordMismatch);
  return errors;
}

/** The password-reset rule (spec 000 §5): both at least 8 characters and equal. */
export function resetPasswordErrors(password: string, confirmation: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(MSG.passwordMin);
  if (password !== confirmation) errors.push(MSG.passwordMismatch);
  return errors;
}

/** Day, month (1-12) and year into YYYY-MM-DD; null unless all three are set and form a real date. */
export function composeDate(
  day: number | null | undefined,
  month: number | null | undefined,
  year: number | null | undefined,
): string | null {
  if (!day || !month || !year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Splits YYYY-MM-DD back into its parts (for the three selects). */
export function splitDate(value: string | null | undefined) {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return { day: null, month: null, year: null };
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export const isValidIsoDate = (value: string) => {
  const { day, month, year } = splitDate(value);
  return composeDate(day, month, year) === value;
};

/** Birth years offered: the current year back 100 years, newest first. */
export function birthYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: BIRTH_YEARS_BACK + 1 }, (_, i) => current - i);
}

/** Year founded as typed: digits only, at most 4, clamped to the current year (spec 001 §5). */
export function clampYearFounded(input: string, now = new Date()): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 4 && Number(digits) > now.getFullYear()) return String(now.getFullYear());
  return digits;
}

/** INN as typed: digits only, at most 12. */
export const sanitizeInn = (input: string) => input.replace(/\D/g, '').slice(0, 12);
