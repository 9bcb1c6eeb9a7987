import { MSG_DELETION } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { AccountDeletionSection } from '@/features/account/components/account-deletion-section';

const DELETE_AFTER = '2026-12-06T10:00:00.000Z';

/** The sign-in page as far as this section cares: what the person was told on leaving. */
function SignInPage() {
  const message = useSession((s) => s.farewell);
  return (
    <>
      <h2>Вход в личный кабинет</h2>
      <p>{message}</p>
    </>
  );
}

function renderSection() {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/profile" element={<AccountDeletionSection />} />
      <Route path="/auth/login" element={<SignInPage />} />
    </Routes>,
    { route: '/profile' },
  );
  return { ...rendered, user: userEvent.setup() };
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Цифра 1 из 6' }));
  await user.keyboard(code);
}

const HAPPY = {
  'POST /api/user/deletion/request-code': () => json(200, { success: true, code: '123456' }),
  'POST /api/user/deletion': () => json(200, { deletion: { delete_after: DELETE_AFTER } }),
};

describe('AccountDeletionSection', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));

  it('says what goes and what stays, and calls nothing until asked', async () => {
    const { calls } = serveFetch(HAPPY);
    renderSection();
    expect(screen.getByRole('heading', { name: 'Удалить аккаунт' })).toBeInTheDocument();
    expect(screen.getByText(/имя, телефон, почта/)).toBeInTheDocument();
    expect(screen.getByText(/«Удалённый пользователь»/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('takes the password, the code and a last confirm, then signs out to the sign-in page', async () => {
    const { calls } = serveFetch(HAPPY);
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await user.type(screen.getByLabelText('Пароль'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('olga@example.ru')).toBeInTheDocument();
    expect(screen.getByText(/Получить новый код можно через 00:(30|29)/)).toBeInTheDocument();
    await typeCode(user, '123456');
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/user/deletion/request-code',
    ]);
    expect(calls[0]!.body).toEqual({ password: 'secret123' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByText(MSG_DELETION.deletedSignedOut)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { code: '123456' } });
    expect(useSession.getState().token).toBeNull();
  });

  it('shows a wrong password and keeps what was typed', async () => {
    serveFetch({
      'POST /api/user/deletion/request-code': () =>
        json(400, { errors: [MSG_DELETION.passwordWrong] }),
    });
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await user.type(screen.getByLabelText('Пароль'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(MSG_DELETION.passwordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-one');
    expect(useSession.getState().token).toBe('token-1');
  });

  it('a wrong code comes back to the code step, the account still open', async () => {
    serveFetch({
      ...HAPPY,
      'POST /api/user/deletion': () => json(422, { errors: ['Неверный код'] }),
    });
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await user.type(screen.getByLabelText('Пароль'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByRole('textbox', { name: 'Цифра 1 из 6' });
    await typeCode(user, '654321');
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Цифра 1 из 6' })).toBeInTheDocument();
    expect(useSession.getState().token).toBe('token-1');
  });

  it('Отмена at the last confirm sends nothing', async () => {
    const { calls } = serveFetch(HAPPY);
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    await user.type(screen.getByLabelText('Пароль'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByRole('textbox', { name: 'Цифра 1 из 6' });
    await typeCode(user, '123456');
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls).toHaveLength(1);
    expect(useSession.getState().token).toBe('token-1');
  });
});
