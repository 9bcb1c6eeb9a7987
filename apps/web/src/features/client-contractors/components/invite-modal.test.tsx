import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeContractor, makeParty, makeRequest, makeTender } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders, seedSession } from '@/test/render';
import { InviteModal } from './invite-modal';

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

type Answer = Response | (() => Response);

function setup(tenderAnswer: Answer, requestAnswer?: Answer) {
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const answer =
      url.startsWith('/api/request/') && init?.method === 'POST' ? requestAnswer : tenderAnswer;
    if (!answer) throw new Error(`unexpected ${url}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  const onClose = vi.fn();
  const onInvited = vi.fn();
  renderWithProviders(
    <InviteModal contractor={contractor} opened onClose={onClose} onInvited={onInvited} />,
  );
  return { fetchMock, onClose, onInvited };
}

async function chooseTender(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Тендер' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('InviteModal', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it("shows the contractor's card and the client's tenders, marking those it is already in", async () => {
    const user = userEvent.setup();
    setup(json(200, { tenders }));
    expect(screen.getByRole('dialog', { name: 'Приглашение подрядчика' })).toBeInTheDocument();
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
    const { fetchMock, onClose, onInvited } = setup(
      json(200, { tenders }),
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
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/request/5')!;
    expect(call[1].method).toBe('POST');
    expect(JSON.parse(call[1].body)).toEqual({ user_id: 11, comment: '-', docs_paths: [] });
  });

  it("shows the server's first error when the invitation is refused", async () => {
    const user = userEvent.setup();
    const { onInvited, onClose } = setup(
      json(200, { tenders }),
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
    setup(json(200, { tenders }), () => new Response('', { status: 500 }));
    await chooseTender(user, 'Склад');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка приглашения');
  });

  it('says so and links to the wizard when the client has no tenders', async () => {
    setup(json(200, { tenders: [] }));
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
  });
});
