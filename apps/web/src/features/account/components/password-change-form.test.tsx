import { MSG_CABINET, type User } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders, seedSession } from '@/test/render';
import {
  PasswordChangeForm,
  canChangePassword,
} from '@/features/account/components/password-change-form';

const USER: User = { ...CLIENT_USER, profile: null };

function renderForm() {
  renderWithProviders(<PasswordChangeForm />);
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
  let fetchMock: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    seedSession({ token: 'token-1', user: USER });
    fetchMock = mockFetch();
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
