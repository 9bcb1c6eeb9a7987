import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '@/components/filter-panel';
import { phoneScreen } from '@/test/media';
import { renderWithProviders } from '@/test/render';

function renderPanel({ region = null as string | null, checked = [] as string[] } = {}) {
  const onApply = vi.fn();
  renderWithProviders(
    <FilterPanel
      regions={['Казань', 'Москва']}
      region={region}
      onRegion={() => {}}
      checksLabel="Вид работ"
      options={[
        { value: 'design', label: 'Проектирование' },
        { value: 'construction', label: 'Строительство' },
      ]}
      checked={checked}
      onChecked={() => {}}
      onApply={onApply}
      onReset={() => {}}
    >
      <button type="button">Создать проект</button>
    </FilterPanel>,
  );
  return { onApply };
}

describe('FilterPanel', () => {
  it('shows its fields beside the list on a wide screen, with no folding button', () => {
    renderPanel();
    expect(screen.getByRole('checkbox', { name: 'Проектирование' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Показать' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Фильтры' })).not.toBeInTheDocument();
  });

  it('on a phone folds the fields behind "Фильтры", keeps what is above them, and folds again once applied', async () => {
    phoneScreen();
    const user = userEvent.setup();
    const { onApply } = renderPanel();
    expect(screen.getByRole('button', { name: 'Создать проект' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Проектирование' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('checkbox', { name: 'Строительство' }));
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a phone counts what is chosen on the folded button', () => {
    phoneScreen();
    renderPanel({ region: 'Казань', checked: ['design', 'construction'] });
    expect(screen.getByRole('button', { name: 'Фильтры, выбрано: 3' })).toHaveTextContent(
      /3\s*Фильтры/,
    );
  });
});
