import { MSG_DEALS, type Deal } from '@podryad/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { CONTRACT, makeDeal } from '@/test/deals';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { TenderDeal } from '@/features/deals/components/tender-deal';

/** The client's tender 42 with `deal` (none: the server's 404), each step answered with `after`. */
function setup(deal: Deal | null, after: Partial<Record<string, Deal>> = {}) {
  const served = serveFetch({
    'GET /api/tenders/42/deal': () =>
      deal ? json(200, { deal }) : json(404, { errors: [MSG_DEALS.notFound] }),
    ...Object.fromEntries(
      Object.entries(after).map(([step, next]) => [
        `POST /api/deals/5/${step}`,
        () => json(200, { deal: next }),
      ]),
    ),
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <h1>Тендер</h1>
      <TenderDeal tenderId={42} side="client" />
    </>,
  );
  return { user, ...served };
}

const client = (over: Partial<Deal>) => makeDeal(over, 'client');

describe('the tender page’s deal block', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));

  it('shows nothing while the tender has no deal', async () => {
    const { calls } = setup(null);
    await screen.findByRole('heading', { name: 'Тендер' });
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('region', { name: /Договор/ })).toBeNull();
  });

  it('fills in the contract, checking the dates before sending', async () => {
    const { user, calls } = setup(client({ status: 'draft' }), {
      contract: client({ status: 'awaiting_confirmation', ...CONTRACT }),
    });
    const view = await screen.findByRole('region', { name: 'Договор' });
    expect(view).toHaveTextContent('ИсполнительООО «СтройМонтаж»');
    await user.click(within(view).getByRole('button', { name: 'Внести данные договора' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные договора' });
    await user.type(within(dialog).getByLabelText(/Номер договора/), CONTRACT.contract_number);
    fireEvent.change(within(dialog).getByLabelText(/Дата договора/), {
      target: { value: CONTRACT.contract_date },
    });
    fireEvent.change(within(dialog).getByLabelText(/Начало работ/), {
      target: { value: CONTRACT.start_date },
    });
    fireEvent.change(within(dialog).getByLabelText(/Плановое окончание/), {
      target: { value: '2026-03-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Внести данные договора' }));
    expect(dialog).toHaveTextContent(MSG_DEALS.finishBeforeStart);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Плановое окончание/), {
      target: { value: CONTRACT.planned_finish },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Внести данные договора' }));
    expect(await within(view).findByText('Ждёт подтверждения подрядчика')).toBeVisible();
    expect(calls.find((c) => c.url === '/api/deals/5/contract')?.body).toEqual({
      ...CONTRACT,
      contract_file: null,
    });
    expect(view).toHaveTextContent('Начало работ10.03.2026');
    // Until the contractor confirms, the client may correct it.
    expect(within(view).getByRole('button', { name: 'Изменить данные договора' })).toBeVisible();
  });

  it('accepts the reported work after asking', async () => {
    const reported = client({
      status: 'work_reported',
      ...CONTRACT,
      acceptance_files: ['/storage/deals/ks2.pdf'],
      report_comment: 'Готово',
    });
    const { user, calls } = setup(reported, {
      accept: client({ status: 'accepted', ...CONTRACT }),
    });
    const view = await screen.findByRole('region', { name: 'Договор № П-17/2026' });
    expect(within(view).getByRole('button', { name: 'ks2.pdf' })).toBeVisible();
    expect(view).toHaveTextContent('Комментарий подрядчикаГотово');
    await user.click(within(view).getByRole('button', { name: 'Работы приняты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять работы?' });
    await user.click(within(dialog).getByRole('button', { name: 'Работы приняты' }));
    expect(await within(view).findByText('Работы приняты')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/deals/5/accept')).toBe(true);
    expect(within(view).queryByRole('button')).toBeNull();
  });

  it('returns the work with remarks, which are required', async () => {
    const { user, calls } = setup(client({ status: 'work_reported', ...CONTRACT }), {
      return: client({ status: 'in_progress', ...CONTRACT, remarks: 'Нет КС-3' }),
    });
    const view = await screen.findByRole('region', { name: 'Договор № П-17/2026' });
    await user.click(within(view).getByRole('button', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть работы на доработку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть на доработку' }));
    expect(dialog).toHaveTextContent(MSG_DEALS.remarksRequired);
    await user.type(within(dialog).getByLabelText(/Замечания/), 'Нет КС-3');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть на доработку' }));
    expect(await within(view).findByText('Замечания заказчика')).toBeVisible();
    expect(calls.find((c) => c.url === '/api/deals/5/return')?.body).toEqual({
      remarks: 'Нет КС-3',
    });
  });
});
