import { MSG_ADDENDA } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARISON_OFFERS, comparisonAnswer } from '@/test/comparison';
import { makeRequest, makeTender } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { OfferComparison } from '@/features/requests/components/offer-comparison';
import { TenderRequests } from '@/features/requests/components/tender-requests';

// The client's mark on an offer made before the tender's latest addendum, wherever it sees one.

const EARLIER = MSG_ADDENDA.earlier(2);

/** The comparison with its first offer made before addendum 2. */
const comparison = () =>
  json(
    200,
    comparisonAnswer({
      offers: COMPARISON_OFFERS.map((o, i) => (i === 0 ? { ...o, outdated_by: 2 } : o)),
    }),
  );

function renderComparison() {
  serveFetch({ 'GET /api/tenders/42/comparison': comparison });
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id/comparison" element={<OfferComparison id={42} />} />
    </Routes>,
    { route: '/profile/client/tender/42/comparison' },
  );
}

describe('OutdatedBadge', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('marks an outdated offer in the tender’s requests and in its drawer, with the hint', async () => {
    const outdated = makeRequest(1, 'waiting', { outdated_by: 2 });
    const current = makeRequest(2, 'waiting');
    serveFetch({ 'GET /api/request/1': () => json(200, { request: outdated }) });
    const user = userEvent.setup();
    renderWithProviders(
      <TenderRequests tender={makeTender(1, 'Школа', { requests: [outdated, current] })} />,
    );
    const [first, second] = screen.getAllByTestId('request') as [HTMLElement, HTMLElement];
    expect(within(first).getByText(EARLIER)).toBeInTheDocument();
    // Read out with the badge, for whoever cannot hover its tooltip.
    expect(within(first).getByText(MSG_ADDENDA.earlierHint)).toBeInTheDocument();
    expect(within(second).queryByTestId('outdated')).toBeNull();

    await user.click(within(first).getByRole('button', { name: /Подрядчик 1/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(EARLIER)).toBeInTheDocument();
    expect(within(drawer).getByText(MSG_ADDENDA.earlierHint)).toBeVisible();
  });

  it('marks it in the comparison table', async () => {
    renderComparison();
    const rows = await screen.findAllByTestId('comparison-row');
    expect(within(rows[0]!).getByText(EARLIER)).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('outdated')).toBeNull();
    expect(screen.getAllByTestId('outdated')).toHaveLength(1);
  });

  it('marks it on the comparison card on a phone', async () => {
    phoneScreen();
    renderComparison();
    const cards = await screen.findAllByTestId('comparison-card');
    expect(within(cards[0]!).getByText(EARLIER)).toBeInTheDocument();
    expect(within(cards[2]!).queryByTestId('outdated')).toBeNull();
  });
});
