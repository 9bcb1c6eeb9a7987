import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCase } from '@/test/fixtures';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { CaseEdit } from '@/features/cases/components/case-editor';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

const uploads = vi.hoisted(() => ({
  cover: vi.fn(async (file: File) => ({ path: `/storage/case_image/${file.name}` })),
  image: vi.fn(async (file: File) => ({ path: `/storage/case_image/${file.name}` })),
}));
vi.mock('@/features/cases/api/upload-case-cover', () => ({ uploadCaseCover: uploads.cover }));
vi.mock('@/features/cases/api/upload-case-image', () => ({ uploadCaseImage: uploads.image }));

const YEAR = new Date().getFullYear();

/** The stored case the screen loads: the form and the saved body are checked against it. */
const SCHOOL = makeCase(7, {
  project_name: 'Школа на Лесной',
  services: 'Ремонт',
  start_date: `${YEAR - 2}-05-10`,
  end_date: `${YEAR - 1}-06-01`,
  address: 'Казань, ул. Лесная, 4',
  latitude: 55.75,
  longitude: 49.2,
  description: 'Капитальный ремонт школы',
  cover: '/storage/case_image/cover.png',
  cover_url: '/storage/case_image/cover.png',
  image: '/storage/case_image/cover.png',
  images: ['/storage/case_image/a.png', '/storage/case_image/b.png'],
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderEdit(id = 7) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/case/:id" element={<CaseEdit id={id} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/profile/contractor/case/${id}` },
  );
  return userEvent.setup({ delay: null });
}

describe('CaseEdit', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    uploads.cover.mockClear();
    uploads.image.mockClear();
  });

  it("loads the case into the form: its data, cover and gallery, with the way back to 'Мои кейсы'", async () => {
    serveFetch({ 'GET /api/cases/7': () => json(200, { case: SCHOOL }) });
    renderEdit();
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Школа на Лесной', level: 1 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue(
      'Школа на Лесной',
    );
    expect(screen.getByRole('combobox', { name: 'Услуги' })).toHaveValue('Ремонт');
    expect(screen.getByRole('combobox', { name: 'Дата начала: день' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: 'Дата начала: месяц' })).toHaveValue('Май');
    expect(screen.getByRole('combobox', { name: 'Дата начала: год' })).toHaveValue(
      String(YEAR - 2),
    );
    expect(screen.getByRole('combobox', { name: 'Дата окончания: месяц' })).toHaveValue('Июнь');
    expect(screen.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
      'Казань, ул. Лесная, 4',
    );
    expect(screen.getByRole('textbox', { name: 'Описание' })).toHaveValue(
      'Капитальный ремонт школы',
    );
    expect(screen.getByRole('img', { name: 'Обложка кейса' })).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/case_image/cover.png'),
    );
    expect(screen.getByRole('img', { name: 'Изображение кейса 2' })).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/case_image/b.png'),
    );
    expect(screen.getByText('2 из 10')).toBeInTheDocument();
    // The saved cover can be replaced, not removed: a case needs one.
    expect(screen.getByRole('button', { name: 'Заменить изображение' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить изображение' })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Мои кейсы' })).toHaveAttribute(
      'href',
      '/profile/contractor/personal?tab=cases',
    );
  });

  it('refuses images beyond 10: only what fits is uploaded, and the button turns off', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => `/storage/case_image/${i + 1}.png`);
    serveFetch({ 'GET /api/cases/7': () => json(200, { case: { ...SCHOOL, images: nine } }) });
    const user = renderEdit();
    await screen.findByText('9 из 10');

    await user.upload(screen.getByLabelText('Изображения объекта'), [
      png('x.png'),
      png('y.png'),
      png('z.png'),
    ]);
    expect(await screen.findByRole('img', { name: 'Изображение кейса 10' })).toBeInTheDocument();
    expect(uploads.image).toHaveBeenCalledTimes(1);
    expect(screen.getByText('10 из 10')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Можно добавить не более 10 изображений');
    expect(screen.getByRole('button', { name: 'Загрузить изображения' })).toBeDisabled();

    // One taken out: room again, and the one taken out cannot come back while it is full.
    await user.click(screen.getByRole('button', { name: 'Удалить изображение 1' }));
    expect(screen.getByRole('button', { name: 'Загрузить изображения' })).toBeEnabled();
    await user.upload(screen.getByLabelText('Изображения объекта'), png('w.png'));
    expect(await screen.findByRole('img', { name: 'Изображение кейса 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вернуть изображение 1' })).toBeDisabled();
  });

  it('saves the changed name, the new cover and the gallery without the image taken out, then says so', async () => {
    const saved = {
      ...SCHOOL,
      project_name: 'Школа № 5',
      cover: '/storage/case_image/new-cover.png',
      images: ['/storage/case_image/b.png'],
    };
    const { calls } = serveFetch({
      'GET /api/cases/7': () => json(200, { case: SCHOOL }),
      'PATCH /api/cases/7': () => json(200, { case: saved }),
    });
    const user = renderEdit();
    const name = await screen.findByRole('textbox', { name: 'Название проекта' });
    await user.clear(name);
    await user.type(name, 'Школа № 5');
    await user.upload(screen.getByLabelText('Обложка кейса'), png('new-cover.png'));

    // Taken out: stays on screen, marked, and can be brought back until the save.
    await user.click(screen.getByRole('button', { name: 'Удалить изображение 2' }));
    expect(screen.getByText('Будет удалено при сохранении')).toBeInTheDocument();
    expect(screen.getByText('1 из 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуть изображение 2' }));
    expect(screen.queryByText('Будет удалено при сохранении')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Удалить изображение 1' }));

    // Unsaved: leaving asks first.
    await user.click(screen.getByRole('link', { name: 'Мои кейсы' }));
    const ask = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Кейс успешно обновлён');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        url: '/api/cases/7',
        body: {
          project_name: 'Школа № 5',
          services: 'Ремонт',
          start_date: `${YEAR - 2}-05-10`,
          end_date: `${YEAR - 1}-06-01`,
          address: 'Казань, ул. Лесная, 4',
          description: 'Капитальный ремонт школы',
          latitude: 55.75,
          longitude: 49.2,
          cover: '/storage/case_image/new-cover.png',
          object_images: ['/storage/case_image/b.png'],
        },
      },
    ]);
    // The form now shows the saved case: the title, and the image gone for good.
    expect(screen.getByRole('heading', { name: 'Школа № 5', level: 1 })).toBeVisible();
    expect(screen.queryByText('Будет удалено при сохранении')).toBeNull();
    expect(screen.getByText('1 из 10')).toBeInTheDocument();
    // Saved: nothing to lose, so nothing to ask.
    await user.click(screen.getByRole('link', { name: 'Мои кейсы' }));
    expect(
      await screen.findByText('Адрес страницы: /profile/contractor/personal?tab=cases'),
    ).toBeVisible();
  });

  it('does not send an emptied field, and shows the server reason or the fallback of a failed save', async () => {
    let answer = json(422, { errors: ['Слишком длинное значение'] });
    const { calls } = serveFetch({
      'GET /api/cases/7': () => json(200, { case: SCHOOL }),
      'PATCH /api/cases/7': () => answer,
    });
    const user = renderEdit();
    const description = await screen.findByRole('textbox', { name: 'Описание' });
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Заполните поле')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(description, 'Ремонт');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Слишком длинное значение')).toBeInTheDocument();

    answer = json(500, {});
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка при сохранении')).toBeInTheDocument();
    expect(screen.queryByText('Кейс успешно обновлён')).toBeNull();
  });

  it('asks for one of the three services when the stored one is not among them', async () => {
    const { calls } = serveFetch({
      'GET /api/cases/7': () =>
        json(200, { case: { ...SCHOOL, services: 'Строительство, Ремонт' } }),
      'PATCH /api/cases/7': () => json(200, { case: SCHOOL }),
    });
    const user = renderEdit();
    const services = await screen.findByRole('combobox', { name: 'Услуги' });
    expect(services).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Выберите услугу из списка')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(services);
    await user.click(await screen.findByRole('option', { name: 'Строительство' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Кейс успешно обновлён');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      services: 'Строительство',
    });
  });

  it('says the case could not be loaded, after one retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveFetch({ 'GET /api/cases/7': () => json(500, {}) });
    renderEdit();
    // The hook tries once more (about a second later) before giving up.
    expect(await screen.findByText('Не удалось загрузить данные кейса')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к кейсам' })).toHaveAttribute(
      'href',
      '/profile/contractor/personal?tab=cases',
    );
  });

  it("answers another contractor's or a missing case as not found", async () => {
    serveFetch({ 'GET /api/cases/8': () => json(404, { errors: ['Кейс не найден'] }) });
    renderEdit(8);
    expect(await screen.findByRole('heading', { name: 'Кейс не найден' })).toBeInTheDocument();
  });
});
