import { MSG, MSG_OFFERS, MSG_TENDERS } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARISON_OFFERS, comparisonAnswer } from '@/test/comparison';
import { makeRequest } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { words } from '@/test/text';
import { OfferComparison } from '@/features/requests/components/offer-comparison';

// The comparison on a phone: the same offers as the table, one card each.

const CHEAPEST = COMPARISON_OFFERS[0]!;
const QUICKEST = COMPARISON_OFFERS[1]!;
const PLAIN = COMPARISON_OFFERS[2]!;
const COMPARISON = 'GET /api/tenders/42/comparison';

function setup(comparison: FetchRoutes[string], extra: FetchRoutes = {}) {
  phoneScreen();
  const served = serveFetch({ [COMPARISON]: comparison, ...extra });
  const { router } = renderWithProviders(
    <Routes>
      <Route path="/profile/client/tender/:id/comparison" element={<OfferComparison id={42} />} />
    </Routes>,
    { route: '/profile/client/tender/42/comparison' },
  );
  const asked = () =>
    served.calls
      .filter((c) => c.method === 'GET' && c.url.startsWith('/api/tenders/42/comparison'))
      .map((c) => c.url.slice('/api/tenders/42/comparison'.length));
  return { ...served, asked, search: () => router.state.location.search, user: userEvent.setup() };
}

const cards = () => screen.getAllByTestId('comparison-card');
const names = () => cards().map((card) => card.getAttribute('aria-label'));
/** A card's lines as read: the term, then its value. */
const lines = (card: HTMLElement) => [...card.querySelectorAll('dl > div')].map(words);

describe('ComparisonCards (a phone)', { timeout: 20_000 }, () => {
  beforeEach(() => seedSession({ token: 't' }));

  it("shows one card per offer with the table's fields and marks, and no table", async () => {
    setup(() => json(200, comparisonAnswer()));
    const list = await screen.findByRole('list', { name: MSG_OFFERS.comparisonTitle });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(names()).toEqual(['СтройМонтаж', 'ПроектПлюс', 'Бетон-Сервис']);

    const [first, second, plain] = cards();
    expect(within(first!).getByRole('link', { name: 'СтройМонтаж' })).toHaveAttribute(
      'href',
      '/profile/client/contractor/101',
    );
    expect(first).toHaveTextContent('Москва · ИНН 7701234560');
    expect(within(first!).getByTestId('participation')).toHaveTextContent('Предложение получено');
    expect(lines(first!)).toEqual([
      'Цена с НДС 1 195 600 ₽ без НДС: 980 000 ₽ без НДС, НДС 22 % сверху',
      'СРО СРО не требуется',
      'Срок выполнения 60 дней',
      'Действует до 15.01.2027',
      'Комментарий и файлы КП.pdf 1,0 КБ',
      'Условия Включено Материалы Вывоз мусора Не включено Проектирование',
      expect.stringMatching(/^Дата предложения Версия 2 22\.11\.2026, \d\d:30$/),
    ]);
    expect(within(first!).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();
    expect(lines(second!).slice(0, 3)).toEqual([
      'Цена с НДС 1 220 000 ₽ НДС не облагается',
      'СРО СРО не требуется',
      'Срок выполнения 30 дней',
    ]);
    // Each mark once, on top of the card of its offer, and its line green.
    const marks = (card: HTMLElement) =>
      within(card)
        .queryAllByTestId('best-mark')
        .map((m) => m.textContent);
    expect(marks(first!)).toEqual(['Лучшая цена']);
    expect(marks(second!)).toEqual(['Кратчайший срок']);
    expect(marks(plain!)).toEqual([]);
    const green = (card: HTMLElement) =>
      [...card.querySelectorAll<HTMLElement>('dl > div')]
        .filter((line) => line.style.background !== '')
        .map((line) => line.querySelector('dt')?.textContent);
    expect(green(first!)).toEqual(['Цена с НДС']);
    expect(green(second!)).toEqual(['Срок выполнения']);
    expect(green(plain!)).toEqual([]);
    expect(lines(plain!).slice(0, 6)).toEqual([
      'Цена с НДС Цена не указана',
      'СРО —',
      'Срок выполнения —',
      'Действует до —',
      'Комментарий и файлы Готовы обсудить',
      'Условия —',
    ]);
    for (const card of cards()) {
      expect(
        within(card).getByRole('button', { name: /^Выбрать исполнителем: / }),
      ).toHaveAccessibleName(`Выбрать исполнителем: ${card.getAttribute('aria-label')}`);
    }
  });

  it('says on the card of a company whose saved INN did not pass the check', async () => {
    const unchecked = { ...PLAIN, contractor: { ...PLAIN.contractor, inn: '7701234567' } };
    setup(() => json(200, comparisonAnswer({ offers: [CHEAPEST, QUICKEST, unchecked] })));
    await screen.findAllByTestId('comparison-card');
    const [first, , plain] = cards();
    expect(plain).toHaveTextContent(`Москва · ИНН 7701234567${MSG.innUnchecked}`);
    expect(within(first!).queryByText(MSG.innUnchecked)).not.toBeInTheDocument();
  });

  it('sorts by the select and the order switch, in the URL, showing the order of the answer', async () => {
    // The server sorts: the quickest first by duration ascending, else the cheapest first.
    const { asked, search, user } = setup((_body, url) => {
      const quickestFirst = url.search === '?order=asc&prices=with_vat&sort=duration';
      const offers = quickestFirst ? [QUICKEST, CHEAPEST, PLAIN] : [CHEAPEST, QUICKEST, PLAIN];
      return json(200, comparisonAnswer({ offers }));
    });
    await screen.findAllByTestId('comparison-card');
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    const order = screen.getByRole('radiogroup', { name: 'Порядок' });
    expect(select).toHaveValue('price');
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['price', 'Цена с НДС'],
      ['duration', 'Срок выполнения'],
      ['valid_until', 'Действует до'],
      ['revised_at', 'Дата предложения'],
      ['company', 'Компания'],
    ]);
    expect(within(order).getByRole('radio', { name: 'По возрастанию' })).toBeChecked();

    await user.selectOptions(select, 'Срок выполнения');
    expect(search()).toBe('?sort=duration');
    await waitFor(() => expect(names()).toEqual(['ПроектПлюс', 'СтройМонтаж', 'Бетон-Сервис']));

    await user.click(within(order).getByRole('radio', { name: 'По убыванию' }));
    expect(search()).toBe('?sort=duration&order=desc');
    await waitFor(() => expect(names()).toEqual(['СтройМонтаж', 'ПроектПлюс', 'Бетон-Сервис']));
    expect(within(order).getByRole('radio', { name: 'По убыванию' })).toBeChecked();

    // Another field starts ascending, as another column of the table does.
    await user.selectOptions(select, 'Компания');
    expect(search()).toBe('?sort=company');
    await waitFor(() =>
      expect(within(order).getByRole('radio', { name: 'По возрастанию' })).toBeChecked(),
    );
    expect(asked()).toEqual([
      '?order=asc&prices=with_vat&sort=price',
      '?order=asc&prices=with_vat&sort=duration',
      '?order=desc&prices=with_vat&sort=duration',
      '?order=asc&prices=with_vat&sort=company',
    ]);
  });

  it('chooses the executor from a card after the confirm; then no card offers the choice', async () => {
    let chosen = false;
    const { calls, user } = setup(
      () =>
        json(
          200,
          chosen
            ? comparisonAnswer({
                tender: {
                  ...comparisonAnswer().tender,
                  status: { code: 'executor_chosen', label: 'Выбран исполнитель' },
                },
                offers: [{ ...QUICKEST, status: { code: 'accepted', label: 'Принято' } }, CHEAPEST],
              })
            : comparisonAnswer(),
        ),
      {
        'POST /api/request/accept/2': () => {
          chosen = true;
          return json(200, {
            request: makeRequest(2, 'accepted', {
              tender: { id: 42, tender_name: 'Школа на 300 мест', offers_deadline: null },
            }),
          });
        },
      },
    );
    const card = (await screen.findAllByTestId('comparison-card'))[1]!;
    await user.click(within(card).getByRole('button', { name: /^Выбрать исполнителем/ }));
    const dialog = screen.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    expect(dialog).toHaveTextContent(
      '«ПроектПлюс» станет исполнителем тендера «Школа на 300 мест».',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Сроки' }));
    await user.click(within(dialog).getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_TENDERS.executorChosen);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/request/accept/2',
        body: { docs_paths: [], outcome_reason: 'terms' },
      },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]!).getByText('Принято')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Выбрать исполнителем/ })).not.toBeInTheDocument();
  });
});
