import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CreateProjectWizard } from '@/features/projects/components/create-project-wizard';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

function renderWizard() {
  renderWithProviders(<CreateProjectWizard />);
  return userEvent.setup();
}

describe('CreateProjectWizard', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // Geocoding of the typed address answers nothing found.
    fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ results: [] }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('walks the steps: name and address first, then a valid phone, keeping what was typed', async () => {
    const user = renderWizard();
    const next = screen.getByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Название проекта' }), 'Баня');
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'Казань');
    expect(next).toBeEnabled();
    await user.click(next);

    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    // A whole number with its country code.
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByText('Телефон не указан корректно')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue('Баня');
    expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveValue('Казань');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('12345');

    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '67890');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('button', { name: 'Выбрать изображение' })).toBeInTheDocument();
    // No cover yet: the project cannot be created.
    expect(screen.getByRole('button', { name: 'Создать проект' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/projects')).toBe(false);
  });
});
