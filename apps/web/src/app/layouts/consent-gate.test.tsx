import { LEGAL_VERSIONS, type UserConsentsAnswer } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ConsentGate } from '@/app/layouts/consent-gate';

const consents = (required: UserConsentsAnswer['required']): UserConsentsAnswer => ({
  consents: [
    {
      document: 'processing',
      title: 'Согласие на обработку персональных данных',
      current_version: LEGAL_VERSIONS.processing,
      version: required.length > 0 ? '2025-01-01' : LEGAL_VERSIONS.processing,
      given_at: '2026-01-10T10:00:00.000Z',
      withdrawn_at: null,
      active: true,
    },
    {
      document: 'distribution',
      title: 'Согласие на распространение персональных данных',
      current_version: LEGAL_VERSIONS.distribution,
      version: null,
      given_at: null,
      withdrawn_at: null,
      active: false,
    },
  ],
  required,
});

function setup(required: UserConsentsAnswer['required'], post = () => json(200, consents([]))) {
  const served = serveFetch({
    'GET /api/user/consents': () => json(200, consents(required)),
    'POST /api/user/consents': post,
    'POST /api/auth/logout': () => json(200, { success: true }),
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/profile/client/main"
        element={
          <>
            <p>Главная заказчика</p>
            <ConsentGate />
          </>
        }
      />
      <Route path="/auth/login" element={<p>Страница входа</p>} />
    </Routes>,
    { route: '/profile/client/main' },
  );
  return { ...served, user: userEvent.setup() };
}

describe('ConsentGate', () => {
  beforeEach(() => seedSession({ token: 'tok' }));

  it('asks for a consent whose new edition is not accepted, and goes once accepted', async () => {
    const { user, calls } = setup(['processing']);
    const dialog = await screen.findByRole('dialog', { name: 'Мы обновили документ' });
    expect(
      within(dialog).getByRole('link', { name: 'Согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', '/legal/processing');
    await user.click(within(dialog).getByRole('button', { name: 'Принимаю' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Мы обновили документ' })).toBeNull(),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      document: 'processing',
      version: LEGAL_VERSIONS.processing,
    });
  });

  it('lets the person sign out instead', async () => {
    const { user } = setup(['processing']);
    const dialog = await screen.findByRole('dialog', { name: 'Мы обновили документ' });
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('says why an accept failed and stays', async () => {
    const { user } = setup(['processing'], () =>
      json(422, { errors: ['Текст документа обновился'], message: 'Текст документа обновился' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Мы обновили документ' });
    await user.click(within(dialog).getByRole('button', { name: 'Принимаю' }));
    expect(await within(dialog).findByText('Текст документа обновился')).toBeInTheDocument();
  });

  it('asks nothing when every needed consent stands', async () => {
    const { calls } = setup([]);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/user/consents'))).toBe(true));
    expect(screen.getByText('Главная заказчика')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
