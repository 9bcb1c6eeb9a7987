import { describe, expect, it } from 'vitest';
import { formatCountdown, formatPhone, formatPhoneFiling, maskPhone } from './format';

describe('maskPhone', () => {
  it('hides all but the last four digits as +7 (***) *** NN-NN', () => {
    expect(maskPhone('+79161234567')).toBe('+7 (***) *** 45-67');
    expect(maskPhone('79169876501')).toBe('+7 (***) *** 65-01');
  });

  it('shows anything but an 11-digit number starting with 7 as is', () => {
    expect(maskPhone('+375291234567')).toBe('+375291234567');
    expect(maskPhone('89161234567')).toBe('89161234567');
    expect(maskPhone('')).toBe('');
  });
});

describe('formatPhoneFiling', () => {
  it('formats as +7 (xxx) xxx xx-xx', () => {
    expect(formatPhoneFiling('+79161234567')).toBe('+7 (916) 123 45-67');
  });

  it('shows other numbers as is', () => {
    expect(formatPhoneFiling('+375291234567')).toBe('+375291234567');
  });
});

describe('formatPhone', () => {
  it('formats as +7 (xxx) xxx-xx-xx', () => {
    expect(formatPhone('+79161234567')).toBe('+7 (916) 123-45-67');
  });

  it('shows other numbers as is', () => {
    expect(formatPhone('+7916123456')).toBe('+7916123456');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(30)).toBe('00:30');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(90)).toBe('01:30');
  });

  it('rounds up and never goes below zero', () => {
    expect(formatCountdown(4.2)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
