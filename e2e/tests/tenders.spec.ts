import { expect, test, type Page } from '../support/test';
import {
  createProjectByApi,
  pdf,
  png,
  registerClientByApi,
  registerContractorByApi,
  tenderNamed,
  type FilePayload,
} from '../support/api';
import { choose, signIn } from '../support/journeys';
import { abortMapTiles } from '../support/projects';

/** In the wizard's step 3: opens the drawer (if closed), finds a contractor and chooses it. */
async function chooseContractorInWizard(page: Page, search: string, shownName: string) {
  const drawer = page.getByRole('dialog', { name: 'Выбор подрядчика' });
  if (!(await drawer.isVisible())) {
    await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  }
  await drawer.getByRole('textbox', { name: 'Поиск подрядчика' }).fill(search);
  await drawer.getByRole('button', { name: shownName }).click();
  const card = page.getByRole('dialog', { name: 'Карточка подрядчика' });
  await expect(card.getByRole('heading', { name: shownName })).toBeVisible();
  await card.getByRole('button', { name: 'Выбрать' }).click();
  await expect(card).toBeHidden();
}

/** Picks files in the system dialog that a button opens. */
async function chooseFiles(page: Page, button: string, files: FilePayload[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a client creates a tender with an image, a document and two invitations, edits it to invite a third contractor, then changes its address and deletes a document and the tender', async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  const project = await createProjectByApi(request, client.token);
  const first = await registerContractorByApi(request);
  const second = await registerContractorByApi(request);
  const third = await registerContractorByApi(request);
  const tail = (c: { national: string }) => c.national.slice(-6);

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.getByRole('link', { name: 'Создать тендер' }).first().click();
  await expect(page).toHaveURL(/\/profile\/client\/createtender$/);
  await expect(page.getByRole('heading', { name: 'Создание тендера', level: 1 })).toBeVisible();

  // Step 1: the button waits for every required field; the start date needs all three parts.
  const name = `Школа на 600 мест ${Date.now() % 100_000}`;
  const year = String(new Date().getFullYear() + 1);
  const next = page.getByRole('button', { name: 'Далее' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Название тендера' }).fill(name);
  await choose(page, 'Проект', project.name);
  await choose(page, 'Этап', 'Строительство');
  await page.getByRole('textbox', { name: 'Адрес объекта' }).fill('Казань, ул. Баумана, 1');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Строительство школы под ключ');
  await choose(page, 'Дата начала: день', '10');
  await choose(page, 'Дата начала: месяц', 'Май');
  await expect(next).toBeDisabled();
  await choose(page, 'Дата начала: год', year);
  await choose(page, 'Дата окончания: день', '20');
  await choose(page, 'Дата окончания: месяц', 'Декабрь');
  await choose(page, 'Дата окончания: год', year);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: an image is required; a document is optional; both show up once uploaded.
  await expect(page.getByText('png, jpeg, не более 1000 МБ')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Далее' })).toBeDisabled();
  await chooseFiles(page, 'Загрузить изображения', [png('front.png')]);
  // The upload is private until saved: its preview is fetched with the token.
  await expect(page.getByRole('img', { name: 'Изображение объекта 1' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await chooseFiles(page, 'Загрузить документы', [pdf('Техзадание.pdf')]);
  await expect(page.getByRole('button', { name: 'Скачать Техзадание.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 3: two accredited contractors chosen through the drawer and the card.
  await expect(page.getByRole('heading', { name: 'Аккредитованные подрядчики' })).toBeVisible();
  await chooseContractorInWizard(page, tail(first), first.short_name);
  await chooseContractorInWizard(page, tail(second), second.short_name);
  await page
    .getByRole('dialog', { name: 'Выбор подрядчика' })
    .getByRole('button', { name: 'Закрыть' })
    .click();
  await expect(
    page.getByRole('button', { name: `Убрать подрядчика ${first.short_name}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Убрать подрядчика ${second.short_name}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Создать тендер' }).click();

  // The dashboard: the success banner and the tender in the list.
  await expect(page).toHaveURL(/\/profile\/client\/main/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Тендер «${name}» успешно создан. Ожидайте ответа от подрядчика` }),
  ).toBeVisible();
  const list = page.getByRole('region', { name: 'Тендеры' });
  await expect(list.getByText(name)).toBeVisible();
  let saved = await tenderNamed(request, client.token, name);
  expect(saved.images).toEqual([expect.stringMatching(/^\/storage\/images\//)]);
  expect(saved.documents).toHaveLength(1);
  expect(saved.requests.map((r) => r.user.profile.short_name).sort()).toEqual(
    [first.short_name, second.short_name].sort(),
  );

  // Edit: loads the tender, keeps the two invitations and sends one for the new contractor only.
  await list.getByRole('button', { name: `Действия с тендером «${name}»` }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/client/edittender/${saved.id}$`));
  await expect(
    page.getByRole('heading', { name: 'Редактирование тендера', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Название тендера' })).toHaveValue(name);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('img', { name: 'Изображение объекта 1' })).toHaveAttribute(
    'src',
    /\/storage\/images\//,
  );
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Уже приглашён')).toHaveCount(2);
  await chooseContractorInWizard(page, tail(third), third.short_name);
  await page
    .getByRole('dialog', { name: 'Выбор подрядчика' })
    .getByRole('button', { name: 'Закрыть' })
    .click();
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/main/);
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  saved = await tenderNamed(request, client.token, name);
  expect(saved.requests).toHaveLength(3);

  // The tender's page: the read-only fields, then the address; the tender has invitations, so a
  // change of it is an addendum, saved by its button.
  await page.getByRole('link', { name: 'Подробнее о тендере' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/client/tender/${saved.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByText('О тендере')).toBeVisible();
  // The address once: in its field.
  await expect(page.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
    'Казань, ул. Баумана, 1',
  );
  await expect(page.getByText('10.05.' + year)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Адрес объекта' })
    .fill('Новосибирск, Красный проспект, 1');
  await page.getByRole('button', { name: 'Сохранить изменение' }).click();
  await expect(page.getByText('Изменение сохранено')).toBeVisible();
  expect((await tenderNamed(request, client.token, name)).address).toBe(
    'Новосибирск, Красный проспект, 1',
  );

  // A document removed is part of an addendum too: it goes once the change is saved.
  await page.getByRole('button', { name: 'Удалить документ Техзадание.pdf' }).click();
  await page.getByRole('button', { name: 'Сохранить изменение' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменение сохранено' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скачать Техзадание.pdf' })).toHaveCount(0);
  expect((await tenderNamed(request, client.token, name)).documents).toEqual([]);

  // And the tender itself, after its confirm: back on the dashboard with deleted=1.
  await page.getByRole('button', { name: 'Действия с тендером' }).click();
  await page.getByRole('menuitem', { name: 'Удалить тендер' }).click();
  const landed = page.waitForURL(/\/profile\/client\/main\?deleted=1$/);
  await page
    .getByRole('dialog', { name: 'Удалить тендер?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await landed;
  await expect(page.getByRole('status').filter({ hasText: 'Тендер удален' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
