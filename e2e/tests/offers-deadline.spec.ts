import { expect, test, type Page } from '../support/test';
import {
  bearer,
  createProjectByApi,
  createTenderByApi,
  inviteByApi,
  ok,
  png,
  registerClientByApi,
  registerContractorByApi,
  tenderNamed,
} from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { choose, signIn, signOut } from '../support/journeys';
import { abortMapTiles } from '../support/projects';

// The deadline for offers: set in the wizard in Moscow time, shown to contractors with
// the time left, and after it no offer until the client extends it.

const OFFER_SENT = 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика';
const DAY_MS = 24 * 3600_000;

// A reader far from Moscow: the pages still speak Moscow time, as they say.
test.use({ timezoneId: 'Asia/Vladivostok' });

/** A Moscow wall time `days` from now at 18:00, as the datetime-local field takes it. */
function moscowEvening(days: number) {
  const day = new Date(Date.now() + days * DAY_MS + 3 * 3600_000).toISOString().slice(0, 10);
  return { input: `${day}T18:00`, shown: `${day.split('-').reverse().join('.')}, 18:00 (МСК)` };
}

async function tenderOf(page: Page, token: string, id: number) {
  const answer = await ok<{ tender: { offers_deadline: string | null } }>(
    page.request.get(`/api/tenders/${id}`, { headers: bearer(token) }),
  );
  return answer.tender;
}

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a client sets a deadline in the wizard; a contractor sees it with the time left and sends an offer', async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  const project = await createProjectByApi(request, client.token);
  const contractor = await registerContractorByApi(request);
  const name = `Склад с дедлайном ${Date.now() % 100_000}`;
  const deadline = moscowEvening(10);

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto('/profile/client/createtender');
  await page.getByRole('textbox', { name: 'Название тендера' }).fill(name);
  await choose(page, 'Проект', project.name);
  await choose(page, 'Этап', 'Строительство');
  await page.getByRole('textbox', { name: 'Адрес объекта' }).fill('Казань, ул. Баумана, 1');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Склад 600 м²');
  await choose(page, 'Дата начала: день', '10');
  await choose(page, 'Дата начала: месяц', 'Май');
  await choose(page, 'Дата начала: год', String(new Date().getFullYear() + 1));
  await page.getByLabel('Приём предложений до (МСК)').fill(deadline.input);
  await page.getByRole('button', { name: 'Далее' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Загрузить изображения' }).click();
  await (await chooser).setFiles([png('front.png')]);
  await expect(page.getByRole('img', { name: 'Изображение объекта 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Создать тендер' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Тендер «${name}» успешно создан.` }),
  ).toBeVisible();
  const { id } = await tenderNamed(request, client.token, name);
  // Stored as the Moscow wall time the client typed, whatever the browser's zone.
  expect((await tenderOf(page, client.token, id)).offers_deadline).toBe(
    new Date(`${deadline.input}:00+03:00`).toISOString(),
  );

  // The client's tender page shows it too.
  await page.goto(`/profile/client/tender/${id}`);
  await expect(page.getByTestId('tender-deadline')).toContainText(deadline.shown);
  await signOut(page);

  await signIn(page, contractor.email, contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto('/profile/contractor/tenders');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card.getByTestId('offers-deadline')).toContainText(`до ${deadline.shown}`);
  await expect(card.getByTestId('offers-deadline')).toContainText(/осталось (9|10) дн\./);
  await card.getByRole('link', { name: 'Подробнее' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('offers-deadline')).toContainText(
    `Приём предложений до ${deadline.shown}`,
  );
  await expectNoAxeViolations(page);
  const form = page.getByRole('region', { name: 'Коммерческое предложение' });
  await form.getByRole('textbox', { name: 'Комментарий' }).fill('Сделаем за 3 месяца');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: OFFER_SENT })).toBeVisible();
});

test('after the deadline a contractor cannot offer; the client extends it and the invited contractor is told', async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  const invited = await registerContractorByApi(request);
  const other = await registerContractorByApi(request);
  const name = `Кровля со сроком ${Date.now() % 100_000}`;
  // The server takes only a deadline ahead: a few seconds, then the journey waits for it to pass.
  const passesAt = Date.now() + 4000;
  const id = await createTenderByApi(request, client.token, {
    tender_name: name,
    offers_deadline: new Date(passesAt).toISOString(),
  });
  const invitation = await inviteByApi(request, client.token, id, invited.id);
  // The server runs on this machine's clock: wait for the moment, not a fixed time.
  await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(passesAt + 1000);

  // The server refuses, whatever the page shows.
  const refused = await request.post(`/api/request/${id}`, {
    headers: bearer(other.token),
    data: { comment: 'Поздно', docs_paths: [] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).errors).toEqual(['Срок приёма предложений истёк']);

  await signIn(page, other.email, other.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto(`/profile/contractor/tender/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('offers-deadline')).toContainText('приём предложений завершён');
  await expect(
    page.getByText(
      'Срок приёма предложений истёк. Отправить предложение можно, если заказчик продлит его',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signOut(page);

  // The invited contractor may decline but not accept.
  await signIn(page, invited.email, invited.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto(`/profile/contractor/tenderfrom/${id}`);
  const card = page.getByRole('region', { name: 'Приглашение заказчика' });
  await expect(card.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signOut(page);

  // The client extends it on the tender page, without a confirm.
  const extended = moscowEvening(5);
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/tender/${id}`);
  await expect(page.getByTestId('tender-deadline')).toContainText('приём предложений завершён');
  await page.getByRole('button', { name: 'Изменить срок' }).click();
  const modal = page.getByRole('dialog', { name: 'Срок приёма предложений' });
  await modal.getByLabel('Приём предложений до (МСК)').fill(extended.input);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Срок приёма предложений сохранён')).toBeVisible();
  await expect(page.getByTestId('tender-deadline')).toContainText(extended.shown);
  await expect(page.getByTestId('tender-deadline')).toContainText(/осталось [45] дн\./);

  // The invited contractor is told, and may accept again.
  const told = await ok<{ notifications: { title: string; text: string }[] }>(
    request.get('/api/user/notifications', { headers: bearer(invited.token) }),
  );
  expect(told.notifications[0]).toMatchObject({
    title: 'Срок приёма предложений продлён',
    text: expect.stringContaining(`«${name}» до ${extended.shown}`),
  });
  await ok(
    request.post(`/api/request/accept/${invitation.request.id}`, {
      headers: bearer(invited.token),
      data: { comment: 'Готовы', docs_paths: [] },
    }),
  );
});
