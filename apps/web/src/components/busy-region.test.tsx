import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusyRegion } from '@/components/busy-region';
import { TestMantine } from '@/test/render';

const renderRegion = (busy: boolean) =>
  render(
    <TestMantine>
      <BusyRegion busy={busy}>
        <p>Подрядчик 1</p>
      </BusyRegion>
    </TestMantine>,
  );

describe('BusyRegion', () => {
  it('shows the list as it is when nothing loads', () => {
    renderRegion(false);
    expect(screen.getByText('Подрядчик 1').parentElement).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('marks the list busy with a bar running above it, its text not faded', () => {
    renderRegion(true);
    const region = screen.getByText('Подрядчик 1').parentElement!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Загрузка списка' })).toBeInTheDocument();
    expect(region).not.toHaveAttribute('style', expect.stringContaining('opacity'));
  });
});
