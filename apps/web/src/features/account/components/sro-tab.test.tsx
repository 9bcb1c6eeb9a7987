import { MSG, MSG_SRO, SRO_MEMBERSHIPS_MAX, type SroMembershipView } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
  unavailable,
} from '@/test/render';
import { words } from '@/test/text';
import { SroTab } from '@/features/account/components/sro-tab';

// The cabinet's tab 'Членство в СРО': the contractor states, changes and removes its memberships.

const BUILDERS: SroMembershipView = {
  kind: 'construction',
  sro_name: 'Ассоциация «Строители Поволжья»',
  registration_number: 'СРО-С-123-01022010',
  level: 2,
};
const DESIGNERS: SroMembershipView = {
  kind: 'design',
  sro_name: 'Союз проектировщиков',
  registration_number: 'СРО-П-011-16072009',
  level: 1,
};

function setup(stored: SroMembershipView[], routes: FetchRoutes = {}) {
  const served = serveFetch({
    'GET /api/user/profile/sro': () => json(200, { memberships: stored }),
    'PUT /api/user/profile/sro': (body) => json(200, body),
    ...routes,
  });
  // The cabinet shows the banner it is given.
  const onSaved = vi.fn();
  renderWithProviders(<SroTab onSaved={onSaved} />);
  const saves = () => served.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  return { ...served, saves, onSaved, user: userEvent.setup() };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const cards = () =>
  within(screen.getByRole('list'))
    .getAllByRole('article')
    .map((card) => words(card));

describe('SroTab', () => {
  beforeEach(() => seedSession({ token: 't', user: CONTRACTOR_USER }));

  it('starts empty and adds a membership after the form’s own checks', async () => {
    const { user, saves, onSaved } = setup([]);
    expect(await screen.findByText(MSG_SRO.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MSG_SRO.add }));
    const form = await dialog(MSG_SRO.addTitle);
    // A construction company starts with builders.
    expect(within(form).getByRole('radio', { name: 'Строители' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByRole('textbox', { name: /Название СРО/ })).toHaveAccessibleDescription(
      MSG.required,
    );
    expect(within(form).getByText(MSG_SRO.levelRequired)).toBeInTheDocument();
    expect(saves()).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Название СРО/ }), BUILDERS.sro_name);
    await user.type(
      within(form).getByRole('textbox', { name: /Регистрационный номер/ }),
      ' сро-с-123-01022010',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Уровень ответственности/ }),
      '2',
    );
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(saves()).toEqual([{ memberships: [BUILDERS] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSaved).toHaveBeenCalledWith(MSG_SRO.saved);
    expect(cards()).toEqual([
      'Ассоциация «Строители Поволжья» Строители СРО-С-123-01022010 2 уровень — до 500 млн ₽ Изменить Удалить',
    ]);
  });

  it('offers the levels of the chosen kind, with their ceilings', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: MSG_SRO.add }));
    const form = await dialog(MSG_SRO.addTitle);
    const level = within(form).getByRole('combobox', { name: /Уровень ответственности/ });
    const options = () =>
      within(level)
        .getAllByRole('option')
        .slice(1)
        .map((o) => words(o));
    expect(options()).toEqual([
      '1 уровень — до 90 млн ₽',
      '2 уровень — до 500 млн ₽',
      '3 уровень — до 3 млрд ₽',
      '4 уровень — до 10 млрд ₽',
      '5 уровень — свыше 10 млрд ₽',
    ]);
    await user.selectOptions(level, '5');
    await user.click(within(form).getByRole('radio', { name: 'Проектировщики и изыскатели' }));
    expect(options()).toEqual([
      '1 уровень — до 25 млн ₽',
      '2 уровень — до 50 млн ₽',
      '3 уровень — до 300 млн ₽',
      '4 уровень — свыше 300 млн ₽',
    ]);
    // The fifth level is not one of theirs: it is to be chosen again.
    expect(level).toHaveValue('');
  });

  it('changes a membership in its place in the list', async () => {
    const { user, saves } = setup([BUILDERS, DESIGNERS]);
    await user.click(
      await screen.findByRole('button', { name: `Изменить: ${DESIGNERS.sro_name}` }),
    );
    const form = await dialog(MSG_SRO.editTitle);
    expect(within(form).getByRole('radio', { name: 'Проектировщики и изыскатели' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: /Название СРО/ })).toHaveValue(
      DESIGNERS.sro_name,
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Уровень ответственности/ }),
      '3',
    );
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(saves()).toEqual([{ memberships: [BUILDERS, { ...DESIGNERS, level: 3 }] }]),
    );
    await waitFor(() => expect(cards()[1]).toContain('3 уровень — до 300 млн ₽'));
  });

  it('asks before removing, and removes only when confirmed', async () => {
    const { user, saves, onSaved } = setup([BUILDERS, DESIGNERS]);
    await user.click(await screen.findByRole('button', { name: `Удалить: ${BUILDERS.sro_name}` }));
    let confirm = await dialog(MSG_SRO.removeTitle);
    expect(confirm).toHaveTextContent(
      'Сведения о членстве в «Ассоциация „Строители Поволжья“» пропадут из профиля и из сравнения предложений.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Удалить: ${BUILDERS.sro_name}` }));
    confirm = await dialog(MSG_SRO.removeTitle);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(saves()).toEqual([{ memberships: [DESIGNERS] }]));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(MSG_SRO.removed));
    expect(cards()).toHaveLength(1);
  });

  it('keeps what was typed and shows the server’s refusal under its field', async () => {
    const { user } = setup([BUILDERS], {
      'PUT /api/user/profile/sro': () =>
        json(400, {
          errors: [MSG_SRO.duplicate],
          message: MSG_SRO.duplicate,
          fields: { 'memberships.1.registration_number': [MSG_SRO.duplicate] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: MSG_SRO.add }));
    const form = await dialog(MSG_SRO.addTitle);
    await user.type(within(form).getByRole('textbox', { name: /Название СРО/ }), 'Другая');
    await user.type(
      within(form).getByRole('textbox', { name: /Регистрационный номер/ }),
      'СРО-С-124-01022010',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Уровень ответственности/ }),
      '1',
    );
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(MSG_SRO.duplicate)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Название СРО/ })).toHaveValue('Другая');
    expect(screen.getByRole('dialog', { name: MSG_SRO.addTitle })).toBeInTheDocument();
  });

  it('says when the list is full and adds no more', async () => {
    const ten = Array.from({ length: SRO_MEMBERSHIPS_MAX }, (_, i) => ({
      ...BUILDERS,
      registration_number: `СРО-С-${100 + i}-01022010`,
    }));
    setup(ten);
    expect(await screen.findByText(MSG_SRO.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG_SRO.add })).toBeDisabled();
  });

  it('says a failed load calmly and loads again on request', async () => {
    let fail = true;
    const { user } = setup([], {
      'GET /api/user/profile/sro': () =>
        fail ? unavailable() : json(200, { memberships: [BUILDERS] }),
    });
    expect(await screen.findByText(MSG.unavailable)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: BUILDERS.sro_name })).toBeInTheDocument();
  });

  it('works on a phone: the form opens and saves the same way', async () => {
    phoneScreen();
    const { user, saves } = setup([BUILDERS]);
    await user.click(await screen.findByRole('button', { name: `Изменить: ${BUILDERS.sro_name}` }));
    const form = await dialog(MSG_SRO.editTitle);
    await user.clear(within(form).getByRole('textbox', { name: /Название СРО/ }));
    await user.type(within(form).getByRole('textbox', { name: /Название СРО/ }), 'НОСТРОЙ-1');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(saves()).toEqual([{ memberships: [{ ...BUILDERS, sro_name: 'НОСТРОЙ-1' }] }]),
    );
  });
});
