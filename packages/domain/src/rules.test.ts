import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  birthYears,
  clampYearFounded,
  composeDate,
  loginKind,
  normalizeLoginPhone,
  PASSWORD_RULES,
  passwordErrors,
  resetPasswordErrors,
  sanitizeInn,
} from './rules';

describe('loginKind', () => {
  it('recognises an e-mail, ignoring surrounding spaces', () => {
    expect(loginKind('user@example.com')).toBe('email');
    expect(loginKind('  Ivan.Petrov@mail.ru  ')).toBe('email');
  });

  it('recognises a phone with or without a plus', () => {
    expect(loginKind('+79161234567')).toBe('phone');
    expect(loginKind('89161234567')).toBe('phone');
    expect(loginKind('9161234567')).toBe('phone');
  });

  it('ignores whitespace inside a phone', () => {
    expect(loginKind('+7 916 123 45 67')).toBe('phone');
    expect(loginKind(' 8 916\t123 45 67 ')).toBe('phone');
  });

  it('accepts 10 to 15 digits and nothing outside that range', () => {
    expect(loginKind('1234567890')).toBe('phone');
    expect(loginKind('+123456789012345')).toBe('phone');
    expect(loginKind('123456789')).toBeNull();
    expect(loginKind('+1234567890123456')).toBeNull();
  });

  it('rejects what is neither', () => {
    expect(loginKind('abc')).toBeNull();
    expect(loginKind('')).toBeNull();
    expect(loginKind('user@example')).toBeNull();
    expect(loginKind('user @example.com')).toBeNull();
    expect(loginKind('8-916-123-45-67')).toBeNull();
    expect(loginKind('++79161234567')).toBeNull();
    expect(loginKind('7916123456+7')).toBeNull();
  });
});

describe('normalizeLoginPhone', () => {
  it('turns a leading 8 into +7', () => {
    expect(normalizeLoginPhone('89161234567')).toBe('+79161234567');
    expect(normalizeLoginPhone('8 916 123 45 67')).toBe('+79161234567');
  });

  it('reads a bare 10 digits starting with 9 as +7', () => {
    expect(normalizeLoginPhone('9161234567')).toBe('+79161234567');
  });

  it('keeps a number already in +7 form', () => {
    expect(normalizeLoginPhone('+79161234567')).toBe('+79161234567');
    expect(normalizeLoginPhone('+7 916 123 45 67')).toBe('+79161234567');
  });

  it('leaves other countries alone', () => {
    expect(normalizeLoginPhone('+375291234567')).toBe('+375291234567');
    expect(normalizeLoginPhone('1234567890')).toBe('+1234567890');
  });
});

describe('passwordErrors', () => {
  it('accepts a good password typed twice', () => {
    expect(passwordErrors('abcdefg1', 'abcdefg1')).toEqual([]);
  });

  it('requires at least 8 characters', () => {
    expect(passwordErrors('abc1234', 'abc1234')).toEqual([
      'Пароль должен содержать минимум 8 символов.',
    ]);
  });

  it('requires a digit', () => {
    expect(passwordErrors('abcdefgh', 'abcdefgh')).toEqual([
      'Пароль должен содержать хотя бы одну цифру.',
    ]);
  });

  it('requires a Latin letter', () => {
    expect(passwordErrors('12345678', '12345678')).toEqual([
      'Пароль должен содержать хотя бы одну букву.',
    ]);
  });

  it('says that Cyrillic letters do not count as the letter', () => {
    expect(passwordErrors('пароль123', 'пароль123')).toEqual([
      'Пароль должен содержать хотя бы одну букву.',
      'Используйте латинские буквы (a–z): русские буквы не подходят.',
    ]);
    // With a Latin letter beside them Cyrillic ones are allowed.
    expect(passwordErrors('парольX123', 'парольX123')).toEqual([]);
  });

  it('gives each rule its checklist hint, the same in every form', () => {
    expect(PASSWORD_RULES.map((rule) => [rule.hint, rule.met('пароль12')])).toEqual([
      ['Минимум 8 символов', true],
      ['Должен содержать одну цифру', true],
      ['Должен содержать латинскую букву (a–z)', false],
    ]);
  });

  it('requires both fields to match', () => {
    expect(passwordErrors('abcdefg1', 'abcdefg2')).toEqual(['Пароли не совпадают.']);
  });

  it('lists every broken rule in the order of the spec', () => {
    expect(passwordErrors('!', '?')).toEqual([
      MSG.passwordMin,
      MSG.passwordDigit,
      MSG.passwordLetter,
      MSG.passwordMismatch,
    ]);
  });
});

describe('resetPasswordErrors', () => {
  it('needs only length and equality', () => {
    expect(resetPasswordErrors('12345678', '12345678')).toEqual([]);
    expect(resetPasswordErrors('abcdefgh', 'abcdefgh')).toEqual([]);
  });

  it('reports a short password', () => {
    expect(resetPasswordErrors('abc1', 'abc1')).toEqual([MSG.passwordMin]);
  });

  it('reports a mismatch', () => {
    expect(resetPasswordErrors('abcdefg1', 'abcdefg2')).toEqual([MSG.passwordMismatch]);
  });

  it('reports both, length first', () => {
    expect(resetPasswordErrors('a', 'b')).toEqual([MSG.passwordMin, MSG.passwordMismatch]);
  });
});

describe('composeDate', () => {
  it('builds YYYY-MM-DD with zero padding', () => {
    expect(composeDate(5, 3, 1990)).toBe('1990-03-05');
    expect(composeDate(31, 12, 2000)).toBe('2000-12-31');
    expect(composeDate(29, 2, 2024)).toBe('2024-02-29');
  });

  it('rejects dates that do not exist', () => {
    expect(composeDate(31, 2, 2024)).toBeNull();
    expect(composeDate(29, 2, 2023)).toBeNull();
    expect(composeDate(31, 4, 2024)).toBeNull();
    expect(composeDate(1, 13, 2024)).toBeNull();
    expect(composeDate(32, 1, 2024)).toBeNull();
  });

  it('needs all three parts', () => {
    expect(composeDate(null, 1, 2024)).toBeNull();
    expect(composeDate(1, undefined, 2024)).toBeNull();
    expect(composeDate(1, 1, null)).toBeNull();
    expect(composeDate(0, 1, 2024)).toBeNull();
  });
});

describe('birthYears', () => {
  it('runs from the given year back 100 years, newest first', () => {
    const years = birthYears(new Date(2025, 5, 15));
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1925);
    expect(years.every((year, i) => i === 0 || year === years[i - 1]! - 1)).toBe(true);
  });

  it('starts at the current year by default', () => {
    expect(birthYears()[0]).toBe(new Date().getFullYear());
  });
});

describe('clampYearFounded', () => {
  const now = new Date(2025, 0, 10);

  it('keeps a plausible year', () => {
    expect(clampYearFounded('1998', now)).toBe('1998');
    expect(clampYearFounded('2025', now)).toBe('2025');
  });

  it('caps a future year at the current one', () => {
    expect(clampYearFounded('2026', now)).toBe('2025');
    expect(clampYearFounded('9999', now)).toBe('2025');
  });

  it('keeps digits only, at most four', () => {
    expect(clampYearFounded('19a9', now)).toBe('199');
    expect(clampYearFounded('12345', now)).toBe('1234');
    expect(clampYearFounded('abc', now)).toBe('');
  });

  it('does not clamp an unfinished year', () => {
    expect(clampYearFounded('3', now)).toBe('3');
    expect(clampYearFounded('303', now)).toBe('303');
  });
});

describe('sanitizeInn', () => {
  it('keeps digits only', () => {
    expect(sanitizeInn('77-07 083893')).toBe('7707083893');
    expect(sanitizeInn('ИНН 7707083893')).toBe('7707083893');
  });

  it('keeps at most 12 digits', () => {
    expect(sanitizeInn('1234567890123456')).toBe('123456789012');
  });
});
