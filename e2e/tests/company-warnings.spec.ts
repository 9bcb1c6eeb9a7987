import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  bearer,
  createTenderByApi,
  ok,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { signIn } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// Warnings where the client decides: a company the state register shows as liquidating (the
// register's stand-in answers this INN so) and named otherwise there is flagged before the client
// invites it from a phone, and again before it is chosen on a laptop, with its offer above 10
// million and no СРО stated. The client chooses it all the same; the trail keeps what was weighed.

/** The stand-in's company in liquidation, registered as ООО "ЗАКАТ". */
const LIQUIDATING_INN = '7701000026';

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

/** Waits for the register's check of the contractor, as a client reads its card. */
async function checked(request: APIRequestContext, token: string, contractorId: number) {
  await expect
    .poll(
      async () => {
        const answer = await ok<{ user: { registry: { checked: boolean } } }>(
          request.get(`/api/contractors/${contractorId}`, { headers: bearer(token) }),
        );
        return answer.user.registry.checked;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('a client is warned before inviting and before choosing, chooses all the same, and the trail says so', async ({
  page,
  browser,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const risky = await registerContractorByApi(request, {
    shortName: `ООО «Закат-Строй ${tail}»`,
    inn: LIQUIDATING_INN,
  });
  const client = await registerClientByApi(request);
  const tenderName = `Ангар на окраине ${tail}`;
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    stage: 'construction',
  });
  await checked(request, client.token, risky.id);

  const warnings = [
    'По данным ЕГРЮЛ статус — «Ликвидируется», а не «Действует»',
    'Название в реестре отличается от указанного компанией: «ООО „ЗАКАТ“»',
  ];

  // On a phone: the invitation warns, and is sent all the same.
  await onNarrowestPhone(browser, client, 'client', async (phone) => {
    await phone.goto(`/profile/client/contractor/${risky.id}`);
    await expect(phone.getByRole('heading', { name: risky.short_name, level: 1 })).toBeVisible();
    await phone.getByRole('button', { name: 'Выбрать подрядчика' }).tap();
    const dialog = phone.getByRole('dialog', { name: 'Приглашение подрядчика' });
    const alert = dialog.getByTestId('company-warnings');
    await expect(alert).toContainText('Проверьте подрядчика перед приглашением');
    await expect(alert.getByRole('listitem')).toHaveText(warnings);
    await expectFitsPhone(phone, 'the invitation with its warnings', dialog);
    await dialog.getByRole('combobox', { name: 'Тендер' }).tap();
    await phone.getByRole('option', { name: tenderName }).tap();
    await dialog.getByRole('button', { name: 'Отправить' }).tap();
    await expect(
      phone.getByRole('status').filter({ hasText: 'Подрядчик успешно приглашён!' }),
    ).toBeVisible();
  });

  // The contractor answers with a price above 10 million roubles and no СРО stated.
  const mine = await ok<{ requests: { id: number; tender: { id: number } }[] }>(
    request.get('/api/request', { headers: bearer(risky.token) }),
  );
  const invitation = mine.requests.find((r) => r.tender.id === tenderId)!;
  const valid_until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await ok(
    request.post(`/api/request/accept/${invitation.id}`, {
      headers: bearer(risky.token),
      data: {
        comment: 'Возьмёмся',
        docs_paths: [],
        price_kopecks: 2_500_000_000,
        vat: 'not_liable',
        vat_rate: null,
        duration_days: 120,
        valid_until,
      },
    }),
  );

  // On a laptop: the choice warns of the same and of the СРО, and is made all the same.
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}/comparison`);
  await page.getByRole('button', { name: `Выбрать исполнителем: ${risky.short_name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
  const alert = confirm.getByTestId('company-warnings');
  await expect(alert).toContainText('Проверьте исполнителя перед выбором');
  await expect(alert.getByRole('listitem')).toHaveText([
    ...warnings,
    'Нет данных о СРО: договор дороже 10 млн ₽ требует членства в СРО',
  ]);
  await confirm.getByRole('radio', { name: 'Цена' }).check();
  await confirm.getByRole('button', { name: 'Выбрать' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
  ).toBeVisible();

  // The trail keeps the choice and what the client was warned of.
  await page.goto(`/profile/client/tender/${tenderId}`);
  const trail = page.getByRole('region', { name: 'Журнал событий' });
  await expect(trail).toContainText('Выбор вопреки предупреждению');
  await expect(trail).toContainText(`${risky.short_name}: ${warnings[0]}`);
});
