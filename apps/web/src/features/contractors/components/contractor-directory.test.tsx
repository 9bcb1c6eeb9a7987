import { CONTRACTOR_SORT_LABELS, HAS_REVIEWS_LABEL, type Contractor } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  address,
  cardNames,
  cards,
  describeLoadFailure,
  listAnswer,
  pageLabels,
  pager,
  renderCatalog,
  retriesSpent,
} from '@/test/catalog';
import { makeContractor } from '@/test/fixtures';
import { json, seedSession } from '@/test/render';
import { ContractorDirectory } from '@/features/contractors/components/contractor-directory';

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
const REGIONS = ['Казань', 'Москва', 'Омск'];

/** GET /contractors as the server answers it: the name contains q, the exact region, any type. */
function answer(list: readonly Contractor[], url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const region = url.searchParams.get('region');
  const types = url.searchParams.get('types')?.split(',');
  const found = list.filter(
    (c) =>
      (!q || c.profile.short_name.toLowerCase().includes(q)) &&
      (!region || c.profile.region === region) &&
      (!types || c.work_types.some((t) => types.includes(t))),
  );
  return listAnswer('users', found, url, { regions: REGIONS });
}

/** The directory at `route`, served from `list` (or by `respond`). */
const renderDirectory = ({
  route = '/profile/client/contractors',
  list = contractors,
  respond = (url: URL): Response | Promise<Response> => answer(list, url),
} = {}) => renderCatalog(<ContractorDirectory />, { path: '/api/contractors', route, respond });

async function chooseRegion(user: ReturnType<typeof userEvent.setup>, region: string) {
  await user.click(screen.getByRole('combobox', { name: 'Регион' }));
  await user.click(await screen.findByRole('option', { name: region }));
}

describe('ContractorDirectory', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it("shows the server's page of 12 with the paginator of its meta, the page kept in the URL", async () => {
    const user = userEvent.setup();
    const { queries, back } = renderDirectory();
    expect(await screen.findByRole('article', { name: 'Подрядчик 1' })).toBeInTheDocument();
    expect(queries()).toEqual(['?page=1&per_page=12']);
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 15');
    expect(
      within(screen.getByRole('article', { name: 'Подрядчик 1' })).getByRole('link', {
        name: 'Подробнее',
      }),
    ).toHaveAttribute('href', '/profile/client/contractor/1');
    expect(pageLabels()).toEqual(['1', '2']);

    await user.click(within(pager()).getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByRole('article', { name: 'СтройГрад' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(queries()).toContain('?page=2&per_page=12');
    expect(address()).toBe('Адрес страницы: /profile/client/contractors?page=2');
    expect(within(pager()).getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Back returns to the first page.
    await back();
    expect(await screen.findByRole('article', { name: 'Подрядчик 1' })).toBeInTheDocument();
    expect(address()).toBe('Адрес страницы: /profile/client/contractors');
    expect(cards()).toHaveLength(12);
  });

  it('opens at the page of the URL, with ellipses beyond 7 pages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, i) =>
      makeContractor(i + 1, { profile: { short_name: `Подрядчик ${i + 1}` } }),
    );
    const { queries } = renderDirectory({ route: '/?page=5', list: many });
    expect(await screen.findByRole('article', { name: 'Подрядчик 49' })).toBeInTheDocument();
    expect(queries()).toEqual(['?page=5&per_page=12']);
    expect(pageLabels()).toEqual(['1', '4', '5', '6', '9']);
    expect(within(pager()).getAllByText('…')).toHaveLength(2);
    await user.click(within(pager()).getByRole('button', { name: 'Страница 1' }));
    expect(await screen.findByRole('article', { name: 'Подрядчик 1' })).toBeInTheDocument();
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(address()).toBe('Адрес страницы: /');
  });

  it('keeps the previous page in full colour and busy, a bar running above it, while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    renderDirectory({
      respond: async (url) => {
        if (url.searchParams.get('page') === '2') {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return answer(contractors, url);
      },
    });
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    const grid = screen
      .getByRole('article', { name: 'Подрядчик 1' })
      .closest<HTMLElement>('[aria-busy]')!;
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
    expect(cards()).toHaveLength(12);
    expect(screen.queryByLabelText('Загрузка')).not.toBeInTheDocument();
    expect(within(grid).getByRole('progressbar', { name: 'Загрузка списка' })).toBeInTheDocument();
    // Not faded: dimmed text would fall below the contrast of WCAG 1.4.3.
    expect(grid).not.toHaveAttribute('style', expect.stringContaining('opacity'));

    act(() => release());
    expect(await screen.findByRole('article', { name: 'СтройГрад' })).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("builds the region select from the answer's regions and applies the panel on 'Показать'", async () => {
    const user = userEvent.setup();
    const { queries, back } = renderDirectory({ route: '/?page=2' });
    await screen.findByRole('article', { name: 'СтройГрад' });

    await user.click(screen.getByRole('combobox', { name: 'Регион' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(REGIONS);
    await user.click(screen.getByRole('option', { name: 'Казань' }));
    // Not applied until 'Показать'.
    expect(queries()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByRole('article', { name: 'Подрядчик 11' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Подрядчик 11', 'Подрядчик 12', 'Подрядчик 13']);
    // From the first page.
    expect(queries()).toEqual([
      '?page=2&per_page=12',
      `?page=1&per_page=12&region=${encodeURIComponent('Казань')}`,
    ]);
    expect(address()).toBe(`Адрес страницы: /?region=${encodeURIComponent('Казань')}`);
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();

    // Back: the page and the panel as they were.
    await back();
    expect(await screen.findByRole('article', { name: 'СтройГрад' })).toBeInTheDocument();
    expect(address()).toBe('Адрес страницы: /?page=2');
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('');
  });

  it('asks for any of the ticked services and shows the unavailable badge', async () => {
    const user = userEvent.setup();
    const { queries } = renderDirectory();
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Комплексное строительство' }));
    await user.click(screen.getByRole('checkbox', { name: 'Проектирование' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByRole('article', { name: 'Подрядчик 15' })).toBeInTheDocument();
    expect(queries().at(-1)).toBe('?page=1&per_page=12&types=design,complex_construction');
    expect(address()).toBe(
      'Адрес страницы: /profile/client/contractors?types=design,complex_construction',
    );
    expect(cards()).toHaveLength(5);
    const unavailable = screen.getByRole('article', { name: 'Подрядчик 15' });
    expect(within(unavailable).getByText('Не участвует в тендерах')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'СтройГрад' })).queryByText(
        'Не участвует в тендерах',
      ),
    ).not.toBeInTheDocument();
  });

  it('searches once the typing pauses, replacing the history entry, and resets everything', async () => {
    const user = userEvent.setup();
    const { queries, back } = renderDirectory();
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await screen.findByRole('article', { name: 'СтройГрад' });

    const search = screen.getByRole('searchbox', { name: 'Поиск подрядчика' });
    await user.type(search, 'стройград');
    await waitFor(() => expect(cardNames()).toEqual(['СтройГрад']));
    // One request for the whole word, from the first page.
    const searches = queries().filter((q) => q.includes('q='));
    expect(searches).toEqual([`?page=1&per_page=12&q=${encodeURIComponent('стройград')}`]);
    expect(address()).toBe(
      `Адрес страницы: /profile/client/contractors?q=${encodeURIComponent('стройград')}`,
    );

    await chooseRegion(user, 'Казань');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Подрядчики не найдены')).toBeInTheDocument();

    const empty = screen.getByText('Подрядчики не найдены').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('article', { name: 'Подрядчик 1' })).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(search).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('');
    expect(address()).toBe('Адрес страницы: /profile/client/contractors');

    // Back: the search and the region; again: the search alone, which replaced page 2.
    await back();
    expect(await screen.findByText('Подрядчики не найдены')).toBeInTheDocument();
    expect(search).toHaveValue('стройград');
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('Казань');
    await back();
    await waitFor(() => expect(cardNames()).toEqual(['СтройГрад']));
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('');
    await back();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(search).toHaveValue('');
    expect(address()).toBe('Адрес страницы: /profile/client/contractors');
  });

  it("opens with the URL's search and filter, which the panel's 'Сбросить фильтры' clears", async () => {
    const user = userEvent.setup();
    const { queries } = renderDirectory({ route: '/?q=Подрядчик&types=construction&page=1' });
    await screen.findByRole('article', { name: 'Подрядчик 1' });
    expect(queries()).toEqual([
      `?page=1&per_page=12&q=${encodeURIComponent('Подрядчик')}&types=construction`,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Строительство' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Поиск подрядчика' })).toHaveValue('Подрядчик');
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('checkbox', { name: 'Строительство' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Поиск подрядчика' })).toHaveValue('');
    expect(queries().at(-1)).toBe('?page=1&per_page=12');
    expect(address()).toBe('Адрес страницы: /');
  });

  it('reads what it can of a broken URL and asks for the rest by default', async () => {
    const { queries } = renderDirectory({ route: '/?page=abc&types=foo,design&region=%20' });
    expect(await screen.findByRole('article', { name: 'Подрядчик 11' })).toBeInTheDocument();
    expect(queries()).toEqual(['?page=1&per_page=12&types=design']);
    expect(screen.getByRole('checkbox', { name: 'Проектирование' })).toBeChecked();
  });

  it('goes to the last page when the one in the URL is past the end', async () => {
    const { queries } = renderDirectory({ route: '/?page=9' });
    expect(await screen.findByRole('article', { name: 'СтройГрад' })).toBeInTheDocument();
    expect(queries()).toEqual(['?page=9&per_page=12', '?page=2&per_page=12']);
    expect(address()).toBe('Адрес страницы: /?page=2');
  });

  it("orders by rating and keeps 'Есть отзывы' in the URL, showing each card's rating", async () => {
    const user = userEvent.setup();
    const rated = [
      makeContractor(1, { profile: { short_name: 'Альфа' }, rating: null }),
      makeContractor(2, { profile: { short_name: 'Бета' }, rating: { overall: 4.2, count: 3 } }),
      makeContractor(3, { profile: { short_name: 'Гамма' }, rating: { overall: 4.8, count: 12 } }),
    ];
    const { queries, back } = renderDirectory({
      respond: (url) => {
        const withReviews = url.searchParams.get('has_reviews') === 'true';
        const byRating = url.searchParams.get('sort') === 'rating';
        const kept = rated.filter((c) => !withReviews || c.rating !== null);
        const ordered = byRating
          ? [...kept].sort((a, b) => (b.rating?.overall ?? 0) - (a.rating?.overall ?? 0))
          : kept;
        return listAnswer('users', ordered, url, { regions: REGIONS });
      },
    });
    await screen.findByRole('article', { name: 'Альфа' });
    expect(
      within(screen.getByRole('article', { name: 'Гамма' })).getByText('Рейтинг 4,8 · 12 отзывов'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Альфа' })).queryByText(/^Рейтинг/),
    ).toBeNull();
    const order = screen.getByRole('combobox', { name: 'Порядок' });
    expect(order).toHaveValue(CONTRACTOR_SORT_LABELS.name);

    await user.click(order);
    await user.click(await screen.findByRole('option', { name: CONTRACTOR_SORT_LABELS.rating }));
    await user.click(screen.getByRole('switch', { name: HAS_REVIEWS_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(cardNames()).toEqual(['Гамма', 'Бета']));
    expect(queries().at(-1)).toBe('?has_reviews=true&page=1&per_page=12&sort=rating');
    expect(address()).toBe(
      'Адрес страницы: /profile/client/contractors?sort=rating&has_reviews=true',
    );

    // Back: by name again, everyone; forward through the URL: as it was applied.
    await back();
    await waitFor(() => expect(cardNames()).toEqual(['Альфа', 'Бета', 'Гамма']));
    expect(screen.getByRole('switch', { name: HAS_REVIEWS_LABEL })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Порядок' })).toHaveValue(
      CONTRACTOR_SORT_LABELS.name,
    );
  });

  it('opens with the order and the switch of the URL, which the reset clears', async () => {
    const user = userEvent.setup();
    const { queries } = renderDirectory({ route: '/?sort=rating&has_reviews=true' });
    await screen.findAllByRole('article');
    expect(queries()).toEqual(['?has_reviews=true&page=1&per_page=12&sort=rating']);
    expect(screen.getByRole('switch', { name: HAS_REVIEWS_LABEL })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Порядок' })).toHaveValue(
      CONTRACTOR_SORT_LABELS.rating,
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(queries().at(-1)).toBe('?page=1&per_page=12'));
    expect(address()).toBe('Адрес страницы: /');
  });

  describeLoadFailure(() => {
    it("shows the server's errors", async () => {
      renderDirectory({ respond: () => json(500, { errors: ['База недоступна'] }) });
      expect(await retriesSpent()).toHaveTextContent('База недоступна');
    });

    it("falls back to 'Ошибка загрузки подрядчиков'", async () => {
      renderDirectory({ respond: () => new Response('oops', { status: 502 }) });
      expect(await retriesSpent()).toHaveTextContent('Ошибка загрузки подрядчиков');
    });
  });
});
