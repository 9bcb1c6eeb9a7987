import { expect, test, type Page } from '../support/test';
import { png, registerContractorByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { choose, signIn, signOut } from '../support/journeys';
import { abortMapTiles } from '../support/projects';
import { DEMO } from '../support/users';

// A contractor's case: created in two steps, edited, and seen by a client.

const YEAR = new Date().getFullYear();

async function pickDate(page: Page, label: string, day: string, month: string, year: number) {
  await choose(page, `${label}: день`, day);
  await choose(page, `${label}: месяц`, month);
  await choose(page, `${label}: год`, String(year));
}

test('a contractor creates a case with a cover and two images, edits it, and a client sees it on the contractor page', async ({
  page,
  request,
}) => {
  await abortMapTiles(page);
  const tag = `${Date.now() % 1_000_000}`;
  const name = `Школа ${tag}`;
  const renamed = `Школа № 5 ${tag}`;
  // A company of its own: the demo contractor's cases are what other journeys read.
  const contractor = await registerContractorByApi(request);

  await signIn(page, contractor.email, contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto('/profile/contractor/createcase');
  await expect(page.getByRole('heading', { name: 'Создание кейса', level: 1 })).toBeVisible();

  // Step 1: everything is needed, and the end may not come before the start.
  const next = page.getByRole('button', { name: 'Далее' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Заполните все поля, чтобы продолжить')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Название проекта' }).fill(name);
  await choose(page, 'Услуги', 'Ремонт');
  await pickDate(page, 'Дата начала', '10', 'Май', YEAR - 2);
  await pickDate(page, 'Дата окончания', '1', 'Июнь', YEAR - 3);
  await page.getByRole('textbox', { name: 'Адрес объекта' }).fill('Казань, ул. Баумана, 12');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Капитальный ремонт школы');
  await expect(page.getByText('Дата окончания не может быть раньше даты начала')).toBeVisible();
  await expect(next).toBeDisabled();
  await choose(page, 'Дата окончания: год', String(YEAR - 1));
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: the cover is required; two gallery images.
  const create = page.getByRole('button', { name: 'Создать кейс' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('png или jpeg, не более 1000 МБ').first()).toBeVisible();
  await page.getByLabel('Обложка кейса').setInputFiles(png('Обложка.png'));
  await expect(page.getByRole('img', { name: 'Обложка кейса' })).toBeVisible();
  await page
    .getByLabel('Изображения объекта')
    .setInputFiles([png('Фасад.png'), png('Спортзал.png')]);
  await expect(page.getByRole('img', { name: 'Изображение кейса 2' })).toBeVisible();
  await expect(page.getByText('2 из 10')).toBeVisible();
  await expectNoAxeViolations(page);

  // 'Назад' keeps what was typed.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('textbox', { name: 'Название проекта' })).toHaveValue(name);
  await next.click();
  await expect(page.getByRole('img', { name: 'Изображение кейса 2' })).toBeVisible();
  await create.click();

  // The banner lasts 4 s: read at once.
  const banner = page.getByRole('status').filter({ hasText: `Кейс ${name} успешно создан.` });
  await expect(banner).toBeVisible();
  const link = await banner.getByRole('link', { name: 'Открыть кейс' }).getAttribute('href');
  // The banner's query is dropped once read: a reload does not announce the case again.
  await expect(page).toHaveURL(/\/profile\/contractor\/personal\?tab=cases$/);
  const caseId = Number(link?.match(/\/profile\/contractor\/case\/(\d+)$/)?.[1]);
  expect(caseId).toBeGreaterThan(0);
  // The card in 'Мои кейсы' leads to the edit screen.
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Казань, ул. Баумана, 12')).toBeVisible();
  await card.getByRole('link', { name }).click();

  // Edit: the loaded case, a new name and one image fewer.
  await expect(page).toHaveURL(new RegExp(`/profile/contractor/case/${caseId}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Название проекта' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Услуги', exact: true })).toHaveValue('Ремонт');
  await expect(page.getByRole('img', { name: 'Изображение кейса 2' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Название проекта' }).fill(renamed);
  await page.getByRole('button', { name: 'Удалить изображение 1' }).click();
  await expect(page.getByText('Будет удалено при сохранении')).toBeVisible();
  await expect(page.getByText('1 из 10')).toBeVisible();
  await expectNoAxeViolations(page);
  // Leaving unsaved asks first; staying keeps every change.
  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await trail.getByRole('link', { name: 'Мои кейсы' }).click();
  const ask = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await expect(ask).toContainText('Введённые данные не сохранятся.');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Остаться' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Название проекта' })).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Кейс успешно обновлён' })).toBeVisible();

  // What was saved is what comes back.
  await page.reload();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('1 из 10')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Изображение кейса 2' })).toHaveCount(0);
  // Nothing unsaved now: the way back does not ask.
  await trail.getByRole('link', { name: 'Мои кейсы' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/personal\?tab=cases$/);
  await expect(page.getByRole('article', { name: renamed })).toBeVisible();
  await signOut(page);

  // A client sees the case on the contractor's page, and its pictures in the preview.
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/contractor/${contractor.id}`);
  const caseCard = page.getByRole('article', { name: renamed });
  await expect(caseCard).toBeVisible();
  await expect(caseCard.getByText('Ремонт')).toBeVisible();
  await caseCard.getByRole('button', { name: renamed }).click();
  const preview = page.getByRole('dialog', { name: renamed });
  await expect(preview.getByText('Казань, ул. Баумана, 12')).toBeVisible();
  await expect(preview.getByText('Капитальный ремонт школы')).toBeVisible();
  // The cover and the one gallery image left.
  await expect(preview.getByRole('group', { name: 'Миниатюры' }).getByRole('button')).toHaveCount(
    2,
  );
  await expect(preview.getByRole('img', { name: `${renamed}, изображение 1 из 2` })).toBeVisible();
});
