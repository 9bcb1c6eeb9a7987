import { MSG, MSG_CABINET } from '@podryad/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER as USER } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders, seedSession } from '@/test/render';
import { PhoneChangeModal } from '@/features/account/components/phone-change-modal';

type Handler = (body: unknown) => Response;

/** A fake API: one handler per "METHOD /path"; every call is recorded with its parsed body. */
function fakeApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  mockFetch().mockImplementation(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ route, body });
    const handler = handlers[route];
    return handler ? handler(body) : json(404, { errors: [MSG.notFound] });
  });
  return calls;
}

const HAPPY: Record<string, Handler> = {
  'POST /user/phone/confirm/request': () => json(200, { success: true, code: '111111' }),
  'POST /user/phone/confirm': () => json(200, { message: MSG_CABINET.phoneConfirmed }),
  'POST /user/phone/change/request': () => json(200, { success: true, code: '222222' }),
  'POST /user/phone/change/verify': (body) =>
    json(200, { user: { ...USER, phone: (body as { new_phone: string }).new_phone } }),
};

/** Renders the modal open, once it is on screen (its code loads apart). */
async function renderModal() {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderWithProviders(<PhoneChangeModal opened onClose={onClose} onChanged={onChanged} />);
  await screen.findByRole('dialog');
  return { user: userEvent.setup(), onClose, onChanged };
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Цифра 1 из 6' }));
  await user.keyboard(code);
}

/** From the first step to 'Введите новый номер' through the current phone's code. */
async function reachNewPhoneStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Отправить код' }));
  expect(await screen.findByText('Код подтверждения: 111111')).toBeInTheDocument();
  await typeCode(user, '111111');
  expect(await screen.findByRole('heading', { name: 'Введите новый номер' })).toBeInTheDocument();
}

describe('PhoneChangeModal', () => {
  beforeEach(() => {
    seedSession({ token: 'token-1', user: USER });
  });

  it('starts with the confirmation of the current number', async () => {
    const calls = fakeApi(HAPPY);
    await renderModal();
    expect(screen.getByRole('heading', { name: 'Подтверждение номера' })).toBeInTheDocument();
    expect(screen.getByText('+7 (916) 123-45-67')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('confirms the current number by code, then asks for consent before going on', async () => {
    const calls = fakeApi(HAPPY);
    const { user } = await renderModal();
    await user.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(await screen.findByText('Код подтверждения: 111111')).toBeInTheDocument();
    expect(screen.getByText(/Получить новый код можно через 00:(30|29)/)).toBeInTheDocument();

    await typeCode(user, '111111');
    expect(await screen.findByRole('heading', { name: 'Введите новый номер' })).toBeInTheDocument();
    expect(calls.map((c) => c.route)).toEqual([
      'POST /user/phone/confirm/request',
      'POST /user/phone/confirm',
    ]);
    expect(calls[1]!.body).toEqual({ code: '111111' });
    expect(screen.getByText(MSG_CABINET.phoneConfirmed)).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Продолжить' });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '9031234567');
    expect(next).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Я согласен с Политикой конфиденциальности' }),
    );
    expect(next).toBeEnabled();
  });

  it('verifies the code sent to the new number and stores the new phone', async () => {
    const calls = fakeApi(HAPPY);
    const { user, onChanged, onClose } = await renderModal();
    await reachNewPhoneStep(user);

    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '9031234567');
    await user.click(
      screen.getByRole('checkbox', { name: 'Я согласен с Политикой конфиденциальности' }),
    );
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));

    expect(
      await screen.findByRole('heading', { name: 'Подтверждение нового номера' }),
    ).toBeInTheDocument();
    expect(screen.getByText('+7 (903) 123-45-67')).toBeInTheDocument();
    expect(screen.getByText('Код подтверждения: 222222')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      route: 'POST /user/phone/change/request',
      body: { new_phone: '+79031234567' },
    });

    await typeCode(user, '222222');
    await waitFor(() => expect(useSession.getState().user?.phone).toBe('+79031234567'));
    expect(calls.at(-1)).toEqual({
      route: 'POST /user/phone/change/verify',
      body: { new_phone: '+79031234567', code: '222222' },
    });
    expect(onChanged).toHaveBeenCalledWith('Номер успешно изменён');
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a malformed new number without calling the server', async () => {
    const calls = fakeApi(HAPPY);
    const { user } = await renderModal();
    await reachNewPhoneStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '123');
    await user.click(
      screen.getByRole('checkbox', { name: 'Я согласен с Политикой конфиденциальности' }),
    );
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText(MSG.phoneFormat)).toBeInTheDocument();
    expect(calls.map((c) => c.route)).not.toContain('POST /user/phone/change/request');
  });

  it('shows the server refusal of a taken number in the modal', async () => {
    fakeApi({
      ...HAPPY,
      'POST /user/phone/change/request': () =>
        json(409, { errors: [MSG.phoneTaken], message: MSG.phoneTaken }),
    });
    const { user } = await renderModal();
    await reachNewPhoneStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '9031234567');
    await user.click(
      screen.getByRole('checkbox', { name: 'Я согласен с Политикой конфиденциальности' }),
    );
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText(MSG.phoneTaken)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Введите новый номер' })).toBeInTheDocument();
    expect(useSession.getState().user?.phone).toBe('+79161234567');
  });

  it('shows a wrong code in Russian and lets the user try again', async () => {
    fakeApi({
      ...HAPPY,
      'POST /user/phone/confirm': () => json(422, { errors: [MSG.codeWrong] }),
    });
    const { user } = await renderModal();
    await user.click(screen.getByRole('button', { name: 'Отправить код' }));
    await typeCode(user, '999999');
    expect(await screen.findByText(MSG.codeWrong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Цифра 1 из 6' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Введите новый номер' })).not.toBeInTheDocument();
  });

  it('goes one step back and starts over once closed', async () => {
    fakeApi(HAPPY);
    const { user, onClose } = await renderModal();
    await reachNewPhoneStep(user);

    await user.click(screen.getByRole('button', { name: '← Назад' }));
    expect(screen.getByRole('heading', { name: 'Подтверждение номера' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Цифра 1 из 6' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '← Назад' }));
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(await screen.findByRole('textbox', { name: 'Цифра 1 из 6' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeInTheDocument();
  });
});
