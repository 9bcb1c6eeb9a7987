import { MSG_SCOPE } from '@podryad/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listPage, makeContractor, makeRequest, makeTender, ownCard } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { InviteModal } from '@/app/client/contractors/invite-modal';

// The invite dialog marks the tenders a contractor takes no invitations to (its invitation scope).

const tenders = [
  makeTender(5, 'Школа', { type: 'construction', address: 'г. Казань, ул. Баумана, 1' }),
  makeTender(6, 'Проект моста', { type: 'design', address: 'г. Казань, ул. Пушкина, 2' }),
  makeTender(7, 'Склад в Самаре', { type: 'construction', address: 'г. Самара, ул. Садовая, 3' }),
  makeTender(8, 'Дача', { type: 'construction', address: 'пос. Заречный, ул. Лесная, 2' }),
];

function setup(scope: { work_types: ('design' | 'construction')[]; cities: string[] }) {
  const contractor = makeContractor(11, {
    profile: { short_name: 'СтройМастер' },
    invitation_scope: scope,
  });
  const served = serveFetch({
    'GET /api/tenders': (_body, url) => {
      const { items, meta } = listPage(tenders, url);
      return json(200, { tenders: items.map((t) => ownCard(t, 11)), meta });
    },
    'POST /api/request/8': () => json(201, { request: makeRequest(1, 'offered') }),
  });
  const onInvited = vi.fn();
  renderWithProviders(
    <InviteModal contractor={contractor} opened onClose={vi.fn()} onInvited={onInvited} />,
  );
  return { ...served, onInvited, user: userEvent.setup() };
}

const options = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('combobox', { name: 'Тендер' }));
  return screen.findAllByRole('option');
};

describe('InviteModal and the contractor’s invitation scope', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('disables and marks the tenders of a work type or city the contractor does not take', async () => {
    const { user, calls, onInvited } = setup({ work_types: ['construction'], cities: ['Казань'] });
    const shown = await options(user);
    expect(shown.map((o) => o.textContent)).toEqual([
      'Школа',
      `Проект моста — ${MSG_SCOPE.workType.toLowerCase()}`,
      `Склад в Самаре — ${MSG_SCOPE.city.toLowerCase()}`,
      // An address with no city of the list cannot be told apart: it is not refused.
      'Дача',
    ]);
    expect(shown.map((o) => o.hasAttribute('data-combobox-disabled'))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    // A disabled tender cannot be chosen.
    await user.click(shown[1]!);
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await user.click(screen.getByRole('option', { name: 'Дача' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/request/8']);
  });

  it('marks nothing for a contractor who takes every invitation', async () => {
    const { user } = setup({ work_types: [], cities: [] });
    const shown = await options(user);
    expect(shown.map((o) => o.textContent)).toEqual([
      'Школа',
      'Проект моста',
      'Склад в Самаре',
      'Дача',
    ]);
  });
});
