import { MSG, MSG_CABINET } from '@podryad/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { CLIENT_USER as USER } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders, seedSession, unavailable } from '@/test/render';
import { ClientPersonalForm } from '@/features/account/components/client-personal-form';

function renderForm() {
  const onEditPhone = vi.fn();
  const onEditEmail = vi.fn();
  renderWithProviders(<ClientPersonalForm onEditPhone={onEditPhone} onEditEmail={onEditEmail} />);
  return { user: userEvent.setup(), onEditPhone, onEditEmail };
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Types a value at once (a paste): this test is about the form, not about keystrokes. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Описание', 'Строю дом под Новосибирском');
  await fill(user, 'VK', 'vk.com/olga');
  await fill(user, 'Telegram', '@olga');
  await fill(user, 'WhatsApp', '+79161234567');
}

describe('ClientPersonalForm', () => {
  let fetchMock: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    seedSession({ token: 'token-1', user: USER });
    fetchMock = mockFetch();
  });

  it('shows the profile, the phone with its dial code apart and the e-mail read-only', async () => {
    const { user, onEditPhone, onEditEmail } = renderForm();
    expect(screen.getByRole('heading', { name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Контактные данные' })).toBeInTheDocument();
    expect(field('Имя')).toHaveValue('Ольга');
    expect(field('Код страны')).toHaveValue('+7');
    expect(field('Номер телефона')).toHaveValue('916 123 45 67');
    expect(field('Номер телефона')).toHaveAttribute('readonly');
    expect(field('Номер телефона')).toHaveAttribute('type', 'tel');
    expect(field('Электронная почта')).toHaveValue('olga@example.ru');
    expect(field('Электронная почта')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(onEditPhone).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Изменить почту' }));
    expect(onEditEmail).toHaveBeenCalled();
  });

  it('marks every missing field and sends nothing', async () => {
    const { user } = renderForm();
    await user.clear(field('Имя'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    // name, description, vk, telegram, whatsapp
    expect(screen.getAllByText(MSG.required)).toHaveLength(5);
    expect(field('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(field('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves every field, stores the answer and says so', async () => {
    const saved = { ...USER.profile!, description: 'Строю дом под Новосибирском' };
    fetchMock.mockResolvedValue(json(200, { user: { ...USER, profile: saved } }));
    const { user } = renderForm();
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(MSG_CABINET.saved)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/profile');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ольга',
      surname: 'Иванова',
      date_of_birth: '1990-05-17',
      location: 'Новосибирск',
      description: 'Строю дом под Новосибирском',
      vk: 'vk.com/olga',
      telegram: '@olga',
      whatsapp: '+79161234567',
      phone: '+79161234567',
    });
    expect(useSession.getState().user?.profile).toEqual(saved);
  });

  it('shows the server errors by field and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(400, { errors: [MSG.cityUnknown], fields: { location: [MSG.cityUnknown] } }),
    );
    const { user } = renderForm();
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findAllByText(MSG.cityUnknown)).toHaveLength(2);
    expect(field('Telegram')).toHaveValue('@olga');
  });

  it('falls back to the generic message when the server says nothing', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const { user } = renderForm();
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument();
  });

  it('on a 503 says the service is unavailable, keeps what was typed, and saves when sent again', async () => {
    const saved = { ...USER.profile!, description: 'Строю дом под Новосибирском' };
    fetchMock
      .mockResolvedValueOnce(unavailable(60))
      .mockResolvedValueOnce(json(200, { user: { ...USER, profile: saved } }));
    const { user } = renderForm();
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сервис временно недоступен, повторите через минуту',
    );
    expect(screen.queryByText(MSG_CABINET.saved)).not.toBeInTheDocument();
    expect(field('Описание')).toHaveValue('Строю дом под Новосибирском');
    expect(field('Telegram')).toHaveValue('@olga');
    expect(field('WhatsApp')).toHaveValue('+79161234567');
    // A change is never retried by itself: one call, until the person sends again.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(MSG_CABINET.saved)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toMatchObject({
      description: 'Строю дом под Новосибирском',
      telegram: '@olga',
    });
    expect(screen.queryByText(MSG.unavailable)).not.toBeInTheDocument();
  });
});
