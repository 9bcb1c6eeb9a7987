import {
  MSG_OFFERS,
  formatDate,
  formatPrice,
  formatRubles,
  formatWorkDays,
  type OfferTermsView,
} from '@podryad/domain';
import { List, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { ReadField } from './read-field';

/** A list of an offer's lines, or nothing (the field shows a dash). */
const lines = (list: string[]) =>
  list.length > 0 ? (
    <List size="sm" spacing={2}>
      {list.map((line, i) => (
        <List.Item key={i}>{line}</List.Item>
      ))}
    </List>
  ) : null;

/**
 * The terms of a priced offer as read (issue 15): the price with its НДС ('1 250 000 ₽, с НДС
 * 22 %') and the sums, the duration, the validity date, what is included and what is not.
 */
export function OfferTermsSummary({ terms }: { terms: OfferTermsView }) {
  const id = useId();
  const liable = terms.vat !== 'not_liable';
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {MSG_OFFERS.termsTitle}
      </Title>
      <ReadField compact label={MSG_OFFERS.priceRead}>
        {formatPrice(terms)}
      </ReadField>
      {liable && (
        <SimpleGrid cols={2} spacing="xs">
          <ReadField compact label={MSG_OFFERS.sumWithVat}>
            {formatRubles(terms.price_with_vat_kopecks)}
          </ReadField>
          <ReadField compact label={MSG_OFFERS.sumWithoutVat}>
            {formatRubles(terms.price_without_vat_kopecks)}
          </ReadField>
        </SimpleGrid>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <ReadField compact label={MSG_OFFERS.durationRead}>
          {formatWorkDays(terms.duration_days)}
        </ReadField>
        <ReadField compact label={MSG_OFFERS.validUntilLabel}>
          {formatDate(terms.valid_until)}
        </ReadField>
      </SimpleGrid>
      <ReadField compact label={MSG_OFFERS.inclusionsLabel}>
        {lines(terms.inclusions)}
      </ReadField>
      <ReadField compact label={MSG_OFFERS.exclusionsLabel}>
        {lines(terms.exclusions)}
      </ReadField>
    </Stack>
  );
}
