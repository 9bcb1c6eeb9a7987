import { expect, test } from '../support/test';
import { registerContractorByApi } from '../support/api';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// A contractor on a building site looks at its card as clients see it: what the register says
// (here: a company in liquidation, named otherwise there) and what to do about each thing missing,
// each with the way to the place where it is done.

/** The register's stand-in answers this INN with a company in liquidation, ООО "ЗАКАТ". */
const LIQUIDATING_INN = '7701000026';

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a contractor sees its card as clients do, with what to improve, on a 360 px phone', async ({
  browser,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const contractor = await registerContractorByApi(request, {
    shortName: `ООО «Своя карточка ${tail}»`,
    inn: LIQUIDATING_INN,
  });

  await onNarrowestPhone(browser, contractor, 'contractor', async (phone) => {
    await phone.goto('/profile/contractor/personal?tab=card');
    const tab = phone.getByRole('region', { name: 'Как вас видят заказчики' });
    await expect(tab.getByRole('article', { name: contractor.short_name })).toBeVisible();
    const advice = tab.getByRole('region', { name: 'Что улучшить' });
    await expect(advice).toBeVisible();
    // The register's check runs in the background: a reload shows it once done.
    await expect(async () => {
      await phone.reload();
      await expect(
        phone
          .getByRole('region', { name: 'Что улучшить' })
          .getByText(/Ликвидируется/)
          .first(),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(advice.getByRole('link', { name: 'Указать СРО' })).toBeVisible();
    await expect(advice.getByRole('link', { name: 'Перейти к кейсам' })).toBeVisible();
    await expectFitsPhone(phone, 'the own card tab');

    // Each advice leads to where it is done.
    await advice.getByRole('link', { name: 'Указать СРО' }).tap();
    await expect(phone).toHaveURL(/\/profile\/contractor\/personal\?tab=sro$/);
    await expect(phone.getByText('Членство в СРО не указано')).toBeVisible();
  });
});
