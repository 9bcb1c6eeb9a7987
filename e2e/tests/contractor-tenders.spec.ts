import { expect, test, type Page } from '../support/test';
import {
  createProjectByApi,
  createTenderByApi,
  pdf,
  registerClientByApi,
  registerContractorByApi,
  sendOfferByApi,
} from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { setClientContactsByApi } from '../support/contractor-tenders';
import { choose, signIn } from '../support/journeys';
import { abortMapTiles } from '../support/projects';

// The contractor's tender list and tender view with the commercial offer.

const OFFER_SENT = 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика';

const phoneShown = (phone: string) =>
  `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('a contractor finds a tender by search, region and the complex checkbox, reads it and sends one offer', async ({
  page,
  request,
  context,
}) => {
  await abortMapTiles(page);
  const tag = `Т${Date.now() % 1_000_000}`;
  const school = `Школа ${tag}`;
  const quarter = `Квартал ${tag}`;
  const hall = `Спортзал ${tag}`;

  const client = await registerClientByApi(request, { name: 'Алина', surname: 'Котова' });
  await setClientContactsByApi(request, client, {
    vk: 'vk.com/alina_kotova',
    telegram: '@alina_build',
    whatsapp: '+79161112233',
  });
  const project = await createProjectByApi(request, client.token, `Городок ${tag}`);
  const schoolId = await createTenderByApi(request, client.token, {
    tender_name: school,
    projectId: project.id,
    address: 'г. Казань, ул. Пушкина, 5',
    description: 'Капитальный ремонт школы',
    docs: [pdf('ТЗ школа.pdf')],
  });
  const quarterId = await createTenderByApi(request, client.token, {
    tender_name: quarter,
    projectId: project.id,
    complex_structure: true,
    address: 'г. Омск, ул. Ленина, 10',
  });
  await createTenderByApi(request, client.token, {
    tender_name: hall,
    projectId: project.id,
    stage: 'design',
    address: 'г. Омск, ул. Мира, 3',
  });
  const contractor = await registerContractorByApi(request);

  await signIn(page, contractor.email, contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'Тендеры' })
    .click();
  await expect(page).toHaveURL(/\/profile\/contractor\/tenders$/);
  await expect(page.getByRole('heading', { name: 'Тендеры', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  // The search applies as one types.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(tag);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0);

  // 'Комплексное строительство' finds the complex tender (not the spec's 'Отделка').
  await page.getByRole('checkbox', { name: 'Комплексное строительство' }).check();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(cards(page)).toHaveCount(1);
  const quarterCard = page.getByRole('article', { name: quarter });
  await expect(quarterCard.getByText('Россия, г. Омск, ул. Ленина, 10')).toBeVisible();
  await expect(quarterCard.getByRole('img', { name: 'Комплексное строительство' })).toBeVisible();

  // A city matches the address; the work types add up.
  await page.getByRole('checkbox', { name: 'Комплексное строительство' }).uncheck();
  await choose(page, 'Регион', 'Омск');
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('article', { name: hall })).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page
    .getByRole('article', { name: school })
    .getByRole('link', { name: 'Подробнее' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/contractor/tender/${schoolId}$`));
  await expect(page.getByRole('heading', { name: school, level: 1 })).toBeVisible();
  await expect(page.getByText(project.name)).toBeVisible();
  await expect(page.getByText('Россия, г. Казань, ул. Пушкина, 5')).toBeVisible();
  await expect(page.getByText('Капитальный ремонт школы')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Карта' })).toBeVisible();

  const owner = page.getByRole('region', { name: 'Заказчик' });
  await expect(owner.getByText('Алина Котова')).toBeVisible();
  await expect(owner.getByRole('link', { name: phoneShown(client.phone) })).toBeVisible();
  await expect(owner.getByRole('link', { name: client.email })).toBeVisible();
  await expect(owner.getByText('vk.com/alina_kotova')).toBeVisible();
  await expect(owner.getByText('@alina_build')).toBeVisible();
  await expect(owner.getByText('+79161112233')).toBeVisible();

  // The tender's document downloads under its own name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать ТЗ школа.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('ТЗ школа.pdf');
  await expectNoAxeViolations(page);

  // A second tab opens the same tender before the offer goes.
  const second = await context.newPage();
  await abortMapTiles(second);
  await second.goto(`/profile/contractor/tender/${schoolId}`);
  await expect(second.getByRole('button', { name: 'Отправить' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Коммерческое предложение' });
  await form
    .getByRole('textbox', { name: 'Комментарий' })
    .fill('Сделаем за 6 месяцев, смета в файле');
  await form.getByLabel('Прикрепить файлы').setInputFiles(pdf('КП Монолит.pdf'));
  await expect(form.getByRole('button', { name: 'Скачать КП Монолит.pdf' })).toBeVisible();
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: OFFER_SENT })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Моё предложение' });
  await expect(mine.getByText('Принятие решения')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);

  // After a reload the server's state is shown: the offer, no form.
  await page.reload();
  await expect(mine.getByText('Сделаем за 6 месяцев, смета в файле')).toBeVisible();
  await expect(mine.getByText('Принятие решения')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Скачать КП Монолит.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
  await expect(page.getByText(OFFER_SENT)).toHaveCount(0);

  // The stale tab still shows the form: its offer is refused with the server's words.
  const staleForm = second.getByRole('region', { name: 'Коммерческое предложение' });
  await staleForm.getByRole('textbox', { name: 'Комментарий' }).fill('Ещё одно предложение');
  await staleForm.getByRole('button', { name: 'Отправить' }).click();
  await expect(second.getByRole('alert')).toHaveText(
    'Вы уже отправили предложение по этому тендеру',
  );
  await expect(
    second
      .getByRole('region', { name: 'Моё предложение' })
      .getByText('Сделаем за 6 месяцев, смета в файле'),
  ).toBeVisible();
  await second.close();

  // An offer sent elsewhere (here through the API) is shown instead of the form.
  await sendOfferByApi(request, contractor.token, quarterId, {
    comment: 'Комплекс под ключ',
    file: 'Смета квартал.pdf',
  });
  await page.goto(`/profile/contractor/tender/${quarterId}`);
  const quarterOffer = page.getByRole('region', { name: 'Моё предложение' });
  await expect(quarterOffer.getByText('Комплекс под ключ')).toBeVisible();
  await expect(
    quarterOffer.getByRole('button', { name: 'Скачать Смета квартал.pdf' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
});

test('an unknown tender says so and leads back to the list', async ({ page }) => {
  const contractor = await registerContractorByApi(page.request);
  await signIn(page, contractor.email, contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto('/profile/contractor/tender/999999');
  await expect(page.getByRole('heading', { name: 'Тендер не найден', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к тендерам' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/tenders$/);
  await expect(page.getByRole('heading', { name: 'Тендеры', level: 1 })).toBeVisible();
});
