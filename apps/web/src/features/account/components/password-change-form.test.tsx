import { MSG_CABINET, type User } from '@podryad/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { PasswordChangeForm, canChangePassword } from './password-change-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const USER: User = {
  id: 7,
  email: 'olga@example.ru',
  phone: '+79161234567',
  type: 'client',
  profile: null,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PasswordChangeForm />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    user: userEvent.setup(),
    current: screen.getByLabelText('Текущий пароль'),
    next: screen.getByLabelText('Новый пароль'),
    repeat: screen.getByLabelText('Повторите новый пароль'),
    save: screen.getByRole('button', { name: 'Сохранить' }),
  };
}

/** The state of a checklist hint as its mark tells it. */
const hint = (text: string) =>
  within(screen.getByText(text).closest('li')!).getByRole('img').getAttribute('aria-label');

describe('canChangePassword', () => {
  it('needs the current password, 8 characters with a digit and an equal confirmation', () => {
    expect(canChangePassword('old', 'stroika12', 'stroika12')).toBe(true);
    expect(canChangePassword('', 'stroika12', 'stroika12')).toBe(false);
    expect(canChangePassword('old', 'stroik1', 'stroik1')).toBe(false);
    expect(canChangePassword('old', 'stroikaaa', 'stroikaaa')).toBe(false);
    expect(canChangePassword('old', 'stroika12', 'stroika13')).toBe(false);
  });
});

describe('PasswordChangeForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    useSession.setState(useSession.getInitialState(), true);
    useSession.setState({ token: 'token-1', user: USER });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('enables the button only when every rule holds and ticks the hints as they pass', async () => {
    const { user, current, next, repeat, save } = renderForm();
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(hint('Минимум 8 символов')).toBe('не выполнено');
    expect(hint('Должен содержать одну цифру')).toBe('не выполнено');

    await user.type(next, 'stroika');
    expect(hint('Минимум 8 символов')).toBe('не выполнено');
    await user.type(next, 'a');
    expect(hint('Минимум 8 символов')).toBe('выполнено');
    expect(hint('Должен содержать одну цифру')).toBe('не выполнено');
    await user.type(next, '1');
    expect(hint('Должен содержать одну цифру')).toBe('выполнено');

    await user.type(repeat, 'stroikaa2');
    expect(screen.getByText('Пароли не совпадают.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(repeat);
    await user.type(repeat, 'stroikaa1');
    expect(save).toBeDisabled(); // the current password is still empty

    await user.type(current, 'demo12345');
    expect(save).toBeEnabled();
    await user.clear(current);
    expect(save).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the three fields, says so and clears them', async () => {
    fetchMock.mockResolvedValue(json(200, { message: MSG_CABINET.passwordChanged }));
    const { user, current, next, repeat, save } = renderForm();
    await user.type(current, 'demo12345');
    await user.type(next, 'stroika2026');
    await user.type(repeat, 'stroika2026');
    await user.click(save);

    expect(await screen.findByText('Пароль успешно изменён')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/password');
    expect(JSON.parse(init.body)).toEqual({
      current_password: 'demo12345',
      new_password: 'stroika2026',
      new_password_confirmation: 'stroika2026',
    });
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(repeat).toHaveValue('');
  });

  it('shows the server refusal and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(json(422, { errors: [MSG_CABINET.currentPasswordWrong] }));
    const { user, current, next, repeat, save } = renderForm();
    await user.type(current, 'wrong-one');
    await user.type(next, 'stroika2026');
    await user.type(repeat, 'stroika2026');
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    expect(current).toHaveValue('wrong-one');
    expect(next).toHaveValue('stroika2026');
  });
});
