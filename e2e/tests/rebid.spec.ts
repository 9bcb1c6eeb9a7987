import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '../support/test';
import {
  bearer,
  createTenderByApi,
  ok,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { signIn } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone, sendPricedOfferByApi } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// A переторжка: after the deadline the client announces one round; on a building site one bidder
// lowers its price from the phone, the other keeps its own. The client sees the old prices until
// the round ends, then both, and the protocol tells who lowered and who did not. The server of
// these journeys shortens the round's two hours to a minute (REBID_MIN_MINUTES), waited out.

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('one bidder lowers its price in the round, the other keeps it; the protocol shows both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const tail = Date.now() % 100_000;
  const tenderName = `Переторжка ${tail}`;
  const client = await registerClientByApi(request);
  const deadline = Date.now() + 30_000;
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    offers_deadline: new Date(deadline).toISOString(),
  });
  const [lowering, keeping] = await Promise.all([
    registerContractorByApi(request, { shortName: `ООО «Снижаем ${tail}»` }),
    registerContractorByApi(request, { shortName: `ООО «Держим ${tail}»` }),
  ]);
  const terms = { vat: 'not_liable', vat_rate: null, duration_days: 40 } as const;
  await sendPricedOfferByApi(request, lowering.token, tenderId, {
    price_kopecks: 120_000_000,
    ...terms,
  });
  await sendPricedOfferByApi(request, keeping.token, tenderId, {
    price_kopecks: 110_000_000,
    ...terms,
  });

  // Past the deadline, the client's tender page offers the round.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(async () => {
    await page.goto(`/profile/client/tender/${tenderId}`);
    await expect(page.getByTestId('rebid-offer')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await expect(page.getByTestId('rebid-offer')).toContainText('Можно один раз предложить');
  const roundEnd = new Date(Date.now() + 80_000);
  await ok(
    request.post(`/api/tenders/${tenderId}/rebid`, {
      headers: bearer(client.token),
      data: { deadline: roundEnd.toISOString(), comment: 'Просим снизить цену' },
    }),
  );

  // The lowering bidder, on a phone, reads the round and sends a lower price.
  await onNarrowestPhone(browser, lowering, 'contractor', async (phonePage) => {
    await phonePage.goto(`/profile/contractor/tender/${tenderId}`);
    const round = phonePage.getByTestId('rebid-price');
    await expect(round).toContainText('Идёт переторжка');
    await expect(round).toContainText('Просим снизить цену');
    await round.getByLabel('Новая цена, ₽').fill('1 250 000');
    await round.getByRole('button', { name: 'Снизить цену' }).tap();
    await expect(round.getByText('Новая цена должна быть ниже вашей текущей цены')).toBeVisible();
    await round.getByLabel('Новая цена, ₽').fill('1 000 000');
    await round.getByRole('button', { name: 'Снизить цену' }).tap();
    await expect(round.getByRole('status')).toHaveText('Новая цена отправлена');
    await expect(round).toContainText('Ваша новая цена');
    await expectFitsPhone(phonePage, 'the round on the tender page');
  });

  // While the round runs the client reads the old prices and cannot choose.
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByTestId('rebid-note')).toContainText('Идёт переторжка');
  await page.goto(`/profile/client/tender/${tenderId}/comparison`);
  const rows = page.getByTestId('comparison-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('rebid-mark').first()).toContainText('переторжка: идёт');
  await expect(page.getByText(/1\s000\s000/)).toHaveCount(0);

  // At the round's end both prices show, the lower one first.
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toContainText(lowering.short_name, { timeout: 2_000 });
    await expect(rows.first()).toContainText('переторжка: было', { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  await expect(rows.first()).toContainText(/1\s000\s000/);
  await expect(rows.nth(1)).toContainText('переторжка: не участвовал');

  // The client chooses the lower price; the protocol tells both bidders' part in the round.
  await rows
    .first()
    .getByRole('button', { name: /^Выбрать исполнителем/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  await confirm.getByRole('radio', { name: 'Цена' }).check();
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
  ).toBeVisible();
  await page.goto(`/profile/client/tender/${tenderId}`);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Итоги тендера' })
    .getByRole('button', { name: 'Скачать протокол (PDF)' })
    .click();
  const file = await downloading;
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await file.path())) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  expect(text).toContain('Переторжка объявлена');
  expect(text).toMatch(/снизил с 1 200 000 ₽/);
  expect(text).toContain('не участвовал');
});
