import {
  COMPARISON_PRICES,
  COMPARISON_SORTS,
  type ComparisonPrices,
  type ComparisonQuery,
} from '@podryad/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readChoice, unlessDefault, useSetParams } from '@/lib/url-state';

/*
 * The comparison keeps its order and the prices it compares in the URL, each parameter left out at
 * its default, so that Back, a reload and a shared link show the same table:
 *   sort    one of COMPARISON_SORTS (price)
 *   order   asc or desc (asc)
 *   prices  with_vat or without_vat (with_vat): the sums compared, which 'Лучшая цена' and the
 *           order by price follow
 * The prices are also remembered in this browser: a client who deducts НДС compares without it
 * on every tender, so a comparison opened without them in its URL takes the last choice made here
 * (and writes it into the URL).
 */
const ORDERS = ['asc', 'desc'] as const;
export const DEFAULT_QUERY: ComparisonQuery = { sort: 'price', order: 'asc', prices: 'with_vat' };
export const PRICES_KEY = 'podryad-comparison-prices';

/** The prices last chosen in this browser, or null (none, or storage not available). */
function rememberedPrices(): ComparisonPrices | null {
  try {
    return COMPARISON_PRICES.find((p) => p === localStorage.getItem(PRICES_KEY)) ?? null;
  } catch {
    return null;
  }
}

function remember(prices: ComparisonPrices) {
  try {
    localStorage.setItem(PRICES_KEY, prices);
  } catch {
    // Private mode or storage full: the URL still keeps the choice.
  }
}

/** The comparison's query as the URL (or the last choice) has it, and the way to change it. */
export function useComparisonQuery() {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const given = params.get('prices');
  const prices = given
    ? readChoice(given, COMPARISON_PRICES)
    : (rememberedPrices() ?? DEFAULT_QUERY.prices);
  const query: ComparisonQuery = {
    sort: readChoice(params.get('sort'), COMPARISON_SORTS),
    order: readChoice(params.get('order'), ORDERS),
    prices,
  };

  // A remembered choice the URL does not say: said there, without a step in the history.
  const unsaid = given === null && prices !== DEFAULT_QUERY.prices;
  useEffect(() => {
    if (unsaid) setParams({ prices }, { replace: true });
  }, [unsaid, prices, setParams]);

  const setQuery = ({ sort, order, prices: next }: ComparisonQuery) => {
    if (next !== prices) remember(next);
    setParams({
      sort: unlessDefault(sort, DEFAULT_QUERY.sort),
      order: unlessDefault(order, DEFAULT_QUERY.order),
      prices: unlessDefault(next, DEFAULT_QUERY.prices),
    });
  };
  return { query, setQuery };
}
