import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, settled } from '../support/a11y';
import {
  bearer,
  createProjectByApi,
  createTenderByApi,
  inviteByApi,
  ok,
  registerByApi,
  registerClientByApi,
  registerContractorByApi,
  sendOfferByApi,
} from '../support/api';
import { signIn } from '../support/journeys';
import { expectFitsPhone, openScreen, phone } from '../support/phone';
import { abortMapTiles } from '../support/projects';
import { DEMO } from '../support/users';

/*
 * Every route of the app on phones: each screen fits the width (no sideways scrolling, nothing cut
 * off), its buttons and links are big enough to tap, its titles wrap between words; the header's
 * menu holds the navigation, the notifications, the profile and signing out. A new route gets a
 * line here. The narrowest common Android width (360), an iPhone's (390) and a Pixel's (412).
 */
const PHONES = ['Galaxy S8', 'iPhone 13', 'Pixel 7'];

/** The title words the phone layout used to cut ('Строительств / о коробки / дома'). */
const LONG_TITLE = 'Строительство коробки дома';

type Screen = { path: string; heading: string | RegExp };

async function signInByApi(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  return ok<{ token: string; user: { id: number } }>(
    request.post('/api/auth/login', { data: { login: account.email, password: account.password } }),
  );
}

async function checkScreens(page: Page, screens: Screen[]) {
  for (const screen of screens) {
    await openScreen(page, screen.path, screen.heading);
    await expectFitsPhone(page, screen.path);
  }
}

/**
 * The header's menu: below `sm` only the logo, the bell and 'Меню' show; the menu fills the screen
 * with the one 'Основное меню', 'Уведомления', 'Перейти в профиль' and 'Выйти', and closes when
 * the user goes somewhere. Ends on the screen of `nav`'s last item, the menu closed.
 */
async function checkPhoneMenu(page: Page, who: RegExp, nav: string[]) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Уведомления/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Меню пользователя' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(0);
  await expectFitsPhone(page, 'the header');

  const button = header.getByRole('button', { name: 'Меню', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByRole('dialog', { name: who });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(1);
  const links = menu.getByRole('navigation', { name: 'Основное меню' }).getByRole('link');
  await expect(links).toHaveText(nav);
  await expect(menu.getByRole('button', { name: /^Уведомления/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Перейти в профиль' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await settled(page);
  await expectFillsScreen(page, menu);
  await expectFitsPhone(page, 'the menu', menu);
  await expectNoAxeViolations(page);

  // 'Уведомления' leaves the menu for the panel, which fills the screen too.
  await menu.getByRole('button', { name: /^Уведомления/ }).click();
  await expect(menu).toBeHidden();
  const panel = page.getByRole('dialog', { name: 'Все уведомления' });
  await expect(panel).toBeVisible();
  await settled(page);
  await expectFillsScreen(page, panel);
  await panel.getByRole('button', { name: 'Закрыть' }).click();
  await expect(panel).toBeHidden();

  // Going somewhere closes the menu; the section's item is highlighted there.
  const last = nav.at(-1)!;
  await button.click();
  await menu.getByRole('link', { name: last }).click();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Exactly: 'Тендеры' is also within the heading 'Мои тендеры' of the screen being left, and a
  // menu opened before the new screen has come would close as it comes.
  await expect(page.getByRole('heading', { name: last, level: 1, exact: true })).toBeVisible();
  await button.click();
  await expect(menu.getByRole('link', { name: last })).toHaveClass(/active/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function expectFillsScreen(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.x)).toBe(0);
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(Math.round(box.height)).toBe(viewport.height);
}

/** The header's menu items of each role, their last one's screen titled as the item. */
const MENUS = [
  {
    role: 'client',
    account: DEMO.client,
    who: /Анна Смирнова.*Заказчик/,
    nav: ['Главная', 'Подрядчики', 'Проекты'],
  },
  {
    role: 'contractor',
    account: DEMO.contractor,
    who: /СтройМастер.*Подрядчик/,
    nav: ['Главная', 'Тендеры', 'Мои договоры'],
  },
] as const;

test.describe('the header on the narrowest phone', () => {
  test.use(phone(PHONES[0]!));

  for (const { role, account, who, nav } of MENUS) {
    test(`the ${role}'s menu holds the navigation, the notifications, the profile and signing out`, async ({
      page,
    }) => {
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`/profile/${role}/main$`));
      await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();
      await checkPhoneMenu(page, who, [...nav]);

      const button = page.getByRole('button', { name: 'Меню', exact: true });
      const menu = page.getByRole('dialog', { name: who });
      await button.click();
      await menu.getByRole('button', { name: 'Перейти в профиль' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/${role}/personal$`));
      await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
      await expect(menu).toBeHidden();

      await button.click();
      await menu.getByRole('button', { name: 'Выйти' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  }
});

for (const device of PHONES) {
  test.describe(`every route on a ${device}`, () => {
    test.use(phone(device));
    // A sweep of a dozen screens: more than the usual time limit on a busy machine.
    test.slow();

    test('the sign-in, registration, recovery and profile filling pages fit the phone', async ({
      page,
      request,
    }) => {
      await page.goto('/auth/login');
      await checkScreens(page, [
        { path: '/auth/login', heading: 'Вход в личный кабинет' },
        { path: '/auth/register', heading: 'Регистрация' },
        { path: '/auth/reset', heading: 'Восстановление пароля' },
        // A letter's unsubscribe link; the page reads the topics from the token before it asks.
        { path: '/unsubscribe?token=7.offers-deadlines.signature', heading: 'Отписка от писем' },
        // The public legal documents, read before registering.
        { path: '/legal/processing', heading: 'Согласие на обработку персональных данных' },
        { path: '/legal/distribution', heading: 'Согласие на распространение персональных данных' },
        { path: '/legal/privacy', heading: 'Политика конфиденциальности' },
      ]);

      const fresh = await registerByApi(request);
      await signIn(page, fresh.email, fresh.password);
      await expect(page).toHaveURL(/\/filing$/);
      await openScreen(page, '/filing', 'Заполните ваши данные');
      await expectFitsPhone(page, '/filing, the client form');
      await page.getByLabel('Я подрядчик').check();
      await expect(page.getByLabel('Полное юридическое название')).toBeVisible();
      await expectFitsPhone(page, '/filing, the contractor form');
    });

    test("the client's screens fit the phone", async ({ page, request }) => {
      // A client of its own: the demo client's projects and tenders are counted by other specs.
      const client = await registerClientByApi(request);
      const contractor = await signInByApi(request, DEMO.contractor);
      const project = await createProjectByApi(request, client.token, 'Реконструкция общежития');
      const tenderId = await createTenderByApi(request, client.token, {
        tender_name: LONG_TITLE,
        projectId: project.id,
      });
      const bidder = await registerContractorByApi(request);
      await sendOfferByApi(request, bidder.token, tenderId, {
        comment: 'Готовы начать в марте',
        file: 'КП.pdf',
      });

      await abortMapTiles(page);
      await signIn(page, client.email, client.password);
      await expect(page).toHaveURL(/\/profile\/client\/main$/);
      await checkScreens(page, [
        { path: '/profile/client/main', heading: 'Мои тендеры' },
        { path: `/profile/client/tender/${tenderId}`, heading: LONG_TITLE },
        { path: '/profile/client/createtender', heading: 'Создание тендера' },
        { path: `/profile/client/edittender/${tenderId}`, heading: 'Редактирование тендера' },
        { path: `/profile/client/tender/${tenderId}/comparison`, heading: 'Сравнение предложений' },
        { path: '/profile/client/contractors', heading: 'Подрядчики' },
        { path: `/profile/client/contractor/${contractor.user.id}`, heading: 'ООО «СтройМастер»' },
        { path: '/profile/client/personal', heading: 'Личные данные' },
        { path: '/profile/client/personal?tab=safety', heading: 'Смена пароля' },
        { path: '/profile/client/personal?tab=data', heading: 'Скачать мои данные' },
        { path: '/profile/client/personal?tab=notices', heading: 'Уведомления на почту' },
        { path: '/profile/client/projects', heading: 'Проекты' },
        { path: '/profile/client/createproject', heading: 'Создание проекта' },
        { path: `/profile/client/project/${project.id}`, heading: project.name },
      ]);
    });

    test("the contractor's screens fit the phone", async ({ page, request }) => {
      const contractor = await signInByApi(request, DEMO.contractor);
      const client = await registerClientByApi(request);
      const tenderId = await createTenderByApi(request, client.token, { tender_name: LONG_TITLE });
      await inviteByApi(request, client.token, tenderId, contractor.user.id);
      const { cases } = await ok<{ cases: { id: number; project_name: string }[] }>(
        request.get('/api/cases', { headers: bearer(contractor.token) }),
      );
      const showcase = cases[0]!;

      await abortMapTiles(page);
      await signIn(page, DEMO.contractor.email, DEMO.contractor.password);
      await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
      await checkScreens(page, [
        { path: '/profile/contractor/main', heading: 'Мои тендеры' },
        { path: '/profile/contractor/tenders', heading: 'Тендеры' },
        { path: `/profile/contractor/tender/${tenderId}`, heading: LONG_TITLE },
        { path: `/profile/contractor/tenderfrom/${tenderId}`, heading: 'Приглашение к тендеру' },
        { path: '/profile/contractor/deals', heading: 'Мои договоры' },
        { path: '/profile/contractor/personal', heading: 'Личные данные' },
        { path: '/profile/contractor/personal?tab=cases', heading: 'Мои кейсы' },
        {
          path: '/profile/contractor/personal?tab=settings',
          heading: 'Настройки участия в тендере',
        },
        { path: '/profile/contractor/personal?tab=safety', heading: 'Смена пароля' },
        { path: '/profile/contractor/personal?tab=data', heading: 'Скачать мои данные' },
        { path: '/profile/contractor/personal?tab=notices', heading: 'Уведомления на почту' },
        { path: '/profile/contractor/createcase', heading: 'Создание кейса' },
        { path: `/profile/contractor/case/${showcase.id}`, heading: showcase.project_name },
      ]);
    });
  });
}
