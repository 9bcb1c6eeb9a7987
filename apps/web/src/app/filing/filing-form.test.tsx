import { MSG } from '@podryad/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { FilingForm } from '@/app/filing/filing-form';

// /filing for a contractor: how the INN guides as it is typed, and what is sent.

const field = (name: string) => screen.getByRole('textbox', { name });
const CREATE = 'POST /api/register/profile';

type User = ReturnType<typeof userEvent.setup>;

async function fillCompany(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Я подрядчик' }));
  const values: [string, string][] = [
    ['Полное юридическое название', 'ООО «Северный мост»'],
    ['Короткое название', 'Северный мост'],
    ['Регион работы', 'Новосибирская область'],
    ['Юридический адрес', 'г. Новосибирск, ул. Ленина, 1'],
    ['Фактический адрес', 'г. Новосибирск, ул. Ленина, 1'],
    ['Год основания', '2009'],
  ];
  for (const [name, value] of values) {
    await user.click(field(name));
    await user.paste(value);
  }
}

function setup(answer = () => json(200, { user: CONTRACTOR_USER })) {
  const served = serveFetch({
    [CREATE]: answer,
    'GET /api/user/profile': () => json(200, { user: CONTRACTOR_USER }),
  });
  renderWithProviders(
    <>
      <FilingForm />
      <Where />
    </>,
    { route: '/filing' },
  );
  const sent = () =>
    served.calls.filter((c) => `${c.method} ${c.url}` === `POST /api/register/profile`);
  return { sent, user: userEvent.setup() };
}

describe('FilingForm: the INN', () => {
  beforeEach(() =>
    seedSession({ token: 't', user: { ...CONTRACTOR_USER, type: null, profile: null } }),
  );

  it('says what is wrong once the field is left and stops as soon as it is right', async () => {
    const { user } = setup();
    await fillCompany(user);
    const inn = field('ИНН');
    await user.type(inn, '165501234');
    // Nothing while it is typed.
    expect(inn).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    expect(inn).toHaveAccessibleDescription(MSG.innLength);
    // A wrong check digit, then the right one.
    await user.type(inn, '5');
    expect(inn).toHaveAccessibleDescription(MSG.innChecksum);
    await user.type(inn, '{Backspace}4');
    expect(inn).toHaveValue('1655012344');
    expect(inn).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.innChecksum)).not.toBeInTheDocument();
  });

  it('sends nothing with an INN that fails the check, then the company with the right one', async () => {
    const { sent, user } = setup();
    await fillCompany(user);
    await user.type(field('ИНН'), '0000000000');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(field('ИНН')).toHaveAccessibleDescription(MSG.innZeros);
    expect(sent()).toHaveLength(0);
    // What was typed stays.
    expect(field('Короткое название')).toHaveValue('Северный мост');

    await user.clear(field('ИНН'));
    await user.type(field('ИНН'), '540123456723');
    expect(field('ИНН')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Адрес страницы: /profile/contractor/main')).toBeInTheDocument();
    expect(sent()).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          type: 'contractor',
          inn: '540123456723',
          year_founded: 2009,
        }),
      }),
    ]);
  });

  it("shows the server's message for the INN until the INN is edited", async () => {
    const refusal = 'ИНН уже указан в другом профиле';
    const { user } = setup(() => json(400, { errors: [refusal], fields: { inn: [refusal] } }));
    await fillCompany(user);
    await user.type(field('ИНН'), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field('ИНН')).toHaveAccessibleDescription(refusal);

    await user.type(field('ИНН'), '{Backspace}4');
    expect(field('ИНН')).toHaveAccessibleDescription(MSG.innChecksum);
    await user.type(field('ИНН'), '{Backspace}3');
    expect(field('ИНН')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
