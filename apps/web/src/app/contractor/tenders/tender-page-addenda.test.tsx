import { MSG_ADDENDA, MSG_OFFERS, type TenderRequest } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRequest, makeTender } from '@/test/fixtures';
import { makeAddendum } from '@/test/addenda';
import { NO_QUESTIONS } from '@/test/questions';
import { trailPage } from '@/test/outcome';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { TenderPage } from '@/app/contractor/tenders/tender-page';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

/** The school after two addenda, taking offers for a week more. */
const SCHOOL = makeTender(42, 'Школа на 300 мест', {
  offers_deadline: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
  addenda: [makeAddendum(1), makeAddendum(2, { note: 'Добавили бассейн' })],
});

/** My offer, made before addendum 2 and not confirmed since. */
const MY_OFFER: TenderRequest = makeRequest(9, 'waiting', {
  tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
  origin: 'offer',
  comment: 'Сделаем за полтора месяца',
  outdated_by: 2,
});
const CONFIRMED = { ...MY_OFFER, outdated_by: null };

function renderPage(routes: FetchRoutes) {
  const served = serveFetch({
    'GET /api/tenders/42/questions': () => json(200, NO_QUESTIONS),
    'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage([], url)),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/tender/:id" element={<TenderPage id={42} />} />
    </Routes>,
    { route: '/profile/contractor/tender/42' },
  );
  return { ...served, user: userEvent.setup({ delay: null }) };
}

const ask = () => screen.findByTestId('offer-confirm');

describe('TenderPage: an addendum after my offer', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('shows the addenda and asks to confirm; the confirmation clears the ask', async () => {
    let confirmed = false;
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, requests: [confirmed ? CONFIRMED : MY_OFFER] } }),
      'POST /api/request/confirm/9': () => {
        confirmed = true;
        return json(200, { request: CONFIRMED });
      },
    });
    const alert = await ask();
    expect(within(alert).getByText(MSG_ADDENDA.askTitle)).toBeInTheDocument();
    expect(within(alert).getByText(MSG_ADDENDA.ask(2))).toBeInTheDocument();
    const section = screen.getByRole('region', { name: MSG_ADDENDA.title });
    expect(within(section).getByText('Добавили бассейн')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: MSG_ADDENDA.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_ADDENDA.confirmed);
    await waitFor(() => expect(screen.queryByTestId('offer-confirm')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: '/api/request/confirm/9', body: {} }]);
    // The tender loaded again: the offer no longer predates the addendum.
    expect(calls.filter((c) => c.url === '/api/tenders/42')).toHaveLength(2);
  });

  it("shows the server's words when it refuses (409) and reloads the tender", async () => {
    const { calls, user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [MY_OFFER] } }),
      'POST /api/request/confirm/9': () =>
        json(409, {
          errors: [MSG_ADDENDA.nothingToConfirm],
          message: MSG_ADDENDA.nothingToConfirm,
        }),
    });
    const alert = await ask();
    await user.click(within(alert).getByRole('button', { name: MSG_ADDENDA.confirm }));
    expect(await within(alert).findByText(MSG_ADDENDA.nothingToConfirm)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/tenders/42')).toHaveLength(2));
  });

  it("says 'Не удалось подтвердить' when the server gives no words", async () => {
    const { user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [MY_OFFER] } }),
      'POST /api/request/confirm/9': () => json(500, { errors: [] }),
    });
    const alert = await ask();
    await user.click(within(alert).getByRole('button', { name: MSG_ADDENDA.confirm }));
    expect(await within(alert).findByText(MSG_ADDENDA.confirmFailed)).toBeInTheDocument();
  });

  it('opens the revision of the offer from the ask', async () => {
    const { user } = renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [MY_OFFER] } }),
    });
    const alert = await ask();
    await user.click(within(alert).getByRole('button', { name: MSG_OFFERS.revise }));
    expect(await screen.findByRole('dialog', { name: MSG_OFFERS.reviseTitle })).toBeInTheDocument();
  });

  it('keeps only the words once the deadline has passed', async () => {
    const passed = new Date(Date.now() - 3600_000).toISOString();
    renderPage({
      'GET /api/tenders/42': () =>
        json(200, { tender: { ...SCHOOL, offers_deadline: passed, requests: [MY_OFFER] } }),
    });
    const alert = await ask();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('asks nothing of an offer made on the tender as it is', async () => {
    renderPage({
      'GET /api/tenders/42': () => json(200, { tender: { ...SCHOOL, requests: [CONFIRMED] } }),
    });
    expect(await screen.findByRole('region', { name: MSG_ADDENDA.title })).toBeInTheDocument();
    expect(screen.queryByTestId('offer-confirm')).toBeNull();
  });
});
