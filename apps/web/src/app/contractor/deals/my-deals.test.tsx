import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { CONTRACT, dealPage, makeDealCard } from '@/test/deals';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { DealsRoute } from '@/app/contractor/deals/deals-route';

const DEALS = [
  makeDealCard(1, {
    tender_title: 'Кровля склада',
    status: 'in_progress',
    ...CONTRACT,
    overdue: true,
  }),
  makeDealCard(2, { tender_title: 'Фасад школы', status: 'draft', price_with_vat_kopecks: null }),
];

function renderDeals(route = '/profile/contractor/deals') {
  const served = serveFetch({
    'GET /api/deals': (_body, url) => {
      const status = url.searchParams.get('status');
      const overdue = url.searchParams.get('overdue') === 'true';
      const kept = DEALS.filter((d) => (!status || d.status === status) && (!overdue || d.overdue));
      return json(200, dealPage(kept, url));
    },
  });
  const user = userEvent.setup();
  const { router } = renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/deals" element={<DealsRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return { user, router, ...served };
}

describe('Мои договоры', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CONTRACTOR_USER }));

  it('lists the deals with the client, status, price, dates and the overdue mark', async () => {
    renderDeals();
    expect(screen.getByRole('heading', { name: 'Мои договоры' })).toBeVisible();
    const first = await screen.findByRole('article', { name: 'Кровля склада' });
    expect(first).toHaveTextContent('Заказчик: Иван');
    expect(first).toHaveTextContent('Договор заключён');
    expect(first).toHaveTextContent('1 220 000 ₽ с НДС · Договор № П-17/2026');
    expect(first).toHaveTextContent('Сроки: с 10.03.2026 по 30.06.2026');
    expect(first).toHaveTextContent('Просрочено: плановое окончание 30.06.2026');
    const second = screen.getByRole('article', { name: 'Фасад школы' });
    expect(second).toHaveTextContent('Цена не указана');
    expect(second).not.toHaveTextContent('Просрочено');
  });

  it('filters by status and by overdue, keeping the filter in the address', async () => {
    const { user, calls, router } = renderDeals();
    await screen.findByRole('article', { name: 'Фасад школы' });
    await user.selectOptions(screen.getByLabelText('Показать'), 'Просроченные');
    await expect.poll(() => router.state.location.search).toBe('?status=overdue');
    await expect.poll(() => calls.at(-1)?.url).toBe('/api/deals?overdue=true');
    await expect.poll(() => screen.queryByRole('article', { name: 'Фасад школы' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Кровля склада' })).toBeVisible();
  });

  it('reads the filter from the address and opens a deal from its card', async () => {
    const { user, calls } = renderDeals('/profile/contractor/deals?status=draft');
    const card = await screen.findByRole('article', { name: 'Фасад школы' });
    expect(calls[0]?.url).toBe('/api/deals?status=draft');
    expect(screen.queryByRole('article', { name: 'Кровля склада' })).toBeNull();
    await user.click(within(card).getByRole('link', { name: 'Фасад школы' }));
    expect(screen.getByText('Адрес страницы: /profile/contractor/deal/2')).toBeVisible();
  });

  it('says there are no deals yet and leads to the tenders', async () => {
    serveFetch({ 'GET /api/deals': (_b, url) => json(200, dealPage([], url)) });
    renderWithProviders(<DealsRoute />, { route: '/profile/contractor/deals' });
    expect(await screen.findByText('Договоров пока нет')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Тендеры' })).toHaveAttribute(
      'href',
      '/profile/contractor/tenders',
    );
  });
});
