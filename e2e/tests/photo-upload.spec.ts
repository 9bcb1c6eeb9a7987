import { expect, test, type Page } from '../support/test';
import { createProjectByApi, registerClientByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn } from '../support/journeys';
import { abortMapTiles } from '../support/projects';

// A photo from a phone's camera: offered on a touch screen, scaled down before it is sent.

/** A JPEG as long as a phone's photo (4000×3000), drawn in the page: no image file in the repo. */
async function phonePhoto(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 3000);
    sky.addColorStop(0, '#8ec5ff');
    sky.addColorStop(1, '#d9a066');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    context.fillStyle = '#6b4f3a';
    context.fillRect(600, 1200, 2800, 1500);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer(),
    );
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** The sides of the picture an <img> shows, once it has loaded (in view: it may load lazily). */
async function naturalSize(page: Page, name: string) {
  const image = page.getByRole('img', { name });
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("'Сделать фото' opens the back camera, and the photo is stored at most 2560 px long", async ({
    page,
    request,
  }) => {
    await abortMapTiles(page);
    const client = await registerClientByApi(request);
    const project = await createProjectByApi(request, client.token);
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/profile\/client\/main$/);
    await page.goto(`/profile/client/project/${project.id}`);
    await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();

    // The picker offers any image (a list of types hides the camera on some phones).
    await expect(page.getByLabel('Обложка проекта', { exact: true })).toHaveAttribute(
      'accept',
      'image/*',
    );
    const camera = page.getByRole('button', { name: 'Сделать фото: Обложка проекта' });
    await expect(camera).toBeVisible();
    await expectNoAxeViolations(page);

    const photo = await phonePhoto(page);
    const chooser = page.waitForEvent('filechooser');
    await camera.click();
    const shot = await chooser;
    expect(await shot.element().getAttribute('capture')).toBe('environment');
    await shot.setFiles({ name: 'объект.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Обложка проекта' })).toHaveAttribute(
      'src',
      /\/storage\/images\/[^/]+\.jpg$/,
    );
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByText('Изменения сохранены')).toBeVisible();

    // What the server stored and serves: the photo's proportions, 2560 px on its long side.
    await page.reload();
    expect(await naturalSize(page, 'Обложка проекта')).toEqual({ width: 2560, height: 1920 });
  });
});

test('a computer with a mouse is offered the file picker only', async ({ page, request }) => {
  await abortMapTiles(page);
  const client = await registerClientByApi(request);
  const project = await createProjectByApi(request, client.token);
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto(`/profile/client/project/${project.id}`);
  await expect(page.getByRole('button', { name: 'Заменить изображение' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Сделать фото/ })).toHaveCount(0);
});
