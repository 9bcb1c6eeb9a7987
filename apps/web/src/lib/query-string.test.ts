import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/lib/query-string';

describe('toQueryString', () => {
  it('leaves out what is not set and sorts the names', () => {
    expect(toQueryString({ q: 'дом', page: 2, region: null, types: [], per_page: 12 })).toBe(
      `?page=2&per_page=12&q=${encodeURIComponent('дом')}`,
    );
    expect(toQueryString({ q: '', region: undefined })).toBe('');
  });

  it('joins a list with commas and escapes the rest', () => {
    expect(toQueryString({ types: ['design', 'construction'], q: 'a&b=c, d' })).toBe(
      '?q=a%26b%3Dc,+d&types=design,construction',
    );
  });
});
