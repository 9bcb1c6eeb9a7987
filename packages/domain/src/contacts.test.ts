import { describe, expect, it } from 'vitest';
import { isUsableContact, usableContact } from './contacts';

describe('isUsableContact', () => {
  it('takes a handle, a number and a link', () => {
    for (const value of [
      '@ivanov',
      'stroyko_spb',
      'id123456',
      'ivan.petrov',
      '+7 912 345-67-89',
      '89123456789',
      '+7 (912) 345-67-89',
      'https://vk.com/stroyko',
      'http://t.me/stroyko',
      'vk.com/stroyko',
      't.me/stroyko',
      'wa.me/79123456789',
      'https://стройко.рф',
    ]) {
      expect(isUsableContact(value), value).toBe(true);
    }
  });

  it('refuses what only says there is none', () => {
    for (const value of [
      '',
      '   ',
      '-',
      '—',
      '--',
      '.',
      '0',
      '123',
      'нет',
      'Нет',
      'НЕТ',
      'отсутствует',
      'не указан',
      'no',
      'None',
      'N/A',
      '@',
      'x',
      'нет телеграма',
      null,
      undefined,
    ]) {
      expect(isUsableContact(value), String(value)).toBe(false);
    }
  });

  it('gives the trimmed value to show, or null', () => {
    expect(usableContact('  @ivanov ')).toBe('@ivanov');
    expect(usableContact(' - ')).toBeNull();
  });
});
