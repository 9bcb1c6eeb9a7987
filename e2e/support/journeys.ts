import { MSG_CONSENTS } from '@podryad/domain';
import { expect, type Page } from '@playwright/test';
import { enterCode, shownCode, type Contacts } from './users';

/** Walks the five registration steps as a person would; ends on /filing. */
export async function registerThroughUi(page: Page, c: Contacts) {
  await page.goto('/auth/register');
  await page.getByLabel('Номер телефона').fill(c.national);
  await page.getByLabel('Я согласен с Политикой конфиденциальности').check();
  // The two consents, each a box of its own: processing (needed) and showing the contacts.
  await page.getByLabel(MSG_CONSENTS.processingLabel).check();
  await page.getByLabel(MSG_CONSENTS.distributionLabel).check();
  await page.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page.getByRole('heading', { name: 'Введите код из СМС' })).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(page.getByRole('heading', { name: 'Укажите почту' })).toBeVisible();
  await page.getByLabel('Электронная почта').fill(c.email);
  // The consent given at the phone step stays given.
  await expect(page.getByLabel('Я согласен с Политикой конфиденциальности')).toBeChecked();
  await page.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page.getByRole('heading', { name: 'Введите код из письма' })).toBeVisible();
  await expect(page.getByText(c.email)).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(page.getByRole('heading', { name: 'Установите пароль' })).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill(c.password);
  await page.getByLabel('Повторите пароль').fill(c.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/filing$/);
  await expect(page.getByRole('heading', { name: 'Заполните ваши данные' })).toBeVisible();
}

/** Picks an option of a Mantine select by its accessible name (the label without the asterisk). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function completeClientProfile(page: Page, name = 'Ольга', surname = 'Иванова') {
  await page.getByLabel('Я заказчик').check();
  // By role: a required field's label text ends with ' *', its accessible name does not.
  await page.getByRole('textbox', { name: 'Имя', exact: true }).fill(name);
  await page.getByLabel('Фамилия').fill(surname);
  await choose(page, 'Дата рождения: день', '17');
  await choose(page, 'Дата рождения: месяц', 'Май');
  await choose(page, 'Дата рождения: год', '1990');
  await choose(page, 'Местоположение', 'Новосибирск');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
}

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Почта или номер телефона').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/**
 * Opens '/' as an installed app starts, and answers the API calls sent while index.html was still
 * being read (its own page start, not the app's) and every path the page asked for.
 */
export async function openAppStart(page: Page) {
  await page.addInitScript(() => {
    const whileParsing: string[] = [];
    Object.assign(window, { whileParsing });
    const send = window.fetch;
    window.fetch = (input, init) => {
      if (document.readyState === 'loading') whileParsing.push(String(input));
      return send(input, init);
    };
  });
  const sent: string[] = [];
  page.on('request', (call) => sent.push(new URL(call.url()).pathname));
  await page.goto('/');
  return {
    whileParsing: () => page.evaluate(() => (window as { whileParsing?: string[] }).whileParsing),
    sent,
  };
}
