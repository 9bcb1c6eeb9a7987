import { expect, test } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { signIn } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';
import { abortMapTiles } from '../support/projects';
import { inviteWithCommentByApi } from '../support/requests';

// The buyer: a client says in its cabinet for which company it buys; the register's stand-in
// knows that INN as an active company, and a contractor reads on its phone, on the invitation,
// whom the client buys for, with the register's mark.

/** The stand-in's active company, registered as ООО "РОМАШКА". */
const ACTIVE_INN = '7701000019';

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a client states the company it buys for; a contractor reads it, checked, on the invitation', async ({
  page,
  browser,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const [client, contractor] = await Promise.all([
    registerClientByApi(request),
    registerContractorByApi(request),
  ]);

  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto('/profile/client/personal?tab=buyer');
  const tab = page.getByRole('region', { name: 'Компания-заказчик' });
  await expect(tab.getByText('Вы ещё не указали, для кого закупаете')).toBeVisible();
  await tab.getByRole('radio', { name: 'Для компании' }).check();
  await tab.getByRole('textbox', { name: /Название компании/ }).fill('ООО «Ромашка»');
  const inn = tab.getByRole('textbox', { name: /ИНН компании/ });
  // A mistyped INN is named before anything is sent.
  await inn.fill('7701000018');
  await inn.blur();
  await expect(
    tab.getByText('ИНН не прошёл проверку контрольной суммы: проверьте цифры'),
  ).toBeVisible();
  await inn.fill(ACTIVE_INN);
  await tab.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сведения о компании-заказчике сохранены').first()).toBeVisible();
  // The register's check runs in the background: a reload shows it once done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Компания-заказчик' })).toContainText(
      'Проверено по ЕГРЮЛ',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });

  const tenderName = `Склад для Ромашки ${tail}`;
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  await inviteWithCommentByApi(request, client.token, tenderId, contractor.id, 'Ждём вас');

  await onNarrowestPhone(browser, contractor, 'contractor', async (phone) => {
    await phone.goto(`/profile/contractor/tenderfrom/${tenderId}`);
    await expect(phone.getByRole('heading', { name: tenderName })).toBeVisible();
    const buyer = phone.getByText(
      `Заказчик закупает для компании ООО «Ромашка», ИНН ${ACTIVE_INN}`,
    );
    await buyer.scrollIntoViewIfNeeded();
    await expect(buyer).toBeVisible();
    await expect(phone.getByText(/Проверено по ЕГРЮЛ/).first()).toBeVisible();
    await expectFitsPhone(phone, 'the invitation with the buyer');
  });
});
