import {
  MSG,
  MSG_OUTCOME,
  MSG_PROTOCOL,
  MSG_TRAIL,
  TENDER_STATUS_LABELS,
  formatMoscow,
} from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Download from '@/lib/download';
import { makeParty, makeRequest, makeTender } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import { makeDeal } from '@/test/deals';
import { makeOutcome, makeTrailEntry, trailPage } from '@/test/outcome';
import { NO_QUESTIONS } from '@/test/questions';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
  unavailable,
} from '@/test/render';
import { TenderDetail } from '@/app/client/tenders/tender-detail';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

const download = vi.hoisted(() => ({ file: vi.fn(async (_path: string, _name?: string) => {}) }));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  downloadFile: download.file,
}));

const OFFERS = [
  makeRequest(1, 'accepted_by_contractor', {
    user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
  }),
  makeRequest(2, 'accepted_by_contractor', {
    user: makeParty(102, { profile: { short_name: 'ПроектПлюс' } }),
  }),
];
const OPEN = makeTender(42, 'Школа', { requests: OFFERS });
const CLOSED = {
  ...OPEN,
  status: { code: 'closed_without_choice', label: TENDER_STATUS_LABELS.closed_without_choice },
  outcome: makeOutcome({
    reason: 'budget',
    reason_label: 'Изменился бюджет',
    comment: 'Вернёмся весной',
  }),
} as const;

function setup(routes: FetchRoutes) {
  const served = serveFetch({
    'GET /api/tenders/42/questions': () => json(200, NO_QUESTIONS),
    'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage([], url)),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id" element={<TenderDetail id={42} />} />
    </Routes>,
    { route: '/profile/client/tender/42' },
  );
  return { ...served, user: userEvent.setup() };
}

async function openCloseModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Действия с тендером' }));
  await user.click(await screen.findByRole('menuitem', { name: MSG_OUTCOME.closeAction }));
  return screen.findByRole('dialog', { name: MSG_OUTCOME.closeTitle });
}

describe('The outcome on the client’s tender page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    download.file.mockReset();
  });

  it('closes the tender without a choice: the reason is required, the comment goes along', async () => {
    let closed = false;
    const { user, calls } = setup({
      'GET /api/tenders/42': () => json(200, { tender: closed ? CLOSED : OPEN }),
      'POST /api/tenders/42/close': () => {
        closed = true;
        return json(200, { tender: CLOSED });
      },
    });
    const dialog = await openCloseModal(user);
    expect(dialog).toHaveTextContent(MSG_OUTCOME.closeWarning);
    await user.click(within(dialog).getByRole('button', { name: MSG_OUTCOME.closeConfirm }));
    expect(within(dialog).getByText(MSG_OUTCOME.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Изменился бюджет' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: MSG_OUTCOME.comment }),
      'Вернёмся весной',
    );
    await user.click(within(dialog).getByRole('button', { name: MSG_OUTCOME.closeConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_OUTCOME.closed);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/tenders/42/close',
        body: { reason: 'budget', comment: 'Вернёмся весной' },
      },
    ]);
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    expect(outcome).toHaveTextContent(MSG_OUTCOME.closedTitle);
    expect(outcome).toHaveTextContent('Изменился бюджет');
    // Once ended, the tender offers no second ending.
    await user.click(screen.getByRole('button', { name: 'Действия с тендером' }));
    expect(
      screen.queryByRole('menuitem', { name: MSG_OUTCOME.closeAction }),
    ).not.toBeInTheDocument();
  });

  it('names the executor with a link to its company, and offers no deadline change', async () => {
    const chosen = makeTender(42, 'Школа', {
      status: { code: 'executor_chosen', label: TENDER_STATUS_LABELS.executor_chosen },
      outcome: makeOutcome({ comment: 'Дешевле на 10 %' }),
      offers_deadline: new Date(Date.now() + 15 * 24 * 3600_000).toISOString(),
      requests: [{ ...OFFERS[0]!, status: { code: 'accepted', label: 'Принято' } }, OFFERS[1]!],
    });
    setup({ 'GET /api/tenders/42': () => json(200, { tender: chosen }) });
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    expect(within(outcome).getByTestId('outcome-verdict')).toHaveTextContent('Исполнитель выбран');
    expect(within(outcome).getByRole('link', { name: 'СтройМонтаж' })).toHaveAttribute(
      'href',
      '/profile/client/contractor/101',
    );
    expect(outcome).toHaveTextContent('Почему не выбраны остальные');
    expect(screen.getByTestId('tender-deadline')).not.toHaveTextContent(/осталось/);
    expect(screen.queryByRole('button', { name: 'Изменить срок' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Пригласить подрядчиков' }),
    ).not.toBeInTheDocument();
  });

  it('shows the deal under the outcome once the executor is chosen, and asks for none before', async () => {
    const chosen = makeTender(42, 'Школа', {
      status: { code: 'executor_chosen', label: TENDER_STATUS_LABELS.executor_chosen },
      outcome: makeOutcome(),
    });
    setup({
      'GET /api/tenders/42': () => json(200, { tender: chosen }),
      'GET /api/tenders/42/deal': () =>
        json(200, { deal: makeDeal({ status: 'draft' }, 'client') }),
    });
    const deal = await screen.findByRole('region', { name: 'Договор' });
    expect(deal).toHaveTextContent('Договор не заполнен');
    expect(within(deal).getByRole('button', { name: 'Внести данные договора' })).toBeVisible();
  });

  it('asks for no deal while the tender is open', async () => {
    const { calls } = setup({ 'GET /api/tenders/42': () => json(200, { tender: OPEN }) });
    await screen.findByRole('heading', { name: 'Школа' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/trail'))).toBe(true));
    expect(calls.some((c) => c.url === '/api/tenders/42/deal')).toBe(false);
  });

  it('says clearly when the tender had already ended (409)', async () => {
    const { user } = setup({
      'GET /api/tenders/42': () => json(200, { tender: OPEN }),
      'POST /api/tenders/42/close': () => json(409, { errors: [MSG_OUTCOME.notOpen] }),
    });
    const dialog = await openCloseModal(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Другое' }));
    await user.click(within(dialog).getByRole('button', { name: MSG_OUTCOME.closeConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG_OUTCOME.notOpen);
  });

  it('shows the outcome with its reason, comment and Moscow time, and downloads the protocol', async () => {
    const { user } = setup({ 'GET /api/tenders/42': () => json(200, { tender: CLOSED }) });
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    expect(outcome).toHaveTextContent(TENDER_STATUS_LABELS.closed_without_choice);
    expect(outcome).toHaveTextContent('Изменился бюджет');
    expect(outcome).toHaveTextContent('Вернёмся весной');
    expect(outcome).toHaveTextContent(formatMoscow(CLOSED.outcome.at));
    expect(outcome).toHaveTextContent('21.11.2026, 12:00 (МСК)');

    await user.click(within(outcome).getByRole('button', { name: MSG_PROTOCOL.download }));
    expect(download.file).toHaveBeenCalledWith('/api/tenders/42/protocol.pdf', 'protocol-42.pdf');
  });

  it('says when the protocol could not be downloaded', async () => {
    download.file.mockRejectedValueOnce(new Error('нет'));
    const { user } = setup({ 'GET /api/tenders/42': () => json(200, { tender: CLOSED }) });
    const outcome = await screen.findByRole('region', { name: MSG_OUTCOME.title });
    await user.click(within(outcome).getByRole('button', { name: MSG_PROTOCOL.download }));
    expect(await within(outcome).findByRole('alert')).toHaveTextContent(
      MSG_PROTOCOL.downloadFailed,
    );
  });

  it('has no outcome and no protocol while the tender is open', async () => {
    setup({ 'GET /api/tenders/42': () => json(200, { tender: OPEN }) });
    await screen.findByRole('heading', { level: 1, name: 'Школа' });
    expect(screen.queryByRole('region', { name: MSG_OUTCOME.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG_PROTOCOL.download })).not.toBeInTheDocument();
  });
});

describe('The trail on the client’s tender page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    download.file.mockReset();
  });

  const ENTRIES = [
    makeTrailEntry(3, {
      event: 'executor_chosen',
      actor: { id: 7, name: 'Ольга Иванова' },
      details: 'Причина: Цена',
    }),
    makeTrailEntry(2, {
      contractor: { id: 102, name: 'ПроектПлюс' },
      actor: { id: 102, name: 'ПроектПлюс' },
    }),
    makeTrailEntry(1, {
      event: 'published',
      contractor: null,
      actor: { id: 7, name: 'Ольга Иванова' },
    }),
  ];

  it('lists the entries newest first and filters them by contractor on the server', async () => {
    const { user, calls } = setup({
      'GET /api/tenders/42': () => json(200, { tender: OPEN }),
      'GET /api/tenders/42/trail': (_body, url) => {
        const id = url.searchParams.get('contractor_id');
        return json(
          200,
          trailPage(id ? ENTRIES.filter((e) => e.contractor?.id === Number(id)) : ENTRIES, url),
        );
      },
    });
    const trail = await screen.findByRole('region', { name: MSG_TRAIL.title });
    const items = await within(trail).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Исполнитель выбран');
    expect(items[0]).toHaveTextContent('Ольга Иванова → СтройМонтаж');
    expect(items[0]).toHaveTextContent('Причина: Цена');
    expect(items[0]).toHaveTextContent('20.11.2026, 12:30 (МСК)');
    expect(items[2]).toHaveTextContent('Тендер опубликован');

    const filter = within(trail).getByRole('combobox', { name: MSG_TRAIL.contractor });
    expect(filter).toHaveDisplayValue(MSG_TRAIL.allContractors);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([MSG_TRAIL.allContractors, 'СтройМонтаж', 'ПроектПлюс']);
    await user.selectOptions(filter, 'ПроектПлюс');
    await waitFor(() => expect(within(trail).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.map((c) => c.url)).toContain('/api/tenders/42/trail?contractor_id=102');
  });

  it('says when there are no events yet, and exports the trail', async () => {
    const { user } = setup({ 'GET /api/tenders/42': () => json(200, { tender: OPEN }) });
    const trail = await screen.findByRole('region', { name: MSG_TRAIL.title });
    expect(await within(trail).findByText(MSG_TRAIL.empty)).toBeInTheDocument();
    await user.click(within(trail).getByRole('button', { name: MSG_TRAIL.export }));
    expect(download.file).toHaveBeenCalledWith('/api/tenders/42/trail.xlsx', 'trail-42.xlsx');
  });

  it("says a 503 while it retries and a failed load, each with 'Повторить' that loads again", async () => {
    // The server asks to wait 30 s: only 'Повторить' loads again within the test.
    let answer = (_url: URL): Response => unavailable(30);
    const { user } = setup({
      'GET /api/tenders/42': () => json(200, { tender: OPEN }),
      'GET /api/tenders/42/trail': (_body, url) => answer(url),
    });
    const trail = await screen.findByRole('region', { name: MSG_TRAIL.title });
    expect(await within(trail).findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(within(trail).queryByLabelText(MSG_TRAIL.loading)).toBeNull();

    answer = () => json(500, {});
    await user.click(within(trail).getByRole('button', { name: MSG.retry }));
    expect(await within(trail).findByRole('alert')).toHaveTextContent(MSG_TRAIL.loadFailed);

    answer = (url) => json(200, trailPage(ENTRIES, url));
    await user.click(within(trail).getByRole('button', { name: MSG.retry }));
    expect(await within(trail).findAllByRole('listitem')).toHaveLength(3);
  });

  it('fits a phone: the close action and the trail are there', async () => {
    phoneScreen();
    const { user } = setup({
      'GET /api/tenders/42': () => json(200, { tender: OPEN }),
      'GET /api/tenders/42/trail': (_body, url) => json(200, trailPage(ENTRIES, url)),
    });
    expect(await screen.findByRole('region', { name: MSG_TRAIL.title })).toBeInTheDocument();
    expect(await openCloseModal(user)).toBeInTheDocument();
  });
});
