import ExcelJS from 'exceljs';
import { expect, test, type Page } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { choose, signIn, signOut } from '../support/journeys';
import { abortMapTiles } from '../support/projects';

// Bidding, the whole story: a client sets a deadline and invites three contractors; one
// declines, two send priced offers and one of them revises; the client compares the offers,
// exports the .xlsx and chooses the executor from the comparison.

const DAY_MS = 24 * 3600_000;
/** A Moscow wall time `days` from now at 18:00, as the datetime-local field takes it. */
const moscowEvening = (days: number) =>
  `${new Date(Date.now() + days * DAY_MS + 3 * 3600_000).toISOString().slice(0, 10)}T18:00`;
/** A date `days` from now, as the date field takes it. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

/** The invitation page of the tender, where an invited contractor answers. */
async function openInvitation(page: Page, tenderId: number) {
  await page.goto(`/profile/contractor/tenderfrom/${tenderId}`);
  await expect(
    page.getByRole('heading', { name: 'Приглашение к тендеру', level: 1 }),
  ).toBeVisible();
  return page.getByRole('region', { name: 'Приглашение заказчика' });
}

type Terms = {
  price: string;
  vat: string;
  rate?: string;
  days: string;
  included?: string[];
};

/** Fills the offer's price and terms in a form or modal. */
async function fillTerms(scope: ReturnType<Page['getByRole']>, terms: Terms) {
  const price = scope.getByRole('textbox', { name: 'Цена, ₽' });
  await price.fill(terms.price);
  await scope
    .getByRole('combobox', { name: 'НДС', exact: true })
    .selectOption({ label: terms.vat });
  if (terms.rate) {
    await scope.getByRole('combobox', { name: 'Ставка НДС' }).selectOption({ label: terms.rate });
  }
  const days = scope.getByRole('textbox', { name: 'Срок выполнения, дней' });
  await days.fill(terms.days);
  await scope.getByLabel('Действует до').fill(dayAhead(30));
  const included = scope.getByRole('group', { name: 'Включено в стоимость', exact: true });
  for (const [i, line] of (terms.included ?? []).entries()) {
    await included.getByRole('button', { name: 'Добавить строку' }).click();
    await included.getByRole('textbox', { name: `Включено в стоимость ${i + 1}` }).fill(line);
  }
}

test('a client compares priced offers, one revised, exports them and chooses the executor', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tail = Date.now() % 100_000;
  const tenderName = `Склад в Казани ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  const contractor = (name: string) =>
    registerContractorByApi(request, { shortName: `${name} ${tail}` });
  const [declining, revising, steady] = await Promise.all([
    contractor('Кровля'),
    contractor('Бетон'),
    contractor('Фасад'),
  ]);

  // The client sets the deadline and invites the three.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  await page.getByRole('button', { name: 'Установить срок' }).click();
  const deadline = page.getByRole('dialog', { name: 'Срок приёма предложений' });
  await deadline.getByLabel('Приём предложений до (МСК)').fill(moscowEvening(5));
  await deadline.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Срок приёма предложений сохранён')).toBeVisible();
  for (const contractor of [declining, revising, steady]) {
    await page.goto(`/profile/client/contractor/${contractor.id}`);
    await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
    const invite = page.getByRole('dialog', { name: 'Приглашение подрядчика' });
    await choose(page, 'Тендер', tenderName);
    await invite.getByRole('button', { name: 'Отправить' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Подрядчик успешно приглашён!' }),
    ).toBeVisible();
  }
  await signOut(page);

  // One declines: 'Отклонить', the one way to decline, with a reason from the list.
  await signIn(page, declining.email, declining.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  let card = await openInvitation(page, tenderId);
  await card.getByRole('button', { name: 'Отклонить' }).click();
  const refuse = page.getByRole('dialog', { name: 'Укажите причину отказа' });
  await refuse.getByRole('radio', { name: 'Сжатые сроки' }).check();
  await refuse.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заявка отклонена!' })).toBeVisible();
  await signOut(page);

  // One says it will bid, then sends a price without НДС liability and the shortest duration.
  await signIn(page, steady.email, steady.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  card = await openInvitation(page, tenderId);
  await card.getByRole('button', { name: 'Буду участвовать', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Вы сообщили заказчику, что будете участвовать' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Принять' }).click();
  let accept = page.getByRole('dialog', { name: 'Принять приглашение' });
  await accept.getByLabel('Комментарий').fill('Работаем на упрощённой системе');
  await fillTerms(accept, {
    price: '1 180 000',
    vat: 'НДС не облагается',
    days: '40',
    included: ['Материалы'],
  });
  await expect(accept.getByTestId('price-sums')).toContainText('1 180 000 ₽');
  await expectNoAxeViolations(page);
  await accept.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Заявка успешно принята!' }),
  ).toBeVisible();
  await signOut(page);

  // One sends a price with НДС, then lowers it before the deadline.
  await signIn(page, revising.email, revising.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  card = await openInvitation(page, tenderId);
  await card.getByRole('button', { name: 'Принять' }).click();
  accept = page.getByRole('dialog', { name: 'Принять приглашение' });
  await fillTerms(accept, { price: '1 000 000', vat: 'С НДС', rate: '22 %', days: '60' });
  await expect(accept.getByTestId('price-sums')).toContainText('Цена без НДС: 819 672,13 ₽');
  await accept.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Заявка успешно принята!' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Изменить предложение' }).click();
  const revise = page.getByRole('dialog', { name: 'Изменение предложения' });
  await expect(revise.getByRole('textbox', { name: 'Цена, ₽' })).toHaveValue('1000000');
  await revise.getByRole('textbox', { name: 'Цена, ₽' }).fill('950 000,50');
  await revise.getByRole('textbox', { name: 'Срок выполнения, дней' }).fill('55');
  await revise.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Предложение изменено' })).toBeVisible();
  const history = page.getByRole('region', { name: 'История изменений' });
  await expect(history).toContainText('Цена: 1 000 000 ₽, с НДС 22 % → 950 000,50 ₽, с НДС 22 %');
  await expect(history).toContainText('Срок выполнения: 60 дней → 55 дней');
  await signOut(page);

  // The client: each invited contractor's answer at a glance, and the revision's history.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  const requests = page.getByRole('list', { name: 'Заявки' });
  await expect(
    requests.getByTestId('request').filter({ hasText: declining.short_name }),
  ).toContainText('Не будет участвовать');
  await requests.getByRole('button', { name: `Смотреть ответ: ${revising.short_name}` }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('region', { name: 'История изменений' })).toContainText(
    'Цена: 1 000 000 ₽, с НДС 22 % → 950 000,50 ₽, с НДС 22 %',
  );
  await drawer.getByRole('button', { name: 'Закрыть' }).click();

  // The comparison: cheapest first, the best price and the shortest duration marked.
  await page.getByRole('link', { name: 'Сравнить предложения' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/client/tender/${tenderId}/comparison$`));
  await expect(
    page.getByRole('heading', { name: 'Сравнение предложений', level: 1 }),
  ).toBeVisible();
  const rows = page.getByTestId('comparison-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(revising.short_name);
  await expect(rows.nth(0)).toContainText('Лучшая цена');
  await expect(rows.nth(0)).toContainText('950 000,50 ₽');
  await expect(rows.nth(1)).toContainText(steady.short_name);
  await expect(rows.nth(1)).toContainText('Кратчайший срок');
  await expect(page.getByRole('region', { name: 'Приглашённые без предложения' })).toContainText(
    `${declining.short_name}Не будет участвовать`,
  );
  await expectNoAxeViolations(page);

  // Sorted by duration, shortest first; the export follows the order shown.
  await page.getByRole('button', { name: 'Срок выполнения' }).click();
  await expect(page).toHaveURL(/sort=duration/);
  await expect(rows.nth(0)).toContainText(steady.short_name);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать .xlsx' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`Сравнение предложений — ${tenderName}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.getWorksheet('Сравнение')!;
  expect(sheet.getCell('A5').value).toBe(steady.short_name);
  expect(sheet.getCell('D5').value).toBe(1_180_000);
  expect(sheet.getCell('A6').value).toBe(revising.short_name);
  expect(sheet.getCell('D6').value).toBe(950_000.5);
  expect(sheet.getCell('E6').value).toBe(778_688.93);
  expect(sheet.getCell('H6').value).toBe(55);

  // The executor, chosen from the comparison.
  await rows
    .filter({ hasText: revising.short_name })
    .getByRole('button', { name: 'Выбрать исполнителем' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  await confirm.getByRole('radio', { name: 'Цена' }).check();
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выбрать исполнителем' })).toHaveCount(0);
  await expect(rows.filter({ hasText: revising.short_name })).toContainText('Принято');
});
