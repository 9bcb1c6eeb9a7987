import {
  MSG_OFFERS,
  VAT_MODES,
  VAT_MODE_LABELS,
  VAT_RATES,
  formatRubles,
  moscowToday,
  parseRubles,
  type VatMode,
} from '@podryad/domain';
import { Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { Fields } from '@/lib/form';
import { vatLiable, type OfferTermsDraft } from '@/features/requests/utils/offer-draft';
import { useNow } from '@/lib/use-now';
import { OfferLinesField } from '@/features/requests/components/offer-lines-field';
import { PriceSums } from '@/features/requests/components/price-sums';

type Props = {
  terms: OfferTermsDraft;
  onChange: (patch: Partial<OfferTermsDraft>) => void;
  /** Messages by payload field, from the form's check or the server's 400. */
  errors: Fields;
};

const VAT_OPTIONS = [
  { value: '', label: MSG_OFFERS.vatModeNone },
  ...VAT_MODES.map((mode) => ({ value: mode, label: VAT_MODE_LABELS[mode] })),
];
const RATE_OPTIONS = [
  { value: '', label: MSG_OFFERS.vatRateNone },
  ...VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` })),
];

/**
 * 'Цена и условия' of an offer, optional as a block: the price in roubles (shown back
 * as read), how it treats НДС and at what rate, the sums with and without НДС as one types, the
 * duration in days, the date the offer is valid until (not before today in Moscow) and the lines
 * of what the price includes and excludes.
 */
export function OfferTermsFields({ terms, onChange, errors }: Props) {
  const now = useNow();
  const kopecks = parseRubles(terms.price);
  return (
    <Fieldset legend={MSG_OFFERS.termsFormTitle} variant="filled" radius="md">
      <Stack gap="sm">
        <Text size="xs" c="gray.7">
          {MSG_OFFERS.termsHint}
        </Text>
        <TextInput
          label={MSG_OFFERS.priceLabel}
          placeholder={MSG_OFFERS.pricePlaceholder}
          inputMode="decimal"
          autoComplete="off"
          value={terms.price}
          onChange={(event) => onChange({ price: event.currentTarget.value })}
          description={kopecks ? formatRubles(kopecks) : undefined}
          error={errors.price_kopecks?.[0]}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            label={MSG_OFFERS.vat}
            data={VAT_OPTIONS}
            value={terms.vat}
            onChange={(event) => onChange({ vat: event.currentTarget.value as VatMode | '' })}
            error={errors.vat?.[0]}
          />
          {vatLiable(terms.vat) && (
            <NativeSelect
              label={MSG_OFFERS.vatRateLabel}
              data={RATE_OPTIONS}
              value={terms.vatRate}
              onChange={(event) => onChange({ vatRate: event.currentTarget.value })}
              error={errors.vat_rate?.[0]}
            />
          )}
        </Group>
        <PriceSums terms={terms} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={MSG_OFFERS.durationLabel}
            inputMode="numeric"
            autoComplete="off"
            value={terms.duration}
            onChange={(event) => onChange({ duration: event.currentTarget.value })}
            error={errors.duration_days?.[0]}
          />
          <TextInput
            type="date"
            label={MSG_OFFERS.validUntil}
            min={moscowToday(now)}
            value={terms.validUntil}
            onChange={(event) => onChange({ validUntil: event.currentTarget.value })}
            error={errors.valid_until?.[0]}
          />
        </Group>
        <OfferLinesField
          label={MSG_OFFERS.inclusionsLabel}
          lines={terms.inclusions}
          onChange={(inclusions) => onChange({ inclusions })}
          error={errors.inclusions?.[0]}
        />
        <OfferLinesField
          label={MSG_OFFERS.exclusionsLabel}
          lines={terms.exclusions}
          onChange={(exclusions) => onChange({ exclusions })}
          error={errors.exclusions?.[0]}
        />
      </Stack>
    </Fieldset>
  );
}
