import { expect, test } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { signIn } from '../support/journeys';
import {
  checkScreen,
  expectFitsPhone,
  onNarrowestPhone,
  sendPricedOfferByApi,
} from '../support/phone';
import { abortMapTiles } from '../support/projects';

// A sealed tender: the bidders read on its page that the client sees nothing of their offers
// before the deadline; the client sees who sent one and when, and at the deadline every offer
// opens at once and the bell says so. The deadline is waited out, never moved.

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a sealed tender opens its offers at the deadline, on a phone and on a desk', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tail = Date.now() % 100_000;
  const tenderName = `Закрытый склад ${tail}`;
  const client = await registerClientByApi(request);
  // Long enough for two offers and the sealed screens on a busy machine, short enough to wait.
  const deadline = new Date(Date.now() + 75_000);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    sealed: true,
    offers_deadline: deadline.toISOString(),
  });
  const [cheap, dear] = await Promise.all([
    registerContractorByApi(request, { shortName: `ООО «Экономстрой ${tail}»` }),
    registerContractorByApi(request, { shortName: `ООО «Премиум ${tail}»` }),
  ]);

  // A bidder on a building site reads what sealed means before it prices the work.
  await onNarrowestPhone(browser, cheap, 'contractor', async (phonePage) => {
    await phonePage.goto(`/profile/contractor/tender/${tenderId}`);
    const note = phonePage.getByTestId('sealed-note');
    await expect(note).toContainText('Закрытый приём предложений');
    await expect(note).toContainText('заказчик не увидит цену');
    await expectFitsPhone(phonePage, 'the sealed tender page');
  });
  await sendPricedOfferByApi(request, cheap.token, tenderId, {
    price_kopecks: 81_234_500,
    vat: 'not_liable',
    vat_rate: null,
    duration_days: 40,
  });
  await sendPricedOfferByApi(request, dear.token, tenderId, {
    price_kopecks: 99_876_500,
    vat: 'not_liable',
    vat_rate: null,
    duration_days: 30,
  });

  // Before the deadline the client sees two offers came, and not one price.
  await onNarrowestPhone(browser, client, 'client', async (phonePage) => {
    await phonePage.goto(`/profile/client/tender/${tenderId}/comparison`);
    const sealed = phonePage.getByTestId('sealed-comparison');
    await expect(sealed).toContainText('Получено предложений: 2');
    await expect(sealed).toContainText(cheap.short_name);
    await expect(sealed).toContainText(dear.short_name);
    await expect(phonePage.getByText(/812\s345/)).toHaveCount(0);
    await checkScreen(phonePage);
  });

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByTestId('sealed-note')).toContainText('откроются все сразу');
  await expect(page.getByTestId('sealed-offer').first()).toContainText('Предложение получено');
  await expect(page.getByText(/812\s345/)).toHaveCount(0);

  // At the deadline the comparison opens with both prices; the bell tells how many opened.
  await page.goto(`/profile/client/tender/${tenderId}/comparison`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('comparison-row')).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  await expect(page.getByTestId('comparison-row').first()).toContainText(/812\s345/);
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Уведомления/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Все уведомления' }).getByText('Предложения вскрыты: 2'),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByTestId('sealed-note')).toContainText('предложения вскрыты');
});
