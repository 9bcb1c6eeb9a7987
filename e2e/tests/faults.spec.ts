import { MSG } from '@podryad/domain';
import { expect, test, type Page, type Route } from '../support/test';
import { field } from '../support/cabinet';
import { createProjectByApi, registerClientByApi } from '../support/api';
import { expectFitsScreen, onNarrowestPhone } from '../support/phone';

// When the server's database or file store is down it answers 503 with Retry-After (docs/pwa.md):
// a read says so with 'Повторить' and loads once the server is back; a save refused keeps the form.

/** The server's 503: MSG.unavailable, and a retry asked for after 1 s. */
const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'retry-after': '1' },
    contentType: 'application/json',
    body: JSON.stringify({ errors: [MSG.unavailable], message: MSG.unavailable }),
  });

/** Opens `path` inside the app, as its links do. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

test('a 503 on a read and on a save: the message, what was typed kept, and the retry works once the server is back (360 px)', async ({
  browser,
  request,
}) => {
  const client = await registerClientByApi(request);
  const project = await createProjectByApi(request, client.token);
  await onNarrowestPhone(browser, client, 'client', async (page) => {
    const message = page.getByRole('alert').filter({ hasText: MSG.unavailable });

    // A read: the list of projects.
    const projects = (url: URL) => url.pathname === '/api/projects';
    await page.route(projects, unavailable);
    await go(page, '/profile/client/projects');
    await expect(page.getByRole('heading', { name: 'Проекты', level: 1 })).toBeVisible();
    await expect(message).toHaveText('Сервис временно недоступен, повторите через минуту');
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectFitsScreen(page);

    await page.unroute(projects, unavailable);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('article', { name: project.name })).toBeVisible();
    await expect(message).toHaveCount(0);

    // A save: the cabinet's personal data.
    await go(page, '/profile/client/personal');
    await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
    await field(page, 'Описание').fill('Ищу подрядчика на кровлю');
    await field(page, 'VK').fill('vk.com/alina_kotova');
    await field(page, 'Telegram').fill('@alina_kotova');
    await field(page, 'WhatsApp').fill('+79161234567');
    const save = (route: Route) =>
      route.request().method() === 'PUT' ? unavailable(route) : route.fallback();
    await page.route('**/api/user/profile', save);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(message).toBeVisible();
    await expect(page.getByText('Изменения сохранены')).toHaveCount(0);
    await expect(field(page, 'Описание')).toHaveValue('Ищу подрядчика на кровлю');
    await expect(field(page, 'Telegram')).toHaveValue('@alina_kotova');
    await expect(field(page, 'WhatsApp')).toHaveValue('+79161234567');
    await expectFitsScreen(page);

    await page.unroute('**/api/user/profile', save);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();
    await expect(message).toHaveCount(0);
  });
});
