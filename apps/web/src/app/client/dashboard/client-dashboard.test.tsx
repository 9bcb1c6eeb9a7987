import { MSG, MSG_TENDERS, MSG_WARNINGS, type Tender } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listPage,
  makeOfferTerms,
  makeParty,
  makeRequest,
  makeTender,
  notificationPage,
  ownCard,
  registryFacts,
  requestPage,
} from '@/test/fixtures';
import { comparisonAnswer, comparisonRow } from '@/test/comparison';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  unavailable,
  serveFetch,
  Where,
} from '@/test/render';
import { ClientDashboard } from '@/app/client/dashboard/client-dashboard';
import { NEED_PROJECT_STATE } from '@/app/client/dashboard/dashboard-params';

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
      tender: { id: 2, tender_name: 'Благоустройство парка', offers_deadline: null },
    }),
  ],
});

/**
 * The dashboard at `route` over the client's tenders `list`, served as the server does: GET /tenders
 * by pages, GET /tenders/{id}, and GET /request of a tender (its embedded requests) by filter and
 * page. `extra` routes are recorded in `calls`.
 */
function setup(
  route = '/profile/client/main',
  list: Tender[] | (() => Tender[]) = [SCHOOL, PARK],
  extra: FetchRoutes = {},
) {
  const current = () => (typeof list === 'function' ? list() : list);
  const tenders = current();
  seedSession({ token: 'tok' });
  const calls: { key: string; body: unknown }[] = [];
  const served = serveFetch({
    'GET /api/tenders': (_body, url) => {
      const { items, meta } = listPage(current(), url);
      return json(200, { tenders: items.map((t) => ownCard(t)), meta });
    },
    ...Object.fromEntries(
      tenders.map((t) => [`GET /api/tenders/${t.id}`, () => json(200, { tender: t })]),
    ),
    'GET /api/request': (_body, url) => {
      const tender = current().find((t) => t.id === Number(url.searchParams.get('tender_id')));
      return json(200, requestPage(tender?.requests ?? [], url, 'client'));
    },
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
        (body: unknown, url: URL, headers: Headers) => {
          calls.push({ key, body });
          return handler(body, url, headers);
        },
      ]),
    ),
  });
  const { router } = renderWithProviders(
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
  return {
    fetchMock: served.fetchMock,
    fetched: served.calls,
    calls,
    router,
    user: userEvent.setup(),
  };
}

/** The GET calls of `path` the dashboard made, with their query strings. */
const getsOf = (served: { fetched: { method: string; url: string }[] }, path: string) =>
  served.fetched
    .filter((c) => c.method === 'GET' && c.url.split('?')[0] === path)
    .map((c) => c.url.slice(path.length));

const requestRows = (group: string) =>
  within(screen.getByRole('list', { name: group })).getAllByTestId('request');

afterEach(() => {
  vi.useRealTimers();
});

describe('ClientDashboard', () => {
  it('says a tender closed without a choice is so, whatever its requests would say', async () => {
    const closed: Tender = {
      ...PARK,
      status: { code: 'closed_without_choice', label: 'Тендер завершён без выбора исполнителя' },
    };
    setup('/profile/client/main', [SCHOOL, closed]);
    const park = await screen.findByRole('button', { name: /^Благоустройство парка/ });
    expect(within(park).getByText('Тендер завершён без выбора исполнителя')).toBeInTheDocument();
    expect(within(park).queryByText('В работе')).not.toBeInTheDocument();
  });

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

    // The selected tender's tabs come with the whole tender, loaded by itself.
    expect(
      await screen.findByRole('heading', { name: 'Школа на 300 мест', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('Жилой квартал')).toBeInTheDocument();
    expect(screen.getByText('Строительство')).toBeInTheDocument();
    expect(screen.getByText('01.12.2026')).toBeInTheDocument();
    expect(screen.getByText('30.06.2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее о тендере' })).toHaveAttribute(
      'href',
      '/profile/client/tender/1',
    );
  });

  it("shows the selected tender's card at once, and its description and documents once the whole tender has come", async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = setup('/profile/client/main', [SCHOOL, PARK], {
      'GET /api/tenders/1': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(
      await screen.findByRole('heading', { name: 'Школа на 300 мест', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('01.12.2026')).toBeInTheDocument();
    expect(screen.queryByText(SCHOOL.description)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Документы' }));
    expect(screen.getByLabelText('Загрузка документов')).toBeInTheDocument();

    answer(json(200, { tender: SCHOOL }));
    expect(await screen.findByRole('button', { name: 'Скачать Смета.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'О тендере' }));
    expect(screen.getByText(SCHOOL.description)).toBeInTheDocument();
  });

  it('shows the documents tab with names and real sizes', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Документы' }));
    expect(await screen.findByRole('button', { name: 'Скачать Смета.pdf' })).toBeInTheDocument();
    expect(screen.getByText('365,8 КБ')).toBeInTheDocument();
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

  it("counts each tender's questions waiting for an answer, and leads to them", async () => {
    const { user } = setup('/profile/client/main', [SCHOOL, PARK], {
      'GET /api/tenders': (_body, url) => {
        const { items, meta } = listPage([SCHOOL, PARK], url);
        const cards = items.map((t) => ({
          ...ownCard(t),
          questions_unanswered: t === PARK ? 2 : 0,
        }));
        return json(200, { tenders: cards, meta });
      },
    });
    const park = await screen.findByRole('button', { name: /^Благоустройство парка/ });
    expect(within(park).getByText('Вопросы: 2')).toBeVisible();
    // Heard whole: the badge's short text is hidden from screen readers.
    expect(park).toHaveAccessibleName(expect.stringContaining('Вопросов без ответа: 2'));
    expect(park).not.toHaveAccessibleName(expect.stringContaining('Вопросы: 2'));
    const school = screen.getByRole('button', { name: /^Школа на 300 мест/ });
    expect(within(school).queryByText(/Вопрос/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ответить на вопросы' })).toBeNull();

    await user.click(park);
    expect(await screen.findByRole('link', { name: 'Ответить на вопросы' })).toHaveAttribute(
      'href',
      '/profile/client/tender/2#questions',
    );
  });

  it('switches to another tender and its responses', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Благоустройство парка/ }));
    expect(
      await screen.findByRole('heading', { name: 'Благоустройство парка', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('Проектирование')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Все заявки' });
    expect(requestRows('Все заявки')).toHaveLength(1);
    expect(requestRows('Все заявки')[0]).toHaveTextContent('Зелёный город');
    expect(requestRows('Все заявки')[0]).toHaveTextContent('Принято');
  });

  it("shows an invited contractor's participation and a priced offer's price and duration", async () => {
    const bidding = makeTender(3, 'Ремонт кровли', {
      requests: [
        makeRequest(7, 'offered', {
          user: makeParty(107, { profile: { short_name: 'Кровля-Про' } }),
          intent: 'will_bid',
          tender: { id: 3, tender_name: 'Ремонт кровли', offers_deadline: null },
        }),
        makeRequest(8, 'accepted_by_contractor', {
          user: makeParty(108, { profile: { short_name: 'Мастер-Кров' } }),
          offer: makeOfferTerms({ price_kopecks: 99_000_000, vat: 'without_vat', vat_rate: 22 }),
          revision: 1,
          tender: { id: 3, tender_name: 'Ремонт кровли', offers_deadline: null },
        }),
      ],
    });
    setup('/profile/client/main', [bidding]);
    await screen.findByRole('list', { name: 'Все заявки' });
    const [invited, answered] = requestRows('Все заявки');
    expect(within(invited!).getByTestId('participation')).toHaveTextContent('Будет участвовать');
    expect(within(invited!).queryByTestId('offer-glance')).not.toBeInTheDocument();
    expect(within(answered!).getByTestId('participation')).toHaveTextContent(
      'Предложение получено',
    );
    expect(within(answered!).getByTestId('offer-glance')).toHaveTextContent(
      '990 000 ₽, без НДС, НДС 22 % сверху · 45 дней',
    );
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
    const confirm = await screen.findByRole('dialog', { name: 'Выбрать исполнителем?' });
    expect(confirm).toHaveTextContent('«СтройМонтаж» станет исполнителем тендера');
    await user.click(within(confirm).getByRole('radio', { name: 'Цена' }));
    await user.click(within(confirm).getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Подрядчик успешно выбран исполнителем!',
    );
    expect(calls).toEqual([
      { key: 'POST /api/request/accept/1', body: { docs_paths: [], outcome_reason: 'price' } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ответ подрядчика' })).not.toBeInTheDocument(),
    );
  });

  it('warns in the confirm of what is known against the company, read from the comparison', async () => {
    let answerComparison: (() => void) | null = null;
    const { user } = setup('/profile/client/main', [SCHOOL, PARK], {
      'GET /api/tenders/1/comparison': () =>
        new Promise<Response>((resolve) => {
          answerComparison = () =>
            resolve(
              json(
                200,
                comparisonAnswer({
                  offers: [
                    comparisonRow(1, 'СтройМонтаж', {
                      contractor: {
                        ...comparisonRow(1, 'СтройМонтаж').contractor,
                        registry: registryFacts({
                          status: { code: 'bankrupt', label: 'Банкротство' },
                          name: { short: 'ООО "СТРОЙМОНТАЖ"', full: null },
                        }),
                      },
                    }),
                  ],
                }),
              ),
            );
        }),
    });
    const row = (await screen.findAllByTestId('request')).find((r) =>
      r.textContent?.includes('СтройМонтаж'),
    )!;
    await user.click(within(row).getByRole('button', { name: /Смотреть ответ/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    await user.click(await within(drawer).findByRole('button', { name: 'Выбрать исполнителем' }));
    const confirm = await screen.findByRole('dialog', { name: 'Выбрать исполнителем?' });
    // The choice waits for what is known of the company.
    expect(await within(confirm).findByText(MSG_WARNINGS.checking)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Выбрать' })).toBeDisabled();
    await waitFor(() => expect(answerComparison).not.toBeNull());
    act(() => answerComparison!());
    expect(await within(confirm).findByTestId('company-warnings')).toHaveTextContent(
      'По данным ЕГРЮЛ статус — «Банкротство», а не «Действует»',
    );
    expect(within(confirm).getByRole('button', { name: 'Выбрать' })).toBeEnabled();
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
    const confirm = await screen.findByRole('dialog', { name: 'Выбрать исполнителем?' });
    await user.click(within(confirm).getByRole('radio', { name: 'Другое' }));
    await user.click(within(confirm).getByRole('button', { name: 'Выбрать' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
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

  it('takes a new answer out of «Новые заявки» once opened, without loading the list again', async () => {
    const seen = { ...SCHOOL.requests[1]!, is_new: false };
    const served = setup('/profile/client/main', [SCHOOL, PARK], {
      'GET /api/request/2': () => json(200, { request: seen }),
    });
    await screen.findByRole('list', { name: 'Новые заявки' });
    const row = requestRows('Новые заявки')[0]!;
    expect(within(row).getByText('Новая')).toBeInTheDocument();
    await served.user.click(within(row).getByRole('button', { name: /Смотреть ответ/ }));
    await screen.findByRole('dialog', { name: 'Ответ подрядчика' });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Новые заявки' })).not.toBeInTheDocument(),
    );
    const moved = requestRows('Все заявки').find((r) => r.textContent?.includes('ПроектПлюс'))!;
    expect(within(moved).queryByText('Новая')).toBeNull();
    expect(getsOf(served, '/api/request')).toEqual(['?tender_id=1']);
  });

  it('drops a deleted selected tender from the URL and selects the first left', async () => {
    let tenders = [SCHOOL, PARK];
    const { user } = setup('/profile/client/main?tender=2', () => tenders, {
      'DELETE /api/tenders/2': () => {
        tenders = [SCHOOL];
        return json(200, { success: true });
      },
    });
    expect(await screen.findByRole('button', { name: /^Благоустройство парка/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(
      screen.getByRole('button', { name: 'Действия с тендером «Благоустройство парка»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const modal = await screen.findByRole('dialog', { name: 'Удалить тендер?' });
    await user.click(within(modal).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Школа на 300 мест/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByText('Адрес страницы: /profile/client/main')).toBeInTheDocument();
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
    // The parameters are consumed: a reload keeps the tender but does not show the banner again.
    expect(screen.getByText('Адрес страницы: /profile/client/main?tender=2')).toBeInTheDocument();
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

  it("keeps the tender wizard's message, with the way to a project, until it is closed", async () => {
    const { router, user } = setup('/profile/client/main', []);
    expect(await screen.findByText('У вас пока нет тендеров')).toBeInTheDocument();
    expect(screen.queryByText(MSG_TENDERS.needProject)).not.toBeInTheDocument();
    await act(() => router.navigate('/profile/client/main', { state: NEED_PROJECT_STATE }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(MSG_TENDERS.needProject);
    expect(within(notice).getByRole('link', { name: 'Создать проект' })).toHaveAttribute(
      'href',
      '/profile/client/createproject',
    );
    await user.click(within(notice).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() =>
      expect(screen.queryByText(MSG_TENDERS.needProject)).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/profile/client/main');
  });

  it('shows the deadline for offers on the cards of tenders still taking offers', async () => {
    const deadline = new Date(Date.now() + 2 * 24 * 3600_000 + 3600_000).toISOString();
    const chosen = { code: 'executor_chosen' as const, label: 'Исполнитель выбран' };
    setup('/profile/client/main', [
      { ...SCHOOL, offers_deadline: deadline },
      { ...PARK, offers_deadline: deadline, status: chosen },
    ]);
    const school = await screen.findByRole('button', { name: /^Школа на 300 мест/ });
    expect(within(school).getByTestId('offers-deadline')).toHaveTextContent(
      /^Приём предложений до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(МСК\) · осталось 2 дн\. 1 ч$/,
    );
    const park = screen.getByRole('button', { name: /^Благоустройство парка/ });
    expect(within(park).queryByTestId('offers-deadline')).not.toBeInTheDocument();
  });

  describe('pages and the URL', () => {
    // 14 tenders, newest first: a page of 12 and a page of 2.
    const MANY = Array.from({ length: 14 }, (_, i) =>
      makeTender(i + 1, `Тендер ${i + 1}`, { images: [] }),
    );
    // 15 requests of the last tender (14), all waiting offers: a page of 12 and a page of 3.
    const BUSY = makeTender(14, 'Тендер 14', {
      images: [],
      requests: Array.from({ length: 15 }, (_, i) =>
        makeRequest(200 + i, i < 13 ? 'waiting' : 'rejected', {
          user: makeParty(300 + i, { profile: { short_name: `Компания ${i + 1}` } }),
          tender: { id: 14, tender_name: 'Тендер 14', offers_deadline: null },
        }),
      ),
    });
    const LIST = [...MANY.slice(0, 13), BUSY];
    /** The tenders of the column: the buttons that select one (pressed or not). */
    const tenderButtons = () =>
      within(screen.getByRole('region', { name: 'Тендеры' }))
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-pressed'));
    /** The pages of the tender column, or of the requests. */
    const pager = (of: 'tenders' | 'requests') =>
      screen.getByRole('navigation', {
        name: of === 'tenders' ? 'Страницы тендеров' : 'Страницы заявок',
      });

    it('shows one page of 12 tenders with the pages, keeping the page in the URL', async () => {
      const served = setup('/profile/client/main', LIST);
      await screen.findByRole('button', { name: /^Тендер 1(?!\d)/ });
      expect(tenderButtons()).toHaveLength(12);
      expect(getsOf(served, '/api/tenders')).toEqual(['']);

      const pages = within(pager('tenders'));
      await served.user.click(pages.getByRole('button', { name: 'Страница 2' }));
      expect(await screen.findByRole('button', { name: /^Тендер 13/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(tenderButtons().map((b) => b.textContent)).toEqual([
        expect.stringMatching(/^Тендер 13/),
        expect.stringMatching(/^Тендер 14/),
      ]);
      expect(screen.getByText('Адрес страницы: /profile/client/main?page=2')).toBeInTheDocument();
      expect(getsOf(served, '/api/tenders')).toEqual(['', '?page=2']);
      // Its requests: those of the selected tender only.
      expect(getsOf(served, '/api/request')).toContain('?tender_id=13');

      // Back returns to the first page, where the first tender is selected again.
      await act(() => served.router.navigate(-1));
      expect(await screen.findByRole('button', { name: /^Тендер 1(?!\d)/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByText('Адрес страницы: /profile/client/main')).toBeInTheDocument();
    });

    it('pages the requests of the selected tender and filters them on the server', async () => {
      const served = setup('/profile/client/main?page=2&tender=14', LIST);
      expect(await screen.findByRole('button', { name: /^Тендер 14/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await waitFor(() => expect(requestRows('Все заявки')).toHaveLength(12));
      const filters = screen.getByRole('group', { name: 'Фильтр заявок' });
      expect(
        within(filters)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Все15', 'Ожидание ответа13', 'Получен ответ0', 'Принято0', 'Отклонено2']);

      await served.user.click(
        within(pager('requests')).getByRole('button', { name: 'Страница 2' }),
      );
      await waitFor(() =>
        expect(requestRows('Все заявки').map((r) => r.textContent)).toEqual([
          expect.stringContaining('Компания 13'),
          expect.stringContaining('Компания 14'),
          expect.stringContaining('Компания 15'),
        ]),
      );
      expect(
        screen.getByText('Адрес страницы: /profile/client/main?page=2&tender=14&requests_page=2'),
      ).toBeInTheDocument();
      expect(getsOf(served, '/api/request')).toEqual(['?tender_id=14', '?page=2&tender_id=14']);

      // A filter asks the server for its first page; it fits in one: no pages.
      await served.user.click(within(filters).getByRole('button', { name: /^Отклонено/ }));
      await waitFor(() => expect(requestRows('Все заявки')).toHaveLength(2));
      expect(screen.queryByRole('navigation', { name: 'Страницы заявок' })).not.toBeInTheDocument();
      expect(pager('tenders')).toBeInTheDocument();
      expect(
        screen.getByText('Адрес страницы: /profile/client/main?page=2&tender=14&status=declined'),
      ).toBeInTheDocument();
      expect(getsOf(served, '/api/request').at(-1)).toBe('?status=declined&tender_id=14');

      // Back: the second page of all of them again.
      await act(() => served.router.navigate(-1));
      await waitFor(() => expect(requestRows('Все заявки')).toHaveLength(3));
      expect(within(filters).getByRole('button', { name: /^Все/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('opens where the URL says: the page, the tender, its filter and its requests page', async () => {
      setup('/profile/client/main?page=2&tender=14&status=waiting&requests_page=2', LIST);
      expect(await screen.findByRole('button', { name: /^Тендер 14/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const filters = await screen.findByRole('group', { name: 'Фильтр заявок' });
      expect(within(filters).getByRole('button', { name: /^Ожидание ответа/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await waitFor(() =>
        expect(requestRows('Все заявки').map((r) => r.textContent)).toEqual([
          expect.stringContaining('Компания 13'),
        ]),
      );
      expect(within(pager('requests')).getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('selects an edited tender of another page, loading it by itself', async () => {
      const served = setup('/profile/client/main?editedName=Тендер%2014&editedId=14', LIST);
      expect(await screen.findByRole('heading', { name: 'Тендер 14', level: 2 })).toBeVisible();
      expect(screen.getAllByRole('status').map((b) => b.textContent)).toContain(
        'Изменения сохранены.',
      );
      // Not in the column's first page: none of it is pressed.
      expect(screen.queryByRole('button', { name: /^Тендер 14/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Тендер 1(?!\d)/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(getsOf(served, '/api/tenders/14')).toEqual(['']);
      await waitFor(() => expect(requestRows('Все заявки')).toHaveLength(12));
      expect(
        screen.getByText('Адрес страницы: /profile/client/main?tender=14'),
      ).toBeInTheDocument();
    });

    it('says calmly that a tender of another page did not come while it retries, and loads it at a press', async () => {
      let answered = 0;
      const served = setup('/profile/client/main?tender=14', LIST, {
        'GET /api/tenders/14': () =>
          ++answered === 1 ? unavailable(30) : json(200, { tender: BUSY }),
      });
      const detail = await screen.findByText(MSG.unavailable);
      expect(screen.queryByLabelText('Загрузка тендера')).not.toBeInTheDocument();
      await served.user.click(screen.getByRole('button', { name: MSG.retry }));
      expect(await screen.findByRole('heading', { name: 'Тендер 14', level: 2 })).toBeVisible();
      expect(detail).not.toBeInTheDocument();
    });

    it('goes to the last page when the URL asks for one past the end', async () => {
      setup('/profile/client/main?page=5', LIST);
      expect(await screen.findByRole('button', { name: /^Тендер 13/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByText('Адрес страницы: /profile/client/main?page=2')).toBeInTheDocument();
    });
  });
});
