import { MSG_TENDERS } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTender } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { TenderList } from './tender-list';

const cards = () => screen.queryAllByRole('article');
const names = () => cards().map((c) => c.getAttribute('aria-label'));

// Five open tenders: design in Казань, construction in Москва, two complex ones (Казань, Омск),
// and one without a name, an address or images.
const tenders = [
  makeTender(1, 'Школа на 300 мест', {
    type: 'design',
    stage: 'design',
    address: 'г. Казань, ул. Баумана, 1',
  }),
  makeTender(2, 'Детский сад', { type: 'construction', address: 'Москва, Тверская, 7' }),
  makeTender(3, 'Жилой квартал «Сосны»', {
    type: 'complex_construction',
    complex_structure: true,
    address: 'Казань, Кремлёвская, 2',
  }),
  makeTender(4, 'Бизнес-центр', {
    type: 'complex_construction',
    complex_structure: true,
    address: 'Омск, Ленина, 10',
  }),
  makeTender(5, '', { address: '', images: [] }),
];

function renderList(answer = () => json(200, { tenders })) {
  const served = serveFetch({ 'GET /api/tenders/list': answer });
  renderWithProviders(<TenderList />);
  return served;
}

const loaded = () => screen.findByRole('article', { name: 'Школа на 300 мест' });

describe('TenderList', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('shows the open tenders as cards with their place, fallbacks and link', async () => {
    const { calls } = renderList();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Тендеры' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/tenders/list');
    expect(names()).toEqual([
      'Школа на 300 мест',
      'Детский сад',
      'Жилой квартал «Сосны»',
      'Бизнес-центр',
      'Без названия',
    ]);
    const school = screen.getByRole('article', { name: 'Школа на 300 мест' });
    expect(within(school).getByText('Россия, г. Казань, ул. Баумана, 1')).toBeInTheDocument();
    expect(within(school).getByRole('img', { name: 'Проектирование' })).toBeInTheDocument();
    expect(within(school).getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
      'href',
      '/profile/contractor/tender/1',
    );
    const complex = screen.getByRole('article', { name: 'Бизнес-центр' });
    expect(
      within(complex).getByRole('img', { name: 'Комплексное строительство' }),
    ).toBeInTheDocument();
    const unnamed = screen.getByRole('article', { name: 'Без названия' });
    expect(within(unnamed).getByText('Без адреса')).toBeInTheDocument();
    // One card page: no paginator.
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it('searches the names as one types', async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'сад');
    expect(names()).toEqual(['Детский сад']);
  });

  it('filters complex construction by its checkbox, and by a city in the address', async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Комплексное строительство' }));
    // Not applied until 'Показать'.
    expect(cards()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(names()).toEqual(['Жилой квартал «Сосны»', 'Бизнес-центр']);

    await user.click(screen.getByRole('combobox', { name: 'Регион' }));
    expect(await screen.findByRole('option', { name: 'Новосибирск' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Казань' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(names()).toEqual(['Жилой квартал «Сосны»']);

    await user.click(screen.getByRole('checkbox', { name: 'Проектирование' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(names()).toEqual(['Школа на 300 мест', 'Жилой квартал «Сосны»']);

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Проектирование' })).not.toBeChecked();
  });

  it('says when nothing matches and leads back to everything', async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'стадион');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Тендеры не найдены')).toBeInTheDocument();
    const main = screen.getByText('Тендеры не найдены').parentElement!;
    await user.click(within(main).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
  });

  it('says when there are no open tenders at all', async () => {
    renderList(() => json(200, { tenders: [] }));
    expect(await screen.findByText('Открытых тендеров пока нет')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('pages by 12 with ellipses when there are many pages, loading the list again each time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, i) => makeTender(i + 1, `Тендер ${i + 1}`));
    const { calls } = renderList(() => json(200, { tenders: many }));
    await screen.findByRole('article', { name: 'Тендер 1' });
    expect(cards()).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    const labels = () =>
      within(pager)
        .getAllByRole('button', { name: /^Страница/ })
        .map((b) => b.textContent);
    expect(labels()).toEqual(['1', '2', '3', '4', '5', '9']);
    await user.click(within(pager).getByRole('button', { name: 'Страница 5' }));
    expect(labels()).toEqual(['1', '4', '5', '6', '9']);
    expect(within(pager).getAllByText('…')).toHaveLength(2);
    expect(names()[0]).toBe('Тендер 49');
    await user.click(within(pager).getByRole('button', { name: 'Следующая страница' }));
    expect(names()[0]).toBe('Тендер 61');
    const loads = () => calls.filter((c) => c.url === '/api/tenders/list').length;
    await waitFor(() => expect(loads()).toBe(3));
    // The fresh list keeps the page.
    expect(names()[0]).toBe('Тендер 61');
  });

  describe('when the list fails to load', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it(`says '${MSG_TENDERS.tendersLoadFailed}' once the retries are spent`, async () => {
      renderList(() => new Response('', { status: 500 }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG_TENDERS.tendersLoadFailed);
      expect(cards()).toHaveLength(0);
    });
  });
});
