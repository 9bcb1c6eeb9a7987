import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TendersApi from '@/features/tenders/api/upload-tender-file';
import {
  MSG_SEALED,
  MSG_TENDERS,
  SEALED_LABEL,
  type Contractor,
  type Project,
} from '@podryad/domain';
import {
  listMeta,
  listPage,
  makeContractor,
  makeParty,
  makeProject,
  makeRequest,
  makeTender,
} from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { CreateTenderWizard, EditTenderWizard } from '@/app/client/tenders/tender-wizard';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

// Uploads (images and documents alike) go through XMLHttpRequest to the one upload call; here
// they answer at once with a private stored path.
const uploads = vi.hoisted(() => ({
  file: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/docs/${file.name}`, name: file.name, size: 2048 };
  }),
}));
vi.mock('@/features/tenders/api/upload-tender-file', async (importOriginal) => ({
  ...(await importOriginal<typeof TendersApi>()),
  uploadTenderFile: uploads.file,
}));

const NEXT_YEAR = String(new Date().getFullYear() + 1);

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

/** GET /projects or /contractors as the server answers: the page of those whose name contains q. */
const served =
  <T,>(
    list: readonly T[],
    name: (item: T) => string,
    wrap: (page: ReturnType<typeof listPage<T>>) => object,
  ) =>
  (_: unknown, url: URL) => {
    const q = url.searchParams.get('q')?.toLowerCase();
    const found = list.filter((item) => !q || name(item).toLowerCase().includes(q));
    return json(200, wrap(listPage(found, url)));
  };
const projectsOf = (list: readonly Project[]) =>
  served(
    list,
    (p) => p.name,
    ({ items, meta }) => ({ projects: items, meta }),
  );
const PROJECTS = projectsOf([makeProject(5, { name: 'Городок' })]);
const CONTRACTORS = served(
  [
    makeContractor(11, { profile: { short_name: 'Альфа' } }),
    makeContractor(12, { profile: { short_name: 'Бета' } }),
    makeContractor(13, { profile: { short_name: 'Гамма' }, participates_in_tenders: false }),
  ] as Contractor[],
  (c) => c.profile.short_name,
  ({ items, meta }) => ({ users: items, meta, regions: ['Москва'] }),
);
const ALFA_REQUEST = makeRequest(1, 'offered', {
  user: makeParty(11, { profile: { short_name: 'Альфа' } }),
});

/** The stored tender the edit journeys load: the form and the saved body are checked against it. */
const SCHOOL = makeTender(42, 'Школа', {
  project: { id: 5, name: 'Городок' },
  project_name: 'Городок',
  projectId: 5,
  type: 'construction',
  stage: 'construction',
  complex_structure: false,
  start_date: '2030-05-10',
  end_date: null,
  images: ['/storage/images/a.png'],
  documents: ['/storage/docs/plan.pdf', '/storage/docs/smeta.xls'],
  document_files: [
    { path: '/storage/docs/plan.pdf', name: 'План.pdf', size: 374579 },
    { path: '/storage/docs/smeta.xls', name: 'Смета.xls', size: 2048 },
  ],
});

async function fillMainStep(user: UserEvent) {
  const next = screen.getByRole('button', { name: 'Далее' });
  await user.type(screen.getByRole('textbox', { name: 'Название тендера' }), 'Школа');
  await pick(user, 'Проект', 'Городок');
  await pick(user, 'Этап', 'Строительство');
  // The project's address fills the empty one.
  expect(screen.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
    'Новосибирск, Красный проспект, 1',
  );
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
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    seedSession({ token: 't' });
    uploads.file.mockClear();
    // jsdom has no object URLs; the previews of private uploads make them.
    URL.createObjectURL = vi.fn(() => 'blob:front');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('keeps Далее disabled until the required fields are filled, and step 2 until an image is up', async () => {
    const { fetchMock } = serveFetch({
      'GET /api/projects': PROJECTS,
      // The just-uploaded image is private: its preview is fetched with the token.
      'GET /storage/docs/front.png': () => new Response(new Uint8Array([137, 80, 78, 71])),
    });
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
    const picker = screen.getByLabelText('Изображения объекта');
    // Any image: a list of types hides the camera on some phones.
    expect(picker).toHaveAttribute('accept', 'image/*');
    await user.upload(picker, png('front.png'));
    // Images go through the one upload call, like documents, once the step has scaled them down.
    expect(uploads.file).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'front.png' }),
      expect.any(Function),
      'none',
    );
    const preview = await screen.findByRole('img', { name: 'Изображение объекта 1' });
    await waitFor(() => expect(preview).toHaveAttribute('src', 'blob:front'));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/storage\/docs\/front\.png$/),
      expect.objectContaining({ headers: { authorization: 'Bearer t' } }),
    );
    expect(step2Next).toBeEnabled();

    // Removed before saving: the step needs one again, and the preview's object URL is let go.
    await user.click(screen.getByRole('button', { name: 'Удалить изображение 1' }));
    expect(step2Next).toBeDisabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:front');

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('textbox', { name: 'Название тендера' })).toHaveValue('Школа');
  });

  it('says why an upload failed', async () => {
    serveFetch({ 'GET /api/projects': PROJECTS });
    const { ApiError } = await import('@/lib/api-client');
    uploads.file.mockRejectedValueOnce(new ApiError(415, ['Можно загрузить только PNG или JPEG']));
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

  it('refuses a file that is no image before sending it', async () => {
    serveFetch({ 'GET /api/projects': PROJECTS });
    renderAt('/profile/client/createtender');
    // The picker's accept is a hint: the dialog's «All files» gets past it.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByRole('button', { name: 'Далее' });
    await fillMainStep(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(
      screen.getByLabelText('Изображения объекта'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'plan.pdf: Можно загрузить только изображение: PNG, JPEG, WEBP или GIF',
    );
    expect(uploads.file).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
  });

  it('creates the tender, invites each chosen contractor and goes to the dashboard with the banner query', async () => {
    const { calls } = serveFetch({
      'GET /api/projects': PROJECTS,
      'GET /api/contractors': CONTRACTORS,
      'POST /api/tenders': () => json(201, { id: 42, tender: SCHOOL }),
      'POST /api/request/42': () => json(201, { request: ALFA_REQUEST }),
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
    await within(drawer).findByRole('button', { name: /Альфа/ });
    expect(calls.filter((c) => c.url.startsWith('/api/contractors')).map((c) => c.url)).toEqual([
      '/api/contractors?page=1&per_page=20',
    ]);
    // Those who do not take part in tenders are shown, and cannot be chosen.
    expect(within(drawer).getByRole('button', { name: /Гамма/ })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: /Гамма/ })).toHaveTextContent(
      'Не участвует в тендерах',
    );
    // The search asks the server once the typing pauses.
    await user.type(within(drawer).getByRole('textbox', { name: 'Поиск подрядчика' }), 'бет');
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: /Альфа/ })).not.toBeInTheDocument(),
    );
    expect(calls.at(-1)?.url).toBe(
      `/api/contractors?page=1&per_page=20&q=${encodeURIComponent('бет')}`,
    );
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
      address: 'Новосибирск, Красный проспект, 1',
      latitude: null,
      longitude: null,
      description: 'Трёхэтажная школа',
      start_date: `${NEXT_YEAR}-05-10`,
      end_date: null,
      images_paths: ['/storage/docs/front.png'],
      docs_paths: ['/storage/docs/plan.pdf'],
    });
    const invites = calls.filter((c) => c.method === 'POST' && c.url === '/api/request/42');
    expect(invites.map((c) => c.body)).toEqual([
      { user_id: 11, comment: '-', docs_paths: [] },
      { user_id: 12, comment: '-', docs_paths: [] },
    ]);
  });

  it('sends the deadline for offers read as Moscow time and sealed, and stops a past one at Далее', async () => {
    const { calls } = serveFetch({
      'GET /api/projects': PROJECTS,
      'GET /api/contractors': CONTRACTORS,
      'POST /api/tenders': () => json(201, { id: 42, tender: SCHOOL }),
    });
    const user = renderAt('/profile/client/createtender');
    await screen.findByRole('button', { name: 'Далее' });
    await fillMainStep(user);
    // Sealed offers need a deadline: the switch alone stops at Далее.
    await user.click(screen.getByRole('switch', { name: new RegExp(SEALED_LABEL) }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByText(MSG_SEALED.needsDeadline)).toBeInTheDocument();
    const field = screen.getByLabelText('Приём предложений до (МСК)');
    fireEvent.change(field, { target: { value: '2020-01-10T18:00' } });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByText(MSG_TENDERS.deadlinePast)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: `${NEXT_YEAR}-01-10T18:00` } });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(screen.getByLabelText('Изображения объекта'), png('front.png'));
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Создать тендер' }));
    await screen.findByText(/Адрес страницы: \/profile\/client\/main/);
    const created = calls.find((c) => c.method === 'POST' && c.url === '/api/tenders');
    expect(created?.body).toMatchObject({
      offers_deadline: `${NEXT_YEAR}-01-10T18:00:00+03:00`,
      sealed: true,
    });
  });

  it('says which invitation failed and still offers the way to the dashboard', async () => {
    let n = 0;
    serveFetch({
      'GET /api/projects': PROJECTS,
      'GET /api/contractors': CONTRACTORS,
      'POST /api/tenders': () => json(201, { id: 42, tender: SCHOOL }),
      'POST /api/request/42': () =>
        ++n === 1 ? json(201, { request: ALFA_REQUEST }) : json(409, { errors: [] }),
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
    serveFetch({
      'GET /api/projects': PROJECTS,
      'GET /api/contractors': CONTRACTORS,
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
    const existing = { ...SCHOOL, requests: [ALFA_REQUEST] };
    const { calls } = serveFetch({
      'GET /api/tenders/42': () => json(200, { tender: existing }),
      'GET /api/projects': PROJECTS,
      'GET /api/contractors': CONTRACTORS,
      'PATCH /api/tenders/42': () =>
        json(200, { tender: { ...existing, tender_name: 'Школа №2' } }),
      'POST /api/request/42': () =>
        json(201, {
          request: makeRequest(2, 'offered', {
            user: makeParty(12, { profile: { short_name: 'Бета' } }),
          }),
        }),
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

  it("edit: the select names the tender's project even when it is not among the newest", async () => {
    const newest = Array.from({ length: 20 }, (_, i) =>
      makeProject(100 + i, { name: `Новый ${i}` }),
    );
    serveFetch({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'GET /api/projects': projectsOf([...newest, makeProject(5, { name: 'Городок' })]),
    });
    const user = renderAt('/profile/client/edittender/42');
    await screen.findByRole('heading', { name: 'Редактирование тендера' });
    const select = screen.getByRole('combobox', { name: 'Проект' });
    expect(select).toHaveValue('Городок');
    await waitFor(() =>
      expect(
        screen.getByText('Последние 20 из 21: введите название, чтобы найти другой'),
      ).toBeInTheDocument(),
    );
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'Новый 0' })).toBeInTheDocument();
  });

  it('finds a project beyond the first choices by asking the server', async () => {
    const newest = Array.from({ length: 20 }, (_, i) =>
      makeProject(100 + i, { name: `Новый ${i}` }),
    );
    const { calls } = serveFetch({
      'GET /api/projects': projectsOf([...newest, makeProject(5, { name: 'Городок' })]),
    });
    const user = renderAt('/profile/client/createtender');
    const select = await screen.findByRole('combobox', { name: 'Проект' });
    await user.click(select);
    expect(await screen.findAllByRole('option')).toHaveLength(20);
    await user.type(select, 'город');
    await user.click(await screen.findByRole('option', { name: 'Городок' }));
    expect(select).toHaveValue('Городок');
    expect(calls.map((c) => c.url)).toContain(
      `/api/projects?per_page=20&q=${encodeURIComponent('город')}`,
    );
    // Not one call per keystroke.
    expect(calls.map((c) => c.url)).not.toContain(
      `/api/projects?per_page=20&q=${encodeURIComponent('го')}`,
    );
  });

  it("edit: a failed save without a reason says 'Ошибка сохранения тендера'", async () => {
    serveFetch({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'GET /api/projects': PROJECTS,
      'PATCH /api/tenders/42': () => json(500, { errors: [] }),
    });
    const user = renderAt('/profile/client/edittender/42');
    await screen.findByRole('heading', { name: 'Редактирование тендера' });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сохранения тендера');
  });

  it('edit: asks before dropping a change, and leaves on «Уйти»', async () => {
    serveFetch({
      'GET /api/tenders/42': () => json(200, { tender: SCHOOL }),
      'GET /api/projects': PROJECTS,
    });
    const user = renderAt('/profile/client/edittender/42');
    await screen.findByRole('heading', { name: 'Редактирование тендера' });
    await user.type(screen.getByRole('textbox', { name: 'Название тендера' }), ' №2');
    await user.click(screen.getByRole('link', { name: 'Главная' }));
    const ask = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    await user.click(within(ask).getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByText('Адрес страницы: /profile/client/main')).toBeVisible();
  });

  it('a tender that cannot load says so', async () => {
    serveFetch({
      'GET /api/tenders/42': () => json(500, { errors: [] }),
      'GET /api/projects': PROJECTS,
    });
    renderAt('/profile/client/edittender/42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки тендера');
  });

  it('with no project: the message, a way to create one, then the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveFetch({
      'GET /api/projects': () => json(200, { projects: [], meta: listMeta(0, 1, 20) }),
    });
    renderAt('/profile/client/createtender');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Для создания тендера сначала создайте проект',
    );
    // The select's first choices tell whether there is any.
    expect(calls.map((c) => c.url)).toEqual(['/api/projects?per_page=20']);
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
