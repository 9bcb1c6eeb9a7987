import { describe, expect, it } from 'vitest';
import { formatFileSize } from './files';
import { percent, quoted, typeset } from './typography';

describe('typography', () => {
  it('quotes a name, with „лапки“ for the quotes inside it', () => {
    expect(quoted('СтройМастер')).toBe('«СтройМастер»');
    expect(quoted('ООО «СтройМастер»')).toBe('«ООО „СтройМастер“»');
    expect(quoted('ООО "Вектор"')).toBe('«ООО „Вектор“»');
  });

  it('keeps a percentage with its sign', () => {
    expect(percent(22)).toBe('22\u00a0%');
  });

  it('keeps the groups of a number and a number with its unit on one line', () => {
    expect(typeset('Склад 2 400 м², 1 250 000 ₽, НДС 22 %')).toBe(
      'Склад 2\u00a0400\u00a0м², 1\u00a0250\u00a0000\u00a0₽, НДС 22\u00a0%',
    );
    expect(typeset('Срок 45 дней, 3 мес.')).toBe('Срок 45\u00a0дней, 3\u00a0мес.');
  });

  it('leaves numbers that are not groups and words after numbers alone', () => {
    expect(typeset('В 2026 году 12 мастеров')).toBe('В 2026 году 12 мастеров');
    expect(typeset('Дом 5 минут от метро, 12 345')).toBe('Дом 5 минут от метро, 12\u00a0345');
    expect(typeset('телефон 916 111 2233')).toBe('телефон 916\u00a0111 2233');
  });

  it('writes a file size with a decimal comma and its unit on the same line', () => {
    expect(formatFileSize(11162)).toBe('10,9\u00a0КБ');
    expect(formatFileSize(512)).toBe('512\u00a0Б');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5,0\u00a0МБ');
  });
});
