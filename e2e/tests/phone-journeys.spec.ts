import { expect, test } from '../support/test';
import {
  createTenderByApi,
  png,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { abortMapTiles } from '../support/projects';
import { inviteWithCommentByApi } from '../support/requests';
import { DEMO } from '../support/users';
import {
  PHONES,
  checkScreen,
  expectFitsScreen,
  sendPricedOfferByApi,
  signInByTap,
} from '../support/phone';

// The main paths of both roles on two phones, tapped as a person would: each screen fits the
// phone's width (nothing scrolls sideways) and passes the axe scan at that size. Every journey makes
// its own users and tenders, so the demo data stays as it was and the order of the tests is free.

const OFFER_SENT = 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика';

/** A name no other test of the run has: 'Склад Т123456'. */
const unique = (what: string) => `${what} Т${String(Date.now()).slice(-6)}`;

for (const [phone, screen] of Object.entries(PHONES)) {
  test.describe(phone, () => {
    test.use(screen);
    // Several screens each, every one scanned by axe: more than the default minute on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ page }) => {
      await abortMapTiles(page);
    });

    test('a contractor finds a tender, sends an offer with a photo and sees its request', async ({
      page,
      request,
    }) => {
      const tenderName = unique('Склад');
      const client = await registerClientByApi(request);
      const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
      const contractor = await registerContractorByApi(request);

      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
      await checkScreen(page);
      await signInByTap(page, contractor.email, contractor.password);
      await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
      await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();
      await checkScreen(page);

      // The open tenders, searched by name.
      await page.goto('/profile/contractor/tenders');
      await expect(page.getByRole('heading', { name: 'Тендеры', level: 1 })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Поиск' }).fill(tenderName);
      const card = page.getByRole('article', { name: tenderName });
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await checkScreen(page);
      await card.getByRole('link', { name: 'Подробнее' }).tap();

      await expect(page).toHaveURL(new RegExp(`/profile/contractor/tender/${tenderId}$`));
      await expect(page.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
      await checkScreen(page);

      // The offer: a comment and a photo of the site, as a phone's camera would give it.
      const form = page.getByRole('region', { name: 'Коммерческое предложение' });
      await form.getByRole('textbox', { name: 'Комментарий' }).fill('Приедем на объект завтра');
      await form.getByLabel('Прикрепить файлы').setInputFiles(png('Фото объекта.png'));
      await expect(form.getByRole('button', { name: 'Скачать Фото объекта.png' })).toBeVisible();
      await checkScreen(page);
      await form.getByRole('button', { name: 'Отправить' }).tap();
      await expect(page.getByRole('status').filter({ hasText: OFFER_SENT })).toBeVisible();
      const mine = page.getByRole('region', { name: 'Моё предложение' });
      await expect(mine.getByText('Приедем на объект завтра')).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Скачать Фото объекта.png' })).toBeVisible();

      // Its request among 'Мои тендеры'.
      await page.goto('/profile/contractor/main');
      const mineInList = page.getByTestId('my-request').filter({ hasText: tenderName });
      await expect(mineInList).toContainText('Принятие решения');
      await mineInList.getByRole('button').tap();
      await expect(page.getByRole('heading', { name: tenderName, level: 2 })).toBeVisible();
      await checkScreen(page);
    });

    test('an invited contractor accepts the invitation with a photo', async ({ page, request }) => {
      const tenderName = unique('Школа');
      const client = await registerClientByApi(request);
      const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
      const contractor = await registerContractorByApi(request);
      await inviteWithCommentByApi(
        request,
        client.token,
        tenderId,
        contractor.id,
        'Ждём ваше предложение до пятницы',
      );

      await signInByTap(page, contractor.email, contractor.password);
      await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
      await page
        .getByTestId('my-request')
        .filter({ hasText: tenderName })
        .getByRole('button')
        .tap();
      await page.getByRole('link', { name: 'Ответить на приглашение' }).tap();

      await expect(page).toHaveURL(new RegExp(`/profile/contractor/tenderfrom/${tenderId}$`));
      const invitation = page.getByRole('region', { name: 'Приглашение заказчика' });
      await expect(invitation.getByText('Ждём ваше предложение до пятницы')).toBeVisible();
      await checkScreen(page);

      await invitation.getByRole('button', { name: 'Принять' }).tap();
      const accept = page.getByRole('dialog', { name: 'Принять приглашение' });
      await accept.getByLabel('Комментарий').fill('Готовы начать в марте');
      await accept.getByLabel('Прикрепить файлы').setInputFiles(png('Фото площадки.png'));
      await expect(accept.getByRole('button', { name: 'Скачать Фото площадки.png' })).toBeVisible();
      await checkScreen(page);
      await accept.getByRole('button', { name: 'Отправить' }).tap();
      await expect(
        page.getByRole('status').filter({ hasText: 'Заявка успешно принята!' }),
      ).toBeVisible();
      await expect(accept).toBeHidden();
      await expect(invitation.getByText('Принятие решения')).toBeVisible();
      await checkScreen(page);
    });

    test('a client reads a response, compares the offers as cards and chooses the executor', async ({
      page,
      request,
    }) => {
      const tenderName = unique('Кровля');
      const client = await registerClientByApi(request);
      const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
      const [cheap, quick] = await Promise.all([
        registerContractorByApi(request, { shortName: unique('Дешёвый') }),
        registerContractorByApi(request, { shortName: unique('Быстрый') }),
      ]);
      await sendPricedOfferByApi(request, cheap.token, tenderId, {
        price_kopecks: 90_000_000,
        vat: 'not_liable',
        vat_rate: null,
        duration_days: 60,
      });
      await sendPricedOfferByApi(request, quick.token, tenderId, {
        price_kopecks: 120_000_000,
        vat: 'with_vat',
        vat_rate: 22,
        duration_days: 20,
      });

      await signInByTap(page, client.email, client.password);
      await expect(page).toHaveURL(/\/profile\/client\/main$/);
      await expect(page.getByRole('heading', { name: tenderName, level: 2 })).toBeVisible();
      await checkScreen(page);

      // A response in the drawer.
      await page.getByRole('button', { name: `Смотреть ответ: ${cheap.short_name}` }).tap();
      const drawer = page.getByRole('dialog', { name: 'Ответ подрядчика' });
      await expect(drawer.getByText('Цена и срок в предложении')).toBeVisible();
      await expect(drawer).toContainText('900 000 ₽');
      await checkScreen(page);
      await drawer.getByRole('button', { name: 'Закрыть' }).tap();
      await expect(drawer).toBeHidden();

      // The comparison: a card per offer, cheapest first, the marks on their cards.
      await page.getByRole('link', { name: 'Подробнее о тендере' }).tap();
      await expect(page.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
      await checkScreen(page);
      await page.getByRole('link', { name: 'Сравнить предложения' }).tap();
      await expect(page).toHaveURL(new RegExp(`/profile/client/tender/${tenderId}/comparison$`));
      await expect(page.getByRole('table')).toHaveCount(0);
      const cards = page.getByTestId('comparison-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toHaveAccessibleName(cheap.short_name);
      await expect(cards.nth(0).getByTestId('best-mark')).toHaveText('Лучшая цена');
      await expect(cards.nth(1)).toHaveAccessibleName(quick.short_name);
      await expect(cards.nth(1).getByTestId('best-mark')).toHaveText('Кратчайший срок');
      await checkScreen(page);

      // Sorted by duration, quickest first; then the other way round.
      await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('Срок выполнения');
      await expect(page).toHaveURL(/\?sort=duration$/);
      await expect(cards.nth(0)).toHaveAccessibleName(quick.short_name);
      await page.getByRole('radiogroup', { name: 'Порядок' }).getByText('По убыванию').tap();
      await expect(page).toHaveURL(/\?sort=duration&order=desc$/);
      await expect(cards.nth(0)).toHaveAccessibleName(cheap.short_name);

      // The executor, chosen from its card.
      await cards
        .nth(1)
        .getByRole('button', { name: `Выбрать исполнителем: ${quick.short_name}` })
        .tap();
      const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
      await checkScreen(page);
      await confirm.getByRole('radio', { name: 'Сроки' }).tap();
      await confirm.getByRole('button', { name: 'Выбрать' }).tap();
      await expect(
        page.getByRole('status').filter({ hasText: 'Подрядчик успешно выбран исполнителем!' }),
      ).toBeVisible();
      await expect(cards.nth(1)).toContainText('Принято');
      await expect(page.getByRole('button', { name: /^Выбрать исполнителем/ })).toHaveCount(0);
      await expectFitsScreen(page);
    });

    // The header on a phone: the logo, the bell and 'Меню', which opens the navigation, the
    // notifications, the profile and the sign-out in a drawer over the whole screen.
    test('the menu leads to the profile and signs out', async ({ page }) => {
      await signInByTap(page, DEMO.client.email, DEMO.client.password);
      await expect(page).toHaveURL(/\/profile\/client\/main$/);

      await page.getByRole('button', { name: 'Меню', exact: true }).tap();
      let menu = page.getByRole('dialog');
      await expect(menu.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
      await expect(menu.getByRole('button', { name: /^Уведомления/ })).toBeVisible();
      await checkScreen(page);
      await menu.getByText('Перейти в профиль', { exact: true }).tap();
      await expect(page).toHaveURL(/\/profile\/client\/personal$/);
      await expect(menu).toBeHidden();
      await checkScreen(page);

      await page.getByRole('button', { name: 'Меню', exact: true }).tap();
      menu = page.getByRole('dialog');
      await menu.getByText('Выйти', { exact: true }).tap();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    });
  });
}
