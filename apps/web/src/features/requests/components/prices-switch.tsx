import {
  COMPARISON_PRICES,
  COMPARISON_PRICE_BASES,
  COMPARISON_PRICE_HINTS,
  MSG_OFFERS,
  type ComparisonPrices,
} from '@podryad/domain';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

type Props = { value: ComparisonPrices; onChange: (prices: ComparisonPrices) => void };

/**
 * 'Сравнивать цены': с НДС or без НДС. Offers come under different НДС regimes, so the client says
 * which sums are set side by side; 'Лучшая цена' and the order by price follow.
 */
export function PricesSwitch({ value, onChange }: Props) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} id={labelId}>
          {MSG_OFFERS.comparePrices}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          size="sm"
          value={value}
          onChange={(next) => onChange(COMPARISON_PRICES.find((p) => p === next) ?? value)}
          data={COMPARISON_PRICES.map((prices) => ({
            value: prices,
            label: COMPARISON_PRICE_BASES[prices],
          }))}
        />
      </Group>
      <Text size="xs" c="gray.7">
        {COMPARISON_PRICE_HINTS[value]}
      </Text>
    </Stack>
  );
}
