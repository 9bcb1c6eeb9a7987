import { expect, test, type Page } from '../support/test';
import {
  createTenderByApi,
  pdf,
  registerClientByApi,
  registerContractorByApi,
  sendOfferByApi,
} from '../support/api';
import { openAppStart, signIn } from '../support/journeys';

// The client reviews two contractors' offers on the dashboard: reads one with its file, chooses it
// as the executor, rejects the other with its own reason, and reads the notifications.

/** The row of a response on the dashboard, found by the contractor's name. */
const requestRow = (page: Page, contractor: string) =>
  page.getByTestId('request').filter({ hasText: contractor });

test('a client reviews offers, chooses an executor, rejects the other and reads the notifications', async ({
  page,
  request,
}) => {
  const tail = String(Date.now()).slice(-5);
  const tenderName = `Кровля склада ${tail}`;
  const first = `Кровельщик ${tail}`;
  const second = `Теплоизоляция ${tail}`;

  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    docs: [pdf('Техническое задание.pdf')],
  });
  const a = await registerContractorByApi(request, { shortName: first });
  const b = await registerContractorByApi(request, { shortName: second });
  await sendOfferByApi(request, a.token, tenderId, {
    comment: 'Сделаем за 45 дней, материалы наши',
    file: 'КП кровля.pdf',
  });
  await sendOfferByApi(request, b.token, tenderId, {
    comment: 'Готовы начать в апреле',
    file: 'КП утепление.pdf',
  });

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();

  // The tender, selected, with its status derived from the two waiting offers.
  const tender = page.getByRole('button', { name: new RegExp(`^${tenderName}`) });
  await expect(tender).toHaveAttribute('aria-pressed', 'true');
  await expect(tender).toContainText('Ожидание ответа');
  await expect(page.getByRole('heading', { name: tenderName, level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Документы' }).click();
  await expect(page.getByRole('button', { name: 'Скачать Техническое задание.pdf' })).toBeVisible();

  const filters = page.getByRole('group', { name: 'Фильтр заявок' });
  await expect(filters.getByRole('button', { name: /^Все/ })).toContainText('2');
  await expect(requestRow(page, first)).toContainText('Ожидание ответа');
  await expect(requestRow(page, second)).toContainText('Ожидание ответа');

  // The bell counts the two offers.
  await expect(page.getByRole('button', { name: 'Уведомления, новых: 2' })).toBeVisible();

  // The first offer: its comment and file, downloaded under its own name; then chosen.
  await requestRow(page, first)
    .getByRole('button', { name: /Смотреть ответ/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Ответ подрядчика' });
  await expect(drawer.getByText('Сделаем за 45 дней, материалы наши')).toBeVisible();
  await expect(drawer.getByText(first, { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Скачать КП кровля.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('КП кровля.pdf');
  await drawer.getByRole('button', { name: 'Выбрать исполнителем' }).click();
  const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  await confirm.getByRole('radio', { name: 'Опыт' }).check();
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
  ).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(requestRow(page, first)).toContainText('Принято');

  // The second: rejected with a reason of the client's own.
  await requestRow(page, second)
    .getByRole('button', { name: /Смотреть ответ/ })
    .click();
  await expect(drawer.getByText('Готовы начать в апреле')).toBeVisible();
  await drawer.getByRole('button', { name: 'Отказать' }).click();
  const reasons = page.getByRole('dialog', { name: 'Укажите причину отказа' });
  await reasons.getByRole('radio', { name: 'Другая причина' }).check();
  await reasons.getByLabel('Кратко опишите причину').fill('Сроки не подходят под график');
  await reasons.getByRole('button', { name: 'Отказать' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Подрядчик отклонен!' })).toBeVisible();
  await expect(reasons).toBeHidden();
  await expect(requestRow(page, second)).toContainText('Подрядчик отклонен');
  await expect(tender).toContainText('В работе');
  await expect(filters.getByRole('button', { name: /^Принято/ })).toContainText('1');
  await expect(filters.getByRole('button', { name: /^Отклонено/ })).toContainText('1');

  // The filter is in the URL, with the tender: a reload returns to both.
  await filters.getByRole('button', { name: /^Отклонено/ }).click();
  await expect(page.getByTestId('request')).toHaveCount(1);
  await expect(page).toHaveURL(/\/profile\/client\/main\?status=declined$/);
  await page.reload();
  await expect(filters.getByRole('button', { name: /^Отклонено/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('request')).toHaveCount(1);
  await expect(requestRow(page, second)).toContainText('Подрядчик отклонен');
  await filters.getByRole('button', { name: /^Все/ }).click();
  await expect(page.getByTestId('request')).toHaveCount(2);

  // The rejected one now reads-only, with the reason given.
  await requestRow(page, second)
    .getByRole('button', { name: /Подробнее/ })
    .click();
  const info = page.getByRole('dialog', { name: 'Информация о заявке' });
  await expect(info.getByText('Сроки не подходят под график')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Выбрать исполнителем' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // The notifications: two offers, seen once the panel has been opened.
  await page.getByRole('button', { name: 'Уведомления, новых: 2' }).click();
  const panel = page.getByRole('dialog', { name: 'Все уведомления' });
  const items = panel.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: first })).toContainText('Новое предложение');
  await expect(items.filter({ hasText: first }).getByText('Новое', { exact: true })).toBeAttached();
  await expect(items.first()).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeAttached();
  await expect(panel.getByRole('link', { name: `«${tenderName}»` }).first()).toHaveAttribute(
    'href',
    `/profile/client/tender/${tenderId}`,
  );
  // Its button opens the same response, now accepted.
  await items.filter({ hasText: first }).getByRole('button', { name: 'Смотреть ответ' }).click();
  const fromBell = page.getByRole('dialog', { name: 'Информация о заявке' });
  await expect(fromBell.getByText('Принято')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fromBell).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // After a reload nothing is new any more.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  // The cabinet opens the same panel.
  await page.goto('/profile/client/personal');
  await page.getByRole('button', { name: 'Уведомления по всем объектам' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Все уведомления' }).getByTestId('notification'),
  ).toHaveCount(2);
});

test('the dashboard without tenders invites to create one', async ({ page, request }) => {
  const client = await registerClientByApi(request);
  await signIn(page, client.email, client.password);
  await expect(page.getByText('У вас пока нет тендеров')).toBeVisible();
  await page.getByRole('link', { name: 'Создать тендер' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/createtender$/);
});

test('a tender is deleted from its menu after the confirmation', async ({ page, request }) => {
  const client = await registerClientByApi(request);
  const name = `Ангар ${String(Date.now()).slice(-5)}`;
  await createTenderByApi(request, client.token, { tender_name: name, docs: [pdf('Смета.pdf')] });
  await signIn(page, client.email, client.password);
  await page.getByRole('button', { name: `Действия с тендером «${name}»` }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/edittender\/\d+$/);
  await page.goto('/profile/client/main');
  await page.getByRole('button', { name: `Действия с тендером «${name}»` }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить тендер?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Тендер удален' })).toBeVisible();
  await expect(page.getByText('У вас пока нет тендеров')).toBeVisible();
});

test("opened at '/', as the installed app starts, the dashboard comes straight, its first calls sent by the page itself", async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  const name = `Склад ${String(Date.now()).slice(-5)}`;
  await createTenderByApi(request, client.token, { tender_name: name });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);

  const start = await openAppStart(page);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await start.whileParsing()).toEqual(['/api/tenders', '/api/user/profile']);
  // The app took those answers rather than asking again, and never loaded the sign-in page.
  expect(start.sent.filter((path) => path === '/api/tenders')).toHaveLength(1);
  expect(start.sent.filter((path) => path.includes('login-route'))).toEqual([]);
});
