import { expect, type Page } from '@playwright/test';
import { completeClientProfile, registerThroughUi } from './journeys';
import { newContacts } from './users';

/** The machines have no internet: map tiles are aborted at once instead of timing out. */
export async function abortMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** A real 1×1 PNG: the server checks uploads by their content. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A client nobody has seen before: registered and profiled through the UI, on the client home. */
export async function registerClient(page: Page) {
  const contacts = newContacts();
  await registerThroughUi(page, contacts);
  await completeClientProfile(page, 'Пётр', 'Сидоров');
  return contacts;
}

/** Picks an image file in the system dialog that 'Выбрать изображение' opens. */
export async function chooseImage(page: Page, name = 'cover.png') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Выбрать изображение' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
}

/** Goes to the project list through the header. */
export async function openProjects(page: Page) {
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'Проекты' })
    .click();
  await expect(page).toHaveURL(/\/profile\/client\/projects$/);
  await expect(page.getByRole('heading', { name: 'Проекты', level: 1 })).toBeVisible();
}
