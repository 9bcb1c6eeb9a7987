import { MSG_DELETION } from '@podryad/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { Guard } from '@/app/guard';

const DELETE_AFTER = '2026-12-06T10:00:00.000Z';

/** A client's page behind the guard, as the router wraps every page. */
function renderPage() {
  const rendered = renderWithProviders(
    <Guard access="client">
      <p>Кабинет заказчика</p>
    </Guard>,
    { route: '/client' },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('ClosedAccountScreen behind the guard', () => {
  beforeEach(() =>
    seedSession({ token: 'token-1', user: CLIENT_USER, closing: { delete_after: DELETE_AFTER } }),
  );

  const STILL_CLOSED = {
    'GET /api/user/deletion': () => json(200, { deletion: { delete_after: DELETE_AFTER } }),
  };

  it('shows a closed account only the day of its deletion and the two ways out', async () => {
    serveFetch(STILL_CLOSED);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Аккаунт будет удалён 06.12.2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Кабинет заказчика')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить удаление' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('Отменить удаление reopens the account and shows the page', async () => {
    const { calls } = serveFetch({
      'DELETE /api/user/deletion': () => json(200, { success: true }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Отменить удаление' }));
    expect(await screen.findByText('Кабинет заказчика')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/user/deletion',
      'DELETE /api/user/deletion',
    ]);
    expect(useSession.getState().closing).toBeNull();
  });

  it('keeps the screen and says why when the cancel fails', async () => {
    serveFetch({
      ...STILL_CLOSED,
      'DELETE /api/user/deletion': () => json(409, { errors: [MSG_DELETION.notClosed] }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Отменить удаление' }));
    expect(await screen.findByText(MSG_DELETION.notClosed)).toBeInTheDocument();
    expect(screen.queryByText('Кабинет заказчика')).not.toBeInTheDocument();
  });

  it('Выйти signs out', async () => {
    const { calls } = serveFetch({
      ...STILL_CLOSED,
      'POST /api/auth/logout': () => json(200, { success: true }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
  });

  it('lets the page through when the deletion was cancelled on another device', async () => {
    serveFetch({ 'GET /api/user/deletion': () => json(200, { deletion: null }) });
    renderPage();
    expect(await screen.findByText('Кабинет заказчика')).toBeInTheDocument();
    expect(useSession.getState().closing).toBeNull();
  });
});
