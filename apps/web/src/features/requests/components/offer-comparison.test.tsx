import { MSG, MSG_OFFERS, MSG_OUTCOME, MSG_TENDERS, MSG_WARNINGS } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Download from '@/lib/download';
import { COMPARISON_OFFERS as OFFERS, comparisonAnswer as answer } from '@/test/comparison';
import { REGISTRY_PENDING, makeRequest, registryFacts } from '@/test/fixtures';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { words } from '@/test/text';
import { OfferComparison } from '@/features/requests/components/offer-comparison';

const download = vi.hoisted(() => ({ file: vi.fn(async (_path: string, _name?: string) => {}) }));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  downloadFile: download.file,
}));

const COMPARISON = 'GET /api/tenders/42/comparison';

function setup(
  comparison: FetchRoutes[string] = () => json(200, answer()),
  { route = '/profile/client/tender/42/comparison', extra = {} as FetchRoutes } = {},
) {
  const served = serveFetch({ [COMPARISON]: comparison, ...extra });
  const { router } = renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id/comparison" element={<OfferComparison id={42} />} />
    </Routes>,
    { route },
  );
  /** The query strings the comparison was asked with, in order. */
  const asked = () =>
    served.calls
      .filter((c) => c.method === 'GET' && c.url.startsWith('/api/tenders/42/comparison'))
      .map((c) => c.url.slice('/api/tenders/42/comparison'.length));
  const search = () => router.state.location.search;
  return { ...served, asked, search, user: userEvent.setup() };
}

const rows = () => screen.getAllByTestId('comparison-row');
const header = (name: string) => screen.getByRole('button', { name }).closest('th') as HTMLElement;
const cells = (tr: HTMLElement) => within(tr).getAllByRole('cell').map(words);

describe('OfferComparison', { timeout: 20_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    download.file.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows one row per offer with its terms, the best price and the shortest duration marked', async () => {
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { asked } = setup(() =>
      json(200, answer({ tender: { ...answer().tender, offers_deadline: deadline } })),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG_OFFERS.comparisonTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Школа на 300 мест')).toBeInTheDocument();
    expect(screen.getByTestId('offers-deadline')).toHaveTextContent(
      /Приём предложений до .*осталось/,
    );
    expect(asked()).toEqual(['?order=asc&prices=with_vat&sort=price']);

    const table = screen.getByRole('table', { name: MSG_OFFERS.comparisonTitle });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Компания',
      'Цена с НДС',
      'СРО',
      'Срок выполнения',
      'Действует до',
      'Комментарий и файлы',
      'Условия',
      'Дата предложения',
    ]);

    const [first, second, plain] = rows();
    // The company heads its row, links to its card, says what the register says of it (not
    // checked yet here: registry-card.test.tsx shows the facts) and holds its choice.
    expect(words(within(first!).getByRole('rowheader'))).toBe(
      'СтройМонтаж Москва · ИНН 7701234560 Не проверено проверка ещё не проведена Выбрать исполнителем',
    );
    expect(within(first!).getByRole('link', { name: 'СтройМонтаж' })).toHaveAttribute(
      'href',
      '/profile/client/contractor/101',
    );
    // The compared sum first, the other under it with how the price treats НДС.
    expect(cells(first!)).toEqual([
      '1 195 600 ₽ без НДС: 980 000 ₽ без НДС, НДС 22 % сверху Лучшая цена',
      'СРО не требуется',
      '60 дней',
      '15.01.2027',
      'КП.pdf 1,0 КБ',
      'Включено Материалы Вывоз мусора Не включено Проектирование',
      expect.stringMatching(/^Версия 2 22\.11\.2026, \d\d:30$/),
    ]);
    expect(within(first!).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();
    // A contractor without НДС liability: one sum, said so.
    expect(cells(second!).slice(0, 3)).toEqual([
      '1 220 000 ₽ НДС не облагается',
      'СРО не требуется',
      '30 дней Кратчайший срок',
    ]);
    // The marks are words, not only colour: one of each.
    expect(screen.getAllByTestId('best-mark').map((m) => m.textContent)).toEqual([
      'Лучшая цена',
      'Кратчайший срок',
    ]);
    // A plain offer: its comment, dashes for the terms.
    expect(cells(plain!).slice(0, 6)).toEqual([
      'Цена не указана',
      '—',
      '—',
      '—',
      'Готовы обсудить',
      '—',
    ]);
    expect(screen.queryByText(/^Показано/)).not.toBeInTheDocument();
  });

  it('says in the row of a company whose saved INN did not pass the check', async () => {
    const [cheapest, quickest, plain] = OFFERS;
    const unchecked = { ...plain!, contractor: { ...plain!.contractor, inn: '000000000000' } };
    setup(() => json(200, answer({ offers: [cheapest!, quickest!, unchecked] })));
    await screen.findAllByTestId('comparison-row');
    const [first, , last] = rows();
    expect(words(within(last!).getByRole('rowheader'))).toBe(
      `Бетон-Сервис Москва · ИНН 000000000000 ${MSG.innUnchecked} Не проверено проверка ещё не проведена Выбрать исполнителем`,
    );
    expect(within(first!).queryByText(MSG.innUnchecked)).not.toBeInTheDocument();
  });
  it('sorts on the server by a column header, keeping the order in the URL', async () => {
    const { asked, search, user } = setup();
    await screen.findByRole('table');
    expect(header('Цена с НДС')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Срок выполнения')).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Срок выполнения' }));
    expect(search()).toBe('?sort=duration');
    await waitFor(() =>
      expect(header('Срок выполнения')).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(header('Цена с НДС')).toHaveAttribute('aria-sort', 'none');

    // The same header again: the other way round.
    await user.click(screen.getByRole('button', { name: 'Срок выполнения' }));
    expect(search()).toBe('?sort=duration&order=desc');
    await waitFor(() =>
      expect(header('Срок выполнения')).toHaveAttribute('aria-sort', 'descending'),
    );

    // Back to the default order: a plain address.
    await user.click(screen.getByRole('button', { name: 'Цена с НДС' }));
    expect(search()).toBe('');
    await waitFor(() => expect(header('Цена с НДС')).toHaveAttribute('aria-sort', 'ascending'));
    expect(asked()).toEqual([
      '?order=asc&prices=with_vat&sort=price',
      '?order=asc&prices=with_vat&sort=duration',
      '?order=desc&prices=with_vat&sort=duration',
      // Shown from the cache at once, and asked again: an offer may have changed since.
      '?order=asc&prices=with_vat&sort=price',
    ]);
  });

  it('opens in the order of its URL', async () => {
    const { asked } = setup(undefined, {
      route: '/profile/client/tender/42/comparison?sort=company&order=desc',
    });
    await screen.findByRole('table');
    expect(header('Компания')).toHaveAttribute('aria-sort', 'descending');
    expect(asked()).toEqual(['?order=desc&prices=with_vat&sort=company']);
  });

  it('chooses the executor after the confirm, as the dashboard does', async () => {
    let chosen = false;
    const { calls, user } = setup(
      () =>
        json(
          200,
          chosen
            ? answer({
                tender: {
                  ...answer().tender,
                  status: { code: 'executor_chosen', label: 'Выбран исполнитель' },
                },
                offers: [{ ...OFFERS[0]!, status: { code: 'accepted', label: 'Принято' } }],
                total: 1,
              })
            : answer(),
        ),
      {
        extra: {
          'POST /api/request/accept/1': () => {
            chosen = true;
            return json(200, {
              request: makeRequest(1, 'accepted', {
                tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
              }),
            });
          },
        },
      },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Выбрать исполнителем: СтройМонтаж' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    expect(dialog).toHaveTextContent(
      '«СтройМонтаж» станет исполнителем тендера «Школа на 300 мест». Подрядчик получит уведомление.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Выбрать исполнителем: СтройМонтаж' }));
    const confirm = screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    expect(confirm).toHaveTextContent(MSG_OUTCOME.othersTold);
    // The reason is required: the others are told it.
    await user.click(within(confirm).getByRole('button', { name: 'Выбрать' }));
    expect(within(confirm).getByText(MSG_OUTCOME.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('radio', { name: 'Цена' }));
    await user.type(
      within(confirm).getByRole('textbox', { name: MSG_OUTCOME.comment }),
      'Дешевле на 10 %',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_TENDERS.executorChosen);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/request/accept/1',
        body: { docs_paths: [], outcome_reason: 'price', outcome_comment: 'Дешевле на 10 %' },
      },
    ]);
    // The comparison is asked again: the executor is chosen, nobody else can be.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Выбрать исполнителем/ })).not.toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Принято')).toBeInTheDocument();
  });

  it('warns before the choice of what is known against the company, and the choice stays possible', async () => {
    const risky = {
      ...OFFERS[0]!,
      contractor: {
        ...OFFERS[0]!.contractor,
        registry: registryFacts({
          status: { code: 'liquidating', label: 'Ликвидируется' },
          name: { short: 'ООО "СТРОЙМОНТАЖ"', full: null },
        }),
      },
      sro: { verdict: 'insufficient' as const, membership: null },
    };
    const { user } = setup(() => json(200, answer({ offers: [risky, ...OFFERS.slice(1)] })));
    await user.click(
      await screen.findByRole('button', { name: 'Выбрать исполнителем: СтройМонтаж' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    const alert = within(dialog).getByTestId('company-warnings');
    expect(alert).toHaveTextContent(MSG_WARNINGS.beforeChoice);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'По данным ЕГРЮЛ статус — «Ликвидируется», а не «Действует»',
      'Уровень СРО недостаточен',
    ]);
    expect(dialog).toHaveTextContent(MSG_WARNINGS.still);
    expect(within(dialog).getByRole('button', { name: 'Выбрать' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    // Another company, with nothing against it: no warning.
    await user.click(screen.getByRole('button', { name: 'Выбрать исполнителем: ПроектПлюс' }));
    const other = screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    expect(within(other).queryByTestId('company-warnings')).not.toBeInTheDocument();
  });

  it("says why choosing failed: the server's first error or the fallback", async () => {
    const { user } = setup(undefined, {
      extra: { 'POST /api/request/accept/2': () => json(500, {}) },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Выбрать исполнителем: ПроектПлюс' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Опыт' }));
    await user.click(within(dialog).getByRole('button', { name: 'Выбрать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG_TENDERS.acceptFailed);
  });

  it('offers no choice once the tender has its executor', async () => {
    setup(() =>
      json(
        200,
        answer({
          offers: [OFFERS[1]!, { ...OFFERS[0]!, status: { code: 'accepted', label: 'Принято' } }],
        }),
      ),
    );
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Выбрать исполнителем/ })).not.toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Принято')).toBeInTheDocument();
  });

  it('downloads the .xlsx in the order shown, showing the progress', async () => {
    let finish = () => {};
    download.file.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = setup(undefined, {
      route: '/profile/client/tender/42/comparison?sort=duration&order=desc',
    });
    const button = await screen.findByRole('button', { name: 'Скачать .xlsx' });
    await user.click(button);
    expect(download.file).toHaveBeenCalledWith(
      '/api/tenders/42/comparison.xlsx?order=desc&prices=with_vat&sort=duration',
      'comparison-42.xlsx',
    );
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Файл готовится…');
    await act(async () => finish());
    expect(button).not.toHaveAttribute('data-loading');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the .xlsx could not be downloaded', async () => {
    download.file.mockRejectedValueOnce(new Error(MSG_TENDERS.downloadFailed));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Скачать .xlsx' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_OFFERS.downloadXlsxFailed);
  });

  it('says how many offers are shown of how many', async () => {
    setup(() => json(200, answer({ total: 250 })));
    expect(await screen.findByText('Показано 3 из 250 предложений')).toBeInTheDocument();
  });

  it('lists the invited contractors without an offer with where they stand', async () => {
    const company = (id: number, name: string) => ({
      id,
      name,
      inn: null,
      region: null,
      logo: null,
      registry: REGISTRY_PENDING,
    });
    setup(() =>
      json(
        200,
        answer({
          awaiting: [
            {
              request_id: 7,
              contractor: company(207, 'Кровля-Про'),
              participation: 'wont_bid',
              reject_reason: 'Сжатые сроки',
            },
            {
              request_id: 8,
              contractor: company(208, 'Фасад-Мастер'),
              participation: 'will_bid',
              reject_reason: null,
            },
          ],
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Приглашённые без предложения' });
    const items = within(section).getAllByRole('listitem').map(words);
    expect(items).toEqual([
      'Кровля-Про Не будет участвовать Сжатые сроки',
      'Фасад-Мастер Будет участвовать',
    ]);
    expect(within(section).getByRole('link', { name: 'Фасад-Мастер' })).toHaveAttribute(
      'href',
      '/profile/client/contractor/208',
    );
  });

  it('says when there are no offers to compare', async () => {
    setup(() => json(200, answer({ offers: [], total: 0 })));
    expect(await screen.findByText(MSG_OFFERS.comparisonEmpty)).toBeInTheDocument();
    expect(screen.getByText(MSG_OFFERS.comparisonEmptyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к тендеру' })).toHaveAttribute(
      'href',
      '/profile/client/tender/42',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать .xlsx' })).not.toBeInTheDocument();
  });

  it('shows a loader, then says why the comparison did not load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup(() => json(500, {}));
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    // A server error (500) is not retried: the failure stands however long one waits.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_OFFERS.comparisonLoadFailed);
    expect(screen.getByRole('link', { name: 'Вернуться к тендеру' })).toBeInTheDocument();
  });

  it("another client's or an unknown tender: Тендер не найден", async () => {
    setup(() => json(404, { errors: ['Тендер не найден'] }));
    expect(await screen.findByRole('heading', { name: 'Тендер не найден' })).toBeInTheDocument();
  });
});
