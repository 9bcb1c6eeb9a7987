import { expect, test, type Page } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { choose, signIn } from '../support/journeys';
import { abortMapTiles } from '../support/projects';
import { DEMO } from '../support/users';

// The client's contractor directory, a contractor's page with its cases, and the invitation modal.

const phoneShown = (phone: string) =>
  `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`;

async function openDirectory(page: Page) {
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'Подрядчики' })
    .click();
  await expect(page).toHaveURL(/\/profile\/client\/contractors$/);
  await expect(page.getByRole('heading', { name: 'Подрядчики', level: 1 })).toBeVisible();
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The names on the cards, once the page shown is the one asked for (no longer busy). */
async function cardNames(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  return cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('aria-label')));
}

test('a client finds a contractor by name and region, reads its page and invites it to a tender', async ({
  page,
  request,
}) => {
  await abortMapTiles(page);
  const tenderName = `Отделка офиса ${Date.now() % 100_000}`;
  const client = await registerClientByApi(request);
  await createTenderByApi(request, client.token, { tender_name: tenderName });
  const contractor = await registerContractorByApi(request, {
    socials: { vk: 'monolit_samara', telegram: '@monolit_samara' },
  });

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await openDirectory(page);
  // The demo market fills more than one page of 12.
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toBeVisible();

  // The search applies as one types.
  const search = page.getByRole('searchbox', { name: 'Поиск подрядчика' });
  await search.fill(contractor.short_name);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: contractor.short_name })).toBeVisible();
  await search.fill('');
  await expect(cards(page)).toHaveCount(12);

  // The region filter applies on 'Показать'; the select lists the regions of the data.
  await choose(page, 'Регион', contractor.region);
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(cards(page)).toHaveCount(1);
  const card = page.getByRole('article', { name: contractor.short_name });
  await expect(card.getByText(phoneShown(contractor.phone))).toBeVisible();
  await expect(card.getByText(contractor.email)).toBeVisible();

  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(cards(page)).toHaveCount(12);
  await search.fill(contractor.short_name);
  await card.getByRole('link', { name: 'Подробнее' }).click();

  await expect(page).toHaveURL(/\/profile\/client\/contractor\/\d+$/);
  await expect(page.getByRole('heading', { name: contractor.short_name, level: 1 })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByRole('link', { name: 'Подрядчики' })).toBeVisible();
  await expect(crumbs.getByText('О подрядчике')).toBeVisible();
  const requisites = page.getByRole('region', { name: 'Реквизиты' });
  await expect(requisites.getByText(contractor.inn, { exact: true })).toBeVisible();
  await expect(requisites.getByText('2011', { exact: true })).toBeVisible();
  await expect(requisites.getByText(contractor.full_legal_name)).toBeVisible();
  await expect(requisites.getByText(contractor.legal_address)).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await expect(contacts.getByText(phoneShown(contractor.phone))).toBeVisible();
  await expect(contacts.getByRole('link', { name: contractor.email })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/monolit_samara',
  );
  await expect(contacts.getByRole('link', { name: 'VK' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await expect(contacts.getByText(contractor.actual_address)).toBeVisible();
  await expect(page.getByText('У подрядчика пока нет кейсов')).toBeVisible();

  // The invitation: 'Отправить' waits for a tender; the list is the client's own tenders.
  await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  const modal = page.getByRole('dialog', { name: 'Приглашение подрядчика' });
  await expect(modal.getByRole('article', { name: contractor.short_name })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  await choose(page, 'Тендер', tenderName);
  await modal.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Подрядчик успешно приглашён!' }),
  ).toBeVisible();
  await expect(modal).toBeHidden();

  // A second invitation to the same tender: the tender is marked, and the server refuses it.
  await page.getByRole('button', { name: 'Выбрать подрядчика' }).click();
  await choose(page, 'Тендер', `${tenderName} — уже приглашён`);
  await modal.getByRole('button', { name: 'Отправить' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Этот подрядчик уже приглашён в тендер');
  await expect(modal).toBeVisible();
});

test('the directory keeps its page and filter in the address: a reload stays, Back returns', async ({
  page,
}) => {
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await openDirectory(page);
  // The demo's 14 contractors (and those other journeys add) fill more than one page of 12.
  await expect(cards(page)).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Страницы' });
  const firstPage = await cardNames(page);

  await pager.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/contractors\?page=2$/);
  await expect(pager.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article', { name: firstPage[0]! })).toHaveCount(0);
  const secondPage = await cardNames(page);
  expect(secondPage.length).toBeGreaterThan(0);

  // A reload opens the same page.
  await page.reload();
  await expect(page).toHaveURL(/\/profile\/client\/contractors\?page=2$/);
  await expect(pager.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards(page)).toHaveCount(secondPage.length);
  expect(await cardNames(page)).toEqual(secondPage);

  // A filter starts from the first page, as a new entry of the history.
  const design = page.getByRole('checkbox', { name: 'Проектирование' });
  await design.check();
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/contractors\?types=design$/);
  await cardNames(page);

  // Back: page 2 without the filter, in the list and in the panel.
  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/client\/contractors\?page=2$/);
  await expect(design).not.toBeChecked();
  await expect(pager.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards(page)).toHaveCount(secondPage.length);
  expect(await cardNames(page)).toEqual(secondPage);

  // Forward: the filter again.
  await page.goForward();
  await expect(page).toHaveURL(/\/profile\/client\/contractors\?types=design$/);
  await expect(design).toBeChecked();
});

test("a client looks through a contractor's cases in the preview and the full-screen gallery", async ({
  page,
  request,
}) => {
  await abortMapTiles(page);
  const client = await registerClientByApi(request);
  await createTenderByApi(request, client.token, { tender_name: 'Склад' });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await openDirectory(page);

  // Services filter: the demo contractor 'СтройМастер' builds.
  await page.getByRole('checkbox', { name: 'Строительство', exact: true }).check();
  await page.getByRole('button', { name: 'Показать' }).click();
  await page.getByRole('searchbox', { name: 'Поиск подрядчика' }).fill('СтройМастер');
  const card = page.getByRole('article', { name: 'ООО «СтройМастер»' });
  await expect(cards(page)).toHaveCount(1);
  await card.getByRole('link', { name: 'Подробнее' }).click();

  await expect(page.getByRole('heading', { name: 'ООО «СтройМастер»', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Кейсы подрядчика' })).toBeVisible();
  const caseCard = page.getByRole('article', { name: 'Реконструкция школы' });
  await expect(
    // Years and months, or under a month (a pattern that cannot match an empty text, e.g. an alt="").
    caseCard.getByText(/^(\d+ (год|года|лет)( \d+ мес\.)?|\d+ мес\.|менее месяца)$/),
  ).toBeVisible();
  await caseCard.getByRole('button', { name: 'Реконструкция школы' }).click();

  const preview = page.getByRole('dialog', { name: 'Реконструкция школы' });
  await expect(preview.getByText('Ремонт', { exact: true })).toBeVisible();
  await expect(preview.getByText('Москва, ул. Бутлерова, 10')).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Карта' })).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Миниатюры' }).getByRole('button')).toHaveCount(
    4,
  );
  await preview.getByRole('button', { name: 'Следующее изображение' }).click();
  await expect(preview.getByRole('button', { name: 'Изображение 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await preview.getByRole('button', { name: 'Изображение 1' }).click();

  await preview.getByRole('button', { name: 'Открыть галерею' }).click();
  const gallery = page.getByRole('dialog', { name: 'Галерея' });
  await expect(gallery.getByText('1 из 4')).toBeVisible();
  await gallery.getByRole('button', { name: 'Следующее изображение' }).click();
  await expect(gallery.getByText('2 из 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('1 из 4')).toBeVisible();
  await gallery.getByRole('button', { name: 'Закрыть галерею' }).click();
  await expect(gallery).toBeHidden();
  await expect(preview).toBeVisible();
});

test("an unknown contractor says 'Подрядчик не найден' with a way back", async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  await createTenderByApi(request, client.token, { tender_name: 'Гараж' });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto('/profile/client/contractor/999999');
  await expect(page.getByRole('heading', { name: 'Подрядчик не найден' })).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к подрядчикам' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/contractors$/);
});
