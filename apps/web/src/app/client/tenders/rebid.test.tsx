import { MSG_REBID, REBID_HINT, rebidNote } from '@podryad/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOfferTerms, makeRequest, makeTender } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { RebidPrice } from '@/features/requests/components/rebid-price';
import { RebidSection } from '@/features/tenders/components/rebid-section';

/* The переторжка on screen: the client announces it; a bidder lowers its price. */

const PAST = '2026-01-10T15:00:00.000Z';
const NEXT_YEAR = new Date().getFullYear() + 1;
const ROUND_END = `${NEXT_YEAR}-01-10T15:00:00.000Z`;
const priced = (id: number, price: number) =>
  makeRequest(id, 'waiting', { offer: makeOfferTerms({ price_kopecks: price }) });

describe('переторжка', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('is offered to the client after the deadline with two priced offers, and announced', async () => {
    const tender = makeTender(42, 'Склад', {
      offers_deadline: PAST,
      requests: [priced(1, 100_000_00), priced(2, 120_000_00)],
    });
    const { calls } = serveFetch({
      'POST /api/tenders/42/rebid': () =>
        json(200, {
          tender: {
            ...tender,
            rebid: { announced_at: PAST, deadline: ROUND_END, comment: 'Снизьте', running: true },
          },
        }),
    });
    renderWithProviders(<RebidSection tender={tender} />);
    expect(screen.getByText(REBID_HINT)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MSG_REBID.announce }));
    const dialog = await screen.findByRole('dialog', { name: MSG_REBID.announce });
    const field = screen.getByLabelText(`${MSG_REBID.deadlineLabel} (МСК)`, { exact: false });
    fireEvent.change(field, { target: { value: '2020-01-10T18:00' } });
    await user.click(screen.getAllByRole('button', { name: MSG_REBID.announce }).at(-1)!);
    expect(screen.getByText(MSG_REBID.deadlineTooSoon)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: `${NEXT_YEAR}-01-10T18:00` } });
    await user.type(screen.getByLabelText(MSG_REBID.commentLabel), 'Снизьте');
    await user.click(screen.getAllByRole('button', { name: MSG_REBID.announce }).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/tenders/42/rebid');
    expect(sent?.body).toEqual({
      deadline: `${NEXT_YEAR}-01-10T18:00:00+03:00`,
      comment: 'Снизьте',
    });
  });

  it('is not offered with one priced offer or before the deadline', () => {
    const one = makeTender(42, 'Склад', { offers_deadline: PAST, requests: [priced(1, 100)] });
    const { container } = renderWithProviders(<RebidSection tender={one} />);
    expect(container).not.toHaveTextContent(MSG_REBID.announce);
  });

  it('says to the client that the round runs and the prices open at its end', () => {
    const rebid = { announced_at: PAST, deadline: ROUND_END, comment: 'Снизьте', running: true };
    renderWithProviders(<RebidSection tender={makeTender(42, 'Склад', { rebid })} />);
    expect(screen.getByTestId('rebid-note')).toHaveTextContent(rebidNote(rebid, 'client'));
    expect(screen.getByTestId('rebid-note')).toHaveTextContent('Снизьте');
  });

  it('lets a bidder send only a lower price, and says it was sent', async () => {
    const rebid = { announced_at: PAST, deadline: ROUND_END, comment: null, running: true };
    const mine = makeRequest(7, 'waiting', {
      offer: makeOfferTerms({ price_kopecks: 100_000_00 }),
      rebid: { price_before_kopecks: 100_000_00, lowered: false },
    });
    const { calls } = serveFetch({
      'POST /api/request/rebid/7': () =>
        json(200, {
          request: {
            ...mine,
            offer: makeOfferTerms({ price_kopecks: 90_000_00 }),
            rebid: { price_before_kopecks: 100_000_00, lowered: true },
          },
        }),
    });
    renderWithProviders(
      <RebidPrice tender={makeTender(42, 'Склад', { rebid, requests: [mine] })} />,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText(MSG_REBID.priceLabel);
    await user.type(field, '100 000');
    await user.click(screen.getByRole('button', { name: MSG_REBID.send }));
    expect(screen.getByText(MSG_REBID.notLower)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '90 000');
    await user.click(screen.getByRole('button', { name: MSG_REBID.send }));
    expect(await screen.findByText(MSG_REBID.sent)).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/request/rebid/7');
    expect(sent?.body).toEqual({ price_kopecks: 90_000_00 });
  });
});
