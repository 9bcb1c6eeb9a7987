import { expect, test, type Locator, type Page } from '../support/test';
import {
  createProjectByApi,
  createTenderByApi,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { abortMapTiles } from '../support/projects';
import { inviteWithCommentByApi } from '../support/requests';
import { signIn } from '../support/journeys';
import { signInByTap } from '../support/phone';

// A real user's first day on a phone (360 × 780, touch): the first step of a new client does not
// bounce, a tap on a card of a list shows its detail where the person looks, every card that leads
// to an offer tells its deadline with the time left, and two cards fit the first screen. On a
// desk (1366 × 800) the list and the detail stay side by side.

const DAY_MS = 24 * 3600_000;
const HEADER_PX = 64;
const PHONE = {
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/** A name no other test of the run has. */
const unique = (what: string) => `${what} Т${String(Date.now()).slice(-6)}`;
/** A deadline for offers `days` ahead, as the API takes it. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A fresh client's tenders, each with a deadline for offers; the newest (listed first) last. */
async function clientWithTenders(page: Page, names: string[]) {
  const client = await registerClientByApi(page.request);
  const project = await createProjectByApi(page.request, client.token);
  const ids: number[] = [];
  for (const [i, tender_name] of names.entries()) {
    ids.push(
      await createTenderByApi(page.request, client.token, {
        tender_name,
        projectId: project.id,
        offers_deadline: inDays(3 + i),
      }),
    );
  }
  return { client, ids };
}

/** The deadline with the time left, as the cards and drawers show it. */
async function expectDeadline(scope: Locator) {
  const deadline = scope.getByTestId('offers-deadline');
  await expect(deadline).toContainText(/Приём предложений до \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expect(deadline).toContainText(/осталось \d+ дн\./);
}

/** `element` stands at the top of the screen, just below the header (a smooth scroll may take a while). */
async function expectAtTop(element: Locator) {
  await expect
    .poll(async () => (await element.boundingBox())?.y ?? -1, {
      message: 'at the top of the screen',
    })
    .toBeGreaterThanOrEqual(HEADER_PX);
  await expect
    .poll(async () => (await element.boundingBox())?.y ?? -1, {
      message: 'at the top of the screen',
    })
    .toBeLessThan(HEADER_PX + 120);
}

/**
 * The second card ends within the first screen below the list's title: with the title just under
 * the header, the card's bottom is still on the screen.
 */
async function expectTwoCardsOnFirstScreen(page: Page, title: Locator, cards: Locator) {
  await expect(cards.nth(1)).toBeVisible();
  const top = (await title.boundingBox())!.y;
  const second = (await cards.nth(1).boundingBox())!;
  const screen = page.viewportSize()!.height - HEADER_PX;
  expect(second.y + second.height - top, 'the second card ends on the first screen').toBeLessThan(
    screen,
  );
}

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 120_000 });

  test("a new client's 'Создать тендер' leads back to a dashboard that keeps the message and the way to a project", async ({
    page,
  }) => {
    const client = await registerClientByApi(page.request);
    await signInByTap(page, client.email, client.password);
    await expect(page).toHaveURL(/\/profile\/client\/main$/);

    await page.getByRole('link', { name: 'Создать тендер' }).tap();
    await expect(page.getByText('Для создания тендера сначала создайте проект')).toBeVisible();
    // The wizard's return to the dashboard, after its 4 s.
    await expect(page).toHaveURL(/\/profile\/client\/main$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'сначала создайте проект' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Для создания тендера сначала создайте проект');

    // It stays until it is closed.
    await notice.getByRole('button', { name: 'Закрыть' }).tap();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();

    // Once more, and this time on to the project.
    await page.getByRole('link', { name: 'Создать тендер' }).tap();
    await expect(page).toHaveURL(/\/profile\/client\/main$/, { timeout: 15_000 });
    await notice.getByRole('link', { name: 'Создать проект' }).tap();
    await expect(page).toHaveURL(/\/profile\/client\/createproject$/);
    await expect(page.getByRole('heading', { name: 'Создание проекта', level: 1 })).toBeVisible();
    // The disabled button says what it waits for.
    await expect(page.getByRole('button', { name: 'Далее' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Далее' })).toHaveAccessibleDescription(
      'Укажите название и адрес проекта',
    );
  });

  test("a tap on a tender of the client's dashboard brings it into view; the cards tell the deadline", async ({
    page,
  }) => {
    const names = [unique('Склад'), unique('Гараж'), unique('Котельная')];
    const { client } = await clientWithTenders(page, names);
    await signInByTap(page, client.email, client.password);
    await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();

    const list = page.getByRole('region', { name: 'Тендеры' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const name of names) await expectDeadline(cards.filter({ hasText: name }));
    await expectTwoCardsOnFirstScreen(page, list.getByRole('heading', { name: 'Тендеры' }), cards);

    // The first tender is selected at first; a tap on the last one (the oldest) shows it.
    const oldest = names[0]!;
    await list.getByRole('button', { name: new RegExp(`^${oldest}`) }).tap();
    const detail = page.getByRole('heading', { name: oldest, level: 2 });
    await expect(detail).toBeInViewport();
    await expect(detail).toBeFocused();
    await expect(page).toHaveURL(/[?&]tender=\d+/);
    await expectAtTop(detail);

    // And back to the list, at the card tapped.
    await page.getByRole('button', { name: 'К списку тендеров' }).tap();
    const pressed = list.getByRole('button', { name: new RegExp(`^${oldest}`), pressed: true });
    await expect(pressed).toBeInViewport();
    await expect(pressed).toBeFocused();

    // A tap on the card already selected shows its tender too.
    await pressed.tap();
    await expect(detail).toBeInViewport();
  });

  test("a tap on a request of the contractor's 'Мои тендеры' brings it into view; the cards and the bell's drawer tell the deadline", async ({
    page,
  }) => {
    const names = [unique('Школа'), unique('Мост'), unique('Депо')];
    const { client, ids } = await clientWithTenders(page, names);
    const contractor = await registerContractorByApi(page.request);
    for (const id of ids) {
      await inviteWithCommentByApi(page.request, client.token, id, contractor.id, 'Ждём вас');
    }
    await signInByTap(page, contractor.email, contractor.password);
    await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();

    const cards = page.getByTestId('my-request');
    await expect(cards).toHaveCount(3);
    for (const name of names) await expectDeadline(cards.filter({ hasText: name }));
    await expectTwoCardsOnFirstScreen(page, page.getByRole('heading', { name: 'Заявки' }), cards);

    await cards.filter({ hasText: names[0]! }).getByRole('button').tap();
    const pane = page.getByRole('region', { name: 'Приглашение заказчика' });
    const heading = pane.getByRole('heading', { name: 'Приглашение заказчика' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expectAtTop(heading);
    await expectDeadline(pane);
    await expect(page.getByRole('heading', { name: names[0]!, level: 2 })).toBeAttached();

    // The bell: an invitation's drawer tells the deadline too.
    await page.getByRole('button', { name: /^Уведомления/ }).tap();
    const panel = page.getByRole('dialog', { name: 'Все уведомления' });
    await panel
      .getByTestId('notification')
      .filter({ hasText: names[1]! })
      .getByRole('button', { name: 'Смотреть приглашение' })
      .tap();
    const drawer = page.getByRole('dialog', { name: 'Информация о заявке' });
    await expect(drawer.getByText(`Тендер «${names[1]}»`)).toBeVisible();
    await expectDeadline(drawer);
  });

  test('the open tenders show two cards on the first screen, each with its deadline', async ({
    page,
  }) => {
    const names = [unique('Ангар'), unique('Причал')];
    await clientWithTenders(page, names);
    const contractor = await registerContractorByApi(page.request);
    await signInByTap(page, contractor.email, contractor.password);
    await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
    await page.goto('/profile/contractor/tenders');
    const title = page.getByRole('heading', { name: 'Тендеры', level: 1 });
    await expect(title).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    // The newest first: the two just made.
    await expect(cards.first()).toHaveAccessibleName(names[1]!);
    await expectDeadline(cards.nth(0));
    await expectDeadline(cards.nth(1));
    await expectTwoCardsOnFirstScreen(page, title, cards);
  });
});

test.describe('on a desk', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the client's dashboard keeps the list and the selected tender side by side", async ({
    page,
  }) => {
    const names = [unique('Цех'), unique('Офис')];
    const { client } = await clientWithTenders(page, names);
    await signIn(page, client.email, client.password);
    await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();

    const list = page.getByRole('region', { name: 'Тендеры' });
    await list.getByRole('button', { name: new RegExp(`^${names[0]}`) }).click();
    const detail = page.getByRole('heading', { name: names[0]!, level: 2 });
    await expect(detail).toBeInViewport();
    const side = (await list.boundingBox())!;
    const shown = (await detail.boundingBox())!;
    expect(shown.x, 'the detail stands beside the list').toBeGreaterThanOrEqual(
      side.x + side.width,
    );
    expect(shown.y, 'the detail starts level with the list').toBeLessThan(side.y + 100);
    expect(await page.evaluate(() => window.scrollY), 'nothing scrolled').toBe(0);
    await expect(page.getByRole('button', { name: 'К списку тендеров' })).toBeHidden();
  });
});
