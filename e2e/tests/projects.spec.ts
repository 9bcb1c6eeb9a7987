import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn } from '../support/journeys';
import { abortMapTiles, chooseImage, openProjects, registerClient } from '../support/projects';
import { DEMO } from '../support/users';

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a new client has no projects, creates one in three steps and finds it in the list', async ({
  page,
}) => {
  await registerClient(page);
  await openProjects(page);
  await expect(page.getByText('Проектов нет')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Создать проект' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/createproject$/);
  await expect(page.getByRole('heading', { name: 'Создание проекта' })).toBeVisible();

  // Step 1: the name, then a click on the map fills the address from reverse geocoding.
  const name = `Баня у озера ${Date.now()}`;
  const next = page.getByRole('button', { name: 'Далее' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Название проекта' }).fill(name);
  await page.getByRole('region', { name: 'Карта' }).click();
  await expect(page.getByRole('textbox', { name: 'Адрес' })).toHaveValue('Москва');
  await expect(page.getByAltText('Метка объекта')).toBeVisible();
  await page.getByRole('textbox', { name: 'Описание' }).fill('Баня из бруса 6×4 с террасой');
  await next.click();

  // Step 2: a phone shorter than 10 characters stops the wizard.
  await page.getByRole('textbox', { name: 'Телефон' }).fill('12345');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Телефон не указан корректно')).toBeVisible();
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 916 555 44 33');
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill('banya@example.ru');
  await page.getByRole('textbox', { name: 'VK' }).fill('vk.com/banya');
  await page.getByRole('textbox', { name: 'Telegram' }).fill('@banya');
  await page.getByRole('textbox', { name: 'WhatsApp' }).fill('+79165554433');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Back and forth keeps what was typed.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 916 555 44 33');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 3: the project can be created only once its cover is uploaded.
  const create = page.getByRole('button', { name: 'Создать проект' });
  await expect(create).toBeDisabled();
  await chooseImage(page);
  await expect(page.getByRole('img', { name: 'Обложка проекта' })).toBeVisible();
  await expect(create).toBeEnabled();
  await create.click();

  const banner = page.getByRole('status').filter({ hasText: `Проект ${name} успешно создан` });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name })).toHaveAttribute(
    'href',
    /^\/profile\/client\/project\/\d+$/,
  );
  // The banner's query is dropped once read: a reload does not announce the project again.
  await expect(page).toHaveURL(/\/profile\/client\/projects$/);

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name.slice(0, 12).toUpperCase());
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('В работе')).toBeVisible();
  await expect(card.getByText('Москва')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('нет такого проекта');
  await expect(page.getByText('Проектов нет')).toBeVisible();
  // The banner lasts 4 seconds.
  await expect(banner).toBeHidden();
});

test('the owner changes the status, saves edits and removes the cover', async ({ page }) => {
  await registerClient(page);
  await page.goto('/profile/client/createproject');
  const name = `Гараж ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Название проекта' }).fill(name);
  await page.getByRole('textbox', { name: 'Адрес' }).fill('Казань, ул. Баумана, 5');
  // The typed address is geocoded: the marker appears at the city found.
  await expect(page.getByAltText('Метка объекта')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79165554433');
  await page.getByRole('button', { name: 'Далее' }).click();
  await chooseImage(page);
  await page.getByRole('button', { name: 'Создать проект' }).click();
  await expect(page.getByText(`Проект ${name} успешно создан`)).toBeVisible();

  await page.getByRole('article', { name }).getByRole('link', { name: 'Подробнее' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/project\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(breadcrumb.getByText(name)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Адрес' })).toHaveValue('Казань, ул. Баумана, 5');

  // Status: declined is never offered; the new label shows once the server agreed.
  await page.getByRole('button', { name: 'Статус: В работе' }).click();
  await expect(page.getByRole('menuitem', { name: 'Отклонён' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Завершен' }).click();
  await expect(page.getByRole('button', { name: 'Статус: Завершен' })).toBeVisible();
  // Scan once the menu has finished closing: mid-transition its dropdown is briefly empty.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Edits: the phone rule first, then a save.
  const phone = page.getByRole('textbox', { name: 'Телефон' });
  await phone.fill('123');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Телефон не указан корректно')).toBeVisible();
  await phone.fill('+7 916 000 11 22');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Гараж на две машины');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();

  // Cover removal is its own call.
  await expect(page.getByRole('img', { name: 'Обложка проекта' })).toBeVisible();
  await page.getByRole('button', { name: 'Удалить изображение' }).click();
  await expect(page.getByText('Изображение удалено')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Обложка проекта' })).toHaveCount(0);

  // Everything was stored.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Статус: Завершен' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 916 000 11 22');
  await expect(page.getByRole('textbox', { name: 'Описание' })).toHaveValue('Гараж на две машины');
  await expect(page.getByRole('button', { name: 'Выбрать изображение' })).toBeVisible();

  await breadcrumb.getByRole('link', { name: 'Проекты' }).click();
  await expect(page.getByRole('article', { name }).getByText('Завершен')).toBeVisible();
});

test('the list filters by region and status only when "Показать" is pressed', async ({ page }) => {
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await openProjects(page);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Регион' }).click();
  await page.getByRole('option', { name: 'Казань', exact: true }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Склад в Казани' })).toBeVisible();

  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Ожидание' }).check();
  await page.getByRole('checkbox', { name: 'В работе' }).check();
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Склад в Казани' })).toHaveCount(0);
});

test('an unknown project says "Проект не найден" and leads back to the list', async ({ page }) => {
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto('/profile/client/project/999999');
  await expect(page.getByRole('heading', { name: 'Проект не найден' })).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к проектам' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/projects$/);
});
