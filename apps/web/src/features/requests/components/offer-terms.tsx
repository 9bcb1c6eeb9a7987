import {
  MSG_OFFERS,
  formatDate,
  formatPrice,
  formatRubles,
  formatWorkDays,
  type OfferTermsView,
} from '@podryad/domain';
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ReadField } from '@/components/read-field';

/** What the work includes or leaves out, one line each; a dash for none. */
export function OfferLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>—</>;
  return (
    <Box component="ul" m={0} pl="md">
      {lines.map((line, i) => (
        <Text component="li" size="sm" key={i} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Box>
  );
}

/**
 * The terms of a priced offer: the price with and without НДС and the НДС itself, the
 * duration, how long the offer holds, and what it includes and leaves out.
 */
export function OfferTerms({ offer }: { offer: OfferTermsView }) {
  const titleId = useId();
  const liable = offer.vat !== 'not_liable';
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {MSG_OFFERS.termsTitle}
      </Title>
      <ReadField compact label={MSG_OFFERS.priceRead}>
        {formatPrice(offer)}
      </ReadField>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <ReadField compact label={MSG_OFFERS.priceWithVat}>
          {formatRubles(offer.price_with_vat_kopecks)}
        </ReadField>
        <ReadField compact label={MSG_OFFERS.priceWithoutVat}>
          {formatRubles(offer.price_without_vat_kopecks)}
        </ReadField>
        {liable && (
          <ReadField compact label={MSG_OFFERS.vatSum}>
            {formatRubles(offer.vat_kopecks)}
          </ReadField>
        )}
        <ReadField compact label={MSG_OFFERS.duration}>
          {formatWorkDays(offer.duration_days)}
        </ReadField>
        <ReadField compact label={MSG_OFFERS.validUntil}>
          {formatDate(offer.valid_until)}
        </ReadField>
      </SimpleGrid>
      <ReadField compact label={MSG_OFFERS.inclusions}>
        <OfferLines lines={offer.inclusions} />
      </ReadField>
      <ReadField compact label={MSG_OFFERS.exclusions}>
        <OfferLines lines={offer.exclusions} />
      </ReadField>
    </Stack>
  );
}
