import { expect, test, type Browser, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { pdf, png, type FilePayload } from '../support/api';
import { choose, completeClientProfile, registerThroughUi } from '../support/journeys';
import { abortMapTiles } from '../support/projects';
import { newContacts } from '../support/users';

// The whole story of a tender, each party in its own browser: a client and two contractors, all
// registered through the UI. The client invites the first contractor, who accepts with a PDF; the
// second finds the tender in the list and offers; the client chooses the first and rejects the
// second, and each contractor sees the outcome.

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await abortMapTiles(page);
  return page;
}

/** Picks files in the system dialog that a button opens. */
async function chooseFiles(page: Page, button: string, files: FilePayload[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

async function registerContractor(page: Page, shortName: string) {
  await registerThroughUi(page, newContacts());
  await page.getByLabel('Я подрядчик').check();
  await page.getByLabel('Полное юридическое название').fill(`ООО «${shortName}»`);
  await page.getByLabel('Короткое название').fill(shortName);
  await page.getByLabel('Регион работы').fill('Республика Татарстан');
  await page.getByLabel('Юридический адрес').fill('г. Казань, ул. Пушкина, 5');
  await page.getByLabel('Фактический адрес').fill('г. Казань, ул. Пушкина, 5');
  await page.getByLabel('Год основания').fill('2012');
  await page.getByLabel('ИНН').fill('1655012344');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
}

async function createProject(page: Page, name: string) {
  await page.goto('/profile/client/createproject');
  await page.getByRole('textbox', { name: 'Название проекта' }).fill(name);
  await page.getByRole('textbox', { name: 'Адрес' }).fill('Казань, ул. Баумана, 1');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Офисное здание в центре');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 916 555 44 33');
  await page.getByRole('button', { name: 'Далее' }).click();
  await chooseFiles(page, 'Выбрать изображение', [png('cover.png')]);
  await page.getByRole('button', { name: 'Создать проект' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Проект ${name}` })).toBeVisible();
}

/** The wizard's three steps, inviting one contractor found by its name. */
async function createTender(page: Page, project: string, tender: string, contractor: string) {
  await page.goto('/profile/client/createtender');
  const year = String(new Date().getFullYear() + 1);
  await page.getByRole('textbox', { name: 'Название тендера' }).fill(tender);
  await choose(page, 'Проект', project);
  await choose(page, 'Этап', 'Строительство');
  await page.getByRole('textbox', { name: 'Адрес объекта' }).fill('Казань, ул. Баумана, 1');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Монолитный каркас, 9 этажей');
  await choose(page, 'Дата начала: день', '10');
  await choose(page, 'Дата начала: месяц', 'Май');
  await choose(page, 'Дата начала: год', year);
  await page.getByRole('button', { name: 'Далее' }).click();
  await chooseFiles(page, 'Загрузить изображения', [png('front.png')]);
  await chooseFiles(page, 'Загрузить документы', [pdf('Техзадание.pdf')]);
  await expect(page.getByRole('button', { name: 'Скачать Техзадание.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();

  await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  const drawer = page.getByRole('dialog', { name: 'Выбор подрядчика' });
  await drawer.getByRole('textbox', { name: 'Поиск подрядчика' }).fill(contractor);
  await drawer.getByRole('button', { name: contractor }).click();
  const card = page.getByRole('dialog', { name: 'Карточка подрядчика' });
  await card.getByRole('button', { name: 'Выбрать' }).click();
  await drawer.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('button', { name: 'Создать тендер' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Тендер «${tender}» успешно создан. Ожидайте ответа от подрядчика` }),
  ).toBeVisible();
}

/** The row of a response on the client's dashboard, found by the contractor's name. */
const requestRow = (page: Page, contractor: string) =>
  page.getByTestId('request').filter({ hasText: contractor });

test('a client invites a contractor who accepts with a PDF and is chosen; a second contractor offers and is rejected', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tail = String(Date.now()).slice(-5);
  const invited = `Монолит ${tail}`;
  const bidder = `Фасадчик ${tail}`;
  const projectName = `Офис на Баумана ${tail}`;
  const tenderName = `Каркас офиса ${tail}`;

  const client = await newPage(browser);
  const first = await newPage(browser);
  const second = await newPage(browser);

  await registerContractor(first, invited);
  await registerContractor(second, bidder);
  await registerThroughUi(client, newContacts());
  await completeClientProfile(client, 'Анна', 'Петрова');
  await createProject(client, projectName);
  await createTender(client, projectName, tenderName, invited);

  // The invited contractor: the bell, the notification, the invitation page.
  await first.reload();
  await first.getByRole('button', { name: 'Уведомления, новых: 1' }).click();
  const panel = first.getByRole('dialog', { name: 'Все уведомления' });
  const invitation = panel.getByTestId('notification').filter({ hasText: tenderName });
  await expect(invitation).toContainText('Приглашение к тендеру');
  await invitation.getByRole('link', { name: `«${tenderName}»` }).click();
  await expect(first).toHaveURL(/\/profile\/contractor\/tenderfrom\/\d+$/);
  await expect(first.getByRole('heading', { name: tenderName })).toBeVisible();

  // Accepts with a comment and a PDF.
  const card = first.getByRole('region', { name: 'Приглашение заказчика' });
  await card.getByRole('button', { name: 'Принять' }).click();
  const accept = first.getByRole('dialog', { name: 'Принять приглашение' });
  await accept.getByLabel('Комментарий').fill('Готовы выйти на объект в мае');
  await accept.getByLabel('Прикрепить файлы').setInputFiles(pdf('КП Монолит.pdf'));
  await expect(accept.getByRole('button', { name: 'Скачать КП Монолит.pdf' })).toBeVisible();
  await accept.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    first.getByRole('status').filter({ hasText: 'Заявка успешно принята!' }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Смотреть мой ответ' })).toBeVisible();

  // The second contractor finds the tender in the list and sends an offer.
  await second
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'Тендеры' })
    .click();
  await expect(second).toHaveURL(/\/profile\/contractor\/tenders$/);
  await second.getByRole('searchbox', { name: 'Поиск' }).fill(tenderName);
  await second
    .getByRole('article', { name: tenderName })
    .getByRole('link', { name: 'Подробнее' })
    .click();
  await expect(second).toHaveURL(/\/profile\/contractor\/tender\/\d+$/);
  await expect(second.getByRole('region', { name: 'Заказчик' })).toContainText('Анна Петрова');
  const offer = second.getByRole('region', { name: 'Коммерческое предложение' });
  await offer
    .getByRole('textbox', { name: 'Комментарий' })
    .fill('Навесной фасад за 60 дней, материалы наши');
  await offer.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    second.getByRole('status').filter({
      hasText: 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика',
    }),
  ).toBeVisible();

  // The client: 'Получен ответ', the PDF downloaded, the first chosen, the second rejected.
  await client.goto('/profile/client/main');
  await client.getByRole('button', { name: new RegExp(`^${tenderName}`) }).click();
  await expect(requestRow(client, invited)).toContainText('Получен ответ');
  await requestRow(client, invited)
    .getByRole('button', { name: /Смотреть ответ/ })
    .click();
  const drawer = client.getByRole('dialog', { name: 'Ответ подрядчика' });
  await expect(drawer.getByText('Готовы выйти на объект в мае')).toBeVisible();
  const download = client.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Скачать КП Монолит.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('КП Монолит.pdf');
  await drawer.getByRole('button', { name: 'Выбрать исполнителем' }).click();
  const confirm = client.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  await confirm.getByRole('radio', { name: 'Сроки' }).check();
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(
    client.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
  ).toBeVisible();
  await expect(requestRow(client, invited)).toContainText('Принято');

  await requestRow(client, bidder)
    .getByRole('button', { name: /Смотреть ответ/ })
    .click();
  await expect(drawer.getByText('Навесной фасад за 60 дней, материалы наши')).toBeVisible();
  await drawer.getByRole('button', { name: 'Отказать' }).click();
  const reasons = client.getByRole('dialog', { name: 'Укажите причину отказа' });
  await reasons.getByRole('radio', { name: 'Неприемлемая стоимость' }).check();
  await reasons.getByRole('button', { name: 'Отказать' }).click();
  await expect(requestRow(client, bidder)).toContainText('Подрядчик отклонен');

  // The first contractor is the executor, and is told so.
  await first.goto('/profile/contractor/main');
  const mine = first.getByTestId('my-request').filter({ hasText: tenderName });
  await expect(mine).toContainText('Выбран исполнителем');
  await first.getByRole('button', { name: /Уведомления, новых/ }).click();
  await expect(
    first.getByRole('dialog', { name: 'Все уведомления' }).getByTestId('notification').first(),
  ).toContainText('Вы выбраны исполнителем');

  // The second sees the refusal and the client's reason.
  await second.goto('/profile/contractor/main');
  const refused = second.getByTestId('my-request').filter({ hasText: tenderName });
  await expect(refused).toContainText('Отказ');
  await refused.getByRole('button').click();
  await second.getByRole('button', { name: 'Смотреть мой ответ' }).click();
  await expect(
    second.getByRole('dialog', { name: 'Мой ответ' }).getByText('Неприемлемая стоимость'),
  ).toBeVisible();
  await expectNoAxeViolations(second);

  // The three browsers go: their notification polling must not run on into the next journeys.
  for (const page of [client, first, second]) await page.context().close();
});
