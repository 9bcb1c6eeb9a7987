import { MSG } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { json, mockFetch, renderWithProviders, seedSession } from '@/test/render';
import { RegisterWizard } from '@/features/auth/components/register-wizard';

function renderPasswordStep() {
  renderWithProviders(
    <Routes>
      <Route path="/auth/register" element={<RegisterWizard />} />
      <Route path="/filing" element={<p>Страница анкеты</p>} />
    </Routes>,
    { route: '/auth/register' },
  );
  return {
    user: userEvent.setup(),
    password: screen.getByLabelText('Пароль'),
    repeat: screen.getByLabelText('Повторите пароль'),
    submit: screen.getByRole('button', { name: 'Зарегистрироваться' }),
  };
}

describe('RegisterWizard, password step', () => {
  let fetchMock: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    seedSession({
      registerStep: 'password',
      uuid: 'reg-1',
      phone: '+79161234567',
      email: 'ivan@example.com',
    });
    fetchMock = mockFetch();
  });

  it('is titled as the spec says', () => {
    renderPasswordStep();
    expect(screen.getByRole('heading', { name: 'Установите пароль' })).toBeInTheDocument();
  });

  it('keeps the button disabled until both fields are filled', async () => {
    const { user, password, repeat, submit } = renderPasswordStep();
    expect(submit).toBeDisabled();
    await user.type(password, 'abcdefg1');
    expect(submit).toBeDisabled();
    await user.type(repeat, 'a');
    expect(submit).toBeEnabled();
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it('lists every broken rule of a weak password in Russian without calling the server', async () => {
    const { user, password, repeat, submit } = renderPasswordStep();
    await user.type(password, 'abc');
    await user.type(repeat, 'abd');
    await user.click(submit);

    const alert = screen.getByRole('alert');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Пароль должен содержать минимум 8 символов.',
      'Пароль должен содержать хотя бы одну цифру.',
      'Пароли не совпадают.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a single broken rule on its own', async () => {
    const { user, password, repeat, submit } = renderPasswordStep();
    await user.type(password, '12345678');
    await user.type(repeat, '12345678');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.passwordLetter);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finalizes a good password and goes to /filing signed in', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        token: 'tok-1',
        user: {
          id: 1,
          email: 'ivan@example.com',
          phone: '+79161234567',
          type: null,
          profile: null,
        },
      }),
    );
    const { user, password, repeat, submit } = renderPasswordStep();
    await user.type(password, 'abcdefg1');
    await user.type(repeat, 'abcdefg1');
    await user.click(submit);

    expect(await screen.findByText('Страница анкеты')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/register/finalize');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      uuid: 'reg-1',
      password: 'abcdefg1',
      password_repeat: 'abcdefg1',
    });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', registerStep: 'phone' });
  });

  it("shows the server's errors when finalizing fails", async () => {
    fetchMock.mockResolvedValue(json(404, { errors: [MSG.registrationNotFound] }));
    const { user, password, repeat, submit } = renderPasswordStep();
    await user.type(password, 'abcdefg1');
    await user.type(repeat, 'abcdefg1');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.registrationNotFound);
    expect(screen.getByRole('heading', { name: 'Установите пароль' })).toBeInTheDocument();
  });
});

describe('RegisterWizard, e-mail step', () => {
  beforeEach(() => {
    seedSession({ registerStep: 'email', uuid: 'reg-1', phone: '+79161234567', email: '' });
    mockFetch();
  });

  it('does not ask again for the consent given at the phone step', async () => {
    renderWithProviders(<RegisterWizard />, { route: '/auth/register' });
    expect(
      screen.getByRole('checkbox', { name: 'Я согласен с Политикой конфиденциальности' }),
    ).toBeChecked();
    await userEvent.setup().type(screen.getByLabelText('Электронная почта'), 'ivan@example.com');
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeEnabled();
  });
});
