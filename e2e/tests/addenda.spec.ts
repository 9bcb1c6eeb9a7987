import { MSG_ADDENDA, MSG_OFFERS } from '@podryad/domain';
import { expect, test } from '../support/test';
import {
  createTenderByApi,
  registerClientByApi,
  registerContractorByApi,
  sendOfferByApi,
} from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn, signOut } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// Addenda: once a tender has an offer, the client's edit becomes a numbered addendum with its
// note; the bidder is asked to confirm its offer, and the client sees which offers predate it.

const DAY_MS = 24 * 3600_000;
const NOTE = 'Добавили благоустройство территории';
const DESCRIPTION = 'Реконструкция здания и благоустройство прилегающей территории';

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('an addendum asks a contractor to confirm its offer', async ({ browser, page, request }) => {
  const tenderName = `Склад с изменением Т${String(Date.now()).slice(-6)}`;
  const client = await registerClientByApi(request);
  const bidder = await registerContractorByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    description: 'Реконструкция здания',
    offers_deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
  });
  await sendOfferByApi(request, bidder.token, tenderId, {
    comment: 'Выполним за два месяца',
    file: 'КП.pdf',
  });

  // The client edits the description in the wizard: it asks the note, since there is an offer.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/edittender/${tenderId}`);
  const description = page.getByRole('textbox', { name: 'Описание' });
  await expect(description).toHaveValue('Реконструкция здания');
  await description.fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText(MSG_ADDENDA.noteHint)).toBeVisible();
  await page.getByRole('textbox', { name: MSG_ADDENDA.noteLabel }).fill(NOTE);
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/main/);

  // The tender's page lists the addendum, and the offer made before it is marked.
  await page.goto(`/profile/client/tender/${tenderId}`);
  const addenda = page.getByRole('region', { name: MSG_ADDENDA.title });
  await expect(addenda.getByRole('heading', { name: /^Изменение № 1 от / })).toBeVisible();
  await expect(addenda.getByText(NOTE)).toBeVisible();
  await expect(addenda.getByText(DESCRIPTION)).toBeVisible();
  const offer = page.getByTestId('request').filter({ hasText: bidder.short_name });
  await expect(offer.getByText(MSG_ADDENDA.earlier(1))).toBeVisible();
  await expectNoAxeViolations(page);
  await signOut(page);

  // The client's page on a phone 360 px wide, with touch: the addendum and the mark fit.
  await onNarrowestPhone(browser, client, 'client', async (small) => {
    await small.goto(`/profile/client/tender/${tenderId}`);
    const smallAddenda = small.getByRole('region', { name: MSG_ADDENDA.title });
    await expect(smallAddenda.getByText(NOTE)).toBeVisible();
    const smallOffer = small.getByTestId('request').filter({ hasText: bidder.short_name });
    await expect(smallOffer.getByText(MSG_ADDENDA.earlier(1))).toBeVisible();
    await expectFitsPhone(small, 'the client tender with an addendum on a phone');
  });

  // The bidder, on a phone 360 px wide: the ask, the addendum, then its confirmation.
  await onNarrowestPhone(browser, bidder, 'contractor', async (theirs) => {
    await theirs.goto(`/profile/contractor/tender/${tenderId}`);
    await expect(theirs.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
    const ask = theirs.getByTestId('offer-confirm');
    await expect(ask.getByText(MSG_ADDENDA.askTitle)).toBeVisible();
    await expect(ask.getByText(MSG_ADDENDA.ask(1))).toBeVisible();
    await expect(ask.getByRole('button', { name: MSG_OFFERS.revise })).toBeVisible();
    const theirAddenda = theirs.getByRole('region', { name: MSG_ADDENDA.title });
    await expect(theirAddenda.getByText(NOTE)).toBeVisible();
    await expectFitsPhone(theirs, 'the tender with an addendum on a phone');
    const confirm = ask.getByRole('button', { name: MSG_ADDENDA.confirm });
    expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(theirs);

    await confirm.click();
    await expect(
      theirs.getByRole('status').filter({ hasText: MSG_ADDENDA.confirmed }),
    ).toBeVisible();
    await expect(theirs.getByTestId('offer-confirm')).toHaveCount(0);
  });

  // The client: the mark is gone, and the bell says the offer was confirmed.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByRole('region', { name: MSG_ADDENDA.title })).toBeVisible();
  const confirmed = page.getByTestId('request').filter({ hasText: bidder.short_name });
  await expect(confirmed).toBeVisible();
  await expect(confirmed.getByTestId('outdated')).toHaveCount(0);
});
