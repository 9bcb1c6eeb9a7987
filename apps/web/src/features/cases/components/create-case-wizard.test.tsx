import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeCase } from '@/test/fixtures';
import { json, renderWithProviders, seedSession, serveFetch, Where } from '@/test/render';
import { CreateCaseWizard } from '@/features/cases/components/create-case-wizard';

vi.mock('@/components/leaflet-map', () => ({ default: () => <div>Карта-заглушка</div> }));

// Uploads go through XMLHttpRequest; here they answer at once with a stored path.
const uploads = vi.hoisted(() => ({
  cover: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/case_image/${file.name}` };
  }),
  image: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/case_image/${file.name}` };
  }),
}));
vi.mock('@/features/cases/api/upload-case-cover', () => ({ uploadCaseCover: uploads.cover }));
vi.mock('@/features/cases/api/upload-case-image', () => ({ uploadCaseImage: uploads.image }));

const YEAR = new Date().getFullYear();
const START_YEAR = String(YEAR - 2);
const END_YEAR = String(YEAR - 1);

function renderWizard() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/contractor/createcase" element={<CreateCaseWizard />} />
      <Route path="/profile/contractor/personal" element={<Where />} />
    </Routes>,
    { route: '/profile/contractor/createcase' },
  );
  return userEvent.setup({ delay: null });
}

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function pickDate(user: UserEvent, label: string, day: string, month: string, year: string) {
  await pick(user, `${label}: день`, day);
  await pick(user, `${label}: месяц`, month);
  await pick(user, `${label}: год`, year);
}

/** Fills step 1 with a school built from 10 May two years ago to 1 June last year. */
async function fillData(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Название проекта' }), 'Школа на Лесной');
  await pick(user, 'Услуги', 'Ремонт');
  await pickDate(user, 'Дата начала', '10', 'Май', START_YEAR);
  await pickDate(user, 'Дата окончания', '1', 'Июнь', END_YEAR);
  await user.type(screen.getByRole('textbox', { name: 'Адрес объекта' }), 'Казань, ул. Лесная, 4');
  await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Капитальный ремонт школы');
}

// Whole journeys through two steps with selects: more than the default 5 s on a loaded machine.
describe('CreateCaseWizard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedSession({ token: 't' });
    uploads.cover.mockClear();
    uploads.image.mockClear();
  });

  it('keeps Далее off until every field is filled and the end is not before the start, and the create button until a cover is up and none is uploading', async () => {
    serveFetch({});
    const user = renderWizard();
    const next = screen.getByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Заполните все поля, чтобы продолжить')).toBeInTheDocument();

    await fillData(user);
    expect(next).toBeEnabled();
    expect(screen.queryByText('Заполните все поля, чтобы продолжить')).not.toBeInTheDocument();

    // Years offered: five years back, ten in all.
    await user.click(screen.getByRole('combobox', { name: 'Дата начала: год' }));
    const years = screen.getAllByRole('option').map((o) => o.textContent);
    expect(years).toEqual(Array.from({ length: 10 }, (_, i) => String(YEAR - 5 + i)));
    await user.keyboard('{Escape}');

    // The end before the start: said, and no way on.
    await pick(user, 'Дата окончания: год', String(YEAR - 3));
    expect(screen.getByText('Дата окончания не может быть раньше даты начала')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await pick(user, 'Дата окончания: год', END_YEAR);
    expect(screen.queryByText('Дата окончания не может быть раньше даты начала')).toBeNull();

    // Clearing a field turns it off again.
    await user.clear(screen.getByRole('textbox', { name: 'Описание' }));
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Капитальный ремонт школы');
    await user.click(next);

    expect(screen.getAllByText('png или jpeg, не более 1000 МБ')).toHaveLength(2);
    const create = screen.getByRole('button', { name: 'Создать кейс' });
    expect(create).toBeDisabled();
    expect(screen.getByText('Загрузите обложку кейса')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Обложка кейса'), png('front.png'));
    expect(await screen.findByRole('img', { name: 'Обложка кейса' })).toBeInTheDocument();
    expect(create).toBeEnabled();
    // A replacement still uploading: creating now would send the old cover.
    let finish!: (answer: { path: string }) => void;
    uploads.cover.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await user.upload(screen.getByLabelText('Обложка кейса'), png('new.png'));
    expect(create).toBeDisabled();
    finish({ path: '/storage/case_image/new.png' });
    await waitFor(() => expect(create).toBeEnabled());
    // The cover removed again: required once more.
    await user.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(create).toBeDisabled();

    // Back keeps what was typed and picked.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue(
      'Школа на Лесной',
    );
    expect(screen.getByRole('combobox', { name: 'Услуги' })).toHaveValue('Ремонт');
    expect(screen.getByRole('combobox', { name: 'Дата окончания: месяц' })).toHaveValue('Июнь');
    expect(screen.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
      'Казань, ул. Лесная, 4',
    );
    expect(screen.getByRole('button', { name: 'Далее' })).toBeEnabled();
  });

  it('sends the case with its cover and gallery and goes to the cabinet with the banner query', async () => {
    const saved = makeCase(7, { project_name: 'Школа на Лесной' });
    const { calls } = serveFetch({
      'POST /api/cases': () => json(201, { id: 7, case: saved }),
    });
    const user = renderWizard();
    await fillData(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await user.upload(screen.getByLabelText('Обложка кейса'), png('front.png'));
    await user.upload(screen.getByLabelText('Изображения объекта'), [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('img', { name: 'Изображение кейса 2' })).toBeInTheDocument();
    expect(screen.getByText('2 из 10')).toBeInTheDocument();
    // A gallery image taken out before creating is simply not sent.
    await user.upload(screen.getByLabelText('Изображения объекта'), png('c.png'));
    await user.click(await screen.findByRole('button', { name: 'Удалить изображение 3' }));

    await user.click(screen.getByRole('button', { name: 'Создать кейс' }));
    expect(
      await screen.findByText(
        `Адрес страницы: /profile/contractor/personal?tab=cases&createdName=${encodeURIComponent('Школа на Лесной').replace(/%20/g, '+')}&createdId=7`,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/cases')).toEqual([
      {
        method: 'POST',
        url: '/api/cases',
        body: {
          project_name: 'Школа на Лесной',
          services: 'Ремонт',
          start_date: `${START_YEAR}-05-10`,
          end_date: `${END_YEAR}-06-01`,
          address: 'Казань, ул. Лесная, 4',
          description: 'Капитальный ремонт школы',
          latitude: null,
          longitude: null,
          cover: '/storage/case_image/front.png',
          object_images: ['/storage/case_image/a.png', '/storage/case_image/b.png'],
        },
      },
    ]);
  });

  it('asks before leaving with what was typed, and lets go of a blank wizard at once', async () => {
    serveFetch({});
    const user = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Название проекта' }), 'Школа');
    await user.click(screen.getByRole('link', { name: 'Мои кейсы' }));
    const ask = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    expect(ask).toHaveTextContent('Введённые данные не сохранятся.');
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    expect(screen.getByRole('textbox', { name: 'Название проекта' })).toHaveValue('Школа');

    await user.clear(screen.getByRole('textbox', { name: 'Название проекта' }));
    await user.click(screen.getByRole('link', { name: 'Мои кейсы' }));
    expect(
      await screen.findByText(/^Адрес страницы: \/profile\/contractor\/personal/),
    ).toBeVisible();
  });

  it('leaves for the cabinet once the answer to «Уйти» is given', async () => {
    serveFetch({});
    const user = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Название проекта' }), 'Школа');
    await user.click(screen.getByRole('link', { name: 'Мои кейсы' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Уйти со страницы?' })).getByRole('button', {
        name: 'Уйти',
      }),
    );
    expect(
      await screen.findByText('Адрес страницы: /profile/contractor/personal?tab=cases'),
    ).toBeVisible();
  });

  it('says when an upload fails: the cover and a gallery image', async () => {
    serveFetch({});
    uploads.cover.mockRejectedValueOnce(new ApiError(500, ['Произошла ошибка']));
    uploads.image.mockRejectedValueOnce(new ApiError(500, ['Произошла ошибка']));
    const user = renderWizard();
    await fillData(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await user.upload(screen.getByLabelText('Обложка кейса'), png('front.png'));
    expect(await screen.findByText('Ошибка загрузки обложки')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать кейс' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Изображения объекта'), png('bad.png'));
    expect(await screen.findByText('bad.png: Ошибка загрузки изображения')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Изображение кейса 1' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the case is refused, else the spec's fallback", async () => {
    let answer = json(422, { errors: ['Нельзя использовать чужой файл'] });
    serveFetch({ 'POST /api/cases': () => answer });
    const user = renderWizard();
    await fillData(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(screen.getByLabelText('Обложка кейса'), png('front.png'));
    await screen.findByRole('img', { name: 'Обложка кейса' });

    await user.click(screen.getByRole('button', { name: 'Создать кейс' }));
    expect(await screen.findByText('Нельзя использовать чужой файл')).toBeInTheDocument();

    answer = json(500, {});
    await user.click(screen.getByRole('button', { name: 'Создать кейс' }));
    expect(await screen.findByText('Ошибка при создании кейса')).toBeInTheDocument();
    expect(screen.queryByText(/Адрес страницы/)).not.toBeInTheDocument();
  });
});
