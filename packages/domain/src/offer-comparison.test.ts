import { describe, expect, it } from 'vitest';
import { comparedPrice, comparisonQuery, otherPrices } from './offer-comparison';
import { priceBreakdown } from './offers';

describe('the prices the comparison compares', () => {
  // 5 400 000 ₽ from a contractor without НДС liability against 6 150 000 ₽ with НДС 22 %.
  const notLiable = priceBreakdown({
    price_kopecks: 5_400_000_00,
    vat: 'not_liable',
    vat_rate: null,
  });
  const withVat = priceBreakdown({ price_kopecks: 6_150_000_00, vat: 'with_vat', vat_rate: 22 });
  const onTop = priceBreakdown({ price_kopecks: 5_000_000_00, vat: 'without_vat', vat_rate: 22 });

  it('compares what the client pays in all with НДС', () => {
    expect(comparedPrice(notLiable, 'with_vat')).toBe(5_400_000_00);
    expect(comparedPrice(withVat, 'with_vat')).toBe(6_150_000_00);
    expect(comparedPrice(onTop, 'with_vat')).toBe(6_100_000_00);
  });

  it('compares the sums without НДС, exact to the kopeck; a price without НДС liability as it is', () => {
    expect(comparedPrice(notLiable, 'without_vat')).toBe(5_400_000_00);
    expect(comparedPrice(withVat, 'without_vat')).toBe(5_040_983_61);
    expect(comparedPrice(onTop, 'without_vat')).toBe(5_000_000_00);
    expect(comparedPrice(withVat, 'without_vat')).toBeLessThan(
      comparedPrice(notLiable, 'without_vat'),
    );
  });

  it('names the other sum and reads the choice from a query, with НДС by default', () => {
    expect(otherPrices('with_vat')).toBe('without_vat');
    expect(otherPrices('without_vat')).toBe('with_vat');
    expect(comparisonQuery.parse({}).prices).toBe('with_vat');
    expect(comparisonQuery.parse({ prices: 'without_vat' }).prices).toBe('without_vat');
    expect(comparisonQuery.safeParse({ prices: 'net' }).success).toBe(false);
  });
});
