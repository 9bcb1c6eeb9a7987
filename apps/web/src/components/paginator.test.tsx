import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Paginator } from '@/components/paginator';
import { TestMantine } from '@/test/render';

function Harness({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <TestMantine>
      <Paginator page={page} pages={pages} onChange={setPage} />
    </TestMantine>
  );
}

/** What a person reads in the page strip, arrows left out. */
const shownItems = () =>
  Array.from(screen.getByRole('navigation', { name: 'Страницы' }).children)
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean);

describe('Paginator', () => {
  it('shows every page when there are five', () => {
    render(<Harness pages={5} />);
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows 1 2 3 4 5 … 20 for twenty pages on page 1', () => {
    render(<Harness pages={20} />);
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeEnabled();
  });

  it('moves with the arrows and the page buttons', async () => {
    const user = userEvent.setup();
    render(<Harness pages={20} />);
    await user.click(screen.getByRole('button', { name: 'Страница 5' }));
    expect(shownItems()).toEqual(['1', '…', '4', '5', '6', '…', '20']);
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(screen.getByRole('button', { name: 'Страница 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Страница 20' }));
    expect(shownItems()).toEqual(['1', '…', '16', '17', '18', '19', '20']);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(nav).getAllByRole('button', { name: /^Страница/ })).toHaveLength(6);
  });

  it('offers no page past the 100th, and says why when the list has more', async () => {
    const user = userEvent.setup();
    render(<Harness pages={250} start={98} />);
    expect(shownItems()).toEqual(['1', '…', '96', '97', '98', '99', '100']);
    expect(screen.queryByRole('button', { name: 'Страница 250' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Доступны только первые 100 страниц: уточните поиск или фильтры'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Страница 100' }));
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('gives no such hint to a list of 100 pages or fewer', () => {
    render(<Harness pages={100} />);
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5', '…', '100']);
    expect(screen.queryByText(/Доступны только первые/)).not.toBeInTheDocument();
  });

  it('is hidden when everything fits on one page', () => {
    render(<Harness pages={1} />);
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
