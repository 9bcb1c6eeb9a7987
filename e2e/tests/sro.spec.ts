import { expect, test } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { signIn } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone, sendPricedOfferByApi } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// СРО against the price: a contractor on a building site states its membership from the phone;
// the client's comparison then says of each offer above 10 million roubles whether the stated
// level covers it, and of a bidder that stated none that there is no word of it.

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a contractor states its СРО on a phone; the comparison weighs each offer against it', async ({
  page,
  browser,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const [stated, silent] = await Promise.all([
    registerContractorByApi(request, { shortName: `ООО «Допуск ${tail}»` }),
    registerContractorByApi(request, { shortName: `ООО «Без СРО ${tail}»` }),
  ]);

  await onNarrowestPhone(browser, stated, 'contractor', async (phone) => {
    await phone.goto('/profile/contractor/personal?tab=sro');
    await expect(phone.getByText('Членство в СРО не указано')).toBeVisible();
    await phone.getByRole('button', { name: 'Добавить СРО' }).tap();
    const form = phone.getByRole('dialog', { name: 'Новое членство в СРО' });
    await expect(form.getByRole('radio', { name: 'Строители' })).toBeChecked();
    // Saved empty, the form names what it needs and sends nothing.
    await form.getByRole('button', { name: 'Сохранить' }).tap();
    await expect(form.getByText('Выберите уровень ответственности')).toBeVisible();
    await form
      .getByRole('textbox', { name: /Название СРО/ })
      .fill('Ассоциация «Строители Поволжья»');
    await form.getByRole('textbox', { name: /Регистрационный номер/ }).fill('сро-с-123-01022010');
    await form
      .getByRole('combobox', { name: /Уровень ответственности/ })
      .selectOption({ label: '1 уровень — до 90 млн ₽' });
    await expectFitsPhone(phone, 'the СРО form');
    await form.getByRole('button', { name: 'Сохранить' }).tap();
    await expect(form).toHaveCount(0);
    const card = phone.getByRole('article', { name: 'Ассоциация «Строители Поволжья»' });
    await expect(card).toContainText('СРО-С-123-01022010');
    await expect(card).toContainText('1 уровень — до 90 млн ₽');
    await expectFitsPhone(phone, 'the СРО tab');
  });

  const client = await registerClientByApi(request);
  const tenderName = `Склад под СРО ${tail}`;
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    stage: 'construction',
  });
  const terms = { vat: 'not_liable', vat_rate: null, duration_days: 90 } as const;
  await sendPricedOfferByApi(request, stated.token, tenderId, {
    price_kopecks: 4_500_000_000,
    ...terms,
  });
  await sendPricedOfferByApi(request, silent.token, tenderId, {
    price_kopecks: 4_200_000_000,
    ...terms,
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}/comparison`);
  const rowOf = (name: string) => page.getByTestId('comparison-row').filter({ hasText: name });
  await expect(rowOf(stated.short_name)).toContainText('Уровень СРО достаточен');
  await expect(rowOf(stated.short_name)).toContainText('со слов подрядчика');
  await expect(rowOf(silent.short_name)).toContainText('Нет данных о СРО');
  // Everything of a row in view on a laptop: nothing scrolls sideways.
  await expect(page.getByText('Таблица шире экрана')).toHaveCount(0);
});

test('a contractor says on a phone which invitations it takes; the client sees the others refused', async ({
  page,
  browser,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const contractor = await registerContractorByApi(request, { shortName: `ООО «Выбор ${tail}»` });
  await onNarrowestPhone(browser, contractor, 'contractor', async (phone) => {
    // The work types and cities it takes invitations for: construction, in Samara only.
    await phone.goto('/profile/contractor/personal?tab=invitations');
    const scope = phone.getByRole('form', { name: 'Приглашения' });
    await expect(
      scope.getByText(
        'Если ничего не выбрано, вы получаете приглашения на все виды работ во всех городах',
      ),
    ).toBeVisible();
    await scope.getByRole('checkbox', { name: 'Строительство', exact: true }).tap();
    await scope.getByRole('combobox', { name: 'Города' }).tap();
    await phone.getByRole('option', { name: 'Самара' }).tap();
    await phone.keyboard.press('Escape');
    await expectFitsPhone(phone, 'the invitations tab');
    await scope.getByRole('button', { name: 'Сохранить' }).tap();
    await expect(scope.getByRole('status')).toHaveText('Настройки приглашений сохранены');
    await phone.reload();
    await expect(phone.getByRole('checkbox', { name: 'Строительство', exact: true })).toBeChecked();
    await expect(phone.getByRole('checkbox', { name: 'Проектирование' })).not.toBeChecked();
  });

  const client = await registerClientByApi(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  // A design tender is one the contractor takes no invitations for: the dialog says so.
  await createTenderByApi(request, client.token, {
    tender_name: `Проект склада ${tail}`,
    stage: 'design',
  });
  await page.goto(`/profile/client/contractor/${contractor.id}`);
  await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  const dialog = page.getByRole('dialog', { name: 'Приглашение подрядчика' });
  await dialog.getByRole('combobox', { name: 'Тендер' }).click();
  const refused = page.getByRole('option', {
    name: `Проект склада ${tail} — не принимает приглашения на этот вид работ`,
  });
  await expect(refused).toBeVisible();
  // It cannot be chosen: a tap leaves nothing to send.
  await refused.click();
  await expect(dialog.getByRole('combobox', { name: 'Тендер' })).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeDisabled();
});
