import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('writes years and months with Russian plurals', () => {
    expect(formatDuration('2021-03-01', '2023-06-01')).toBe('2 года 3 мес.');
    expect(formatDuration('2020-01-10', '2021-01-10')).toBe('1 год');
    expect(formatDuration('2010-01-01', '2015-01-01')).toBe('5 лет');
    expect(formatDuration('2000-01-01', '2011-01-01')).toBe('11 лет');
    expect(formatDuration('2000-01-01', '2021-01-01')).toBe('21 год');
    expect(formatDuration('2024-01-01', '2024-08-01')).toBe('7 мес.');
  });

  it('counts a month only once its day is reached', () => {
    expect(formatDuration('2024-01-20', '2024-03-19')).toBe('1 мес.');
    expect(formatDuration('2024-01-20', '2024-02-19')).toBe('менее месяца');
    expect(formatDuration('2024-05-01', '2024-05-01')).toBe('менее месяца');
  });

  it('shows a dash when a date is missing, malformed or the end comes first', () => {
    expect(formatDuration(null, '2024-01-01')).toBe('—');
    expect(formatDuration('2024-01-01', '')).toBe('—');
    expect(formatDuration('01.01.2024', '2025-01-01')).toBe('—');
    expect(formatDuration('2025-01-01', '2024-01-01')).toBe('—');
  });
});
