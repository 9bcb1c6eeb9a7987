import { MSG_SCOPE } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PickedContractor } from '@/features/tenders/utils/tender-draft';
import { listPage, makeContractor } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ContractorsStep, type InviteTarget } from '@/app/client/tenders/contractors-step';

// The wizard's and the tender page's picker marks those who take no invitations to the tender.

const CONTRACTORS = [
  makeContractor(11, { profile: { short_name: 'Альфа' } }),
  makeContractor(12, {
    profile: { short_name: 'Бета' },
    invitation_scope: { work_types: ['design'], cities: [] },
  }),
  makeContractor(13, {
    profile: { short_name: 'Гамма' },
    invitation_scope: { work_types: [], cities: ['Москва'] },
  }),
];

function Step({ target }: { target?: InviteTarget }) {
  const [picked, setPicked] = useState<PickedContractor[]>([]);
  return (
    <ContractorsStep
      picked={picked}
      invited={[]}
      onAdd={(c) => setPicked((all) => [...all, c])}
      onRemove={(id) => setPicked((all) => all.filter((c) => c.id !== id))}
      target={target}
    />
  );
}

async function openPicker(target?: InviteTarget) {
  serveFetch({
    'GET /api/contractors': (_body, url) => {
      const { items, meta } = listPage(CONTRACTORS, url);
      return json(200, { users: items, meta, regions: [] });
    },
  });
  renderWithProviders(<Step target={target} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Выбрать подрядчика' }));
  const drawer = screen.getByRole('dialog', { name: 'Выбор подрядчика' });
  await within(drawer).findByRole('button', { name: /Альфа/ });
  return { user, drawer };
}

describe('ContractorsStep and the contractors’ invitation scope', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('marks and disables those who take no invitations to the tender’s work type or city', async () => {
    const { user, drawer } = await openPicker({ work_type: 'construction', city: 'Казань' });
    expect(within(drawer).getByRole('button', { name: /Альфа/ })).toBeEnabled();
    const beta = within(drawer).getByRole('button', { name: /Бета/ });
    expect(beta).toBeDisabled();
    expect(beta).toHaveTextContent(MSG_SCOPE.workType);
    const gamma = within(drawer).getByRole('button', { name: /Гамма/ });
    expect(gamma).toBeDisabled();
    expect(gamma).toHaveTextContent(MSG_SCOPE.city);

    await user.click(within(drawer).getByRole('button', { name: /Альфа/ }));
    const card = await screen.findByRole('dialog', { name: 'Карточка подрядчика' });
    await user.click(within(card).getByRole('button', { name: 'Выбрать' }));
    expect(screen.getByRole('button', { name: 'Убрать подрядчика Альфа' })).toBeInTheDocument();
  });

  it('lets a tender with no city of the list reach a contractor of some cities', async () => {
    const { drawer } = await openPicker({ work_type: 'design', city: null });
    expect(within(drawer).getByRole('button', { name: /Бета/ })).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: /Гамма/ })).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: /Альфа/ })).toBeEnabled();
  });

  it('marks nobody while the tender’s work type is not known', async () => {
    const { drawer } = await openPicker();
    for (const name of [/Альфа/, /Бета/, /Гамма/])
      expect(within(drawer).getByRole('button', { name })).toBeEnabled();
    expect(within(drawer).queryByText(MSG_SCOPE.workType)).not.toBeInTheDocument();
  });

  it('shows the mark under the name on a phone', async () => {
    phoneScreen();
    const { drawer } = await openPicker({ work_type: 'construction', city: 'Казань' });
    expect(within(drawer).getByRole('button', { name: /Бета/ })).toHaveTextContent(
      MSG_SCOPE.workType,
    );
  });
});
