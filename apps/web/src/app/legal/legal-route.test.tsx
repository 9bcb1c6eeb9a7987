import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LegalRoute } from '@/app/legal/legal-route';

const open = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/legal/:document" element={<LegalRoute />} />
    </Routes>,
    { route },
  );

describe('LegalRoute', () => {
  it('shows the text of the document with its edition', async () => {
    open('/legal/distribution');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Согласие на распространение персональных данных',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Редакция от \d\d\.\d\d\.\d{4}$/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Сколько действует и как отозвать' }),
    ).toBeInTheDocument();
  });

  it('opens the privacy policy with its links to the consents in a new tab', async () => {
    open('/legal/privacy');
    const link = await screen.findByRole('link', {
      name: 'согласие на распространение персональных данных',
    });
    expect(link).toHaveAttribute('href', '/legal/distribution');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('answers an unknown document as a page not found', () => {
    open('/legal/marketing');
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
