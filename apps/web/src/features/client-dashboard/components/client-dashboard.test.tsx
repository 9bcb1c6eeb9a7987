import type { Tender } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeParty, makeRequest, makeTender, notificationPage } from '@/test/fixtures';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
  Where,
} from '@/test/render';
import { ClientDashboard } from './client-dashboard';

const SCHOOL = makeTender(1, 'Школа на 300 мест', {
  project: { id: 3, name: 'Жилой квартал' },
  project_name: 'Жилой квартал',
  type: 'construction',
  stage: 'construction',
  images: ['/storage/images/1.png'],
  start_date: '2026-12-01',
  end_date: '2027-06-30',
  document_files: [{ path: '/storage/docs/s.pdf', name: 'Смета.pdf', size: 374_579 }],
  requests: [
    makeRequest(1, 'waiting', {
      user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
      is_new: true,
    }),
    makeRequest(2, 'accepted_by_contractor', {
      user: makeParty(102, { profile: { short_name: 'ПроектПлюс' } }),
      is_new: true,
    }),
    makeRequest(3, 'offered', {
      user: makeParty(103, { profile: { short_name: 'Бетон-Сервис' } }),
    }),
    makeRequest(4, 'rejected', {
      user: makeParty(104, { profile: { short_name: 'Кровля' } }),
      comment: '-',
      reject_reason: 'Неприемлемая стоимость',
    }),
    makeRequest(5, 'declined', { user: makeParty(105, { profile: { short_name: 'Фасад' } }) }),
  ],
});
const PARK = makeTender(2, 'Благоустройство парка', {
  images: [],
  type: 'design',
  requests: [
    makeRequest(6, 'accepted', {
      user: makeParty(106, { profile: { short_name: 'Зелёный город' } }),
    }),
  ],
});

function setup(
  route = '/profile/client/main',
  list: Tender[] | (() => Tender[]) = [SCHOOL, PARK],
  extra: FetchRoutes = {},
) {
  const current = () => (typeof list === 'function' ? list() : list);
  const tenders = current();
  seedSession({ token: 'tok' });
  const calls: { key: string; body: unknown }[] = [];
  const { fetchMock } = serveFetch({
    'GET /api/tenders': () => json(200, { tenders: current() }),
    'GET /api/request/1': () =>
      json(200, {
        request: {
          ...tenders[0]!.requests[0]!,
          comment: 'Сделаем за 90 дней',
          document_files: [{ path: '/storage/docs/kp.pdf', name: 'КП.pdf', size: 1024 }],
        },
      }),
    'GET /api/request/2': () => json(200, { request: tenders[0]!.requests[1] }),
    'GET /api/request/4': () => json(200, { request: tenders[0]!.requests[3] }),
    'GET /api/user/notifications': () => json(200, notificationPage([])),
    ...Object.fromEntries(
      Object.entries(extra).map(([key, handler]) => [
        key,
        (body: unknown, url: URL) => {
          calls.push({ key, body });
          return handler(body, url);
        },
      ]),
    ),
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/profile/client/main"
        element={
          <>
            <ClientDashboard />
            <Where />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return { fetchMock, calls, user: userEvent.setup() };
}

const requestRows = (group: string) =>
  within(screen.getByRole('list', { name: group })).getAllByTestId('request');

afterEach(() => {
  vi.useRealTimers();
});

describe('ClientDashboard', () => {
  it('lists the tenders with cover and derived status and selects the first', async () => {
    setup();
    const school = await screen.findByRole('button', { name: /^Школа на 300 мест/ });
    expect(school).toHaveAttribute('aria-pressed', 'true');
    expect(within(school).getByText('Ожидание ответа')).toBeInTheDocument();
    // The cover is decorative (alt=''): the name says what it is.
    expect(school.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/images/1.png'),
    );
    const park = screen.getByRole('button', { name: /^Благоустройство парка/ });
    expect(within(park).getByText('В работе')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать тендер' })).toHaveAttribute(
      'href',
      '/profile/client/createtender',
    );

    expect(screen.getByRole('heading', { name: 'Школа на 300 мест', level: 2 })).toBeVisible();
    expect(screen.getByText('Жилой квартал')).toBeInTheDocument();
    expect(screen.getByText('Строительство')).toBeInTheDocument();
    expect(screen.getByText('01.12.2026')).toBeInTheDocument();
    expect(screen.getByText('30.06.2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее о тендере' })).toHaveAttribute(
      'href',
      '/profile/client/tender/1',
    );
  });

  it('shows the documents tab with names and real sizes', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Документы' }));
    expect(screen.getByRole('button', { name: 'Скачать Смета.pdf' })).toBeInTheDocument();
    expect(screen.getByText('365.8 КБ')).toBeInTheDocument();
  });

  it('groups new answers apart from the rest and filters with counts', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Новые заявки' });
    // Only answered new ones are 'new': the new waiting offer stays under 'Все заявки'.
    expect(requestRows('Новые заявки').map((r) => r.textContent)).toEqual([
      expect.stringContaining('ПроектПлюс'),
    ]);
    expect(requestRows('Все заявки')).toHaveLength(4);

    const filters = screen.getByRole('group', { name: 'Фильтр заявок' });
    const names = within(filters)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Все5', 'Ожидание ответа2', 'Получен ответ1', 'Принято0', 'Отклонено1']);

    await user.click(within(filters).getByRole('button', { name: /Ожидание ответа/ }));
    expect(screen.queryByRole('list', { name: 'Новые заявки' })).not.toBeInTheDocument();
    expect(requestRows('Все заявки').map((r) => r.textContent)).toEqual([
      expect.stringContaining('СтройМонтаж'),
      expect.stringContaining('Бетон-Сервис'),
    ]);
    await user.click(within(filters).getByRole('button', { name: /Отклонено/ }));
    expect(requestRows('Все заявки')).toHaveLength(1);
    expect(requestRows('Все заявки')[0]).toHaveTextContent('Подрядчик отклонен');
    await user.click(within(filters).getByRole('button', { name: /Принято/ }));
    expect(screen.getByText('Нет заявок с таким статусом')).toBeInTheDocument();
  });

  it('switches to another tender and its responses', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Благоустройство парка/ }));
    expect(screen.getByRole('heading', { name: 'Благоустройство парка', level: 2 })).toBeVisible();
    expect(screen.getByText('Проектирование')).toBeInTheDocument();
    expect(requestRows('Все заявки')).toHaveLength(1);
    expect(requestRows('Все заявки')[0]).toHaveTextContent('Зелёный город');
    expect(requestRows('Все заявки')[0]).toHaveTextContent('Принято');
  });

  it('accepts a waiting offer from the response drawer', async () => {
    const { user, calls } = setup('/profile/client/main', [SCHOOL, PARK], {
      'POST /api/request/accept/1': () =>
        json(200, {
          request: makeRequest(1, 'accepted', {
            user: makeParty(101, { profile: { short_name: 'СтройМонтаж' } }),
          }),
        }),
    });
    const row = (await screen.findAllByTestId('request')).find((r) =>
      r.textContent?.includes('СтройМонтаж'),
    )!;
    await user.click(within(row).getByRole('button', { name: /Смотреть ответ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    expect(await within(drawer).findByText('Сделаем за 90 дней')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Выбрать исполнителем' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Подрядчик успешно выбран исполнителем!',
    );
    expect(calls).toEqual([{ key: 'POST /api/request/accept/1', body: { docs_paths: [] } }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ответ подрядчика' })).not.toBeInTheDocument(),
    );
  });

  it("says why an accept failed: the server's first error or the fallback", async () => {
    const { user } = setup('/profile/client/main', [SCHOOL, PARK], {
      'POST /api/request/accept/1': () =>
        json(409, { errors: ['Исполнитель для этого тендера уже выбран', 'второе'] }),
    });
    const row = (await screen.findAllByTestId('request')).find((r) =>
      r.textContent?.includes('СтройМонтаж'),
    )!;
    await user.click(within(row).getByRole('button', { name: /Смотреть ответ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    await user.click(await within(drawer).findByRole('button', { name: 'Выбрать исполнителем' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      /^Исполнитель для этого тендера уже выбран$/,
    );
  });

  it("lets the client decide on an accepted invitation too, rejecting with 'Другая причина'", async () => {
    const { user, calls } = setup('/profile/client/main', [SCHOOL, PARK], {
      'POST /api/request/reject/2': () =>
        json(200, {
          request: makeRequest(2, 'rejected', {
            user: makeParty(102, { profile: { short_name: 'ПроектПлюс' } }),
          }),
        }),
    });
    const row = (await screen.findAllByTestId('request')).find((r) =>
      r.textContent?.includes('ПроектПлюс'),
    )!;
    expect(row).toHaveTextContent('Получен ответ');
    await user.click(within(row).getByRole('button', { name: /Смотреть ответ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    await user.click(await within(drawer).findByRole('button', { name: 'Отказать' }));

    const modal = await screen.findByRole('dialog', { name: 'Укажите причину отказа' });
    await user.click(within(modal).getByRole('radio', { name: 'Другая причина' }));
    await user.type(within(modal).getByLabelText('Кратко опишите причину'), 'Сроки не подходят');
    await user.click(within(modal).getByRole('button', { name: 'Отказать' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Подрядчик отклонен!');
    expect(calls).toEqual([
      { key: 'POST /api/request/reject/2', body: { reason: 'Сроки не подходят' } },
    ]);
  });

  it('keeps the reason modal open and says why a reject failed', async () => {
    const { user } = setup('/profile/client/main', [SCHOOL, PARK], {
      'POST /api/request/reject/1': () => new Response('oops', { status: 500 }),
    });
    const row = (await screen.findAllByTestId('request')).find((r) =>
      r.textContent?.includes('СтройМонтаж'),
    )!;
    await user.click(within(row).getByRole('button', { name: /Смотреть ответ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    await user.click(await within(drawer).findByRole('button', { name: 'Отказать' }));
    const modal = await screen.findByRole('dialog', { name: 'Укажите причину отказа' });
    await user.click(within(modal).getByRole('radio', { name: 'Неприемлемая стоимость' }));
    await user.click(within(modal).getByRole('button', { name: 'Отказать' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Ошибка при отклонении заявки',
    );
  });

  it('opens other requests read-only, with the reject reason as their message', async () => {
    const { user, fetchMock } = setup();
    const row = (await screen.findAllByTestId('request')).find((r) =>
      r.textContent?.includes('Кровля'),
    )!;
    expect(within(row).queryByRole('button', { name: /Смотреть ответ/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Подробнее/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Информация о заявке' });
    expect(await within(drawer).findByText('Неприемлемая стоимость')).toBeInTheDocument();
    expect(within(drawer).getByText('Подрядчик отклонен')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Выбрать исполнителем' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/request/4', expect.anything());
  });

  it('selects the created tender and shows the banner for 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup('/profile/client/main?createdName=Парк&createdId=2&hasContractor=1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Тендер «Парк» успешно создан. Ожидайте ответа от подрядчика',
    );
    expect(await screen.findByRole('button', { name: /^Благоустройство парка/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The parameters are consumed: a reload does not show the banner again.
    expect(screen.getByText('Адрес страницы: /profile/client/main')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(screen.queryByText(/успешно создан/)).not.toBeInTheDocument();
  });

  it.each([
    ['?createdName=Парк&createdId=2', 'Тендер «Парк» успешно создан.'],
    ['?editedName=Парк&editedId=2', 'Изменения сохранены.'],
    ['?deleted=1', 'Тендер удален'],
    ['?deleted=true', 'Тендер удален'],
  ])('reads the banner of %s', async (query, text) => {
    setup(`/profile/client/main${query}`);
    const banners = await screen.findAllByRole('status');
    expect(banners.map((b) => b.textContent)).toContain(text);
  });

  it('deletes a tender after the confirmation', async () => {
    let tenders = [SCHOOL, PARK];
    const { user } = setup('/profile/client/main', () => tenders, {
      'DELETE /api/tenders/1': () => {
        tenders = [PARK];
        return json(200, { success: true });
      },
    });
    await screen.findByRole('button', { name: /^Школа на 300 мест/ });
    await user.click(
      screen.getByRole('button', { name: 'Действия с тендером «Школа на 300 мест»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const modal = await screen.findByRole('dialog', { name: 'Удалить тендер?' });
    await user.click(within(modal).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Тендер удален')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Школа на 300 мест/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Благоустройство парка/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('goes to the edit screen from the menu', async () => {
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Действия с тендером «Благоустройство парка»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Редактировать' }));
    expect(screen.getByText('Адрес страницы: /profile/client/edittender/2')).toBeInTheDocument();
  });

  it("says why the tenders did not load: the server's first error or the fallback", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seedSession({ token: 'tok' });
    serveFetch({ 'GET /api/tenders': () => new Response('down', { status: 502 }) });
    renderWithProviders(<ClientDashboard />);
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    // The query retries before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка загрузки тендеров$/);
  });

  it('invites to create the first tender when there is none', async () => {
    setup('/profile/client/main', []);
    expect(await screen.findByText('У вас пока нет тендеров')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать тендер' })).toHaveAttribute(
      'href',
      '/profile/client/createtender',
    );
  });
});
