import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useCatalogState } from '@/lib/use-catalog-state';

const SPEC = {};

function List() {
  const catalog = useCatalogState(SPEC);
  return (
    <>
      <input
        aria-label="Поиск"
        value={catalog.search}
        onChange={(event) => catalog.setSearch(event.target.value)}
      />
      <Link to="/next">Подробнее</Link>
    </>
  );
}

/** A list and a screen whose loader waits until `open` is called, as a lazy screen's chunk does. */
function setup() {
  let open = () => {};
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      {
        path: '/next',
        element: <p>Следующий экран</p>,
        loader: () => new Promise<null>((resolve) => (open = () => resolve(null))),
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, open: () => open() };
}

describe('useCatalogState', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('puts what was typed in the URL once the typing pauses', async () => {
    const { router } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Поиск' }), {
      target: { value: ' Кровля ' },
    });
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(router.state.location.search).toBe('?q=%D0%9A%D1%80%D0%BE%D0%B2%D0%BB%D1%8F');
  });

  it('leaves the search out of a link followed before the typing paused', async () => {
    const { router, open } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Поиск' }), {
      target: { value: 'Кровля' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Подробнее' }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    await act(async () => open());
    expect(await screen.findByText('Следующий экран')).toBeVisible();
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.location.search).toBe('');
  });

  it('leaves the search out of a link followed just as the typing paused, before the list knew', async () => {
    const { router, open } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Поиск' }), {
      target: { value: 'Кровля' },
    });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    // The router tells the list of the link in a transition; the pause, urgent, is rendered first.
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Подробнее' }));
      vi.advanceTimersByTime(1);
    });
    await act(async () => open());
    expect(await screen.findByText('Следующий экран')).toBeVisible();
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.location.search).toBe('');
  });
});
