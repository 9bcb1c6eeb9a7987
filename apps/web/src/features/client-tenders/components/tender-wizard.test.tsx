import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TendersApi from '@/api/tenders';
import { json, mockFetch, renderWithProviders, seedSession } from '@/test/render';
import { contractor, requestFrom, tender } from '../testing/fixtures';
import { CreateTenderWizard, EditTenderWizard } from './tender-wizard';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

// Uploads go through XMLHttpRequest; here they answer at once with a stored path.
const uploads = vi.hoisted(() => ({
  image: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/images/${file.name}` };
  }),
  document: vi.fn(async (file: File) => ({
    path: `/storage/docs/${file.name}`,
    name: file.name,
    size: 2048,
  })),
}));
vi.mock('@/api/tenders', async (importOriginal) => ({
  ...(await importOriginal<typeof TendersApi>()),
  uploadTenderImage: uploads.image,
  uploadTenderDocument: uploads.document,
}));

const NEXT_YEAR = String(new Date().getFullYear() + 1);

type Call = { method: string; url: string; body: unknown };

/** The fetch mock answers by method and path; every call is recorded with its JSON body. */
function serve(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  mockFetch().mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/geo/')) return json(200, { results: [] });
    const answer = answers[`${method} ${url}`];
    return answer ? answer() : json(404, { errors: ['Не найдено'] });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <p>Адрес страницы: {location.pathname + location.search}</p>;
}

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/client/createtender" element={<CreateTenderWizard />} />
      <Route path="/profile/client/edittender/:id" element={<EditTenderWizard id={42} />} />
      <Route path="/profile/client/main" element={<Where />} />
    </Routes>,
    { route },
  );
  return userEvent.setup({ delay: null });
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const PROJECTS = { projects: [{ id: 5, name: 'Городок' }] };
const CONTRACTORS = {
  users: [
    contractor(11, 'Альфа'),
    contractor(12, 'Бета'),
    contractor(13, 'Гамма', { participates_in_tenders: false }),
  ],
};

async function fillMainStep(user: UserEvent) {
  const next = screen.getByRole('button', { name: 'Далее' });
  await user.type(screen.getByRole('textbox', { name: 'Название тендера' }), 'Школа');
  await pick(user, 'Проект', 'Городок');
  await pick(user, 'Этап', 'Строительство');
  await user.type(screen.getByRole('textbox', { name: 'Адрес объекта' }), 'Казань');
  await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Трёхэтажная школа');
  await pick(user, 'Дата начала: день', '10');
  await pick(user, 'Дата начала: месяц', 'Май');
  // A date counts only when all three parts are set.
  expect(next).toBeDisabled();
  await pick(user, 'Дата начала: год', NEXT_YEAR);
  expect(next).toBeEnabled();
}

async function chooseContractor(user: UserEvent, name: string) {
  const drawer = screen.getByRole('dialog', { name: 'Выбор подрядчика' });
  await user.click(await within(drawer).findByRole('button', { name: new RegExp(name) }));
  const card = await screen.findByRole('dialog', { name: 'Карточка подрядчика' });
  await user.click(within(card).getByRole('button', { name: 'Выбрать' }));
}

// Whole journeys through three steps: more than the default 5 s under a loaded machine.
describe('TenderWizard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    uploads.image.mockClear();
    uploads.document.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps Далее disabled until the required fields are filled, and step 2 until an image is up', async () => {
    serve({ 'GET /api/projects': () => json(200, PROJECTS) });
    const user = renderAt('/profile/client/createtender');
    const next = await screen.findByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    await fillMainStep(user);

    // The end date is optional, but not before the start.
    await pick(user, 'Дата окончания: день', '1');
    await pick(user, 'Дата окончания: месяц', 'Январь');
    await pick(user, 'Дата окончания: год', NEXT_YEAR);
    await user.click(next);
    expect(screen.getByText('Дата окончания не может быть раньше даты начала')).toBeInTheDocument();
    await pick(user, 'Дата окончания: месяц', 'Июнь');
    await user.click(next);

    expect(screen.getByText('png, jpeg, не более 1000 МБ')).toBeInTheDocument();
    const step2Next = screen.getByRole('button', { name: 'Далее' });
    expect(step2Next).toBeDisabled();
    await user.upload(screen.getByLabelText('Изображения объекта'), png('front.png'));
    expect(await screen.findByRole('img', { name: 'Изображение объекта 1' })).toBeInTheDocument();
    expect(step2Next).toBeEnabled();

    // Removed before saving: the step needs one again.
    await user.click(screen.getByRole('button', { name: 'Удалить изображение 1' }));
    expect(step2Next).toBeDisabled();

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('textbox', { name: 'Название тендера' })).toHaveValue('Школа');
  });

  it('says why an upload failed', async () => {
    serve({ 'GET /api/projects': () => json(200, PROJECTS) });
    const { ApiError } = await import('@/lib/api-client');
    uploads.image.mockRejectedValueOnce(new ApiError(415, ['Можно загрузить только PNG или JPEG']));
    const user = renderAt('/profile/client/createtender');
    await screen.findByRole('button', { name: 'Далее' });
    await fillMainStep(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(screen.getByLabelText('Изображения объекта'), png('bad.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bad.png: Можно загрузить только PNG или JPEG',
    );
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
  });

  it('creates the tender, invites each chosen contractor and goes to the dashboard with the banner query', async () => {
    const calls = serve({
      'GET /api/projects': () => json(200, PROJECTS),
      'GET /api/contractors': () => json(200, CONTRACTORS),
      'POST /api/tenders': () => json(201, { id: 42, tender: tender() }),
      'POST /api/request/42': () => json(201, { request: requestFrom(1, 11, 'Альфа') }),
    });
    const user = renderAt('/profile/client/createtender');
    await screen.findByRole('button', { name: 'Далее' });
    await fillMainStep(user);
    await user.click(screen.getByRole('switch', { name: /Комплексное строительство/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await user.upload(screen.getByLabelText('Изображения объекта'), png('front.png'));
    await user.upload(
      screen.getByLabelText('Документы'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('button', { name: 'Скачать plan.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('heading', { name: 'Аккредитованные подрядчики' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выбрать подрядчика' }));
    const drawer = screen.getByRole('dialog', { name: 'Выбор подрядчика' });
    // Only contractors who take part in tenders are offered.
    await within(drawer).findByRole('button', { name: /Альфа/ });
    expect(within(drawer).queryByRole('button', { name: /Гамма/ })).not.toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: 'Поиск подрядчика' }), 'бет');
    expect(within(drawer).queryByRole('button', { name: /Альфа/ })).not.toBeInTheDocument();
    await user.clear(within(drawer).getByRole('textbox', { name: 'Поиск подрядчика' }));
    await chooseContractor(user, 'Альфа');
    await chooseContractor(user, 'Бета');
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('button', { name: 'Убрать подрядчика Альфа' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать подрядчика Бета' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Создать тендер' }));
    expect(
      await screen.findByText(
        'Адрес страницы: /profile/client/main?createdName=%D0%A8%D0%BA%D0%BE%D0%BB%D0%B0&createdId=42&hasContractor=1',
      ),
    ).toBeInTheDocument();

    const created = calls.find((c) => c.method === 'POST' && c.url === '/api/tenders');
    expect(created?.body).toEqual({
      tender_name: 'Школа',
      projectId: 5,
      stage: 'construction',
      complex_structure: true,
      type: 'complex_construction',
      address: 'Казань',
      latitude: null,
      longitude: null,
      description: 'Трёхэтажная школа',
      start_date: `${NEXT_YEAR}-05-10`,
      end_date: null,
      images_paths: ['/storage/images/front.png'],
      docs_paths: ['/storage/docs/plan.pdf'],
    });
    const invites = calls.filter((c) => c.method === 'POST' && c.url === '/api/request/42');
    expect(invites.map((c) => c.body)).toEqual([
      { user_id: 11, comment: '-', docs_paths: [] },
      { user_id: 12, comment: '-', docs_paths: [] },
    ]);
  });

  it('says which invitation failed and still offers the way to the dashboard', async () => {
    let n = 0;
    serve({
      'GET /api/projects': () => json(200, PROJECTS),
      'GET /api/contractors': () => json(200, CONTRACTORS),
      'POST /api/tenders': () => json(201, { id: 42, tender: tender() }),
      'POST /api/request/42': () =>
        ++n === 1 ? json(201, { request: requestFrom(1, 11, 'Альфа') }) : json(409, { errors: [] }),
    });
    const user = renderAt('/profile/client/createtender');
    await screen.findByRole('button', { name: 'Далее' });
    await fillMainStep(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(screen.getByLabelText('Изображения объекта'), png('front.png'));
    await screen.findByRole('img', { name: 'Изображение объекта 1' });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать подрядчика' }));
    await chooseContractor(user, 'Альфа');
    await chooseContractor(user, 'Бета');
    await user.click(screen.getByRole('button', { name: 'Создать тендер' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('не всех подрядчиков удалось пригласить');
    expect(alert).toHaveTextContent('Бета: Ошибка добавления подрядчика');
    await user.click(screen.getByRole('button', { name: 'Перейти на главную' }));
    expect(await screen.findByText(/hasContractor=1/)).toBeInTheDocument();
  });

  it("a refused creation shows the server's first error and stays on the wizard", async () => {
    serve({
      'GET /api/projects': () => json(200, PROJECTS),
      'GET /api/contractors': () => json(200, CONTRACTORS),
      'POST /api/tenders': () =>
        json(400, { errors: ['Выберите проект из списка', 'Заполните поле'] }),
    });
    const user = renderAt('/profile/client/createtender');
    await screen.findByRole('button', { name: 'Далее' });
    await fillMainStep(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(screen.getByLabelText('Изображения объекта'), png('front.png'));
    await screen.findByRole('img', { name: 'Изображение объекта 1' });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Создать тендер' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Выберите проект из списка$/);
    expect(screen.getByRole('button', { name: 'Создать тендер' })).toBeEnabled();
  });

  it('edits: loads first, says Редактирование тендера and invites only the newly added contractor', async () => {
    const existing = tender({ requests: [requestFrom(1, 11, 'Альфа')] });
    const calls = serve({
      'GET /api/tenders/42': () => json(200, { tender: existing }),
      'GET /api/projects': () => json(200, PROJECTS),
      'GET /api/contractors': () => json(200, CONTRACTORS),
      'PATCH /api/tenders/42': () =>
        json(200, { tender: { ...existing, tender_name: 'Школа №2' } }),
      'POST /api/request/42': () => json(201, { request: requestFrom(2, 12, 'Бета') }),
    });
    const user = renderAt('/profile/client/edittender/42');
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Редактирование тендера' }),
    ).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Название тендера' });
    expect(name).toHaveValue('Школа');
    await user.clear(name);
    await user.type(name, 'Школа №2');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    // The stored images and documents are there.
    expect(screen.getByRole('img', { name: 'Изображение объекта 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать План.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    // Already invited: listed, not removable.
    expect(screen.getByText('Альфа')).toBeInTheDocument();
    expect(screen.getByText('Уже приглашён')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Убрать подрядчика Альфа' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выбрать подрядчика' }));
    const drawer = screen.getByRole('dialog', { name: 'Выбор подрядчика' });
    await user.click(await within(drawer).findByRole('button', { name: /Альфа/ }));
    const card = await screen.findByRole('dialog', { name: 'Карточка подрядчика' });
    expect(within(card).getByRole('button', { name: 'Уже выбран' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Закрыть' }));
    await chooseContractor(user, 'Бета');

    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(
      await screen.findByText(
        'Адрес страницы: /profile/client/main?editedName=%D0%A8%D0%BA%D0%BE%D0%BB%D0%B0+%E2%84%962&editedId=42',
      ),
    ).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      tender_name: 'Школа №2',
      projectId: 5,
      stage: 'construction',
      type: 'construction',
      start_date: '2030-05-10',
      images_paths: ['/storage/images/a.png'],
      docs_paths: ['/storage/docs/plan.pdf', '/storage/docs/smeta.xls'],
    });
    const invites = calls.filter((c) => c.method === 'POST' && c.url === '/api/request/42');
    expect(invites.map((c) => c.body)).toEqual([{ user_id: 12, comment: '-', docs_paths: [] }]);
  });

  it("edit: a failed save without a reason says 'Ошибка сохранения тендера'", async () => {
    serve({
      'GET /api/tenders/42': () => json(200, { tender: tender() }),
      'GET /api/projects': () => json(200, PROJECTS),
      'PATCH /api/tenders/42': () => json(500, { errors: [] }),
    });
    const user = renderAt('/profile/client/edittender/42');
    await screen.findByRole('heading', { name: 'Редактирование тендера' });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сохранения тендера');
  });

  it('a tender that cannot load says so', async () => {
    serve({
      'GET /api/tenders/42': () => json(500, { errors: [] }),
      'GET /api/projects': () => json(200, PROJECTS),
    });
    renderAt('/profile/client/edittender/42');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Ошибка загрузки тендера',
    );
  });

  it('with no project: the message, a way to create one, then the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({ 'GET /api/projects': () => json(200, { projects: [] }) });
    renderAt('/profile/client/createtender');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Для создания тендера сначала создайте проект',
    );
    expect(screen.getByRole('link', { name: 'Создать проект' })).toHaveAttribute(
      'href',
      '/profile/client/createproject',
    );
    await vi.advanceTimersByTimeAsync(4000);
    await waitFor(() =>
      expect(screen.getByText('Адрес страницы: /profile/client/main')).toBeInTheDocument(),
    );
  });
});
