import { describe, expect, it } from 'vitest';
import { contractorListQuery, pageCount, totalText } from './lists';

describe('a list total', () => {
  it('is shown as it is when exact, as "более N" when only a lower bound', () => {
    expect(totalText({ total: 29, page: 1, per_page: 12 })).toBe('29');
    expect(totalText({ total: 29, page: 1, per_page: 12, total_lower_bound: false })).toBe('29');
    expect(totalText({ total: 120, page: 1, per_page: 12, total_lower_bound: true })).toBe(
      'более 120',
    );
  });

  it('gives the pages known so far: ten ahead of page 1 of a long list, more further on', () => {
    expect(pageCount({ total: 120, page: 1, per_page: 12, total_lower_bound: true })).toBe(10);
    expect(pageCount({ total: 228, page: 10, per_page: 12, total_lower_bound: true })).toBe(19);
    expect(pageCount({ total: 0, page: 1, per_page: 12 })).toBe(1);
  });
});

describe("contractorListQuery: the order and 'есть отзывы'", () => {
  it('orders by name and keeps everyone by default, by rating and only the reviewed when asked', () => {
    expect(contractorListQuery.parse({})).toMatchObject({ sort: 'name', has_reviews: false });
    expect(contractorListQuery.parse({ sort: 'rating', has_reviews: 'true' })).toMatchObject({
      sort: 'rating',
      has_reviews: true,
    });
    expect(contractorListQuery.parse({ has_reviews: 'false' }).has_reviews).toBe(false);
  });

  it('refuses an unknown order or switch value', () => {
    expect(contractorListQuery.safeParse({ sort: 'price' }).success).toBe(false);
    expect(contractorListQuery.safeParse({ has_reviews: 'yes' }).success).toBe(false);
  });
});
