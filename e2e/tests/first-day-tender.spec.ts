import { expect, test, type Page } from '../support/test';
import {
  bearer,
  createTenderByApi,
  ok,
  inviteByApi,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { signIn, signOut } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone, sendPricedOfferByApi } from '../support/phone';
import { abortMapTiles } from '../support/projects';
import { acceptByApi } from '../support/requests';

// The tender page of both sides on a real user's first day: one clear state after the outcome,
// an invitation answered in its order, each fact of the tender once, more contractors invited
// from the page, and the questions' anchor below the sticky header.

const WIDE = { width: 1366, height: 800 };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
const TERMS = { vat: 'not_liable', vat_rate: null, duration_days: 30 } as const;

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
  await page.setViewportSize(WIDE);
});

/** Whatever a reader of the page sees of a pending decision or a countdown. */
async function expectNoPendingDecision(page: Page) {
  await expect(page.getByText('Принятие решения', { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('offers-deadline')).toHaveCount(0);
  await expect(page.getByText(/осталось/)).toHaveCount(0);
}

test('after the choice the winner, a loser and the client each read one clear outcome', async ({
  page,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const tenderName = `Ангар ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    offers_deadline: inDays(15),
  });
  const [winner, loser] = await Promise.all([
    registerContractorByApi(request, { shortName: `ООО «Победа ${tail}»` }),
    registerContractorByApi(request, { shortName: `ООО «Вторые ${tail}»` }),
  ]);
  // The winner answers an invitation ('Принять' is its offer), the loser offers by itself.
  const invitation = await inviteByApi(request, client.token, tenderId, winner.id);
  await acceptByApi(request, winner.token, invitation.request.id, 'Готовы начать');
  await sendPricedOfferByApi(request, loser.token, tenderId, { ...TERMS, price_kopecks: 9e7 });
  await ok(
    request.post(`/api/request/accept/${invitation.request.id}`, {
      headers: bearer(client.token),
      data: { outcome_reason: 'price', outcome_comment: 'Дешевле при том же сроке' },
    }),
  );

  // The loser: plainly not chosen, with the reason; no countdown, no pending decision.
  await signIn(page, loser.email, loser.password);
  await expect(page).toHaveURL(/\/profile\/contractor\//);
  await page.goto(`/profile/contractor/tender/${tenderId}`);
  const outcome = page.getByRole('region', { name: 'Итоги тендера' });
  await expect(outcome.getByTestId('outcome-verdict')).toHaveText('Вы не выбраны исполнителем');
  await expect(outcome).toContainText('Цена');
  await expect(outcome).toContainText('Дешевле при том же сроке');
  await expect(page.getByRole('region', { name: 'Моё предложение' })).toContainText(
    'Выбран другой исполнитель',
  );
  await expectNoPendingDecision(page);
  await signOut(page);

  // The winner: chosen; the reason the others lost is not its business.
  await signIn(page, winner.email, winner.password);
  await expect(page).toHaveURL(/\/profile\/contractor\//);
  await page.goto(`/profile/contractor/tender/${tenderId}`);
  await expect(page.getByTestId('outcome-verdict')).toHaveText('Вы выбраны исполнителем');
  await expect(page.getByRole('region', { name: 'Итоги тендера' })).not.toContainText('Цена');
  await expectNoPendingDecision(page);
  // Its own trail reads the invitation's answer as the offer it was.
  const own = page.getByRole('region', { name: 'Журнал событий' });
  await expect(own).toContainText('Предложение отправлено по приглашению');
  await expect(own).not.toContainText('Приглашение принято');
  await signOut(page);

  // The client: the executor named, a link to its company; the deadline no longer changes.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  const results = page.getByRole('region', { name: 'Итоги тендера' });
  await expect(results.getByTestId('outcome-verdict')).toHaveText('Исполнитель выбран');
  const executor = results.getByRole('link', { name: winner.short_name });
  await expect(executor).toHaveAttribute('href', `/profile/client/contractor/${winner.id}`);
  await expect(page.getByTestId('tender-deadline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить срок' })).toHaveCount(0);
  await expect(page.getByText(/осталось/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Пригласить подрядчиков' })).toHaveCount(0);
  const trail = page.getByRole('region', { name: 'Журнал событий' });
  await expect(trail).toContainText('Предложение отправлено по приглашению');
  await expect(trail).not.toContainText('Приглашение принято');
  // The loser's row reads as lost; its drawer offers no choice, only the refusal.
  const loserRow = page
    .getByRole('list', { name: 'Заявки' })
    .getByTestId('request')
    .filter({ hasText: loser.short_name });
  await expect(loserRow).toContainText('Выбран другой исполнитель');
  await expect(loserRow).not.toContainText('Ожидание ответа');
  await loserRow.getByRole('button', { name: `Смотреть ответ: ${loser.short_name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Ответ подрядчика' });
  await expect(drawer.getByRole('button', { name: 'Отказать' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Выбрать исполнителем' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await executor.click();
  await expect(page).toHaveURL(new RegExp(`/profile/client/contractor/${winner.id}$`));
});

test('on a phone an invitation reads the tender first, then asks to take part, then the offer', async ({
  browser,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: `Навес ${tail}`,
    description: `Навес над входом ${tail}`,
  });
  const contractor = await registerContractorByApi(request);
  await inviteByApi(request, client.token, tenderId, contractor.id);

  await onNarrowestPhone(browser, contractor, 'contractor', async (page) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/profile/contractor/tenderfrom/${tenderId}`);
    const text = page.getByText(`Навес над входом ${tail}`);
    const willBid = page.getByRole('button', { name: 'Буду участвовать', exact: true });
    await expect(text).toBeVisible();
    await expect(willBid).toBeVisible();
    const [textBox, answerBox] = [await text.boundingBox(), await willBid.boundingBox()];
    expect(textBox!.y, 'the tender text comes before the answers').toBeLessThan(answerBox!.y);
    // Two answers at a time: whether to take part, and the offer.
    await expect(page.getByRole('button', { name: 'Не буду участвовать' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '1. Будете участвовать?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2. Отправьте предложение' })).toBeVisible();
    await expectFitsPhone(page, 'the invitation');

    await willBid.tap();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы сообщили заказчику, что будете участвовать' }),
    ).toBeVisible();
    await expect(willBid).toHaveCount(0);
    await page.getByRole('button', { name: 'Принять' }).tap();
    const accept = page.getByRole('dialog', { name: 'Принять приглашение' });
    await accept.getByLabel('Комментарий').fill('Сделаем за месяц');
    await accept.getByRole('button', { name: 'Отправить' }).tap();
    await expect(
      page.getByRole('status').filter({ hasText: 'Заявка успешно принята!' }),
    ).toBeVisible();
  });

  const trail = await ok<{ entries: { label: string }[] }>(
    request.get(`/api/tenders/${tenderId}/trail`, { headers: bearer(client.token) }),
  );
  const labels = trail.entries.map((e) => e.label);
  expect(labels).toContain('Предложение отправлено по приглашению');
  expect(labels).not.toContain('Приглашение принято');
});

test("the client's tender page shows each fact once and invites more contractors", async ({
  page,
  request,
}) => {
  const tail = Date.now() % 100_000;
  const tenderName = `Пристройка ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    offers_deadline: inDays(10),
  });
  const first = await registerContractorByApi(request, { shortName: `ООО «Первые ${tail}»` });
  const more = await registerContractorByApi(request, { shortName: `ООО «Ещё ${tail}»` });
  await inviteByApi(request, client.token, tenderId, first.id);

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}`);
  await expect(page.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
  await expect(page.getByText('Тип работ', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Этап', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Приём предложений до/)).toHaveCount(1);
  await expect(page.getByText('Локация объекта')).toHaveCount(0);
  await expect(page.getByText(tenderName, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Изменить срок' })).toBeVisible();

  // More contractors, from the page: the directory's picker, then one call per contractor.
  const requests = page.getByRole('region', { name: 'Заявки' });
  await requests.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  const drawer = page.getByRole('dialog', { name: 'Выбор подрядчика' });
  await drawer.getByRole('textbox', { name: 'Поиск подрядчика' }).fill(`Ещё ${tail}`);
  await drawer.getByRole('button', { name: new RegExp(`Ещё ${tail}`) }).click();
  const card = page.getByRole('dialog', { name: 'Карточка подрядчика' });
  await card.getByRole('button', { name: 'Выбрать' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await requests.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(
    requests.getByRole('status').filter({ hasText: 'Подрядчик успешно приглашён!' }),
  ).toBeVisible();
  const list = requests.getByRole('list', { name: 'Заявки' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText(more.short_name);
});

test('a link to #questions shows the section heading below the sticky header', async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: `Козырёк ${Date.now() % 100_000}`,
  });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${tenderId}#questions`);
  const heading = page.getByRole('heading', { name: 'Вопросы и разъяснения' });
  await expect(heading).toBeInViewport();
  const header = page.locator('header').first();
  await expect
    .poll(async () => {
      const [h, top] = [await header.boundingBox(), await heading.boundingBox()];
      return top!.y - (h!.y + h!.height);
    })
    .toBeGreaterThanOrEqual(0);
  // It was scrolled to: the page is not at its top.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
