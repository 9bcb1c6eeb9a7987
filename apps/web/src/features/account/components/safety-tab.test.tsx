import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER } from '@/test/fixtures';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { SafetyTab } from '@/features/account/components/safety-tab';

function renderTab() {
  const rendered = renderWithProviders(
    <>
      <SafetyTab />
      <Where />
    </>,
    { route: '/profile/client/personal?tab=safety' },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('SafetyTab: Выйти на всех устройствах', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));

  it('asks first; Отмена keeps the session and calls nothing', async () => {
    const { calls } = serveFetch({});
    const { user } = renderTab();
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    expect(within(dialog).getByText(/включая текущий/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls).toEqual([]);
    expect(useSession.getState().token).toBe('token-1');
  });

  it('on confirm ends every session on the server, forgets ours and opens the sign-in page', async () => {
    const { calls } = serveFetch({
      'POST /api/auth/logout-all': () => json(200, { success: true }),
    });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Адрес страницы: /auth/login')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout-all']);
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the session and shows the error when the server fails', async () => {
    serveFetch({
      'POST /api/auth/logout-all': () =>
        json(500, { errors: ['Внутренняя ошибка сервера. Попробуйте позже'] }),
    });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    expect(
      await within(dialog).findByText('Внутренняя ошибка сервера. Попробуйте позже'),
    ).toBeInTheDocument();
    expect(useSession.getState().token).toBe('token-1');
  });
});
