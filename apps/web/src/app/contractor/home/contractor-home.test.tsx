import type { TenderRequest } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { makeParty, makeRequest, makeTender, requestPage } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { ContractorHome } from '@/app/contractor/home/contractor-home';

const CLIENT = makeParty(7, { profile: { name: 'Ольга', surname: 'Иванова' } });
const OTHER_CLIENT = makeParty(8, { profile: { name: 'Пётр', surname: 'Смирнов' } });

const mine = (
  id: number,
  status: TenderRequest['status']['code'],
  tender: string,
  over: Partial<TenderRequest> = {},
) =>
  makeRequest(id, status, {
    tender: { id, tender_name: tender, offers_deadline: null },
    client: CLIENT,
    user: makeParty(50, { profile: { short_name: 'Монолит' } }),
    ...over,
  });

const REQUESTS = [
  mine(1, 'offered', 'Школа на 300 мест', {
    is_new: true,
    comment: 'Ждём ваше предложение до пятницы',
    invite_comment: 'Ждём ваше предложение до пятницы',
    updated_at: '2026-11-20T11:00:00.000Z',
  }),
  mine(2, 'accepted', 'Благоустройство парка', {
    is_new: true,
    client: OTHER_CLIENT,
    comment: 'Сделаем за 60 дней',
    document_files: [{ path: '/storage/docs/kp.pdf', name: 'КП парк.pdf', size: 2048 }],
  }),
  mine(3, 'declined', 'Ремонт кровли', { comment: '-', reject_reason: 'Сжатые сроки' }),
  mine(4, 'rejected', 'Фасад торгового центра', {
    origin: 'offer',
    reject_reason: 'Неприемлемая стоимость',
  }),
  mine(5, 'accepted_by_contractor', 'Детский сад', { comment: 'Готовы начать в марте' }),
];

const SCHOOL = makeTender(1, 'Школа на 300 мест', {
  project: { id: 3, name: 'Жилой квартал' },
  type: 'construction',
  start_date: '2026-12-01',
  end_date: '2027-06-30',
  address: 'Новосибирск, Красный проспект, 1',
  description: 'Трёхэтажное здание школы',
  images: ['/storage/images/school.png'],
  document_files: [{ path: '/storage/docs/smeta.pdf', name: 'Смета.pdf', size: 374_579 }],
  user: {
    ...makeTender(1, '').user,
    phone: '+79161234567',
    email: 'olga@example.ru',
    profile: {
      ...makeTender(1, '').user.profile,
      telegram: '@olga_build',
      location: 'Новосибирск',
    },
  },
});
const PARK = makeTender(2, 'Благоустройство парка', { type: 'design' });

/** 'Мои тендеры' at `route` over `requests`, served as the server does (filter, page, counts). */
function setup(requests: TenderRequest[] = REQUESTS, route = '/profile/contractor/main') {
  seedSession({ token: 'tok' });
  let list = requests;
  const served = serveFetch({
    'GET /api/request': (_body, url) => json(200, requestPage(list, url, 'contractor')),
    'GET /api/request/2': () => {
      list = list.map((r) => (r.id === 2 ? { ...r, is_new: false } : r));
      return json(200, { request: list.find((r) => r.id === 2) });
    },
    'GET /api/tenders/1': () => json(200, { tender: SCHOOL }),
    'GET /api/tenders/2': () => json(200, { tender: PARK }),
  });
  const { router } = renderWithProviders(
    <Routes>
      <Route
        path="/profile/contractor/main"
        element={
          <>
            <ContractorHome />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { ...served, router, user: userEvent.setup() };
}

/** The GET /request calls made, by their query strings. */
const listCalls = (calls: { method: string; url: string }[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.split('?')[0] === '/api/request')
    .map((c) => c.url.slice('/api/request'.length));

const filterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Фильтр заявок' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });
afterEach(() => {
  vi.useRealTimers();
});

describe('ContractorHome', () => {
  it("shows the tender's deadline for offers on the requests an offer is still ahead for", async () => {
    const deadline = new Date(Date.now() + 3 * 24 * 3600_000 + 2 * 3600_000).toISOString();
    const withDeadline = REQUESTS.map((r) => ({
      ...r,
      tender: { ...r.tender, offers_deadline: deadline },
    }));
    setup(withDeadline);
    const items = await screen.findAllByTestId('my-request');
    const shown = items.filter((item) => within(item).queryByTestId('offers-deadline'));
    // The invitation not answered yet and the undecided accepted one; not the decided or refused.
    expect(shown.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Школа на 300 мест/),
      expect.stringMatching(/^Детский сад/),
    ]);
    expect(within(shown[0]!).getByTestId('offers-deadline')).toHaveTextContent(
      /^Приём предложений до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(МСК\) · осталось 3 дн\. 2 ч$/,
    );
    // The selected one's pane says it too.
    const pane = screen.getByRole('region', { name: 'Приглашение заказчика' });
    expect(within(pane).getByTestId('offers-deadline')).toHaveTextContent(/осталось 3 дн\. 2 ч/);
  });

  it('shows the filters with their counts and filters the list', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();
    await screen.findAllByTestId('my-request');
    expect(filterButton('Все')).toHaveTextContent('Все5');
    expect(filterButton('Новые')).toHaveTextContent('Новые2');
    expect(filterButton('В работе')).toHaveTextContent('В работе1');
    expect(filterButton('Отказы')).toHaveTextContent('Отказы2');
    expect(screen.getAllByTestId('my-request')).toHaveLength(5);

    await user.click(filterButton('Отказы'));
    expect(filterButton('Отказы')).toHaveAttribute('aria-pressed', 'true');
    let items = screen.getAllByTestId('my-request');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Ремонт кровли/);
    expect(items[1]).toHaveTextContent(/^Фасад торгового центра/);
    items.forEach((item) => expect(within(item).getByText('Отказ')).toBeInTheDocument());

    await user.click(filterButton('В работе'));
    items = screen.getAllByTestId('my-request');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Благоустройство парка');
    expect(within(items[0]!).getByText('Выбран исполнителем')).toBeInTheDocument();

    await user.click(filterButton('Новые'));
    items = screen.getAllByTestId('my-request');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Школа на 300 мест/);
    expect(items[1]).toHaveTextContent(/^Благоустройство парка/);
  });

  it('lists each request with its tender, client, status, new marker and date', async () => {
    setup();
    const items = await screen.findAllByTestId('my-request');
    const first = within(items[0]!);
    expect(first.getByText('Школа на 300 мест')).toBeInTheDocument();
    expect(first.getByText('Ольга Иванова')).toBeInTheDocument();
    expect(first.getByText('Принятие решения')).toBeInTheDocument();
    expect(first.getByText('Новая')).toBeInTheDocument();
    expect(first.getByText(/20\.11\.2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Пётр Смирнов')).toBeInTheDocument();
    // The contractor's words: an accepted invitation still waits for the client's decision.
    expect(within(items[4]!).getByText('Принятие решения')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Новая')).not.toBeInTheDocument();
  });

  it('shows the first request with its tender in two tabs and the way to answer it', async () => {
    const { user } = setup();
    const pane = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    expect(within(pane).getByText('Ждём ваше предложение до пятницы')).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'Ответить на приглашение' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenderfrom/1',
    );
    expect(screen.getAllByTestId('my-request')[0]!.querySelector('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const about = await screen.findByRole('tabpanel', { name: 'О тендере' });
    expect(screen.getByRole('heading', { name: 'Школа на 300 мест', level: 2 })).toBeVisible();
    expect(within(about).getByText('Жилой квартал')).toBeInTheDocument();
    expect(within(about).getByText('Строительство')).toBeInTheDocument();
    expect(within(about).getByText('01.12.2026')).toBeInTheDocument();
    expect(within(about).getByText('30.06.2027')).toBeInTheDocument();
    expect(within(about).getByText('Новосибирск, Красный проспект, 1')).toBeInTheDocument();
    expect(within(about).getByText('Трёхэтажное здание школы')).toBeInTheDocument();
    expect(within(about).getByRole('img', { name: 'Изображение объекта 1' })).toBeInTheDocument();
    const client = within(about).getByRole('region', { name: 'Заказчик' });
    expect(within(client).getByText('Ольга Иванова')).toBeInTheDocument();
    expect(within(client).getByRole('link', { name: '+7 (916) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79161234567',
    );
    expect(within(client).getByRole('link', { name: 'olga@example.ru' })).toBeInTheDocument();
    expect(within(client).getByText('@olga_build')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Документы' }));
    const docs = await screen.findByRole('tabpanel', { name: 'Документы' });
    expect(within(docs).getByRole('button', { name: 'Скачать Смета.pdf' })).toBeInTheDocument();
    expect(within(docs).getByText('365,8 КБ')).toBeInTheDocument();
  });

  it('opens a selected request (marking it seen) and shows my answer in a drawer', async () => {
    const { user, calls } = setup();
    const items = await screen.findAllByTestId('my-request');
    await user.click(within(items[1]!).getByRole('button'));

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url === '/api/request/2')).toBe(true),
    );
    // Seen: the marker goes and 'Новые' counts one less.
    await waitFor(() => expect(filterButton('Новые')).toHaveTextContent('Новые1'));
    expect(within(screen.getAllByTestId('my-request')[1]!).queryByText('Новая')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Благоустройство парка', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('Проектирование')).toBeInTheDocument();

    const pane = screen.getByRole('region', { name: 'Приглашение заказчика' });
    expect(within(pane).getByText('Выбран исполнителем')).toBeInTheDocument();
    await user.click(within(pane).getByRole('button', { name: 'Смотреть мой ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Мой ответ' });
    expect(await within(drawer).findByText('Сделаем за 60 дней')).toBeInTheDocument();
    expect(within(drawer).getByText('Пётр Смирнов')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Скачать КП парк.pdf' })).toBeVisible();
  });

  it('keeps a request opened under «Новые» in the list until the filter changes', async () => {
    const { user, calls } = setup();
    await screen.findAllByTestId('my-request');
    await user.click(filterButton('Новые'));
    await user.click(within(screen.getAllByTestId('my-request')[1]!).getByRole('button'));
    await waitFor(() => expect(filterButton('Новые')).toHaveTextContent('Новые1'));
    expect(screen.getAllByTestId('my-request')).toHaveLength(2);
    // Still there when the list is loaded again (closing my answer's drawer reloads it).
    const pane = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    await user.click(within(pane).getByRole('button', { name: 'Смотреть мой ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Мой ответ' });
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(listCalls(calls)).toEqual(['', '?status=new', '?status=new']));
    await waitFor(() => expect(screen.getAllByTestId('my-request')).toHaveLength(2));
    expect(screen.getAllByTestId('my-request')[1]).toHaveTextContent(/^Благоустройство парка/);
    expect(within(screen.getAllByTestId('my-request')[1]!).queryByText('Новая')).toBeNull();
    await user.click(filterButton('Все'));
    await user.click(filterButton('Новые'));
    expect(screen.getAllByTestId('my-request')).toHaveLength(1);
  });

  it('asks the server for the filter and keeps it in the URL, so Back returns to it', async () => {
    const { user, calls, router } = setup();
    await screen.findAllByTestId('my-request');
    await user.click(filterButton('Отказы'));
    await waitFor(() => expect(screen.getAllByTestId('my-request')).toHaveLength(2));
    expect(
      screen.getByText('Адрес страницы: /profile/contractor/main?status=refused'),
    ).toBeVisible();
    expect(listCalls(calls)).toEqual(['', '?status=refused']);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getAllByTestId('my-request')).toHaveLength(5));
    expect(filterButton('Все')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Адрес страницы: /profile/contractor/main')).toBeVisible();
  });

  describe('with more requests than a page', () => {
    // 15 requests, the latest changed first; the last three refused.
    const MANY = Array.from({ length: 15 }, (_, i) =>
      mine(i + 1, i < 12 ? 'offered' : 'rejected', `Тендер ${i + 1}`, {
        updated_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 60_000).toISOString(),
        is_new: true,
      }),
    );
    const pages = () => screen.getByRole('navigation', { name: 'Страницы' });

    it('shows one page of 12 with the pages, the page kept in the URL', async () => {
      const { user, calls } = setup(MANY);
      await waitFor(() => expect(screen.getAllByTestId('my-request')).toHaveLength(12));
      expect(filterButton('Все')).toHaveTextContent('Все15');
      expect(filterButton('Отказы')).toHaveTextContent('Отказы3');

      await user.click(within(pages()).getByRole('button', { name: 'Страница 2' }));
      await waitFor(() =>
        expect(screen.getAllByTestId('my-request').map((r) => r.textContent)).toEqual([
          expect.stringMatching(/^Тендер 13/),
          expect.stringMatching(/^Тендер 14/),
          expect.stringMatching(/^Тендер 15/),
        ]),
      );
      expect(screen.getByText('Адрес страницы: /profile/contractor/main?page=2')).toBeVisible();
      expect(listCalls(calls)).toEqual(['', '?page=2']);

      // Another filter starts at its first page, which holds all three: no pages.
      await user.click(filterButton('Отказы'));
      await waitFor(() => expect(listCalls(calls).at(-1)).toBe('?status=refused'));
      expect(
        screen.getByText('Адрес страницы: /profile/contractor/main?status=refused'),
      ).toBeVisible();
      await waitFor(() =>
        expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument(),
      );
    });

    it('opens at the filter and the page of the URL', async () => {
      setup(MANY, '/profile/contractor/main?status=new&page=2');
      await waitFor(() => expect(screen.getAllByTestId('my-request')).toHaveLength(3));
      expect(filterButton('Новые')).toHaveAttribute('aria-pressed', 'true');
      expect(within(pages()).getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  it('invites to the tender list when there are no requests', async () => {
    setup([]);
    expect(await screen.findByText('У вас пока нет заявок')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Тендеры' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenders',
    );
    expect(screen.queryByRole('group', { name: 'Фильтр заявок' })).not.toBeInTheDocument();
  });

  it('says so when the requests do not load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedSession({ token: 'tok' });
    serveFetch({ 'GET /api/request': () => new Response('down', { status: 502 }) });
    renderWithProviders(<ContractorHome />);
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    // The query retries before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка загрузки заявок$/);
  });
});
