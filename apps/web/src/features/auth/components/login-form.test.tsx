import { MSG } from '@podryad/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { json, mockFetch, renderWithProviders, seedSession, unavailable } from '@/test/render';
import { LoginForm } from '@/features/auth/components/login-form';
import { CLIENT_USER } from '@/test/fixtures';

function renderLogin(user = userEvent.setup()) {
  renderWithProviders(
    <Routes>
      <Route path="/auth/login" element={<LoginForm />} />
      <Route path="/profile/client/main" element={<p>Кабинет заказчика</p>} />
      <Route path="/profile/contractor/main" element={<p>Кабинет подрядчика</p>} />
      <Route path="/filing" element={<p>Страница анкеты</p>} />
    </Routes>,
    { route: '/auth/login' },
  );
  return {
    user,
    login: screen.getByRole('textbox', { name: 'Почта или номер телефона' }),
    password: screen.getByLabelText('Пароль'),
    submit: screen.getByRole('button', { name: 'Войти' }),
  };
}

describe('LoginForm', () => {
  let fetchMock: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    seedSession();
    fetchMock = mockFetch();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps "Войти" disabled while either field is empty', async () => {
    const { user, login, password, submit } = renderLogin();
    expect(submit).toBeDisabled();
    await user.type(login, 'ivan@example.com');
    expect(submit).toBeDisabled();
    await user.type(password, 'secret12');
    expect(submit).toBeEnabled();
    await user.clear(login);
    expect(submit).toBeDisabled();
  });

  it('asks for both fields when the login is only spaces', async () => {
    const { user, login, password, submit } = renderLogin();
    await user.type(login, '   ');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(screen.getByText('Введите логин и пароль')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a login that is neither an e-mail nor a phone without calling the server', async () => {
    const { user, login, password, submit } = renderLogin();
    await user.type(login, 'abc');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(screen.getByText('Введите корректный email или номер телефона')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Неверный логин или пароль" on a 401 for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(json(401, { errors: [MSG.loginFailed] }));
    const { user, login, password, submit } = renderLogin(
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await user.type(login, '+7 916 123 45 67');
    await user.type(password, 'wrong-password1');
    await user.click(submit);

    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body as string)).toEqual({
      login: '+7 916 123 45 67',
      password: 'wrong-password1',
    });

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText(MSG.loginFailed)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText(MSG.loginFailed)).not.toBeInTheDocument();
  });

  it('shows the same message whatever the failure', async () => {
    fetchMock.mockResolvedValue(json(500, { errors: [MSG.server] }));
    const { user, login, password, submit } = renderLogin();
    await user.type(login, 'ivan@example.com');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(await screen.findByText(MSG.loginFailed)).toBeInTheDocument();
    expect(screen.queryByText(MSG.server)).not.toBeInTheDocument();
  });

  it('says the service is unavailable, not a wrong password, on a 503, and signs in when sent again', async () => {
    fetchMock.mockResolvedValueOnce(unavailable(60)).mockResolvedValueOnce(
      json(200, {
        token: 'tok',
        user: {
          id: 1,
          email: 'ivan@example.com',
          phone: '+79161234567',
          type: 'client',
          profile: null,
        },
      }),
    );
    const { user, login, password, submit } = renderLogin();
    await user.type(login, 'ivan@example.com');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(
      await screen.findByText('Сервис временно недоступен, повторите через минуту'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MSG.loginFailed)).not.toBeInTheDocument();
    expect(login).toHaveValue('ivan@example.com');
    expect(password).toHaveValue('secret12');

    await user.click(submit);
    expect(await screen.findByText('Кабинет заказчика')).toBeInTheDocument();
  });

  it('keeps the closing of a closed account that signs in (its one screen follows)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        token: 'tok',
        user: {
          id: 1,
          email: 'ivan@example.com',
          phone: '+79161234567',
          type: 'client',
          profile: null,
        },
        account_closing: { delete_after: '2026-12-06T10:00:00.000Z' },
      }),
    );
    const { user, login, password, submit } = renderLogin();
    await user.type(login, 'ivan@example.com');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(await screen.findByText('Кабинет заказчика')).toBeInTheDocument();
    expect(useSession.getState().closing).toEqual({ delete_after: '2026-12-06T10:00:00.000Z' });
  });

  it('says what the person was told on leaving, until the next sign-in', async () => {
    useSession.getState().signOut('Аккаунт закрыт.');
    renderWithProviders(
      <Routes>
        <Route path="/auth/login" element={<LoginForm />} />
      </Routes>,
      { route: '/auth/login' },
    );
    expect(screen.getByText('Аккаунт закрыт.')).toBeInTheDocument();
    useSession.getState().signIn('t', CLIENT_USER);
    expect(useSession.getState().farewell).toBeNull();
  });

  it('says there is no connection, not a wrong password, when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, login, password, submit } = renderLogin();
    await user.type(login, 'ivan@example.com');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(
      await screen.findByText(
        'Нет подключения к интернету: ничего не отправлено. Повторите, когда связь появится',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(MSG.loginFailed)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['client', 'Кабинет заказчика'],
    ['contractor', 'Кабинет подрядчика'],
    [null, 'Страница анкеты'],
  ] as const)('signs a user of type %s in and goes to their page', async (type, page) => {
    fetchMock.mockResolvedValue(
      json(200, {
        token: 'tok-1',
        user: { id: 1, email: 'ivan@example.com', phone: '+79161234567', type, profile: null },
      }),
    );
    const { user, login, password, submit } = renderLogin();
    await user.type(login, 'ivan@example.com');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(useSession.getState().token).toBe('tok-1');
  });
});
