import { MSG_SESSIONS, type SessionItem } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { SessionsBlock } from '@/features/account/components/sessions-block';

const THIS: SessionItem = {
  id: 11,
  device: 'Windows',
  browser: 'Chrome 140',
  ip: '203.0.113.7',
  city: null,
  created_at: '2026-11-20T09:30:00.000Z',
  last_seen_at: '2026-11-29T10:00:00.000Z',
  current: true,
};
const PHONE: SessionItem = {
  id: 12,
  device: 'iPhone',
  browser: 'Safari 17',
  ip: '198.51.100.4',
  city: 'Казань',
  created_at: '2026-11-25T18:05:00.000Z',
  last_seen_at: '2026-11-28T07:00:00.000Z',
  current: false,
};
const LAPTOP: SessionItem = {
  id: 13,
  device: 'Linux',
  browser: 'Firefox 128',
  ip: null,
  city: null,
  created_at: '2026-11-10T08:00:00.000Z',
  last_seen_at: '2026-11-11T08:00:00.000Z',
  current: false,
};

/** The list as the server holds it, changed by the calls that end sessions. */
function serveSessions(initial: SessionItem[], extra = {}) {
  let held = initial;
  return serveFetch({
    'GET /api/user/sessions': () => json(200, { sessions: held }),
    'DELETE /api/user/sessions/12': () => {
      held = held.filter((s) => s.id !== 12);
      return json(200, { success: true });
    },
    'POST /api/user/sessions/end-others': () => {
      held = held.filter((s) => s.current);
      return json(200, { success: true });
    },
    ...extra,
  });
}

function renderBlock() {
  const rendered = renderWithProviders(<SessionsBlock />, {
    route: '/profile/client/personal?tab=safety',
  });
  return { ...rendered, user: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('listitem', { name });
const sent = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);

describe('SessionsBlock', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));

  it('lists each session with its device, address, sign-in and last use; this device marked', async () => {
    serveSessions([THIS, PHONE, LAPTOP]);
    renderBlock();
    const current = await card('Chrome 140, Windows');
    expect(within(current).getByText(MSG_SESSIONS.current)).toBeInTheDocument();
    expect(within(current).getByText('Адрес: 203.0.113.7')).toBeInTheDocument();
    expect(within(current).getByText(/^Вход: 20\.11\.2026, \d\d:30$/)).toBeInTheDocument();
    expect(within(current).getByText('Последняя активность: сейчас')).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: /Завершить/ })).toBeNull();

    const phone = await card('Safari 17, iPhone');
    expect(within(phone).queryByText(MSG_SESSIONS.current)).toBeNull();
    expect(within(phone).getByText('Адрес: 198.51.100.4, Казань')).toBeInTheDocument();
    expect(
      within(phone).getByText(/^Последняя активность: 28\.11\.2026, \d\d:00$/),
    ).toBeInTheDocument();
    expect(
      within(phone).getByRole('button', { name: 'Завершить: Safari 17, iPhone' }),
    ).toBeVisible();

    const laptop = await card('Firefox 128, Linux');
    expect(within(laptop).getByText('Адрес: неизвестен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Завершить все другие сеансы' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Выйти на всех устройствах' })).toBeVisible();
  });

  it('ends one session after a confirm; Отмена sends nothing', async () => {
    const { calls } = serveSessions([THIS, PHONE, LAPTOP]);
    const { user } = renderBlock();
    const phone = await card('Safari 17, iPhone');
    await user.click(within(phone).getByRole('button', { name: /Завершить/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Завершить сеанс?' });
    expect(within(dialog).getByText(/Safari 17, iPhone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(sent(calls)).toEqual([]);

    await user.click(within(phone).getByRole('button', { name: /Завершить/ }));
    dialog = await screen.findByRole('dialog', { name: 'Завершить сеанс?' });
    await user.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText(MSG_SESSIONS.ended)).toBeInTheDocument();
    expect(sent(calls)).toEqual(['DELETE /api/user/sessions/12']);
    await screen.findByRole('listitem', { name: 'Firefox 128, Linux' });
    expect(screen.queryByRole('listitem', { name: 'Safari 17, iPhone' })).toBeNull();
    expect(useSession.getState().token).toBe('token-1');
  });

  it('says why when a session cannot be ended, and keeps the dialog open', async () => {
    serveSessions([THIS, PHONE], {
      'DELETE /api/user/sessions/12': () => json(404, { errors: [MSG_SESSIONS.notFound] }),
    });
    const { user } = renderBlock();
    const phone = await card('Safari 17, iPhone');
    await user.click(within(phone).getByRole('button', { name: /Завершить/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Завершить сеанс?' });
    await user.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    expect(await within(dialog).findByText(MSG_SESSIONS.notFound)).toBeInTheDocument();
  });

  it('ends all the other sessions after a confirm, keeping this one', async () => {
    const { calls } = serveSessions([THIS, PHONE, LAPTOP]);
    const { user } = renderBlock();
    await card('Chrome 140, Windows');
    await user.click(screen.getByRole('button', { name: 'Завершить все другие сеансы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Завершить все другие сеансы?' });
    expect(within(dialog).getByText(/останетесь в учётной записи/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText(MSG_SESSIONS.othersEnded)).toBeInTheDocument();
    expect(sent(calls)).toEqual(['POST /api/user/sessions/end-others']);
    await screen.findByRole('listitem', { name: 'Chrome 140, Windows' });
    expect(screen.queryByRole('listitem', { name: 'Safari 17, iPhone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Завершить все другие сеансы' })).toBeNull();
    expect(useSession.getState().token).toBe('token-1');
  });

  it('offers no "end the others" with this device alone', async () => {
    serveSessions([THIS]);
    renderBlock();
    await card('Chrome 140, Windows');
    expect(screen.queryByRole('button', { name: 'Завершить все другие сеансы' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Выйти на всех устройствах' })).toBeVisible();
  });

  it('shows a failed read with Повторить, which loads the list again', async () => {
    let fail = true;
    serveFetch({
      'GET /api/user/sessions': () =>
        fail
          ? json(500, { errors: ['Внутренняя ошибка сервера. Попробуйте позже'] })
          : json(200, { sessions: [THIS] }),
    });
    const { user } = renderBlock();
    expect(
      await screen.findByText('Внутренняя ошибка сервера. Попробуйте позже'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await card('Chrome 140, Windows')).toBeInTheDocument();
  });

  it('says so when there is no session to show', async () => {
    serveSessions([]);
    renderBlock();
    expect(await screen.findByText(MSG_SESSIONS.empty)).toBeInTheDocument();
  });
});
