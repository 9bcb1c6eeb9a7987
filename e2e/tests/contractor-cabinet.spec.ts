import { MSG } from '@podryad/domain';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { registerContractorByApi } from '../support/api';
import { ONE_PIXEL_PNG, field, sidebar } from '../support/cabinet';
import { choose, signIn } from '../support/journeys';
import { DEMO } from '../support/users';

/** Signs in and opens the cabinet the way a person does: the user menu, 'Перейти в профиль'. */
async function openContractorCabinet(page: Page, login: string, password: string) {
  await signIn(page, login, password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Перейти в профиль' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/personal$/);
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
}

const menuItem = (page: Page, name: string) =>
  sidebar(page).getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('button', { name });

const displayPhone = (national: string) =>
  `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;

test('a contractor edits the company data, sees it saved and finds it again after a reload', async ({
  page,
  request,
}) => {
  // A company of its own: the demo contractor's data is what other journeys read.
  const c = await registerContractorByApi(request);
  // The page's clock is the test's (it runs as usual until paused below).
  await page.clock.install();
  await openContractorCabinet(page, c.email, c.password);

  const side = sidebar(page);
  await expect(side.getByText(c.short_name)).toBeVisible();
  await expect(side.getByText('Подрядчик')).toBeVisible();
  await expect(side.getByText(displayPhone(c.national))).toBeVisible();
  await expect(field(page, 'Полное юридическое название')).toHaveValue(c.full_legal_name);
  await expect(field(page, 'ИНН')).toHaveValue(c.inn);
  await expect(field(page, 'Год основания')).toHaveValue('2011');
  await expect(field(page, 'Код страны')).toHaveValue('+7');
  await expect(field(page, 'Электронная почта')).toHaveValue(c.email);
  await expect(field(page, 'Электронная почта')).not.toBeEditable();
  await expectNoAxeViolations(page);

  // Straight after /filing the contacts are empty: highlighted for 3 seconds, no words, nothing sent.
  // Time stands still meanwhile, so every highlight is checked before any can go.
  await field(page, 'Короткое название').fill('');
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  for (const name of ['Короткое название', 'VK', 'Telegram', 'WhatsApp']) {
    await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(field(page, 'ИНН')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Заполните поле')).toHaveCount(0);
  await expect(page.getByText('Изменения сохранены')).toHaveCount(0);
  await page.clock.runFor(2_900);
  await expect(field(page, 'VK')).toHaveAttribute('aria-invalid', 'true');
  await page.clock.runFor(100);
  await expect(field(page, 'VK')).not.toHaveAttribute('aria-invalid', 'true');
  await page.clock.resume();

  // Year founded and INN keep digits only, within their lengths.
  await field(page, 'Год основания').fill('');
  await field(page, 'Год основания').pressSequentially('2x0a155');
  await expect(field(page, 'Год основания')).toHaveValue('2015');
  await field(page, 'Год основания').fill('');
  await field(page, 'Год основания').pressSequentially('2999');
  await expect(field(page, 'Год основания')).toHaveValue(String(new Date().getFullYear()));
  await field(page, 'Год основания').fill('');
  await field(page, 'Год основания').pressSequentially('2015');
  // A complete INN is checked as it is typed: a wrong check digit is named under the field.
  await field(page, 'ИНН').fill('');
  await field(page, 'ИНН').pressSequentially('631234567812');
  await expect(page.getByText(MSG.innChecksum)).toBeVisible();
  await expect(field(page, 'ИНН')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'ИНН').fill('');
  await field(page, 'ИНН').pressSequentially('63-1234 5678112345');
  await expect(field(page, 'ИНН')).toHaveValue('631234567811');
  await expect(page.getByText(MSG.innChecksum)).toHaveCount(0);

  const renamed = `${c.short_name} Плюс`;
  await field(page, 'Короткое название').fill(renamed);
  await field(page, 'Фактический адрес').fill('г. Самара, ул. Ленинградская, д. 3');
  await field(page, 'VK').fill('vk.com/monolit');
  await field(page, 'Telegram').fill('@monolit');
  await field(page, 'WhatsApp').fill(c.phone);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(side.getByText(renamed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toContainText(renamed);
  await expect(page.getByText('Изменения сохранены')).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(field(page, 'Короткое название')).toHaveValue(renamed);
  await expect(field(page, 'Год основания')).toHaveValue('2015');
  await expect(field(page, 'ИНН')).toHaveValue('631234567811');
  await expect(field(page, 'Фактический адрес')).toHaveValue('г. Самара, ул. Ленинградская, д. 3');
  await expect(field(page, 'Telegram')).toHaveValue('@monolit');

  // The phone and e-mail change through the same modals as a client's.
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Подтверждение номера' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Изменить почту' }).click();
  await expect(modal.getByRole('heading', { name: 'Подтверждение почты' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The avatar: chosen, saved, announced for 4 seconds, shown in the header.
  await side.getByRole('button', { name: 'Изменить фото профиля' }).click();
  const photo = page.getByRole('dialog', { name: 'Фото профиля' });
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Выбрать фото' }).click();
  await (
    await chooser
  ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await photo.getByRole('button', { name: 'Сохранить' }).click();
  await expect(photo).toBeHidden();
  await expect(page.getByText('Фото профиля обновлено')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Меню пользователя' }).locator('img'),
  ).toHaveAttribute('src', /\/storage\/images\//);
});

test('a contractor saves the tender participation settings and finds them after a reload', async ({
  page,
  request,
}) => {
  const c = await registerContractorByApi(request);
  await openContractorCabinet(page, c.email, c.password);
  await menuItem(page, 'Настройки участия в тендерах').click();
  await expect(page).toHaveURL(/\/profile\/contractor\/personal\?tab=settings$/);
  await expect(page.getByRole('heading', { name: 'Настройки участия в тендере' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Доступен для участия в тендерах' })).toBeChecked();
  await expectNoAxeViolations(page);

  // A fresh company has no work type yet: nothing is sent until one is chosen.
  const save = page.getByRole('button', { name: 'Сохранить' });
  await save.click();
  await expect(page.getByText('Выберите тип работ')).toBeVisible();
  await expect(page.getByText('Настройки успешно сохранены')).toHaveCount(0);

  await choose(page, 'Регион', 'г. Казань');
  await page.getByRole('radio', { name: 'Проектирование' }).check();
  await page.getByRole('radio', { name: 'Недоступен' }).check();
  await save.click();
  await expect(page.getByText('Настройки успешно сохранены')).toBeVisible();
  await expect(page.getByText('Выберите тип работ')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Регион' })).toHaveValue('г. Казань');
  await expect(page.getByRole('radio', { name: 'Проектирование' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Недоступен' })).toBeChecked();
  // The region is the company's work region: the personal tab shows it too.
  await sidebar(page).getByRole('button', { name: 'Редактировать личные данные' }).click();
  await expect(field(page, 'Регион работы')).toHaveValue('г. Казань');

  // And back: available for construction.
  await menuItem(page, 'Настройки участия в тендерах').click();
  await page.getByRole('radio', { name: 'Строительство', exact: true }).check();
  await page.getByRole('radio', { name: 'Доступен для участия в тендерах' }).check();
  await save.click();
  await expect(page.getByText('Настройки успешно сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Строительство', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Доступен для участия в тендерах' })).toBeChecked();
});

test("the demo contractor's cabinet: its cases, the password form and the notifications panel", async ({
  page,
}) => {
  await openContractorCabinet(page, DEMO.contractor.phone, DEMO.contractor.password);
  await expect(sidebar(page).getByText('ООО «СтройМастер»')).toBeVisible();

  await menuItem(page, 'Мои кейсы').click();
  await expect(page).toHaveURL(/\/profile\/contractor\/personal\?tab=cases$/);
  await expect(page.getByRole('heading', { name: 'Мои кейсы' })).toBeVisible();
  const cottage = page.getByRole('article', { name: 'Коттедж в Подмосковье' });
  await expect(cottage).toBeVisible();
  await expect(cottage).toContainText('Услуги: Строительство');
  await expect(cottage).toContainText('Срок строительства:');
  await expect(cottage).toContainText('Место строительства: Московская область, Истра');
  await expect(page.getByRole('article', { name: 'Реконструкция школы' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Бизнес-центр «Орион»' })).toBeVisible();
  await expectNoAxeViolations(page);
  await cottage.getByRole('link', { name: 'Коттедж в Подмосковье' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/case\/\d+$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Создать кейс' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/createcase$/);
  await page.goBack();

  await menuItem(page, 'Безопасность').click();
  await expect(page).toHaveURL(/\/profile\/contractor\/personal\?tab=safety$/);
  await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  await expect(page.getByLabel('Текущий пароль')).toBeVisible();
  await expect(page.getByText('Минимум 8 символов')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Забыли пароль?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An unknown tab shows the personal one.
  await page.goto('/profile/contractor/personal?tab=nothing');
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();

  await menuItem(page, 'Уведомления по всем тендерам').click();
  const panel = page.getByRole('dialog', { name: 'Все уведомления' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('notification').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
