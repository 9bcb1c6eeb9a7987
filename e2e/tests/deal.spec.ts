import { expect, test, type Page } from '../support/test';
import {
  createTenderByApi,
  pdf,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone, sendPricedOfferByApi } from '../support/phone';
import { abortMapTiles } from '../support/projects';
import { acceptByApi } from '../support/requests';

// From the choice to the finished work: the client fills in the contract on a laptop, the
// contractor confirms it and reports the work done from a phone on the site, the client returns
// it once with remarks and then accepts it; each side is told of the other's steps. Then both
// review each other: the first review stays hidden until the second is written, and both open
// together, on the deal and on the contractor's page.

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

const dealOf = (page: Page) => page.getByRole('region', { name: /^Договор/ });

/** The contractor's deal page from 'Мои договоры', reached through the phone's menu. */
async function openDealOnPhone(page: Page, tenderName: string) {
  await page.getByRole('button', { name: 'Меню', exact: true }).tap();
  await page.getByRole('link', { name: 'Мои договоры' }).tap();
  await expect(page.getByRole('heading', { name: 'Мои договоры', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: tenderName }).tap();
  await expect(dealOf(page)).toBeVisible();
  return dealOf(page);
}

test('a deal carried from the choice to accepted work, then two reviews that open together: the contract on a laptop, the steps on site from a phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const tail = Date.now() % 100_000;
  const tenderName = `Фасад склада ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  const contractor = await registerContractorByApi(request, {
    shortName: `ООО «Фасадчик ${tail}»`,
  });
  const offer = await sendPricedOfferByApi(request, contractor.token, tenderId, {
    price_kopecks: 4_800_000_00,
    vat: 'with_vat',
    vat_rate: 22,
    duration_days: 45,
  });
  await acceptByApi(request, client.token, offer.request.id);

  // The client's tender page holds the deal, its terms fixed at the choice.
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}#deal`);
  const deal = dealOf(page);
  await expect(deal).toContainText('Договор не заполнен');
  await expect(deal).toContainText('45');
  await deal.getByRole('button', { name: 'Внести данные договора' }).click();
  const contract = page.getByRole('dialog', { name: 'Данные договора' });
  await contract.getByLabel('Номер договора').fill(`Ф-${tail}`);
  await contract.getByLabel('Дата договора').fill('2026-12-01');
  await contract.getByLabel('Начало работ').fill('2026-12-03');
  await contract.getByLabel('Плановое окончание').fill('2027-01-20');
  await contract.getByLabel('Прикрепить договор').setInputFiles(pdf('Договор подписанный.pdf'));
  await expect(contract.getByText('Договор подписанный.pdf')).toBeVisible();
  await contract.getByRole('button', { name: 'Внести данные договора' }).click();
  await expect(contract).toBeHidden();
  await expect(deal).toContainText('Ждёт подтверждения подрядчика');
  await expect(deal.getByRole('heading', { name: `Договор № Ф-${tail}` })).toBeVisible();

  // On site, the contractor confirms the contract and reports the work done with the act.
  await onNarrowestPhone(browser, contractor, 'contractor', async (phone) => {
    const onPhone = await openDealOnPhone(phone, tenderName);
    await expect(onPhone).toContainText('Ждёт подтверждения подрядчика');
    await expect(onPhone).toContainText(`Ф-${tail}`);
    await expectFitsPhone(phone, 'the deal awaiting confirmation');
    await expectNoAxeViolations(phone);
    await onPhone.getByRole('button', { name: 'Договор заключён' }).tap();
    const confirm = phone.getByRole('dialog', { name: 'Подтвердить договор?' });
    await confirm.getByRole('button', { name: 'Договор заключён' }).tap();
    await expect(onPhone).toContainText('Договор заключён');

    await onPhone.getByRole('button', { name: 'Работы выполнены' }).tap();
    const report = phone.getByRole('dialog', { name: 'Работы выполнены' });
    await report.getByLabel('Прикрепить файлы').setInputFiles(pdf('КС-2.pdf'));
    await expect(report.getByText('КС-2.pdf')).toBeVisible();
    await report.getByLabel('Комментарий').fill('Фасад смонтирован, исполнительная приложена');
    await expectFitsPhone(phone, 'the report dialog', report);
    await report.getByRole('button', { name: 'Отправить' }).tap();
    await expect(report).toBeHidden();
    await expect(onPhone).toContainText('Работы выполнены');
  });

  // The client is told, returns the work once with remarks.
  await page.reload();
  await expect(deal).toContainText('Работы выполнены');
  await deal.getByRole('button', { name: 'Вернуть на доработку' }).click();
  const back = page.getByRole('dialog', { name: 'Вернуть работы на доработку?' });
  await back.getByLabel('Замечания').fill('Нет акта скрытых работ по утеплителю');
  await back.getByRole('button', { name: 'Вернуть на доработку' }).click();
  await expect(back).toBeHidden();
  await expect(deal).toContainText('Договор заключён');
  await expect(deal).toContainText('Нет акта скрытых работ по утеплителю');

  // The contractor reads the remarks where the notice leads and reports again.
  await onNarrowestPhone(browser, contractor, 'contractor', async (phone) => {
    await phone
      .getByRole('button', { name: /^Уведомления/ })
      .first()
      .tap();
    const notice = phone
      .getByTestId('notification')
      .filter({ hasText: 'Работы возвращены на доработку' });
    await notice.getByRole('link', { name: 'Открыть сделку' }).tap();
    await expect(phone).toHaveURL(new RegExp(`/profile/contractor/tenderfrom/${tenderId}#deal$`));
    const onPhone = dealOf(phone);
    await expect(onPhone).toContainText('Нет акта скрытых работ по утеплителю');
    await onPhone.getByRole('button', { name: 'Работы выполнены' }).tap();
    const report = phone.getByRole('dialog', { name: 'Работы выполнены' });
    await report.getByLabel('Прикрепить файлы').setInputFiles(pdf('Акт скрытых работ.pdf'));
    await expect(report.getByText('Акт скрытых работ.pdf')).toBeVisible();
    await report.getByRole('button', { name: 'Отправить' }).tap();
    await expect(report).toBeHidden();
    await expect(onPhone).toContainText('Работы выполнены');
  });

  // The client accepts; the trail keeps every step.
  await page.reload();
  await deal.getByRole('button', { name: 'Работы приняты' }).click();
  const accept = page.getByRole('dialog', { name: 'Принять работы?' });
  await accept.getByRole('button', { name: 'Работы приняты' }).click();
  await expect(deal).toContainText('Работы приняты');
  await expect(deal.getByRole('button', { name: 'Работы приняты' })).toHaveCount(0);

  // Reviews, double-blind: the client's stays hidden until the contractor has written its own.
  await writeReview(
    page,
    { 'Качество работ': 5, 'Соблюдение сроков': 4, Коммуникация: 5, Документы: 4 },
    'Фасад сделан аккуратно. Прораб на связи: +7 916 111-22-33',
  );
  const clientReviews = page.getByRole('region', { name: 'Отзывы' });
  await expect(clientReviews).toContainText('Пока скрыт');
  await expect(clientReviews).toContainText('[контакт скрыт]');

  await onNarrowestPhone(browser, contractor, 'contractor', async (phone) => {
    await openDealOnPhone(phone, tenderName);
    const reviews = phone.getByRole('region', { name: 'Отзывы' });
    await expect(reviews).toContainText(
      'Вторая сторона уже написала отзыв — он откроется вместе с вашим',
    );
    await expect(reviews).not.toContainText('Фасад сделан аккуратно');
    await writeReview(
      phone,
      { 'Понятность задачи': 5, 'Соблюдение условий оплаты': 5, Коммуникация: 4 },
      'Задача ясная, оплата в срок',
    );
    // Both open together: the contractor now reads the client's words.
    await expect(reviews).toContainText('Фасад сделан аккуратно');
    await expect(reviews).not.toContainText('Пока скрыт');
    await expectFitsPhone(phone, 'the deal with both reviews');
    await expectNoAxeViolations(phone);
  });

  // The client reads the contractor's review of it, and the contractor's page shows its rating.
  await page.reload();
  await expect(clientReviews).toContainText('Задача ясная, оплата в срок');
  await page.goto(`/profile/client/contractor/${contractor.id}`);
  const onPage = page.getByRole('region', { name: 'Отзывы' });
  await expect(onPage).toContainText('Фасад сделан аккуратно');
  await expect(onPage).toContainText(tenderName);
  await expect(onPage).toContainText('1–5 млн ₽');
  await expectNoAxeViolations(page);
});

/** Writes a review in the deal's 'Отзывы': the stars of each criterion, the text, 'Сохранить'. */
async function writeReview(page: Page, stars: Record<string, number>, text: string) {
  const form = page.getByRole('form', { name: 'Ваш отзыв о второй стороне' });
  for (const [criterion, n] of Object.entries(stars)) {
    await form
      .getByRole('group', { name: criterion, exact: true })
      .getByRole('radio', { name: `${n} из 5` })
      .check();
  }
  await form.getByLabel('Текст отзыва').fill(text);
  await form.getByRole('button', { name: 'Сохранить отзыв' }).click();
  await expect(form).toBeHidden();
}
