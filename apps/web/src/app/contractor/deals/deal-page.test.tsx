import { DELETED_USER_LABEL, MSG_CONSENTS, MSG_DEALS, type Deal } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DealsApi from '@/features/deals/api/upload-deal-file';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { CONTRACT, makeDeal } from '@/test/deals';
import { dealReviews } from '@/test/reviews';
import {
  type FetchRoutes,
  Where,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { DealRoute } from '@/app/contractor/deals/deals-route';

// Uploads go through XMLHttpRequest; here they answer at once with a stored path.
const uploads = vi.hoisted(() => ({
  file: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/deals/${file.name}`, name: file.name, size: file.size };
  }),
}));
vi.mock('@/features/deals/api/upload-deal-file', async (importOriginal) => ({
  ...(await importOriginal<typeof DealsApi>()),
  uploadDealFile: uploads.file,
}));

/** The deal page serving `deal` and answering each step with `after`. */
function setup(deal: Deal, after: Partial<Record<string, Deal>> = {}, extra: FetchRoutes = {}) {
  const served = serveFetch({
    'GET /api/deals/5': () => json(200, { deal }),
    ...extra,
    ...Object.fromEntries(
      Object.entries(after).map(([step, next]) => [
        `POST /api/deals/5/${step}`,
        () => json(200, { deal: next }),
      ]),
    ),
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/deal/:id" element={<DealRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/profile/contractor/deal/5' },
  );
  return { user, ...served };
}

describe('the contractor’s deal page', () => {
  beforeEach(() => {
    seedSession({ token: 'token-1', user: CONTRACTOR_USER });
    uploads.file.mockClear();
  });

  it('shows the fixed terms, the client and the contract, and confirms it after asking', async () => {
    const deal = makeDeal({ status: 'awaiting_confirmation', ...CONTRACT });
    const { user, calls } = setup(deal, {
      confirm: makeDeal({
        status: 'in_progress',
        ...CONTRACT,
        confirmed_at: '2026-11-21T09:00:00Z',
      }),
    });
    const view = await screen.findByRole('region', { name: 'Договор № П-17/2026' });
    expect(view).toHaveTextContent('ЗаказчикИван');
    expect(view).toHaveTextContent('1 220 000 ₽, без НДС, НДС 22 % сверху');
    expect(view).toHaveTextContent('60 дней');
    expect(view).toHaveTextContent('Материалы');
    expect(view).toHaveTextContent('Вывоз мусора');
    expect(view).toHaveTextContent('Плановое окончание30.06.2026');
    expect(view).toHaveTextContent('Ждёт подтверждения подрядчика');
    expect(within(view).queryByRole('button', { name: 'Работы выполнены' })).toBeNull();

    await user.click(within(view).getByRole('button', { name: 'Договор заключён' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить договор?' });
    await user.click(within(dialog).getByRole('button', { name: 'Договор заключён' }));

    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/deals/5/confirm')).toBe(true);
    expect(await within(view).findByRole('button', { name: 'Работы выполнены' })).toBeVisible();
    expect(view).toHaveTextContent('21.11.2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the overdue work and reports it only with an acceptance document', async () => {
    const deal = makeDeal({ status: 'in_progress', ...CONTRACT, overdue: true });
    const { user, calls } = setup(deal, {
      report: makeDeal({ status: 'work_reported', ...CONTRACT }),
    });
    const view = await screen.findByRole('region', { name: 'Договор № П-17/2026' });
    expect(view).toHaveTextContent('Просрочено: плановое окончание 30.06.2026');

    await user.click(within(view).getByRole('button', { name: 'Работы выполнены' }));
    const dialog = await screen.findByRole('dialog', { name: 'Работы выполнены' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(dialog).toHaveTextContent(MSG_DEALS.documentsRequired);
    expect(calls.some((c) => c.url === '/api/deals/5/report')).toBe(false);

    await user.upload(
      within(dialog).getByLabelText('Прикрепить файлы'),
      new File(['%PDF-1.4'], 'КС-2.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Скачать КС-2.pdf' })).toBeVisible();
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Готово');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(await within(view).findByText('Работы выполнены')).toBeVisible();
    expect(calls.find((c) => c.url === '/api/deals/5/report')?.body).toEqual({
      documents: ['/storage/deals/КС-2.pdf'],
      comment: 'Готово',
    });
  });

  it('ends the deal early only with a reason', async () => {
    const { user, calls } = setup(makeDeal({ status: 'draft' }), {
      terminate: makeDeal({ status: 'terminated', end_reason: 'Объект заморожен' }),
    });
    const view = await screen.findByRole('region', { name: 'Договор' });
    expect(view).toHaveTextContent('Заказчик ещё не внёс данные договора');
    await user.click(within(view).getByRole('button', { name: 'Расторгнуть договор' }));
    const dialog = await screen.findByRole('dialog', { name: 'Расторгнуть договор?' });
    await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть договор' }));
    expect(dialog).toHaveTextContent(MSG_DEALS.reasonRequired);

    await user.type(within(dialog).getByLabelText(/Причина расторжения/), 'Объект заморожен');
    await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть договор' }));
    expect(await within(view).findByText('Договор расторгнут')).toBeVisible();
    expect(calls.find((c) => c.url === '/api/deals/5/terminate')?.body).toEqual({
      reason: 'Объект заморожен',
    });
    expect(view).toHaveTextContent('Объект заморожен');
    expect(within(view).queryByRole('button', { name: 'Расторгнуть договор' })).toBeNull();
  });

  it('shows the server’s refusal of a step out of turn', async () => {
    serveFetch({
      'GET /api/deals/5': () =>
        json(200, { deal: makeDeal({ status: 'awaiting_confirmation', ...CONTRACT }) }),
      'POST /api/deals/5/confirm': () => json(409, { errors: [MSG_DEALS.confirmNotAllowed] }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/profile/contractor/deal/:id" element={<DealRoute />} />
      </Routes>,
      { route: '/profile/contractor/deal/5' },
    );
    await user.click(await screen.findByRole('button', { name: 'Договор заключён' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить договор?' });
    await user.click(within(dialog).getByRole('button', { name: 'Договор заключён' }));
    expect(await within(dialog).findByText(MSG_DEALS.confirmNotAllowed)).toBeVisible();
  });

  it('offers to add an accepted deal to the portfolio', async () => {
    const { user } = setup(makeDeal({ status: 'accepted', ...CONTRACT }));
    await user.click(await screen.findByRole('link', { name: 'Добавить в портфолио' }));
    expect(
      screen.getByText('Адрес страницы: /profile/contractor/createcase?deal=5'),
    ).toBeInTheDocument();
  });

  it('asks for a review of the client once the work is accepted, and not before', async () => {
    setup(
      makeDeal({ status: 'accepted', ...CONTRACT, accepted_at: '2026-11-25T10:00:00.000Z' }),
      {},
      { 'GET /api/deals/5/reviews': () => json(200, dealReviews()) },
    );
    const reviews = await screen.findByRole('region', { name: 'Отзывы' });
    expect(await within(reviews).findByText('Понятность задачи')).toBeInTheDocument();
  });

  it('shows no reviews while the work runs', async () => {
    setup(makeDeal({ status: 'in_progress', ...CONTRACT }));
    await screen.findByRole('button', { name: 'Работы выполнены' });
    expect(screen.queryByRole('region', { name: 'Отзывы' })).toBeNull();
  });

  it('names a deleted client by the label, with no contacts and no line about them', async () => {
    setup(makeDeal({ status: 'in_progress', ...CONTRACT, client_name: DELETED_USER_LABEL }));
    const view = await screen.findByRole('region', { name: 'Договор № П-17/2026' });
    expect(view).toHaveTextContent(`Заказчик${DELETED_USER_LABEL}`);
    expect(screen.queryByText(MSG_CONSENTS.contactsHidden)).toBeNull();
    expect(within(view).queryByRole('link', { name: /@|\+7/ })).toBeNull();
  });

  it('says a deal that is not the caller’s is not found', async () => {
    serveFetch({ 'GET /api/deals/5': () => json(404, { errors: [MSG_DEALS.notFound] }) });
    renderWithProviders(
      <Routes>
        <Route path="/profile/contractor/deal/:id" element={<DealRoute />} />
      </Routes>,
      { route: '/profile/contractor/deal/5' },
    );
    expect(await screen.findByRole('heading', { name: MSG_DEALS.notFound })).toBeVisible();
  });
});
