import { MSG, MSG_CABINET, type Project } from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  address,
  cardNames,
  cards,
  describeLoadFailure,
  listAnswer,
  renderCatalog,
  retriesSpent,
} from '@/test/catalog';
import { makeProject } from '@/test/fixtures';
import { json, seedSession, unavailable } from '@/test/render';
import { ProjectList } from '@/features/projects/components/project-list';

// 14 projects, newest first: 'Проект 14' … 'Проект 1'; 3 in Казань (approved), the rest in work.
const projects = Array.from({ length: 14 }, (_, i) => {
  const id = 14 - i;
  return id <= 3
    ? makeProject(id, { address: `Казань, ул. Баумана, ${id}`, status: 'approved' })
    : makeProject(id);
});

/** GET /projects as the server answers it: the name and the address contain q and region. */
function answer(list: readonly Project[], url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const region = url.searchParams.get('region')?.toLowerCase();
  const statuses = url.searchParams.get('statuses')?.split(',');
  const found = list.filter(
    (p) =>
      (!q || p.name.toLowerCase().includes(q)) &&
      (!region || p.address.toLowerCase().includes(region)) &&
      (!statuses || statuses.includes(p.status)),
  );
  return listAnswer('projects', found, url);
}

/** The list at `route`, served from `list` (or by `respond`). */
const renderProjects = ({
  route = '/profile/client/projects',
  list = projects,
  respond = (url: URL): Response | Promise<Response> => answer(list, url),
} = {}) => renderCatalog(<ProjectList />, { path: '/api/projects', route, respond });

describe('ProjectList', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it("shows the server's page with its paginator and keeps the page in the URL", async () => {
    const user = userEvent.setup();
    const { queries, back } = renderProjects();
    expect(await screen.findByRole('article', { name: 'Проект 14' })).toBeInTheDocument();
    expect(queries()).toEqual(['?page=1&per_page=12']);
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(cardNames()).toEqual(['Проект 2', 'Проект 1']));
    expect(queries().at(-1)).toBe('?page=2&per_page=12');
    expect(address()).toBe('Адрес страницы: /profile/client/projects?page=2');
    await back();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(address()).toBe('Адрес страницы: /profile/client/projects');
  });

  it("applies the region and the statuses on 'Показать', from the first page; Back undoes it", async () => {
    const user = userEvent.setup();
    const { queries, back } = renderProjects({ route: '/?page=2' });
    await screen.findByRole('article', { name: 'Проект 1' });
    await user.click(screen.getByRole('combobox', { name: 'Регион' }));
    await user.click(await screen.findByRole('option', { name: 'Казань' }));
    await user.click(screen.getByRole('checkbox', { name: 'Завершен' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ожидание' }));
    expect(queries()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(cardNames()).toEqual(['Проект 3', 'Проект 2', 'Проект 1']));
    const kazan = encodeURIComponent('Казань');
    expect(queries().at(-1)).toBe(
      `?page=1&per_page=12&region=${kazan}&statuses=pending_approval,approved`,
    );
    expect(address()).toBe(`Адрес страницы: /?region=${kazan}&statuses=pending_approval,approved`);

    await back();
    await waitFor(() => expect(cardNames()).toEqual(['Проект 2', 'Проект 1']));
    expect(address()).toBe('Адрес страницы: /?page=2');
    expect(screen.getByRole('checkbox', { name: 'Завершен' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Регион' })).toHaveValue('');
  });

  it('searches once the typing pauses and says when there is nothing', async () => {
    const user = userEvent.setup();
    const { queries } = renderProjects();
    await screen.findByRole('article', { name: 'Проект 14' });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Проект 1');
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Проект 14',
        'Проект 13',
        'Проект 12',
        'Проект 11',
        'Проект 10',
        'Проект 1',
      ]),
    );
    expect(queries()).toEqual([
      '?page=1&per_page=12',
      `?page=1&per_page=12&q=${encodeURIComponent('Проект 1').replaceAll('%20', '+')}`,
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'xyz');
    expect(await screen.findByText('Проектов нет')).toBeInTheDocument();
  });

  it('keeps the list state when the created banner drops its own parameters', async () => {
    renderProjects({ route: '/?page=2&createdName=Баня&createdId=5' });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Проект Баня успешно создан');
    expect(within(banner).getByRole('link', { name: 'Баня' })).toHaveAttribute(
      'href',
      '/profile/client/project/5',
    );
    await waitFor(() => expect(address()).toBe('Адрес страницы: /?page=2'));
    expect(await screen.findByRole('article', { name: 'Проект 1' })).toBeInTheDocument();
  });

  it("says 'Проектов нет' when the client has none", async () => {
    renderProjects({ list: [] });
    expect(await screen.findByText('Проектов нет')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  describeLoadFailure(() => {
    it(`falls back to '${MSG_CABINET.projectsLoadFailed}'`, async () => {
      renderProjects({ respond: () => new Response('', { status: 500 }) });
      expect(await retriesSpent()).toHaveTextContent(MSG_CABINET.projectsLoadFailed);
    });

    it('says the service is unavailable while a 503 is retried, then shows the list', async () => {
      let down = true;
      const { queries } = renderProjects({
        respond: (url) => (down ? unavailable(1) : answer(projects, url)),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);
      expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Загрузка')).not.toBeInTheDocument();

      down = false;
      // The retry comes after the server's Retry-After, 1 s.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('article', { name: 'Проект 14' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(queries()).toEqual(['?page=1&per_page=12', '?page=1&per_page=12']);
    });

    it("once the retries are spent, 'Повторить' loads the list again", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let down = true;
      const { queries } = renderProjects({
        respond: (url) => (down ? unavailable(1) : answer(projects, url)),
      });
      expect(await retriesSpent()).toHaveTextContent(
        'Сервис временно недоступен, повторите через минуту',
      );
      expect(queries()).toHaveLength(4);

      down = false;
      await user.click(screen.getByRole('button', { name: 'Повторить' }));
      expect(await screen.findByRole('article', { name: 'Проект 14' })).toBeInTheDocument();
      expect(queries()).toHaveLength(5);
    });

    it('does not retry a 403: it says so at once', async () => {
      const { queries } = renderProjects({
        respond: () => json(403, { errors: [MSG.forbidden] }),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG.forbidden);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(queries()).toHaveLength(1);
    });
  });
});
