import { type Buyer, MSG, MSG_BUYER } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_USER, REGISTRY_PENDING, registryFacts } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
  unavailable,
} from '@/test/render';
import { BuyerTab } from '@/features/account/components/buyer-tab';

// The client cabinet's tab 'Компания-заказчик': whom the client buys for, and the register's card.

const COMPANY: Buyer = {
  kind: 'company',
  name: 'ООО «СтройМастер»',
  inn: '7701000019',
  registry: registryFacts(),
};

function setup(stored: Buyer, routes: FetchRoutes = {}) {
  const served = serveFetch({
    'GET /api/user/profile/buyer': () => json(200, { buyer: stored }),
    'PUT /api/user/profile/buyer': (body) => {
      const b = body as { kind: string; name?: string; inn?: string };
      return json(200, {
        buyer: b.kind === 'company' ? { ...b, registry: REGISTRY_PENDING } : { kind: 'self' },
      });
    },
    ...routes,
  });
  const onSaved = vi.fn();
  renderWithProviders(<BuyerTab onSaved={onSaved} />);
  const saves = () => served.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  return { ...served, saves, onSaved, user: userEvent.setup() };
}

const radio = (name: string) => screen.findByRole('radio', { name });
const save = () => screen.getByRole('button', { name: MSG_BUYER.save });
const nameField = () => screen.getByRole('textbox', { name: new RegExp(MSG_BUYER.name) });
const innField = () => screen.getByRole('textbox', { name: new RegExp(MSG_BUYER.inn) });

describe('BuyerTab', () => {
  beforeEach(() => seedSession({ token: 't', user: CLIENT_USER }));

  it('asks to choose while nothing is said, and saves buying for oneself', async () => {
    const { user, saves, onSaved } = setup(null);
    expect(await screen.findByText(MSG_BUYER.notStated)).toBeInTheDocument();
    expect(await radio(MSG_BUYER.kinds.self)).not.toBeChecked();
    expect(await radio(MSG_BUYER.kinds.company)).not.toBeChecked();
    await user.click(save());
    expect(await screen.findByText(MSG_BUYER.kindRequired)).toBeInTheDocument();
    expect(saves()).toEqual([]);

    await user.click(await radio(MSG_BUYER.kinds.self));
    expect(screen.queryByText(MSG_BUYER.kindRequired)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(saves()).toEqual([{ kind: 'self' }]));
    expect(onSaved).toHaveBeenCalledWith(MSG_BUYER.saved);
    // No company: no register card.
    expect(screen.queryByRole('region', { name: 'Сведения из реестра' })).not.toBeInTheDocument();
  });

  it('checks the company’s name and INN before saving, the INN by its check digits', async () => {
    const { user, saves, onSaved } = setup({ kind: 'self' });
    expect(await radio(MSG_BUYER.kinds.self)).toBeChecked();
    await user.click(await radio(MSG_BUYER.kinds.company));
    await user.click(save());
    expect(await screen.findAllByText(MSG.required)).toHaveLength(2);

    await user.type(nameField(), 'ООО «Лютик»');
    // Letters are dropped; a wrong check digit is said once the field is left.
    await user.type(innField(), 'ИНН 7707083894');
    expect(innField()).toHaveValue('7707083894');
    await user.tab();
    expect(await screen.findByText(MSG.innChecksum)).toBeInTheDocument();
    await user.click(save());
    expect(saves()).toEqual([]);

    await user.clear(innField());
    await user.type(innField(), '7707083893');
    expect(screen.queryByText(MSG.innChecksum)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() =>
      expect(saves()).toEqual([{ kind: 'company', name: 'ООО «Лютик»', inn: '7707083893' }]),
    );
    expect(onSaved).toHaveBeenCalledWith(MSG_BUYER.saved);
    // The saved INN's register card: not checked yet, and why.
    const card = await screen.findByRole('region', { name: 'Сведения из реестра' });
    expect(within(card).getByText(/Не проверено: проверка ещё не проведена/)).toBeInTheDocument();
  });

  it('shows the saved company with the register’s card', async () => {
    setup(COMPANY);
    expect(await radio(MSG_BUYER.kinds.company)).toBeChecked();
    expect(nameField()).toHaveValue(COMPANY.name);
    expect(innField()).toHaveValue('7701000019');
    const card = screen.getByRole('region', { name: 'Сведения из реестра' });
    expect(within(card).getByText('Действует')).toBeInTheDocument();
    expect(within(card).getByText(/^Проверено по ЕГРЮЛ/)).toBeInTheDocument();
  });

  it('keeps everything typed when the server refuses, and says why beside the field', async () => {
    const { user, onSaved } = setup(COMPANY, {
      'PUT /api/user/profile/buyer': () =>
        json(400, { errors: [MSG.innChecksum], fields: { inn: [MSG.innChecksum] } }),
    });
    await screen.findByRole('radio', { name: MSG_BUYER.kinds.company });
    await user.clear(nameField());
    await user.type(nameField(), 'АО «Новое»');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.innChecksum);
    // In the alert and under the field.
    expect(screen.getAllByText(MSG.innChecksum)).toHaveLength(2);
    expect(nameField()).toHaveValue('АО «Новое»');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the save failed when the server is away, keeping the form', async () => {
    const { user } = setup(
      { kind: 'self' },
      { 'PUT /api/user/profile/buyer': () => unavailable() },
    );
    await user.click(await radio(MSG_BUYER.kinds.company));
    await user.type(nameField(), 'ООО «Лютик»');
    await user.type(innField(), '7707083893');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(innField()).toHaveValue('7707083893');
  });

  it('says the read failed, with a retry', async () => {
    setup(null, { 'GET /api/user/profile/buyer': () => json(500, { errors: [] }) });
    expect(await screen.findByText(MSG_BUYER.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('works on a phone', async () => {
    phoneScreen();
    const { user, saves } = setup(null);
    await user.click(await radio(MSG_BUYER.kinds.company));
    await user.type(nameField(), 'ИП Иванова Мария Петровна');
    await user.type(innField(), '770100000142');
    await user.click(save());
    await waitFor(() =>
      expect(saves()).toEqual([
        { kind: 'company', name: 'ИП Иванова Мария Петровна', inn: '770100000142' },
      ]),
    );
  });
});
