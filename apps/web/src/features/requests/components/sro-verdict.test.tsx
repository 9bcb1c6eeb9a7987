import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { comparisonAnswer, comparisonRow } from '@/test/comparison';
import { makeOfferTerms } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { words } from '@/test/text';
import { OfferComparison } from '@/features/requests/components/offer-comparison';

// The comparison's column 'СРО': each offer's verdict on its price, on a wide screen and a phone.

/** An offer at this many roubles, НДС included (not liable, so the price is the sum). */
const at = (roubles: number) =>
  makeOfferTerms({ price_kopecks: roubles * 100, vat: 'not_liable', vat_rate: null });
const stated = (level: number) => ({
  sro_name: 'Ассоциация «Строители Поволжья»',
  registration_number: 'СРО-С-123-01022010',
  level,
});

const OFFERS = [
  comparisonRow(1, 'Малый ремонт', { offer: at(10_000_000) }),
  comparisonRow(2, 'Надёжный', {
    offer: at(90_000_000),
    sro: { verdict: 'sufficient', membership: stated(1) },
  }),
  comparisonRow(3, 'Смелый', {
    offer: at(600_000_000),
    sro: { verdict: 'insufficient', membership: stated(2) },
  }),
  comparisonRow(4, 'Безымянный', {
    offer: at(12_000_000),
    sro: { verdict: 'missing', membership: null },
  }),
];

function setup() {
  serveFetch({
    'GET /api/tenders/42/comparison': () => json(200, comparisonAnswer({ offers: OFFERS })),
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id/comparison" element={<OfferComparison id={42} />} />
    </Routes>,
    { route: '/profile/client/tender/42/comparison' },
  );
}

const EXPECTED = [
  'СРО не требуется',
  'Уровень СРО достаточен «Ассоциация „Строители Поволжья“», 1 уровень — до 90 млн ₽ — со слов подрядчика',
  'Уровень СРО недостаточен нужен уровень не ниже 3 «Ассоциация „Строители Поволжья“», 2 уровень — до 500 млн ₽ — со слов подрядчика',
  'Нет данных о СРО нужен уровень не ниже 1',
];

describe('the comparison’s СРО verdicts', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('has a column of them on a wide screen, with the stated membership and the level needed', async () => {
    setup();
    const table = await screen.findByRole('table');
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'СРО');
    expect(column).toBe(2);
    const verdicts = screen
      .getAllByTestId('comparison-row')
      .map((row) => words(within(row).getAllByRole('cell')[column - 1]!));
    expect(verdicts).toEqual(EXPECTED);
  });

  it('shows them on each card on a phone', async () => {
    phoneScreen();
    setup();
    const cards = await screen.findAllByTestId('comparison-card');
    const lines = cards.map(
      (card) =>
        [...card.querySelectorAll('dl > div')].map(words).find((line) => line.startsWith('СРО ')) ??
        '',
    );
    expect(lines).toEqual(EXPECTED.map((verdict) => `СРО ${verdict}`));
  });
});
