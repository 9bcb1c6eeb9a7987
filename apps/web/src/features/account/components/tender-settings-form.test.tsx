import { MSG_SETTINGS, type ContractorProfile, type User } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { TenderSettingsTab } from '@/features/account/components/tender-settings-form';

const PROFILE = CONTRACTOR_USER.profile as ContractorProfile;

const withSettings = (over: Partial<ContractorProfile>): User => ({
  ...CONTRACTOR_USER,
  profile: { ...PROFILE, ...over },
});

const radio = (name: string) => screen.getByRole('radio', { name });
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('TenderSettingsTab', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CONTRACTOR_USER }));

  it('shows the settings of the freshly loaded profile', async () => {
    // The profile on the server says more than the session knew: it is reloaded on opening.
    const stored = withSettings({
      region: 'г. Казань',
      participates_in_tenders: false,
      type_of_works: ['design'],
    });
    serveFetch({ 'GET /api/user/profile': () => json(200, { user: stored }) });
    renderWithProviders(<TenderSettingsTab />);

    expect(
      await screen.findByRole('heading', { name: 'Настройки участия в тендере' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('г. Казань');
    expect(radio('Проектирование')).toBeChecked();
    expect(radio('Строительство')).not.toBeChecked();
    expect(radio('Комплексное строительство')).not.toBeChecked();
    expect(radio('Недоступен')).toBeChecked();
    expect(radio('Доступен для участия в тендерах')).not.toBeChecked();
  });

  it('shows what the server has when the tab is opened again', async () => {
    let stored = withSettings({ region: 'г. Казань' });
    serveFetch({ 'GET /api/user/profile': () => json(200, { user: stored }) });
    function Tabs() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(!open)}>Вкладка</button>
          {open && <TenderSettingsTab />}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Tabs />);
    expect(await screen.findByRole('combobox', { name: 'Регион' })).toHaveValue('г. Казань');

    // Changed meanwhile elsewhere (another browser tab or device).
    stored = withSettings({ region: 'г. Санкт-Петербург' });
    await user.click(screen.getByRole('button', { name: 'Вкладка' }));
    await user.click(screen.getByRole('button', { name: 'Вкладка' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('г. Санкт-Петербург'),
    );
  });

  it("says 'Выберите тип работ' and sends nothing when no work type is chosen", async () => {
    const { calls } = serveFetch({
      'GET /api/user/profile': () => json(200, { user: withSettings({ type_of_works: [] }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TenderSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));

    expect(screen.getByText(MSG_SETTINGS.chooseWorkType)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('sends the region, the one work type and the availability, then reloads the profile', async () => {
    const reloaded = withSettings({
      region: 'г. Санкт-Петербург',
      type_of_works: ['complex_construction'],
      participates_in_tenders: false,
    });
    let saved = false;
    const { calls } = serveFetch({
      'GET /api/user/profile': () => json(200, { user: saved ? reloaded : CONTRACTOR_USER }),
      'PATCH /api/user/profile/tender-settings': () => {
        saved = true;
        return json(200, { user: reloaded });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TenderSettingsTab />);

    await user.click(await screen.findByRole('combobox', { name: 'Регион' }));
    await user.click(await screen.findByRole('option', { name: 'г. Санкт-Петербург' }));
    await user.click(radio('Комплексное строительство'));
    await user.click(radio('Недоступен'));
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Настройки успешно сохранены');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/user/profile',
      'PATCH /api/user/profile/tender-settings',
      'GET /api/user/profile',
    ]);
    expect(calls[1]!.body).toEqual({
      region: 'г. Санкт-Петербург',
      participates_in_tenders: false,
      type_of_works: ['complex_construction'],
    });
    expect(useSession.getState().user).toEqual(reloaded);
    expect(radio('Комплексное строительство')).toBeChecked();
    expect(radio('Недоступен')).toBeChecked();
  });

  it("shows the server's reason, else 'Ошибка при сохранении'", async () => {
    let answer = json(422, { errors: ['Регион не поддерживается'] });
    serveFetch({
      'GET /api/user/profile': () => json(200, { user: CONTRACTOR_USER }),
      'PATCH /api/user/profile/tender-settings': () => answer,
    });
    const user = userEvent.setup();
    renderWithProviders(<TenderSettingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Регион не поддерживается');

    answer = new Response('oops', { status: 500 });
    await user.click(save());
    expect(
      await within(await screen.findByRole('alert')).findByText(MSG_SETTINGS.saveFailed),
    ).toBeInTheDocument();
  });

  it('asks for a region when the stored one is not among the settings regions', async () => {
    const { calls } = serveFetch({
      'GET /api/user/profile': () => json(200, { user: withSettings({ region: 'Самара' }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TenderSettingsTab />);
    const region = await screen.findByRole('combobox', { name: 'Регион' });
    expect(region).toHaveValue('');
    await user.click(save());
    expect(screen.getByText(MSG_SETTINGS.chooseRegion)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
