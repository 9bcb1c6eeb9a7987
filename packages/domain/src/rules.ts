import { BIRTH_YEARS_BACK, PASSWORD_MIN_LENGTH } from './constants';
import { MSG, MSG_PASSWORD_HINTS } from './messages';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Login phone: optional plus, then 10 to 15 digits, whitespace ignored. */
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

/**
 * The rules of a password a person chooses (registration and the cabinet's change): each with the
 * hint a form ticks off while the password is typed and the message of the rule when it is broken.
 */
export const PASSWORD_RULES = [
  {
    hint: MSG_PASSWORD_HINTS.length,
    message: MSG.passwordMin,
    met: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    hint: MSG_PASSWORD_HINTS.digit,
    message: MSG.passwordDigit,
    met: (password: string) => /\d/.test(password),
  },
  {
    hint: MSG_PASSWORD_HINTS.latin,
    message: MSG.passwordLetter,
    met: (password: string) => /[A-Za-z]/.test(password),
  },
] as const;

/**
 * Every broken rule of a chosen password, in order, then 'Пароли не совпадают.' The letter rule
 * asks for a Latin one; when the password has Cyrillic letters and no Latin, a second line says
 * so, since 'хотя бы одну букву' alone reads as if its letters were not there.
 */
export function passwordErrors(password: string, repeat: string): string[] {
  const errors: string[] = PASSWORD_RULES.filter((rule) => !rule.met(password)).map(
    (rule) => rule.message,
  );
  if (!/[A-Za-z]/.test(password) && /[А-Яа-яЁё]/.test(password)) errors.push(MSG.passwordLatin);
  if (password !== repeat) errors.push(MSG.passwordMismatch);
  return errors;
}

/** The password-reset rule: both at least 8 characters and equal. */
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

/** Year founded as typed: digits only, at most 4, clamped to the current year. */
export function clampYearFounded(input: string, now = new Date()): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 4 && Number(digits) > now.getFullYear()) return String(now.getFullYear());
  return digits;
}

/** INN as typed: digits only, at most 12. */
export const sanitizeInn = (input: string) => input.replace(/\D/g, '').slice(0, 12);

/**
 * Text PostgreSQL can store and compare: no NUL character and no lone half of a surrogate pair
 * (what JSON's `\ud800` escapes produce). The server refuses anything else before any route runs.
 */
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isStorableText = (text: string) => !UNSTORABLE_TEXT.test(text);
/** A storable copy of text we keep but did not ask for (an uploaded file's name). */
export const toStorableText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- NUL is exactly what it removes
  text.replace(/\u0000/g, '').replace(new RegExp(UNSTORABLE_TEXT, 'g'), '\ufffd');

/**
 * The dotted paths ('name', 'items.0.title') of the strings in a parsed JSON value (keys too) that
 * are not storable text; at most `limit` of them. Iterative: a deeply nested body cannot overflow.
 */
export function unstorableTextPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0 && found.length < limit) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path || '_');
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([item, join(path, String(i))]));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const storable = isStorableText(key);
        if (!storable) found.push(join(path, '?'));
        stack.push([item, join(path, storable ? key : '?')]);
      }
    }
  }
  return found;
}
