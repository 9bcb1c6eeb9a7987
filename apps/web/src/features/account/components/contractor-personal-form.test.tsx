import { HINT_MS, MSG, type ContractorProfile } from '@podryad/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { CONTRACTOR_USER as USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ContractorPersonalForm } from '@/features/account/components/contractor-personal-form';

const PROFILE = USER.profile as ContractorProfile;

function renderForm() {
  const onEditPhone = vi.fn();
  const onEditEmail = vi.fn();
  renderWithProviders(
    <ContractorPersonalForm onEditPhone={onEditPhone} onEditEmail={onEditEmail} />,
  );
  return { onEditPhone, onEditEmail };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Сохранить' });

type User = ReturnType<typeof userEvent.setup>;

/** Types a value at once (a paste): these tests are about the form, not about keystrokes. */
async function fill(user: User, name: string, value: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(value);
}

async function fillContacts(user: User) {
  await fill(user, 'VK', 'vk.com/stroymaster');
  await fill(user, 'Telegram', '@stroymaster');
  await fill(user, 'WhatsApp', '+79031234567');
}

describe('ContractorPersonalForm', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: USER }));
  afterEach(() => vi.useRealTimers());

  it('shows the company data, the phone with its dial code apart and the e-mail read-only', async () => {
    serveFetch({});
    const user = userEvent.setup();
    const { onEditPhone, onEditEmail } = renderForm();
    expect(screen.getByRole('heading', { name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Контактные данные' })).toBeInTheDocument();
    expect(field('Полное юридическое название')).toHaveValue(
      'Общество с ограниченной ответственностью «СтройМастер»',
    );
    expect(field('Короткое название')).toHaveValue('ООО «СтройМастер»');
    expect(field('Регион работы')).toHaveValue('г. Москва, московская область');
    expect(field('Год основания')).toHaveValue('2012');
    expect(field('Юридический адрес')).toHaveValue('г. Москва, ул. Тверская, д. 7');
    expect(field('ИНН')).toHaveValue('7701234560');
    expect(field('Фактический адрес')).toHaveValue('г. Москва, ул. Тверская, д. 7, офис 12');
    expect(field('Код страны')).toHaveValue('+7');
    expect(field('Номер телефона')).toHaveValue('903 123 45 67');
    expect(field('Номер телефона')).toHaveAttribute('readonly');
    expect(field('Электронная почта')).toHaveValue('info@stroymaster.ru');
    expect(field('Электронная почта')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(onEditPhone).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Изменить почту' }));
    expect(onEditEmail).toHaveBeenCalled();
  });

  it('highlights the empty fields for 3 seconds without words and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveFetch({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.clear(field('Короткое название'));
    await user.click(save());

    // Straight after /filing the three contacts are empty too.
    for (const name of ['Короткое название', 'VK', 'Telegram', 'WhatsApp']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('ИНН')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.required)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    act(() => vi.advanceTimersByTime(HINT_MS));
    expect(field('Короткое название')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('VK')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only digits in year founded (at most 4, not above this year) and INN (at most 12)', async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderForm();
    await user.clear(field('Год основания'));
    await user.type(field('Год основания'), '2x0a1');
    expect(field('Год основания')).toHaveValue('201');
    await user.type(field('Год основания'), '05');
    expect(field('Год основания')).toHaveValue('2010');
    await user.clear(field('Год основания'));
    await user.type(field('Год основания'), '2999');
    expect(field('Год основания')).toHaveValue(String(new Date().getFullYear()));

    await user.clear(field('ИНН'));
    await user.type(field('ИНН'), '77-01 23456789012345');
    expect(field('ИНН')).toHaveValue('770123456789');
  });

  it('guides the INN: what is wrong once it is left or complete, gone as soon as it is right', async () => {
    const { calls } = serveFetch({});
    const user = userEvent.setup();
    renderForm();
    const inn = field('ИНН');
    expect(inn).not.toHaveAttribute('aria-invalid', 'true');

    // Typed again from empty, it waits to be left.
    await user.clear(inn);
    await user.type(inn, '770708389');
    expect(inn).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.innLength)).not.toBeInTheDocument();
    await user.tab();
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    expect(inn).toHaveAccessibleDescription(MSG.innLength);
    // Then it follows every keystroke: the missing check digit makes it right.
    await user.type(inn, '3');
    expect(inn).toHaveValue('7707083893');
    expect(inn).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.innLength)).not.toBeInTheDocument();
    await user.type(inn, '{Backspace}4');
    expect(inn).toHaveAccessibleDescription(MSG.innChecksum);

    // All 12 digits are checked at once, without leaving the field.
    await user.clear(inn);
    await user.type(inn, '500100732258');
    expect(inn).toHaveAccessibleDescription(MSG.innChecksum);
    await user.type(inn, '{Backspace}9');
    expect(inn).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(inn);
    await user.type(inn, '0000000000');
    await user.tab();
    expect(inn).toHaveAccessibleDescription(MSG.innZeros);
    expect(calls).toHaveLength(0);
  });

  it('says that a saved INN did not pass the check and does not save it until it is right', async () => {
    seedSession({
      token: 'token-1',
      user: { ...USER, profile: { ...PROFILE, inn: '7701234567' } },
    });
    const { calls } = serveFetch({
      'PUT /api/user/profile': () => json(200, { user: USER }),
    });
    const user = userEvent.setup();
    renderForm();
    // The profile opens with its number as saved, and the field says what is wrong with it.
    expect(field('ИНН')).toHaveValue('7701234567');
    expect(field('ИНН')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ИНН')).toHaveAccessibleDescription(MSG.innChecksum);

    await fillContacts(user);
    await user.click(save());
    expect(field('ИНН')).toHaveAccessibleDescription(MSG.innChecksum);
    expect(screen.queryByText('Изменения сохранены')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await fill(user, 'ИНН', '7701234560');
    expect(field('ИНН')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Изменения сохранены');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({ inn: '7701234560' }),
      }),
    ]);
  });

  it('says what is wrong with a year founded that is not empty but too early', async () => {
    const { calls } = serveFetch({});
    const user = userEvent.setup();
    renderForm();
    await fillContacts(user);
    await fill(user, 'Год основания', '1700');
    await user.click(save());
    expect(screen.getByText(MSG.yearFoundedRange)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves every field with the phone, stores the answer and says so', async () => {
    const saved: ContractorProfile = {
      ...PROFILE,
      short_name: 'СтройМастер Плюс',
      year_founded: 2015,
      vk: 'vk.com/stroymaster',
      telegram: '@stroymaster',
      whatsapp: '+79031234567',
    };
    const { calls } = serveFetch({
      'PUT /api/user/profile': () => json(200, { user: { ...USER, profile: saved } }),
    });
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'Короткое название', 'СтройМастер Плюс');
    await fill(user, 'Год основания', '2015');
    await fillContacts(user);
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Изменения сохранены');
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/user/profile',
        body: {
          full_legal_name: 'Общество с ограниченной ответственностью «СтройМастер»',
          short_name: 'СтройМастер Плюс',
          region: 'г. Москва, московская область',
          legal_address: 'г. Москва, ул. Тверская, д. 7',
          actual_address: 'г. Москва, ул. Тверская, д. 7, офис 12',
          year_founded: 2015,
          inn: '7701234560',
          vk: 'vk.com/stroymaster',
          telegram: '@stroymaster',
          whatsapp: '+79031234567',
          phone: '+79031234567',
        },
      },
    ]);
    expect(useSession.getState().user?.profile).toEqual(saved);
  });

  it("shows the server's errors, by field too, and keeps what was typed", async () => {
    serveFetch({
      'PUT /api/user/profile': () =>
        json(400, { errors: [MSG.innDigits], fields: { inn: [MSG.innDigits] } }),
    });
    const user = userEvent.setup();
    renderForm();
    await fillContacts(user);
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.innDigits);
    expect(field('ИНН')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Telegram')).toHaveValue('@stroymaster');
  });

  it('falls back to the generic message when the server says nothing', async () => {
    serveFetch({ 'PUT /api/user/profile': () => new Response('oops', { status: 500 }) });
    const user = userEvent.setup();
    renderForm();
    await fillContacts(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка');
  });
});
