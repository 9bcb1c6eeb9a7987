import {
  MSG_OUTCOME,
  MSG_PROTOCOL,
  MSG_TRAIL,
  TENDER_STATUS_LABELS,
  clientRecordText,
} from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Download from '@/lib/download';
import { makeParty, makeRequest, makeTender } from '@/test/fixtures';
import { makeOutcome, makeTrailEntry, trailPage } from '@/test/outcome';
import { NO_QUESTIONS } from '@/test/questions';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { TenderPage } from '@/app/contractor/tenders/tender-page';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

const download = vi.hoisted(() => ({ file: vi.fn(async (_path: string, _name?: string) => {}) }));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  downloadFile: download.file,
}));

const MINE = makeRequest(2, 'rejected', {
  user: makeParty(102, { profile: { short_name: 'ПроектПлюс' } }),
});
/** A tender whose executor is another contractor, chosen for its price. */
const CHOSEN = makeTender(42, 'Школа', {
  status: { code: 'executor_chosen', label: TENDER_STATUS_LABELS.executor_chosen },
  outcome: makeOutcome({ comment: 'Дешевле на 10 %' }),
  client_record: { share: 80, tenders: 5 },
  requests: [MINE],
});

function setup(routes: FetchRoutes) {
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
  return { ...served, user: userEvent.setup() };
}

describe('The outcome on the contractor’s tender page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    download.file.mockReset();
  });

  it('shows how the tender ended, the protocol, the client’s record and its own trail', async () => {
    const { user, calls } = setup({
      'GET /api/tenders/42': () => json(200, { tender: CHOSEN }),
      'GET /api/tenders/42/trail': (_body, url) =>
        json(
          200,
          trailPage(
            [
              makeTrailEntry(1, {
                event: 'offer_rejected',
                actor: { id: 7, name: 'Ольга Иванова' },
                contractor: { id: 102, name: 'ПроектПлюс' },
              }),
            ],
            url,
          ),
        ),
    });
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    expect(within(outcome).getByTestId('outcome-verdict')).toHaveTextContent(
      'Вы не выбраны исполнителем',
    );
    expect(outcome).toHaveTextContent('Цена');
    expect(outcome).toHaveTextContent('Дешевле на 10 %');
    expect(outcome).toHaveTextContent('21.11.2026, 12:00 (МСК)');
    expect(screen.getByTestId('client-record')).toHaveTextContent(
      clientRecordText({ share: 80, tenders: 5 }),
    );

    await user.click(within(outcome).getByRole('button', { name: MSG_PROTOCOL.download }));
    expect(download.file).toHaveBeenCalledWith('/api/tenders/42/protocol.pdf', 'protocol-42.pdf');

    const trail = screen.getByRole('region', { name: MSG_TRAIL.title });
    expect(await within(trail).findByText('Предложение отклонено')).toBeInTheDocument();
    // A contractor reads its own entries: no filter, no export.
    expect(within(trail).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(trail).queryByRole('button', { name: MSG_TRAIL.export })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/tenders/42/trail');
  });

  it('tells a bidder left undecided that it lost: no countdown, no pending decision', async () => {
    const waiting = makeRequest(2, 'waiting', {
      user: makeParty(102, { profile: { short_name: 'ПроектПлюс' } }),
    });
    const deadline = new Date(Date.now() + 15 * 24 * 3600_000).toISOString();
    setup({
      'GET /api/tenders/42': () =>
        json(200, {
          tender: { ...CHOSEN, offers_deadline: deadline, requests: [waiting] },
        }),
    });
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    expect(within(outcome).getByTestId('outcome-verdict')).toHaveTextContent(
      'Вы не выбраны исполнителем',
    );
    const mine = screen.getByRole('region', { name: 'Моё предложение' });
    expect(mine).toHaveTextContent('Выбран другой исполнитель');
    expect(screen.queryByText('Принятие решения')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offers-deadline')).not.toBeInTheDocument();
    expect(screen.queryByText(/осталось/)).not.toBeInTheDocument();
    expect(screen.queryByText(TENDER_STATUS_LABELS.executor_chosen)).not.toBeInTheDocument();
  });

  it('tells the chosen one so, without the reason the others lost for', async () => {
    const won = makeRequest(2, 'accepted', {
      user: makeParty(102, { profile: { short_name: 'ПроектПлюс' } }),
    });
    setup({ 'GET /api/tenders/42': () => json(200, { tender: { ...CHOSEN, requests: [won] } }) });
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    expect(within(outcome).getByTestId('outcome-verdict')).toHaveTextContent(
      'Вы выбраны исполнителем',
    );
    expect(outcome).not.toHaveTextContent('Цена');
    expect(outcome).toHaveTextContent('Дешевле на 10 %');
  });

  it('shows no outcome, record or trail on an open tender it has no request on', async () => {
    const { calls } = setup({
      'GET /api/tenders/42': () => json(200, { tender: makeTender(42, 'Школа') }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Школа' });
    expect(screen.queryByRole('region', { name: MSG_OUTCOME.title })).not.toBeInTheDocument();
    expect(screen.queryByTestId('client-record')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MSG_TRAIL.title })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/tenders/42/trail');
  });
});
