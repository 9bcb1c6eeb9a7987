import { describe, expect, it } from 'vitest';
import { hasShownContacts, isUsableContact, usableContact } from './contacts';

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

describe('hasShownContacts', () => {
  it('is false when every contact is hidden or no contact', () => {
    expect(
      hasShownContacts({ phone: '', email: '', vk: null, telegram: null, whatsapp: null }),
    ).toBe(false);
    expect(hasShownContacts({ phone: '', email: '', vk: '-', telegram: 'нет' })).toBe(false);
  });

  it('is true with any contact one reaches the party by', () => {
    expect(hasShownContacts({ phone: '+79161234567', email: '' })).toBe(true);
    expect(hasShownContacts({ phone: '', email: 'a@b.ru' })).toBe(true);
    expect(hasShownContacts({ phone: '', email: '', telegram: '@stroyko' })).toBe(true);
  });
});
