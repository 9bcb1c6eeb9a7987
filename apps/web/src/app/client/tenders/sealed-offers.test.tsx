import {
  SEALED_LABEL,
  sealedBidderNote,
  sealedClientNote,
  sealedComparisonNote,
  sealedOfferNote,
} from '@podryad/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { comparisonAnswer, comparisonRow } from '@/test/comparison';
import { makeRequest, makeTender } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { OfferComparison } from '@/features/requests/components/offer-comparison';
import { RequestRow } from '@/features/requests/components/request-row';
import { SealedNote } from '@/features/tenders/components/sealed-note';

/* What sealed offers look like: the notes on the tender's page, a sealed row, the comparison. */

const DEADLINE = '2030-11-25T15:00:00.000Z';

describe('sealed offers on screen', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('tell a bidder what the client cannot see, and the client when the offers open', () => {
    const sealed = makeTender(1, 'Склад', {
      sealed: true,
      offers_sealed: true,
      offers_deadline: DEADLINE,
    });
    const { unmount } = renderWithProviders(<SealedNote tender={sealed} side="contractor" />);
    expect(screen.getByText(SEALED_LABEL)).toBeInTheDocument();
    expect(screen.getByText(sealedBidderNote(DEADLINE))).toBeInTheDocument();
    expect(sealedBidderNote(DEADLINE)).toContain('25.11.2030, 18:00 (МСК)');
    unmount();
    renderWithProviders(<SealedNote tender={sealed} side="client" />);
    expect(screen.getByText(sealedClientNote(DEADLINE, null))).toBeInTheDocument();
  });

  it('say when the offers opened once they did, and nothing on an open tender', () => {
    const opened = makeTender(1, 'Склад', {
      sealed: true,
      offers_sealed: false,
      offers_deadline: DEADLINE,
      offers_opened_at: DEADLINE,
    });
    const { unmount } = renderWithProviders(<SealedNote tender={opened} side="client" />);
    expect(screen.getByText(sealedClientNote(DEADLINE, DEADLINE))).toBeInTheDocument();
    unmount();
    const { container } = renderWithProviders(<SealedNote tender={opened} side="contractor" />);
    expect(container).not.toHaveTextContent(SEALED_LABEL);
  });

  it('show a sealed offer in a list as received, with when it opens', () => {
    const request = makeRequest(5, 'waiting', {
      sealed: true,
      offer: null,
      comment: null,
      tender: { id: 1, tender_name: 'Склад', offers_deadline: DEADLINE },
    });
    renderWithProviders(<RequestRow request={request} onOpen={() => {}} />);
    expect(screen.getByTestId('sealed-offer')).toHaveTextContent(sealedOfferNote(DEADLINE));
    expect(screen.queryByTestId('offer-glance')).not.toBeInTheDocument();
  });

  it('set the comparison aside until the deadline: who sent an offer and when, no choice', async () => {
    serveFetch({
      'GET /api/tenders/42/comparison': () =>
        json(
          200,
          comparisonAnswer({
            tender: {
              id: 42,
              tender_name: 'Школа на 300 мест',
              status: { code: 'waiting_for_requests', label: 'Ожидание предложений' },
              offers_deadline: DEADLINE,
              offers_sealed: true,
              rebid_deadline: null,
            },
            offers: [
              comparisonRow(1, 'СтройМонтаж', { offer: null }),
              comparisonRow(2, 'ПроектПлюс', { offer: null }),
            ],
            total: 2,
          }),
        ),
    });
    renderWithProviders(
      <Routes>
        <Route path="/profile/client/tender/:id/comparison" element={<OfferComparison id={42} />} />
      </Routes>,
      { route: '/profile/client/tender/42/comparison' },
    );
    const sealed = await screen.findByTestId('sealed-comparison');
    expect(sealed).toHaveTextContent(sealedComparisonNote(DEADLINE, 2));
    expect(sealed).toHaveTextContent('СтройМонтаж');
    expect(sealed).toHaveTextContent('ПроектПлюс');
    expect(screen.queryByRole('button', { name: /Выбрать исполнителем/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Скачать/ })).not.toBeInTheDocument();
  });
});
