import { expect, test, type Page } from '../support/test';
import { registerClientByApi, registerContractorByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { sidebar } from '../support/cabinet';
import { signIn } from '../support/journeys';
import { checkScreen, expectFitsPhone, phone, signInByTap } from '../support/phone';
import { signUnsubscribe } from '../../apps/server/src/modules/notifications/unsubscribe-token';

// The cabinet's tab 'Уведомления' of both roles, on a desktop and on a 360 px phone, and the page
// a letter's unsubscribe link opens. The journeys' server has no VAPID keys: push is not offered.

/** The server's link secret outside production when LINK_SECRET is unset (apps/server/src/config.ts). */
const DEV_LINK_SECRET = 'development-only-link-secret-not-for-production';

const OFFERS = 'Предложения и ответы на приглашения';
const DEADLINES = 'Сроки и напоминания';
const DAILY = 'Раз в день, в 9:00 по Москве';

const topic = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const mode = (page: Page, topicName: string, name: string) =>
  topic(page, topicName).getByRole('radio', { name });
const noticesMenuItem = (page: Page) =>
  sidebar(page)
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('button', { name: 'Уведомления', exact: true });

/** From the home screen to the tab, as a person goes: the user menu, the cabinet, the tab. */
async function openNoticesTab(page: Page, type: 'client' | 'contractor') {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Перейти в профиль' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${type}/personal$`));
  await noticesMenuItem(page).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${type}/personal\\?tab=notices$`));
  await expect(page.getByRole('heading', { name: 'Уведомления на почту' })).toBeVisible();
}

for (const type of ['contractor', 'client'] as const) {
  test(`a ${type} gets the offers once a day, and the choice is kept`, async ({
    page,
    request,
  }) => {
    const user =
      type === 'client'
        ? await registerClientByApi(request)
        : await registerContractorByApi(request);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`/profile/${type}/main$`));
    await openNoticesTab(page, type);

    // A user who chose nothing hears of everything at once.
    for (const name of [
      'Приглашения к тендерам',
      OFFERS,
      'Решения по предложениям',
      DEADLINES,
      'Вопросы, разъяснения и изменения тендеров',
    ]) {
      await expect(mode(page, name, 'Сразу')).toBeChecked();
    }
    await expect(
      page.getByText(
        /^Push-уведомления пока недоступны: на этом сайте их отправка ещё не настроена/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await topic(page, OFFERS).getByText(DAILY).click();
    await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены' })).toBeVisible();
    await expect(mode(page, OFFERS, DAILY)).toBeChecked();

    await page.reload();
    await expect(mode(page, OFFERS, DAILY)).toBeChecked();
    await expect(mode(page, DEADLINES, 'Сразу')).toBeChecked();
  });
}

test.describe('on a 360 px phone', () => {
  test.use(phone('Galaxy S8'));

  test('a contractor stops the deadline letters from the tab, the modes one under another', async ({
    page,
    request,
  }) => {
    const contractor = await registerContractorByApi(request);
    await signInByTap(page, contractor.email, contractor.password);
    await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
    await page.goto('/profile/contractor/personal');
    await noticesMenuItem(page).tap();
    await expect(page.getByRole('heading', { name: 'Уведомления на почту' })).toBeVisible();
    await expect(topic(page, DEADLINES)).toHaveAttribute('data-orientation', 'vertical');
    await checkScreen(page);
    await expectFitsPhone(page, 'Уведомления');

    await topic(page, DEADLINES).getByText('Не присылать').tap();
    await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены' })).toBeVisible();
    await page.reload();
    await expect(mode(page, DEADLINES, 'Не присылать')).toBeChecked();
    await expect(mode(page, OFFERS, 'Сразу')).toBeChecked();
  });

  test("a letter's unsubscribe link stops the offers, and the tab shows them stopped", async ({
    page,
    request,
  }) => {
    const contractor = await registerContractorByApi(request);
    const token = signUnsubscribe(DEV_LINK_SECRET, contractor.id, ['offers']);

    // Opened from the letter, signed out: it asks first.
    await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Отписка от писем', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText([OFFERS]);
    await checkScreen(page);
    await expectFitsPhone(page, 'Отписка от писем');

    await page.getByRole('button', { name: 'Отписаться' }).tap();
    const done = page.getByRole('status');
    await expect(done).toContainText('Готово. Эти письма больше не придут:');
    await expect(done.getByRole('listitem')).toHaveText([OFFERS]);
    await expect(page.getByText(/во вкладке «Уведомления»/)).toBeVisible();
    await checkScreen(page);

    // Back to the settings through the sign-in page.
    await page.getByRole('link', { name: 'Перейти в личный кабинет' }).tap();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInByTap(page, contractor.email, contractor.password);
    await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
    await page.goto('/profile/contractor/personal?tab=notices');
    await expect(mode(page, OFFERS, 'Не присылать')).toBeChecked();
    await expect(mode(page, DEADLINES, 'Сразу')).toBeChecked();
  });

  test('a forged or cut link says it is not valid and stops nothing', async ({ page, request }) => {
    const contractor = await registerContractorByApi(request);
    // The user and topic of a genuine link, signed with another secret than the server's.
    const forged = signUnsubscribe('not-the-server-secret-but-just-as-long', contractor.id, [
      'offers',
    ]);

    await page.goto(`/unsubscribe?token=${encodeURIComponent(forged)}`);
    await page.getByRole('button', { name: 'Отписаться' }).tap();
    await expect(page.getByRole('alert')).toHaveText(
      'Ссылка для отписки недействительна или повреждена',
    );
    await expect(page.getByRole('button', { name: 'Отписаться' })).toHaveCount(0);
    await checkScreen(page);

    // A link cut before its topics is refused without asking the server.
    await page.goto('/unsubscribe?token=');
    await expect(page.getByRole('alert')).toHaveText(
      'Ссылка для отписки недействительна или повреждена',
    );

    await signInByTap(page, contractor.email, contractor.password);
    await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
    await page.goto('/profile/contractor/personal?tab=notices');
    await expect(mode(page, OFFERS, 'Сразу')).toBeChecked();
  });
});

test.describe('the service worker', () => {
  // The other journeys block the worker (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: 'allow' });

  test('shows a push from the server with its title and text, and the screen a tap opens', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/auth/login');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // What a push service would deliver to the worker: the payload of PushPayload.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registration = await registrationId;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId: registration,
        data: JSON.stringify({
          title: 'Новое предложение',
          body: 'Подрядчик ООО «Монолит» отправил коммерческое предложение по тендеру «Склад»',
          url: '/profile/client/tender/42',
          tag: 'tender-42',
        }),
      });

    // Once in some thirty runs a first message delivered through DevTools was not shown, for a
    // reason not found. A push with the same tag replaces the one shown, so delivering again until
    // it shows still ends with exactly one notification, as a repeated real push would.
    await expect
      .poll(async () => {
        await deliver();
        return page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
        });
      })
      .toEqual([
        {
          title: 'Новое предложение',
          body: 'Подрядчик ООО «Монолит» отправил коммерческое предложение по тендеру «Склад»',
          tag: 'tender-42',
          data: { url: '/profile/client/tender/42' },
        },
      ]);
  });
});
