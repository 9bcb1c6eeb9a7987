import { MSG_TENDERS, type Tender } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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
import { makeTender, openCard } from '@/test/fixtures';
import { seedSession } from '@/test/render';
import { TenderList } from '@/features/tenders/components/open-tender-list';
import { PREFETCH_FRESH_MS } from '@/lib/prefetch';

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

/** GET /tenders/list as the server answers it: the name and the address contain q and region. */
function answer(list: readonly Tender[], url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const region = url.searchParams.get('region')?.toLowerCase();
  const types = url.searchParams.get('types')?.split(',');
  const found = list.filter(
    (t) =>
      (!q || t.tender_name.toLowerCase().includes(q)) &&
      (!region || t.address.toLowerCase().includes(region)) &&
      (!types || types.includes(t.type)),
  );
  return listAnswer('tenders', found.map(openCard), url);
}

/** The list at `route`, served from `list` (or by `respond`). */
const renderList = ({
  list = tenders,
  route = '/profile/contractor/tenders',
  respond = (url: URL): Response | Promise<Response> => answer(list, url),
} = {}) => renderCatalog(<TenderList />, { path: '/api/tenders/list', route, respond });

const loaded = () => screen.findByRole('article', { name: 'Школа на 300 мест' });

describe('TenderList', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('shows the open tenders as cards with their place, fallbacks and link', async () => {
    const { queries } = renderList();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Тендеры' })).toBeInTheDocument();
    expect(queries()).toEqual(['?page=1&per_page=12']);
    expect(cardNames()).toEqual([
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

  it('asks the server for the names once the typing pauses', async () => {
    const user = userEvent.setup();
    const { queries } = renderList();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'сад');
    await waitFor(() => expect(cardNames()).toEqual(['Детский сад']));
    expect(queries()).toEqual([
      '?page=1&per_page=12',
      `?page=1&per_page=12&q=${encodeURIComponent('сад')}`,
    ]);
    expect(address()).toBe(
      `Адрес страницы: /profile/contractor/tenders?q=${encodeURIComponent('сад')}`,
    );
  });

  it('filters complex construction by its checkbox, and by a city in the address', async () => {
    const user = userEvent.setup();
    const { queries, back } = renderList();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Комплексное строительство' }));
    // Not applied until 'Показать'.
    expect(queries()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(cardNames()).toEqual(['Жилой квартал «Сосны»', 'Бизнес-центр']));
    expect(queries().at(-1)).toBe('?page=1&per_page=12&types=complex_construction');

    await user.click(screen.getByRole('combobox', { name: 'Регион' }));
    expect(await screen.findByRole('option', { name: 'Новосибирск' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Казань' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(cardNames()).toEqual(['Жилой квартал «Сосны»']));
    const kazan = encodeURIComponent('Казань');
    expect(queries().at(-1)).toBe(`?page=1&per_page=12&region=${kazan}&types=complex_construction`);
    expect(address()).toBe(
      `Адрес страницы: /profile/contractor/tenders?region=${kazan}&types=complex_construction`,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Проектирование' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['Школа на 300 мест', 'Жилой квартал «Сосны»']),
    );
    expect(queries().at(-1)).toBe(
      `?page=1&per_page=12&region=${kazan}&types=design,complex_construction`,
    );

    // Back: the filter before, in the panel too.
    await back();
    await waitFor(() => expect(cardNames()).toEqual(['Жилой квартал «Сосны»']));
    expect(screen.getByRole('checkbox', { name: 'Проектирование' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('Казань');

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('checkbox', { name: 'Комплексное строительство' })).not.toBeChecked();
    expect(address()).toBe('Адрес страницы: /profile/contractor/tenders');
  });

  it("keeps the search when the panel's 'Сбросить фильтры' clears the panel", async () => {
    const user = userEvent.setup();
    const { queries } = renderList({ route: '/?q=Школа&types=design' });
    await loaded();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Школа');
    expect(screen.getByRole('checkbox', { name: 'Проектирование' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() =>
      expect(queries().at(-1)).toBe(`?page=1&per_page=12&q=${encodeURIComponent('Школа')}`),
    );
    expect(screen.getByRole('checkbox', { name: 'Проектирование' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Школа');
  });

  it('says when nothing matches and leads back to everything', async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'стадион');
    expect(await screen.findByText('Тендеры не найдены')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    const main = screen.getByText('Тендеры не найдены').parentElement!;
    await user.click(within(main).getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
  });

  it('says when there are no open tenders at all', async () => {
    renderList({ list: [] });
    expect(await screen.findByText('Открытых тендеров пока нет')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('pages by 12 with ellipses when there are many pages, loading each page, and keeps the page in the URL', async () => {
    // The clock stands still but where the test moves it: whether a page is fresh enough not to be
    // asked again must not hang on how fast a busy machine renders.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    const many = Array.from({ length: 100 }, (_, i) => makeTender(i + 1, `Тендер ${i + 1}`));
    const { queries, back } = renderList({ list: many });
    await screen.findByRole('article', { name: 'Тендер 1' });
    expect(cards()).toHaveLength(12);
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5', '9']);
    await user.click(within(pager()).getByRole('button', { name: 'Страница 5' }));
    await screen.findByRole('article', { name: 'Тендер 49' });
    expect(pageLabels()).toEqual(['1', '4', '5', '6', '9']);
    expect(within(pager()).getAllByText('…')).toHaveLength(2);
    await user.click(within(pager()).getByRole('button', { name: 'Следующая страница' }));
    await screen.findByRole('article', { name: 'Тендер 61' });
    expect(address()).toBe('Адрес страницы: /profile/contractor/tenders?page=6');
    expect(queries()).toEqual([
      '?page=1&per_page=12',
      '?page=5&per_page=12',
      '?page=6&per_page=12',
    ]);

    // Back to page 5 at once: shown from what was just loaded, without asking again.
    await back();
    await screen.findByRole('article', { name: 'Тендер 49' });
    expect(address()).toBe('Адрес страницы: /profile/contractor/tenders?page=5');
    expect(queries()).toHaveLength(3);

    // A page seen longer ago than that is loaded again.
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
    await user.click(within(pager()).getByRole('button', { name: 'Следующая страница' }));
    await screen.findByRole('article', { name: 'Тендер 61' });
    await waitFor(() => expect(queries()).toHaveLength(4));
    expect(queries().at(-1)).toBe('?page=6&per_page=12');
  });

  describeLoadFailure(() => {
    it(`says '${MSG_TENDERS.tendersLoadFailed}' once the retries are spent`, async () => {
      renderList({ respond: () => new Response('', { status: 500 }) });
      expect(await retriesSpent()).toHaveTextContent(MSG_TENDERS.tendersLoadFailed);
      expect(cards()).toHaveLength(0);
    });
  });
});
