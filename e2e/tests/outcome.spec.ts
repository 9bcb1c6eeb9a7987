import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn, signOut } from '../support/journeys';
import { checkScreen, expectFitsPhone, sendPricedOfferByApi } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// How a tender ends: the client chooses an executor giving the reason the others are told, or
// closes the tender without one; both sides read the outcome and download the protocol, and the
// client's trail records it.

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

/** Downloads the protocol from the tender page's outcome: a PDF under the server's name. */
async function downloadProtocol(page: Page) {
  const outcome = page.getByRole('region', { name: 'Итоги тендера' });
  const downloading = page.waitForEvent('download');
  await outcome.getByRole('button', { name: 'Скачать протокол (PDF)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test('the client chooses for the price; the other contractor is told why and both have the protocol', async ({
  page,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const tenderName = `Котельная ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  const [cheap, other] = await Promise.all([
    registerContractorByApi(request, { shortName: `ООО «Дешёвый ${tail}»` }),
    registerContractorByApi(request, { shortName: `ООО «Другой ${tail}»` }),
  ]);
  await sendPricedOfferByApi(request, cheap.token, tenderId, {
    price_kopecks: 90_000_000,
    vat: 'not_liable',
    vat_rate: null,
    duration_days: 40,
  });
  await sendPricedOfferByApi(request, other.token, tenderId, {
    price_kopecks: 120_000_000,
    vat: 'not_liable',
    vat_rate: null,
    duration_days: 30,
  });

  // The client chooses from the comparison, saying the others lost on price.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}/comparison`);
  await page
    .getByTestId('comparison-row')
    .filter({ hasText: cheap.short_name })
    .getByRole('button', { name: /^Выбрать исполнителем/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  await expect(confirm).toContainText('Остальные участники получат уведомление с этой причиной.');
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(confirm.getByText('Выберите причину')).toBeVisible();
  await confirm.getByRole('radio', { name: 'Цена' }).check();
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
  ).toBeVisible();

  // The tender page: the outcome, the protocol, the trail.
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
  const outcome = page.getByRole('region', { name: 'Итоги тендера' });
  await expect(outcome).toContainText('Исполнитель выбран');
  await expect(outcome).toContainText('Цена');
  await expect(outcome).toContainText('(МСК)');
  await downloadProtocol(page);
  const trail = page.getByRole('region', { name: 'Журнал событий' });
  await expect(trail.getByRole('listitem').first()).toContainText('Исполнитель выбран');
  await expect(trail).toContainText('Предложение отправлено');
  // Kept to one contractor, the trail shows that contractor's entries only.
  await trail
    .getByRole('combobox', { name: 'Подрядчик' })
    .selectOption({ label: other.short_name });
  await expect(trail.getByRole('listitem')).toHaveCount(1);
  await expect(trail.getByRole('listitem')).toContainText(other.short_name);
  await expectNoAxeViolations(page);
  await signOut(page);

  // The other contractor: told why, and its own copy of the protocol.
  await signIn(page, other.email, other.password);
  await expect(page).toHaveURL(/\/profile\/contractor\//);
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  const panel = page.getByRole('dialog', { name: 'Все уведомления' });
  const notice = panel.getByTestId('notification').filter({ hasText: 'Выбран другой исполнитель' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Причина: Цена');
  await page.keyboard.press('Escape');
  await page.goto(`/profile/contractor/tender/${tenderId}`);
  await expect(page.getByRole('region', { name: 'Итоги тендера' })).toContainText('Цена');
  await downloadProtocol(page);
});

test('the client closes a tender without a choice, on a phone-wide screen', async ({
  page,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const tenderName = `Гараж ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Журнал событий' })).toContainText(
    'Тендер опубликован',
  );

  await page.getByRole('button', { name: 'Действия с тендером' }).click();
  await page.getByRole('menuitem', { name: 'Завершить без выбора исполнителя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Завершить тендер без выбора исполнителя?' });
  await expect(dialog).toContainText('Это действие нельзя отменить');
  await dialog.getByRole('radio', { name: 'Проект отложен' }).check();
  await dialog.getByRole('textbox', { name: 'Комментарий (необязательно)' }).fill('До весны');
  await expectFitsPhone(page, 'the close modal', dialog);
  await dialog.getByRole('button', { name: 'Завершить тендер' }).click();
  await expect(dialog).toBeHidden();

  const outcome = page.getByRole('region', { name: 'Итоги тендера' });
  await expect(outcome).toContainText('Тендер завершён без выбора исполнителя');
  await expect(outcome).toContainText('Проект отложен');
  await expect(outcome).toContainText('До весны');
  await expect(page.getByRole('region', { name: 'Журнал событий' })).toContainText(
    'Тендер завершён без выбора исполнителя',
  );
  await expectFitsPhone(page, 'the outcome', outcome);
  await expectFitsPhone(page, 'the trail', page.getByRole('region', { name: 'Журнал событий' }));
  await checkScreen(page);

  // The dashboard says the tender ended, not what its requests would suggest.
  await page.goto('/profile/client/main');
  await expect(page.getByText('Тендер завершён без выбора исполнителя').first()).toBeVisible();
});
