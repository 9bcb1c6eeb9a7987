import { MSG_CABINET, type Project } from '@podryad/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { READ_RETRY } from '@/lib/api-client';
import { TestMantine } from '@/test/render';

// Leaflet does not run in jsdom; the map itself is not what these tests are about.
vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

const PROJECT: Project = {
  id: 7,
  name: 'Дом у реки',
  address: 'Москва, ул. Речная, 1',
  description: 'Двухэтажный дом',
  latitude: 55.75,
  longitude: 37.61,
  phone: '+79161234567',
  email: 'owner@example.ru',
  vk: null,
  telegram: null,
  whatsapp_status: null,
  cover_path: '/storage/images/cover.png',
  image: '/storage/images/cover.png',
  status: 'in_process',
  created_at: '2026-01-10T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answer the test releases when it wants to. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

function renderDetail(project: Project = PROJECT) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === `/api/projects/${project.id}` && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(json(200, { project }));
    }
    return Promise.reject(new Error(`unexpected ${init?.method} ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <TestMantine>
      <QueryClientProvider client={client}>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <ProjectDetail id={project.id} /> }])}
        />
      </QueryClientProvider>
    </TestMantine>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const statusCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/status'));

describe('project status dropdown', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the choice and shows the new label only after the server agrees', async () => {
    const { fetchMock, user } = renderDetail();
    const answer = deferred();
    fetchMock.mockImplementationOnce(() => answer.promise);

    await user.click(await screen.findByRole('button', { name: 'Статус: В работе' }));
    await user.click(screen.getByRole('menuitem', { name: 'Завершен' }));

    const [[url, init]] = statusCalls(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/projects/7/status');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ status: 'approved' });
    // The call is still under way: the old status is what is shown.
    expect(screen.getByRole('button', { name: 'Статус: В работе' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Статус: Завершен' })).not.toBeInTheDocument();

    answer.resolve(json(200, { project: { ...PROJECT, status: 'approved' } }));
    expect(await screen.findByRole('button', { name: 'Статус: Завершен' })).toBeInTheDocument();
    expect(screen.queryByText(MSG_CABINET.projectStatusFailed)).not.toBeInTheDocument();
  });

  it('keeps the old label and says "Ошибка при смене статуса" when the call fails', async () => {
    const { fetchMock, user } = renderDetail();
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(json(400, { errors: ['Этот статус нельзя выбрать'] })),
    );

    await user.click(await screen.findByRole('button', { name: 'Статус: В работе' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ожидание' }));

    expect(await screen.findByText('Ошибка при смене статуса')).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Статус: В работе' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Статус: Ожидание' })).not.toBeInTheDocument();
  });

  it('never offers "Отклонён", and shows it when it is the status', async () => {
    const { user } = renderDetail({ ...PROJECT, status: 'declined' });

    await user.click(await screen.findByRole('button', { name: 'Статус: Отклонён' }));
    const offered = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(offered).toEqual(['Ожидание', 'В работе', 'Завершен']);
    expect(screen.queryByRole('menuitem', { name: 'Отклонён' })).not.toBeInTheDocument();
  });
});

describe('project edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the phone rule before saving and makes no call', async () => {
    const { fetchMock, user } = renderDetail();
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));

    expect(screen.getByText('Телефон не указан корректно')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('asks before leaving with an unsaved change', async () => {
    const { user } = renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9');
    await user.click(screen.getByRole('link', { name: 'Проекты' }));
    const ask = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+791612345679');
  });

  it('removes the cover with a PATCH of the saved project and says "Изображение удалено"', async () => {
    const { fetchMock, user } = renderDetail();
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(json(200, { project: { ...PROJECT, cover_path: null, image: null } })),
    );

    await user.click(await screen.findByRole('button', { name: 'Удалить изображение' }));

    expect(await screen.findByText('Изображение удалено')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/projects/7');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Дом у реки',
      phone: '+79161234567',
      cover_path: '',
      image: '',
    });
    expect(screen.queryByRole('img', { name: 'Обложка проекта' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать изображение' })).toBeInTheDocument();
  });

  it('says "Проект не найден" for a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(404, { errors: ['Проект не найден'] }))),
    );
    render(
      <TestMantine>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: READ_RETRY } })}>
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <ProjectDetail id={99} /> }])}
          />
        </QueryClientProvider>
      </TestMantine>,
    );
    expect(await screen.findByRole('heading', { name: 'Проект не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к проектам' })).toHaveAttribute(
      'href',
      '/profile/client/projects',
    );
  });
});
