import { describe, expect, it } from 'vitest';
import {
  companyRegistrySchema,
  moscowDate,
  nextMoscowMidnight,
  normalizeCompanyName,
  registeredNameDiffers,
  registryAge,
  registryCheckedText,
  registryNotCheckedText,
  registryPost,
  registryStatusLabel,
} from './registry';

describe('the check as shown', () => {
  it('names the register and the date of the check in Moscow', () => {
    expect(registryCheckedText('legal', '2026-03-12T08:00:00.000Z')).toBe(
      'Проверено по ЕГРЮЛ 12.03.2026',
    );
    // 22:30 UTC is already the next day in Moscow.
    expect(registryCheckedText('individual', '2026-03-12T22:30:00.000Z')).toBe(
      'Проверено по ЕГРИП 13.03.2026',
    );
  });

  it('says why a company is not checked', () => {
    expect(registryNotCheckedText('no_key')).toBe('Не проверено: ключ провайдера не задан');
    expect(registryNotCheckedText('unavailable')).toBe('Не проверено: сервис реестра не ответил');
    expect(registryNotCheckedText('not_found')).toBe('Не проверено: ИНН не найден в реестре');
  });

  it('labels the statuses, an entrepreneur ending its activity as a person', () => {
    expect(registryStatusLabel('active', 'legal')).toBe('Действует');
    expect(registryStatusLabel('liquidated', 'legal')).toBe('Ликвидирована');
    expect(registryStatusLabel('liquidated', 'individual')).toBe('Деятельность прекращена');
    expect(registryStatusLabel('bankrupt', 'individual')).toBe('Банкротство');
  });

  it('writes the post as a sentence, not in capitals', () => {
    expect(registryPost('ГЕНЕРАЛЬНЫЙ ДИРЕКТОР')).toBe('Генеральный директор');
    expect(registryPost(' директор ')).toBe('Директор');
    expect(registryPost(null)).toBe('');
  });

  it('counts the age in years and months on the Moscow date', () => {
    const now = new Date('2026-03-12T10:00:00Z');
    expect(registryAge('2002-08-16', now)).toBe('23 года 6 мес.');
    expect(registryAge('2025-03-12', now)).toBe('1 год');
    expect(registryAge('2026-03-01', now)).toBe('менее месяца');
    expect(registryAge(null, now)).toBe('');
    expect(registryAge('2027-01-01', now)).toBe('');
  });
});

describe('Moscow days', () => {
  it('finds the Moscow date and the next Moscow midnight', () => {
    expect(moscowDate(new Date('2026-03-12T20:59:59Z'))).toBe('2026-03-12');
    expect(moscowDate(new Date('2026-03-12T21:00:00Z'))).toBe('2026-03-13');
    expect(nextMoscowMidnight(new Date('2026-03-12T10:00:00Z')).toISOString()).toBe(
      '2026-03-12T21:00:00.000Z',
    );
    expect(nextMoscowMidnight(new Date('2026-03-12T21:00:00Z')).toISOString()).toBe(
      '2026-03-13T21:00:00.000Z',
    );
    expect(nextMoscowMidnight(new Date('2026-12-31T22:00:00Z')).toISOString()).toBe(
      '2027-01-01T21:00:00.000Z',
    );
  });
});

describe('the name as registered', () => {
  it('compares names whatever the quotes, case and how the legal form is written', () => {
    expect(normalizeCompanyName('Общество с ограниченной ответственностью «Ромашка»')).toBe(
      'ооо ромашка',
    );
    expect(normalizeCompanyName('ООО "РОМАШКА"')).toBe('ооо ромашка');
    expect(normalizeCompanyName('  ООО  „Зелёный  сад“ ')).toBe('ооо зеленый сад');
    const registered = {
      short: 'ООО "РОМАШКА"',
      full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
    };
    expect(registeredNameDiffers(['ООО «Ромашка»'], registered)).toBe(false);
    expect(
      registeredNameDiffers(['Общество с ограниченной ответственностью «Ромашка»'], registered),
    ).toBe(false);
    // A name without its legal form is the same company's name.
    expect(registeredNameDiffers(['Ромашка'], registered)).toBe(false);
  });

  it('warns when no name the company gave is the register’s', () => {
    const registered = {
      short: 'ООО "ЛЮТИК"',
      full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЛЮТИК"',
    };
    expect(registeredNameDiffers(['ООО «Ромашка»', 'Ромашка'], registered)).toBe(true);
    // Another legal form is another company.
    expect(registeredNameDiffers(['АО «Лютик»'], registered)).toBe(true);
    // One of the given names matching is enough: the other may be a brand.
    expect(registeredNameDiffers(['ООО «Лютик»', 'Лютик-Строй'], registered)).toBe(false);
  });

  it('says nothing without names to compare', () => {
    expect(registeredNameDiffers([], { short: 'ООО "А"', full: null })).toBe(false);
    expect(registeredNameDiffers(['ООО «А»'], { short: null, full: null })).toBe(false);
    expect(registeredNameDiffers(['   ', null], { short: 'ООО "А"', full: null })).toBe(false);
  });

  it('compares an entrepreneur by the full name', () => {
    const registered = {
      short: 'ИП Иванова Мария Петровна',
      full: 'Индивидуальный предприниматель Иванова Мария Петровна',
    };
    expect(registeredNameDiffers(['ИП Иванова Мария Петровна'], registered)).toBe(false);
    expect(registeredNameDiffers(['Иванова Мария Петровна'], registered)).toBe(false);
    expect(registeredNameDiffers(['ИП Иванова М. П.'], registered)).toBe(true);
  });
});

describe('the answer', () => {
  it('is either the facts with the time of the check, or the reason there are none', () => {
    expect(
      companyRegistrySchema.safeParse({
        checked: false,
        reason: { code: 'no_key', label: 'ключ провайдера не задан' },
        attempted_at: null,
      }).success,
    ).toBe(true);
    // No facts without their check's time.
    expect(
      companyRegistrySchema.safeParse({
        checked: true,
        kind: 'legal',
        status: { code: 'active', label: 'Действует' },
      }).success,
    ).toBe(false);
  });
});
