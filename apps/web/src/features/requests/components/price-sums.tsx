import { MSG_OFFERS, formatRubles, percent, priceBreakdown, vatLabel } from '@podryad/domain';
import { Stack, Text } from '@mantine/core';
import {
  termsInputOf,
  vatLiable,
  type OfferTermsDraft,
} from '@/features/requests/utils/offer-draft';

/** The sums to show for the terms being typed; null until price, mode and a liable mode's rate are given. */
function sumsOf(terms: OfferTermsDraft) {
  const { price_kopecks: price, vat, vat_rate: rate = null } = termsInputOf(terms);
  if (!price || Number.isNaN(price) || !vat || (vatLiable(vat) && rate === null)) return null;
  const sums = priceBreakdown({ price_kopecks: price, vat, vat_rate: rate });
  const rows: [string, number][] = vatLiable(vat)
    ? [
        [MSG_OFFERS.priceWithVat, sums.price_with_vat_kopecks],
        [MSG_OFFERS.priceWithoutVat, sums.price_without_vat_kopecks],
        [`${MSG_OFFERS.vat} ${percent(rate ?? 0)}`, sums.vat_kopecks],
      ]
    : [[MSG_OFFERS.priceWithoutVat, sums.price_without_vat_kopecks]];
  return { rows, note: vatLabel(vat, rate) };
}

/**
 * The sums of the price being typed, with and without НДС and the НДС itself, computed exactly in
 * kopecks by the domain as one types; read out politely as they change.
 */
export function PriceSums({ terms }: { terms: OfferTermsDraft }) {
  const sums = sumsOf(terms);
  return (
    <Stack gap={2} aria-live="polite" data-testid="price-sums">
      {sums?.rows.map(([label, kopecks]) => (
        <Text key={label} size="sm">
          {label}:{' '}
          <Text span inherit fw={600}>
            {formatRubles(kopecks)}
          </Text>
        </Text>
      ))}
      {sums && (
        <Text size="xs" c="gray.7">
          {sums.note}
        </Text>
      )}
    </Stack>
  );
}
