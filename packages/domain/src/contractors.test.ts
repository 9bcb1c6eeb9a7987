import { describe, expect, it } from 'vitest';
import { formatDuration } from './contractors';
import { filterTenders } from './tenders';

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

describe('filterTenders', () => {
  const list = [
    {
      tender_name: 'Школа на 600 мест',
      address: 'г. Казань, ул. Баумана, 1',
      type: 'construction',
    },
    { tender_name: 'Проект моста', address: 'Омск, ул. Ленина, 10', type: 'design' },
    {
      tender_name: 'Жилой квартал',
      address: 'Казань, пр. Победы, 5',
      type: 'complex_construction',
    },
  ] as const;

  it('matches a name substring in any case, a city inside the address and any chosen type', () => {
    const names = (f: Parameters<typeof filterTenders>[1]) =>
      filterTenders(list, f).map((t) => t.tender_name);
    expect(names({ search: 'ШКОЛА', region: null, types: [] })).toEqual(['Школа на 600 мест']);
    expect(names({ search: '', region: 'Казань', types: [] })).toEqual([
      'Школа на 600 мест',
      'Жилой квартал',
    ]);
    expect(names({ search: '', region: null, types: ['complex_construction'] })).toEqual([
      'Жилой квартал',
    ]);
    expect(names({ search: '', region: 'Казань', types: ['design'] })).toEqual([]);
    expect(names({ search: '  ', region: null, types: [] })).toHaveLength(3);
  });
});
