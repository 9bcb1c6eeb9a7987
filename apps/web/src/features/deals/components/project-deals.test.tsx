import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { CONTRACT, dealPage, makeDealCard } from '@/test/deals';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ProjectDeals } from '@/features/deals/components/project-deals';

describe('the project page’s deals', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));

  it('lists the project’s deals with the executor, status, dates and overdue marks', async () => {
    const { calls } = serveFetch({
      'GET /api/deals': (_b, url) =>
        json(
          200,
          dealPage(
            [
              makeDealCard(1, { status: 'in_progress', ...CONTRACT, overdue: true }),
              makeDealCard(2, { tender_id: 43, tender_title: 'Фасад', status: 'accepted' }),
            ],
            url,
          ),
        ),
    });
    renderWithProviders(<ProjectDeals projectId={3} />);
    const section = await screen.findByRole('region', { name: 'Договоры проекта (2)' });
    expect(calls[0]?.url).toBe('/api/deals?page=1&per_page=10&project_id=3');
    const first = within(section).getByRole('article', { name: 'Кровля склада' });
    expect(first).toHaveTextContent('Исполнитель: ООО «СтройМонтаж»');
    expect(first).toHaveTextContent('Сроки: с 10.03.2026 по 30.06.2026');
    expect(first).toHaveTextContent('Просрочено: плановое окончание 30.06.2026');
    expect(within(first).getByRole('link', { name: 'Кровля склада' })).toHaveAttribute(
      'href',
      '/profile/client/tender/42#deal',
    );
    expect(within(section).getByRole('article', { name: 'Фасад' })).toHaveTextContent(
      'Работы приняты',
    );
  });

  it('shows nothing while the project has no deals', async () => {
    const { calls } = serveFetch({ 'GET /api/deals': (_b, url) => json(200, dealPage([], url)) });
    renderWithProviders(<ProjectDeals projectId={3} />);
    await expect.poll(() => calls.length).toBe(1);
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
