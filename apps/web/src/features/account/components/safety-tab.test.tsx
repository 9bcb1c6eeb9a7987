import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER } from '@/test/fixtures';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { SafetyTab } from '@/features/account/components/safety-tab';

/** The list the tab reads first: this device only. */
const SESSIONS = {
  'GET /api/user/sessions': () =>
    json(200, {
      sessions: [
        {
          id: 1,
          device: 'Windows',
          browser: 'Chrome 140',
          ip: '203.0.113.7',
          city: null,
          created_at: '2026-11-20T09:30:00.000Z',
          last_seen_at: '2026-11-29T10:00:00.000Z',
          current: true,
        },
      ],
    }),
};

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

  it('asks first; Отмена keeps the session and sends nothing', async () => {
    const { calls } = serveFetch(SESSIONS);
    const { user } = renderTab();
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    expect(within(dialog).getByText(/включая текущий/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/user/sessions']);
    expect(useSession.getState().token).toBe('token-1');
  });

  it('on confirm ends every session on the server, forgets ours and opens the sign-in page', async () => {
    const { calls } = serveFetch({
      ...SESSIONS,
      'POST /api/auth/logout-all': () => json(200, { success: true }),
    });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Адрес страницы: /auth/login')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/auth/logout-all');
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the session and shows the error when the server fails', async () => {
    serveFetch({
      ...SESSIONS,
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
