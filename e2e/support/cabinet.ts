import { expect, type Page } from '@playwright/test';
import { completeClientProfile, registerThroughUi } from './journeys';
import { newContacts } from './users';

/** A 1x1 PNG: the smallest real image the server's content check accepts. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A client registered and profiled through the UI; ends on the client home. */
export async function newClient(page: Page, name = 'Ольга', surname = 'Иванова') {
  const c = newContacts();
  await registerThroughUi(page, c);
  await completeClientProfile(page, name, surname);
  return c;
}

/** Opens the cabinet the way a person does: the user menu, 'Перейти в профиль'. */
export async function openCabinet(page: Page) {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Перейти в профиль' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/personal$/);
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
}

/** A text field of the cabinet by its accessible name (a required label ends with ' *'). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The sidebar 'Личный кабинет'. */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Личный кабинет' });
