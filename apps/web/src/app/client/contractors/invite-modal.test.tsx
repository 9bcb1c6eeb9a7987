import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, MSG_NOTES, MSG_WARNINGS, type Tender } from '@podryad/domain';
import {
  listPage,
  makeContractor,
  makeParty,
  makeRequest,
  makeTender,
  ownCard,
  registryFacts,
} from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, unavailable } from '@/test/render';
import { InviteModal } from '@/app/client/contractors/invite-modal';

const contractor = makeContractor(11, { profile: { short_name: 'СтройМастер' } });

const tenders = [
  makeTender(5, 'Школа на 500 мест'),
  makeTender(6, 'Бассейн', {
    requests: [makeRequest(600, 'offered', { origin: 'invitation', user: makeParty(11) })],
  }),
  makeTender(7, 'Парковка', {
    requests: [makeRequest(700, 'waiting', { origin: 'offer', user: makeParty(11) })],
  }),
  makeTender(8, 'Склад', {
    requests: [makeRequest(800, 'offered', { origin: 'invitation', user: makeParty(99) })],
  }),
];

type Answer = Response | ((url: URL) => Response);

/**
 * GET /tenders as the server answers it over `list`: the names containing `q` (any case), one page
 * by `page` and `per_page`.
 */
const tendersOf = (list: Tender[]) => (_body: unknown, url: URL) => {
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const { items, meta } = listPage(
    list.filter((t) => t.tender_name.toLowerCase().includes(q)),
    url,
  );
  const contractor = Number(url.searchParams.get('contractor_id')) || undefined;
  return json(200, { tenders: items.map((t) => ownCard(t, contractor)), meta });
};

/** The modal over the client's tenders (GET /tenders as `list` or an answer) and POST /request. */
function setup(tenderAnswer: Tender[] | Answer, requestAnswer?: Answer, who = contractor) {
  const answer = (a: Answer, url: URL) => (typeof a === 'function' ? a(url) : a.clone());
  const served = serveFetch({
    'GET /api/tenders': Array.isArray(tenderAnswer)
      ? tendersOf(tenderAnswer)
      : (_body, url) => answer(tenderAnswer, url),
    ...Object.fromEntries(
      [5, 6, 7, 8].map((id) => [
        `POST /api/request/${id}`,
        (_body: unknown, url: URL) =>
          requestAnswer ? answer(requestAnswer, url) : json(500, { errors: ['unexpected'] }),
      ]),
    ),
  });
  const onClose = vi.fn();
  const onInvited = vi.fn();
  renderWithProviders(
    <InviteModal contractor={who} opened onClose={onClose} onInvited={onInvited} />,
  );
  return { ...served, onClose, onInvited };
}

/** The GET /tenders calls made, by their query strings. */
const tenderCalls = (calls: { method: string; url: string }[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.split('?')[0] === '/api/tenders')
    .map((c) => decodeURIComponent(c.url.slice('/api/tenders'.length)));

async function chooseTender(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Тендер' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('InviteModal', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it("warns with the client's own note when the contractor is on its list «Не приглашать»", async () => {
    const marked = makeContractor(11, {
      profile: { short_name: 'СтройМастер' },
      my_note: { text: 'Срывали сроки', do_not_invite: true, updated_at: '2026-11-01T10:00:00Z' },
    });
    setup(tenders, undefined, marked);
    const dialog = await screen.findByRole('dialog', { name: 'Приглашение подрядчика' });
    expect(within(dialog).getByText(MSG_NOTES.onYourList)).toBeInTheDocument();
    expect(within(dialog).getByText('Срывали сроки')).toBeInTheDocument();
    expect(within(dialog).getByText(MSG_NOTES.doNotInvite)).toBeInTheDocument();
  });

  it('warns of what the register says against the company, and still lets the client invite', async () => {
    const risky = makeContractor(11, {
      profile: { short_name: 'СтройМастер' },
      registry: registryFacts({
        status: { code: 'bankrupt', label: 'Банкротство' },
        registered_on: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
        name: { short: 'ООО "ДРУГОЕ ИМЯ"', full: null },
      }),
    });
    const user = userEvent.setup();
    setup(tenders, undefined, risky);
    const alert = await screen.findByTestId('company-warnings');
    expect(alert).toHaveTextContent(MSG_WARNINGS.beforeInvite);
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'По данным ЕГРЮЛ статус — «Банкротство», а не «Действует»',
      expect.stringMatching(/^В реестре меньше 6 месяцев: дата регистрации \d\d\.\d\d\.\d{4}$/),
      'Название в реестре отличается от указанного компанией: «ООО „ДРУГОЕ ИМЯ“»',
    ]);
    await chooseTender(user, 'Школа на 500 мест');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  it('warns of nothing for an active company named as registered, or one not yet checked', async () => {
    setup(
      tenders,
      undefined,
      makeContractor(11, {
        profile: { short_name: 'ООО «СтройМастер»' },
        registry: registryFacts(),
      }),
    );
    await screen.findByRole('combobox', { name: 'Тендер' });
    expect(screen.queryByTestId('company-warnings')).not.toBeInTheDocument();
  });

  it('warns that a contractor with more than 10 invitations in 7 days may answer late', async () => {
    const answers = {
      invitations_30d: 14,
      answered_in_3_days_percent: 50,
      median_answer_minutes: 3000,
      invitations_7d: 11,
    };
    setup(tenders, undefined, { ...contractor, answers });
    const dialog = await screen.findByRole('dialog', { name: 'Приглашение подрядчика' });
    expect(
      within(dialog).getByText(
        'За последние 7 дней подрядчику отправлено 11 приглашений — ответ может задержаться',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Приглашений за 30 дней: 14 · Ответы в течение 3 дней: 50% · Медианное время ответа: 2 дня',
      ),
    ).toBeInTheDocument();
  });

  it('does not warn at 10 invitations in 7 days', async () => {
    const answers = {
      invitations_30d: 10,
      answered_in_3_days_percent: 90,
      median_answer_minutes: 60,
      invitations_7d: 10,
    };
    setup(tenders, undefined, { ...contractor, answers });
    await screen.findByRole('combobox', { name: 'Тендер' });
    expect(screen.queryByText(/ответ может задержаться/)).not.toBeInTheDocument();
  });

  it('says nothing of a list when the client has no note on the contractor', async () => {
    setup(tenders);
    await screen.findByRole('combobox', { name: 'Тендер' });
    expect(screen.queryByText(MSG_NOTES.onYourList)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG_NOTES.doNotInvite)).not.toBeInTheDocument();
  });

  it("shows the contractor's card and the client's tenders, marking those it is already in", async () => {
    const user = userEvent.setup();
    setup(tenders);
    expect(
      await screen.findByRole('dialog', { name: 'Приглашение подрядчика' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'СтройМастер' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Тендер' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Школа на 500 мест',
      'Бассейн — уже приглашён',
      'Парковка — уже откликнулся',
      'Склад',
    ]);
    expect(screen.queryByText('Проект 1')).not.toBeInTheDocument();
  });

  it("keeps 'Отправить' disabled until a tender is chosen, then sends the invitation", async () => {
    const user = userEvent.setup();
    const { calls, onClose, onInvited } = setup(
      tenders,
      json(201, { request: makeRequest(1, 'offered') }),
    );
    await screen.findByRole('combobox', { name: 'Тендер' });
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();

    await chooseTender(user, 'Школа на 500 мест');
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(onInvited).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/request/5',
        body: { user_id: 11, comment: '-', docs_paths: [] },
      },
    ]);
  });

  it("shows the server's first error when the invitation is refused", async () => {
    const user = userEvent.setup();
    const { onInvited, onClose } = setup(
      tenders,
      json(409, { errors: ['Этот подрядчик уже приглашён в тендер', 'второе'] }),
    );
    await chooseTender(user, 'Бассейн — уже приглашён');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Этот подрядчик уже приглашён в тендер$/,
    );
    expect(onInvited).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Ошибка приглашения'", async () => {
    const user = userEvent.setup();
    setup(tenders, () => new Response('', { status: 500 }));
    await chooseTender(user, 'Склад');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка приглашения');
  });

  it('says a 503 of the invitation, keeps the tender chosen, and sends it again', async () => {
    const user = userEvent.setup();
    let down = true;
    const { onInvited } = setup(tenders, () =>
      down ? unavailable(30) : json(201, { request: makeRequest(900, 'offered') }),
    );
    await chooseTender(user, 'Склад');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(screen.getByRole('combobox', { name: 'Тендер' })).toHaveValue('Склад');
    expect(onInvited).not.toHaveBeenCalled();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalledOnce());
  });

  it('offers the newest 20 and asks the server for the others as one types', async () => {
    const user = userEvent.setup();
    const newest = Array.from({ length: 20 }, (_, i) => makeTender(100 + i, `Новый ${i + 1}`));
    const { calls } = setup(
      [...newest, ...tenders],
      json(201, { request: makeRequest(1, 'offered') }),
    );
    const select = await screen.findByRole('combobox', { name: 'Тендер' });
    expect(
      screen.getByText('Последние 20 из 24: введите название, чтобы найти другой'),
    ).toBeInTheDocument();
    await user.click(select);
    expect(await screen.findAllByRole('option')).toHaveLength(20);
    expect(tenderCalls(calls)).toEqual(['?contractor_id=11&per_page=20']);

    await user.type(select, 'бассейн');
    await user.click(await screen.findByRole('option', { name: 'Бассейн — уже приглашён' }));
    expect(select).toHaveValue('Бассейн — уже приглашён');
    // Once the typing paused: not one call per keystroke.
    expect(tenderCalls(calls)).toEqual([
      '?contractor_id=11&per_page=20',
      '?contractor_id=11&per_page=20&q=бассейн',
    ]);

    await user.clear(select);
    await user.type(select, 'стадион');
    expect(await screen.findByText('Тендер не найден')).toBeInTheDocument();
  });

  it('says when the total is only known to be more than a number', async () => {
    const newest = Array.from({ length: 20 }, (_, i) => makeTender(100 + i, `Новый ${i + 1}`));
    setup(
      json(200, {
        tenders: newest.map((t) => ownCard(t)),
        meta: { total: 220, page: 1, per_page: 20, total_lower_bound: true },
      }),
    );
    expect(
      await screen.findByText('Последние 20 из более 220: введите название, чтобы найти другой'),
    ).toBeInTheDocument();
  });

  it('says so and links to the wizard when the client has no tenders', async () => {
    setup([]);
    expect(await screen.findByText(/У вас пока нет тендеров/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать тендер' })).toHaveAttribute(
      'href',
      '/profile/client/createtender',
    );
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  describe('when the tenders fail to load', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it("says 'Ошибка загрузки тендеров'", async () => {
      setup(() => new Response('', { status: 500 }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки тендеров');
    });

    it("says a 503 while it retries, with 'Повторить' that loads the tenders", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // The server asks to wait 30 s: only 'Повторить' loads again before that.
      let down = true;
      const { calls } = setup((url) => (down ? unavailable(30) : tendersOf(tenders)(null, url)));
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);
      expect(screen.queryByLabelText('Загрузка тендеров')).toBeNull();
      down = false;
      await user.click(screen.getByRole('button', { name: 'Повторить' }));
      expect(await screen.findByRole('combobox', { name: 'Тендер' })).toBeInTheDocument();
      expect(tenderCalls(calls)).toHaveLength(2);
    });
  });
});
