import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestMantine } from '@/test/render';

/** Opens the gate the Select's code waits behind: each test has its own gate and module. */
let openGate = () => {};

beforeEach(() => {
  vi.resetModules();
  const opened = new Promise<void>((resolve) => (openGate = resolve));
  vi.doMock('@/components/select-parts', async (importOriginal) => {
    await opened;
    return importOriginal();
  });
});

const REGIONS = [
  { group: 'Поволжье', items: ['Казань', 'Самара'] },
  { group: 'Центр', items: [{ value: 'msk', label: 'Москва' }] },
];

async function renderSelect(value: string | null) {
  const { DeferredSelect } = await import('@/components/deferred-select');
  render(
    <TestMantine>
      <DeferredSelect label="Регион" data={REGIONS} value={value} onChange={() => {}} />
    </TestMantine>,
  );
}

describe('DeferredSelect', () => {
  it("until its code has come, shows a read-only field with the chosen option's label", async () => {
    await renderSelect('msk');
    const field = screen.getByRole('textbox', { name: 'Регион' });
    expect(field).toHaveValue('Москва');
    expect(field).toHaveAttribute('readonly');
  });

  it('once its code has come at idle, is the real Select with the same value', async () => {
    await renderSelect('Самара');
    expect(screen.getByRole('textbox', { name: 'Регион' })).toHaveValue('Самара');
    openGate();
    expect(await screen.findByRole('combobox', { name: 'Регион' })).toHaveValue('Самара');
  });

  it('a press before the code has come opens the real list, focused, once it comes', async () => {
    await renderSelect(null);
    await userEvent.click(screen.getByRole('textbox', { name: 'Регион' }));
    openGate();
    const select = await screen.findByRole('combobox', { name: 'Регион' });
    await waitFor(() => expect(select).toHaveFocus());
    expect(await screen.findByRole('option', { name: 'Казань' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Москва' }));
    expect(screen.queryByRole('option', { name: 'Казань' })).toBeNull();
  });
});
