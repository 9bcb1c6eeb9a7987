import { MSG, MSG_SCOPE } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { InvitationScopeTab } from '@/features/account/components/invitation-scope-tab';

// The cabinet's tab 'Приглашения': the work types and cities the contractor takes invitations for.

type Scope = { work_types: string[]; cities: string[] };

function setup(stored: Scope, routes: FetchRoutes = {}) {
  const served = serveFetch({
    'GET /api/user/profile/invitation-scope': () => json(200, stored),
    'PUT /api/user/profile/invitation-scope': (body) => json(200, body),
    ...routes,
  });
  renderWithProviders(<InvitationScopeTab />);
  const saves = () => served.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  return { ...served, saves, user: userEvent.setup() };
}

const form = () => screen.findByRole('form', { name: MSG_SCOPE.title });
const cities = () => screen.getByRole('combobox', { name: MSG_SCOPE.cities });

async function pickCity(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(cities());
  await user.type(cities(), name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }));
}

describe('InvitationScopeTab', () => {
  beforeEach(() => seedSession({ token: 't', user: CONTRACTOR_USER }));

  it('explains that nothing chosen takes every invitation, and shows nothing chosen at first', async () => {
    setup({ work_types: [], cities: [] });
    const tab = await form();
    expect(within(tab).getByText(MSG_SCOPE.hint)).toBeInTheDocument();
    for (const name of ['Проектирование', 'Строительство', 'Комплексное строительство'])
      expect(within(tab).getByRole('checkbox', { name })).not.toBeChecked();
    expect(cities()).toHaveAttribute('placeholder', MSG_SCOPE.citiesPlaceholder);
  });

  it('shows the stored choice and saves the work types and cities picked', async () => {
    const { user, saves } = setup({ work_types: ['design'], cities: ['Казань'] });
    const tab = await form();
    expect(within(tab).getByRole('checkbox', { name: 'Проектирование' })).toBeChecked();
    expect(within(tab).getByText('Казань')).toBeInTheDocument();

    await user.click(within(tab).getByRole('checkbox', { name: 'Строительство' }));
    await pickCity(user, 'Самара');
    await user.click(within(tab).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(saves()).toEqual([
        { work_types: ['design', 'construction'], cities: ['Казань', 'Самара'] },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_SCOPE.saved);
  });

  it("keeps the choice when the save fails, and shows the server's message", async () => {
    const { user, saves } = setup(
      { work_types: [], cities: [] },
      {
        'PUT /api/user/profile/invitation-scope': () =>
          json(400, {
            errors: [MSG_SCOPE.unknownCity],
            fields: { 'cities.0': [MSG_SCOPE.unknownCity] },
          }),
      },
    );
    const tab = await form();
    await user.click(within(tab).getByRole('checkbox', { name: 'Комплексное строительство' }));
    await user.click(within(tab).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(MSG_SCOPE.unknownCity)).toBeInTheDocument();
    expect(saves()).toEqual([{ work_types: ['complex_construction'], cities: [] }]);
    expect(within(tab).getByRole('checkbox', { name: 'Комплексное строительство' })).toBeChecked();
    expect(screen.queryByText(MSG_SCOPE.saved)).not.toBeInTheDocument();
  });

  it('says when the scope cannot be loaded, and loads it on retry', async () => {
    let fail = true;
    const { user } = setup(
      { work_types: [], cities: [] },
      {
        'GET /api/user/profile/invitation-scope': () =>
          fail ? unavailable() : json(200, { work_types: ['design'], cities: [] }),
      },
    );
    expect(await screen.findByText(MSG.unavailable)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(within(await form()).getByRole('checkbox', { name: 'Проектирование' })).toBeChecked();
  });

  it('works on a phone: cities are searched, picked and saved the same way', async () => {
    phoneScreen();
    const { user, saves } = setup({ work_types: [], cities: [] });
    const tab = await form();
    await pickCity(user, 'Нижний Новгород');
    await user.click(within(tab).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saves()).toEqual([{ work_types: [], cities: ['Нижний Новгород'] }]));
  });
});
