import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTender, ownCard } from '@/test/fixtures';
import { json, renderWithProviders, serveFetch, seedSession } from '@/test/render';
import { ProjectTenders } from '@/features/tenders/components/project-tenders';

const meta = (total: number) => ({ total, page: 1, per_page: 10 });

describe('ProjectTenders', () => {
  it("asks for this project's tenders a page at a time and links each, with 'Создать тендер' in the project", async () => {
    seedSession({ token: 't' });
    const { calls } = serveFetch({
      'GET /api/tenders': () =>
        json(200, {
          tenders: [ownCard(makeTender(3, 'Кровля школы')), ownCard(makeTender(2, 'Фундамент'))],
          meta: meta(2),
        }),
    });
    renderWithProviders(<ProjectTenders projectId={7} />);
    const section = await screen.findByRole('region', { name: 'Тендеры проекта (2)' });
    expect(within(section).getByRole('link', { name: 'Кровля школы' })).toHaveAttribute(
      'href',
      '/profile/client/tender/3',
    );
    expect(within(section).getByRole('link', { name: 'Создать тендер' })).toHaveAttribute(
      'href',
      '/profile/client/createtender?project=7',
    );
    const asked = new URL(calls[0]!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ project_id: '7', per_page: '10' });
  });

  it('says when the project has no tender yet', async () => {
    seedSession({ token: 't' });
    serveFetch({ 'GET /api/tenders': () => json(200, { tenders: [], meta: meta(0) }) });
    renderWithProviders(<ProjectTenders projectId={7} />);
    expect(await screen.findByText('В этом проекте пока нет тендеров.')).toBeInTheDocument();
  });
});
