import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeContractor } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders, seedSession } from '@/test/render';
import { ContractorDirectory } from './contractor-directory';

const cards = () => screen.queryAllByRole('article');

// 15 contractors 'Подрядчик <id>': 1..10 in Москва (construction), 11..13 in Казань (design), 14
// (named СтройГрад) and 15 in Омск (complex construction; 15 does not take part in tenders).
const contractors = Array.from({ length: 15 }, (_, i) => {
  const id = i + 1;
  const short_name = `Подрядчик ${id}`;
  if (id <= 10)
    return makeContractor(id, {
      work_types: ['construction'],
      profile: { short_name, region: 'Москва' },
    });
  if (id <= 13)
    return makeContractor(id, {
      work_types: ['design'],
      profile: { short_name, region: 'Казань' },
    });
  return makeContractor(id, {
    work_types: ['complex_construction'],
    participates_in_tenders: id !== 15,
    profile: { region: 'Омск', short_name: id === 14 ? 'СтройГрад' : short_name },
  });
});

function renderDirectory(answer = json(200, { users: contractors })) {
  const fetchMock = mockFetch();
  fetchMock.mockResolvedValue(answer);
  renderWithProviders(<ContractorDirectory />);
  return fetchMock;
}

async function chooseRegion(user: ReturnType<typeof userEvent.setup>, region: string) {
  await user.click(screen.getByRole('combobox', { name: 'Регион' }));
  await user.click(await screen.findByRole('option', { name: region }));
}

describe('ContractorDirectory', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('pages the cards by 12 and links each to its detail', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDirectory();
    expect(await screen.findByRole('article', { name: 'Подрядчик 1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/contractors');
    expect(cards()).toHaveLength(12);
    expect(
      within(screen.getByRole('article', { name: 'Подрядчик 1' })).getByRole('link', {
        name: 'Подробнее',
      }),
    ).toHaveAttribute('href', '/profile/client/contractor/1');

    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getAllByRole('button', { name: /^Страница/ })).toHaveLength(2);
    await user.click(within(pager).getByRole('button', { name: 'Страница 2' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'СтройГрад' })).toBeInTheDocument();
  });

  it('shows every page up to 7, and ellipses beyond', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, i) =>
      makeContractor(i + 1, { profile: { short_name: `Подрядчик ${i + 1}` } }),
    );
    renderDirectory(json(200, { users: many }));
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    const labels = () =>
      within(pager)
        .getAllByRole('button', { name: /^Страница/ })
        .map((b) => b.textContent);
    expect(labels()).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(within(pager).getByText('…')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Страница 5' }));
    expect(labels()).toEqual(['1', '4', '5', '6', '9']);
    expect(screen.getByRole('article', { name: 'Подрядчик 49' })).toBeInTheDocument();
  });

  it('builds the region select from the data and applies the panel on "Показать"', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await screen.findByRole('article', { name: 'Подрядчик 1' });

    await user.click(screen.getByRole('combobox', { name: 'Регион' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Казань', 'Москва', 'Омск']);
    await user.click(screen.getByRole('option', { name: 'Казань' }));
    // Not applied until 'Показать'.
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'Подрядчик 11',
      'Подрядчик 12',
      'Подрядчик 13',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it('filters by any of the ticked services and shows the unavailable badge', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Комплексное строительство' }));
    await user.click(screen.getByRole('checkbox', { name: 'Проектирование' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(cards()).toHaveLength(5);
    const unavailable = screen.getByRole('article', { name: 'Подрядчик 15' });
    expect(within(unavailable).getByText('Не участвует в тендерах')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'СтройГрад' })).queryByText(
        'Не участвует в тендерах',
      ),
    ).not.toBeInTheDocument();
  });

  it('searches as one types, says when nothing is found and resets everything', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    const search = screen.getByRole('searchbox', { name: 'Поиск подрядчика' });
    await user.type(search, 'стройград');
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['СтройГрад']);

    await chooseRegion(user, 'Казань');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByText('Подрядчики не найдены')).toBeInTheDocument();

    const empty = screen.getByText('Подрядчики не найдены').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(cards()).toHaveLength(12);
    expect(search).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('');
  });

  it('returns to the first page when a filter is applied', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Строительство' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(screen.getByRole('checkbox', { name: 'Строительство' })).not.toBeChecked();
    expect(cards()).toHaveLength(12);
  });

  describe('when the list fails to load', () => {
    // The query retries with back-off before it gives up: let the clock run.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it("shows the server's errors", async () => {
      const fetchMock = mockFetch();
      fetchMock.mockImplementation(async () => json(500, { errors: ['База недоступна'] }));
      renderWithProviders(<ContractorDirectory />);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent('База недоступна');
    });

    it("falls back to 'Ошибка загрузки подрядчиков'", async () => {
      const fetchMock = mockFetch();
      fetchMock.mockImplementation(async () => new Response('oops', { status: 502 }));
      renderWithProviders(<ContractorDirectory />);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки подрядчиков');
    });
  });
});
