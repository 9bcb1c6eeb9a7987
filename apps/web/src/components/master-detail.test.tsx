import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToList, useMasterDetail } from '@/components/master-detail';
import { TestMantine } from '@/test/render';

const ITEMS = ['Склад', 'Гараж'];

/** A list and the detail of its selected item; the detail shows a new item one render late. */
function Screen() {
  const [selected, setSelected] = useState('Склад');
  const { listRef, detailRef, reveal, backToList } = useMasterDetail(selected);
  return (
    <>
      <div ref={listRef} data-testid="list">
        {ITEMS.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={item === selected}
            onClick={() => {
              reveal(item);
              setSelected(item);
            }}
          >
            {item}
          </button>
        ))}
      </div>
      <div ref={detailRef} data-testid="detail">
        <BackToList label="К списку" onClick={backToList} />
        <h2>{selected}</h2>
      </div>
    </>
  );
}

/** Places the list and the detail: one above the other, or side by side. */
function layOut(stacked: boolean) {
  const box = (top: number, bottom: number) => ({ top, bottom }) as DOMRect;
  const list = screen.getByTestId('list');
  const detail = screen.getByTestId('detail');
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(box(100, 600));
  vi.spyOn(detail, 'getBoundingClientRect').mockReturnValue(
    stacked ? box(620, 1400) : box(100, 900),
  );
  return {
    list: vi.spyOn(list.querySelector('[aria-pressed]')!, 'scrollIntoView'),
    detail: vi.spyOn(detail, 'scrollIntoView'),
  };
}

const renderScreen = () =>
  render(
    <TestMantine>
      <Screen />
    </TestMantine>,
  );

afterEach(() => vi.restoreAllMocks());

describe('useMasterDetail', () => {
  it('brings the detail of the tapped item to the top and focuses its heading, the list above it', async () => {
    renderScreen();
    const scrolled = layOut(true);
    await userEvent.click(screen.getByRole('button', { name: 'Гараж' }));
    expect(scrolled.detail).toHaveBeenCalledTimes(1);
    expect(scrolled.detail.mock.calls[0]![0]).toMatchObject({ block: 'start' });
    expect(screen.getByRole('heading', { name: 'Гараж' })).toHaveFocus();
  });

  it('does so for the item already shown too', async () => {
    renderScreen();
    const scrolled = layOut(true);
    await userEvent.click(screen.getByRole('button', { name: 'Склад' }));
    expect(scrolled.detail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Склад' })).toHaveFocus();
  });

  it('moves nothing when the detail stands beside the list', async () => {
    renderScreen();
    const scrolled = layOut(false);
    const button = screen.getByRole('button', { name: 'Гараж' });
    await userEvent.click(button);
    expect(scrolled.detail).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('returns to the selected card', async () => {
    renderScreen();
    const scrolled = layOut(true);
    await userEvent.click(screen.getByRole('button', { name: 'К списку' }));
    expect(scrolled.list).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Склад', pressed: true })).toHaveFocus();
  });
});
