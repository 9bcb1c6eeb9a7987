import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { expect, test, type Page } from '../support/test';
import { createProjectByApi, createTenderByApi, registerClientByApi } from '../support/api';
import { field, openCabinet } from '../support/cabinet';
import { signIn, signOut } from '../support/journeys';
import { ROOT, freePort, startServer, stopServer, type Server } from '../support/server';

// The installable app (docs/pwa.md): its manifest and service worker, the app offline, and a
// release replacing the build a browser keeps. The other journeys block the worker; these need it.

test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Нет подключения к интернету';
const NOT_SENT =
  'Нет подключения к интернету: ничего не отправлено. Повторите, когда связь появится';

/** Waits until the service worker has installed (the build precached) and controls the page. */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Every URL in the service worker's precache, without Workbox's revision parameter. */
const precachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        urls.push(url.pathname);
      }
    }
    return urls;
  });

/** The script index.html starts the app with: it names the build the page runs. */
const entryScript = (page: Page) =>
  page.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[type=module]')!.src).pathname,
  );

test('the app is installable: a Russian manifest with its icons, and a service worker that precaches the build and controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1c7ed6');
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestAnswer = await request.get(manifestUrl!);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await manifestAnswer.json();
  expect(manifest).toMatchObject({
    name: 'Подряд — тендеры на строительство и проектирование',
    short_name: 'Подряд',
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c7ed6',
    background_color: '#ffffff',
  });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const src of [...icons.map((icon) => icon.src), appleIcon!]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }

  await serviceWorkerControls(page);
  const precached = await precachedUrls(page);
  expect(precached).toContain('/index.html');
  expect(precached).toContain(await entryScript(page));
  expect(precached.filter((url) => /\.(?:br|gz)$/.test(url))).toEqual([]);

  // After a reload the worker answers the page and its scripts; the API still goes to the server.
  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  page.on('response', (response) =>
    (response.fromServiceWorker() ? fromWorker : fromNetwork).push(
      new URL(response.url()).pathname,
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  expect(fromWorker).toContain('/auth/login');
  expect(fromWorker).toContain(await entryScript(page));
  await page.getByLabel('Почта или номер телефона').fill('nobody@example.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  expect(fromNetwork).toContain('/api/auth/login');
  expect(fromWorker.filter((url) => url.startsWith('/api/'))).toEqual([]);

  // Server paths opened in the address bar are the server's answers, not the app's page.
  for (const url of ['/api/health', '/storage/docs/unknown.pdf']) {
    const answer = await page.goto(url);
    expect(answer?.fromServiceWorker(), url).toBe(false);
    expect(answer?.headers()['content-type'], url).toMatch(/^application\/json/);
  }
});

test('offline, the open screens keep their content and say there is no connection, a change is refused and kept, and the app opens on a reload', async ({
  page,
  context,
  request,
}) => {
  const client = await registerClientByApi(request);
  const project = await createProjectByApi(request, client.token);
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await serviceWorkerControls(page);

  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await nav.getByRole('link', { name: 'Проекты' }).click();
  await expect(page.getByRole('article', { name: project.name })).toBeVisible();
  const offlineStatus = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(offlineStatus).toHaveCount(0);

  await context.setOffline(true);
  await expect(offlineStatus).toBeVisible();
  await expect(offlineStatus).toContainText('Показаны последние загруженные данные');
  await expect(page.getByRole('article', { name: project.name })).toBeVisible();

  // A screen not opened before comes from the precache; a change on it is refused, not lost.
  await openCabinet(page);
  await expect(offlineStatus).toBeVisible();
  await field(page, 'Описание').fill('Ищу подрядчика на кровлю');
  await field(page, 'VK').fill('vk.com/alina_kotova');
  await field(page, 'Telegram').fill('@alina_kotova');
  await field(page, 'WhatsApp').fill('+79161234567');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert')).toHaveText(NOT_SENT);
  await expect(page.getByText('Изменения сохранены')).toHaveCount(0);
  await expect(field(page, 'Описание')).toHaveValue('Ищу подрядчика на кровлю');
  await expect(field(page, 'Telegram')).toHaveValue('@alina_kotova');

  await context.setOffline(false);
  await expect(offlineStatus).toHaveCount(0);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();

  // Offline again: a screen seen before shows what it loaded; a reload opens the app itself.
  await context.setOffline(true);
  await nav.getByRole('link', { name: 'Проекты' }).click();
  await expect(page.getByRole('article', { name: project.name })).toBeVisible();
  await expect(offlineStatus).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/profile\/client\/projects$/);
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
  await expect(offlineStatus).toBeVisible();
  await openCabinet(page);
  await expect(field(page, 'Telegram')).toHaveValue('@alina_kotova');

  await context.setOffline(false);
  await expect(offlineStatus).toHaveCount(0);
  await nav.getByRole('link', { name: 'Проекты' }).click();
  await expect(page.getByRole('article', { name: project.name })).toBeVisible();
});

/** The reads kept for offline (IndexedDB), as JSON ('null' without any). */
const keptReads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('podryad-reads', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('reads');
        open.onsuccess = () => {
          const get = open.result.transaction('reads').objectStore('reads').get('queries');
          get.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(get.result ?? null));
          };
          get.onerror = () => resolve('null');
        };
        open.onerror = () => resolve('null');
      }),
  );

/** Whether the reads kept for offline hold `text`. */
const keptReadsHold = async (page: Page, text: string) => (await keptReads(page)).includes(text);

/** The keys of the reads kept for offline (TanStack Query's hashes, e.g. '["tenders",12]'). */
const keptKeys = async (page: Page) =>
  (JSON.parse(await keptReads(page)) as { queries: { queryHash: string }[] } | null)?.queries.map(
    (query) => query.queryHash,
  ) ?? [];

/**
 * What the page knows offline, for a failure's message: whether it thinks it is online, which reads
 * are kept (key, status, age), what it shows, and what it said in its console.
 */
async function offlineState(page: Page, consoleLines: string[]) {
  const kept = JSON.parse(await keptReads(page)) as {
    owner: number;
    queries: { queryHash: string; state: { status: string; dataUpdatedAt: number } }[];
  } | null;
  const onLine = await page.evaluate(() => navigator.onLine);
  const shown = await page.locator('body').innerText();
  return [
    `navigator.onLine: ${onLine}`,
    `kept for ${kept?.owner}: ${kept?.queries
      .map((q) => `${q.queryHash} ${q.state.status} ${Date.now() - q.state.dataUpdatedAt} ms`)
      .join('; ')}`,
    `shown: ${shown.slice(0, 500)}`,
    ...consoleLines,
  ].join('\n');
}

test('offline, a tender read before opens from what was loaded even after a reload, one never opened says so at once, and the notice covers nothing', async ({
  page,
  context,
  request,
}) => {
  const client = await registerClientByApi(request);
  const project = await createProjectByApi(request, client.token);
  const read = await createTenderByApi(request, client.token, {
    tender_name: 'Кровля склада',
    projectId: project.id,
  });
  const consoleLines: string[] = [];
  page.on('console', (message) =>
    consoleLines.push(`console ${message.type()}: ${message.text()}`),
  );
  page.on('pageerror', (error) => consoleLines.push(`page error: ${error.message}`));
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await serviceWorkerControls(page);
  // Published after the dashboard was seen (it opens the newest tender's detail): never read here.
  const unread = await createTenderByApi(request, client.token, {
    tender_name: 'Фасад склада',
    projectId: project.id,
  });

  await page.goto(`/profile/client/tender/${read}`);
  const title = page.getByRole('heading', { name: 'Кровля склада' }).first();
  await expect(title).toBeVisible();
  // The tender's own answer is kept, not only the dashboard's list that names it and the detail of
  // the newest tender that the dashboard opened (the other one): a burst of reads is written to
  // the device up to a second after it came.
  await expect.poll(() => keptKeys(page)).toContain(`["tenders",${read}]`);

  // Offline, the page opened anew (nothing in memory) shows the tender read before.
  await context.setOffline(true);
  await page.reload();
  await expect(title)
    .toBeVisible()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await offlineState(page, consoleLines)}`);
    });
  const notice = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(notice).toContainText('Показаны последние загруженные данные');
  // The notice takes its own place above the page: it covers none of it.
  const noticeBox = (await notice.boundingBox())!;
  const titleBox = (await title.boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(titleBox.y);

  // A tender never opened on this device says so at once, with no spinner.
  await page.goto(`/profile/client/tender/${unread}`);
  await expect(
    page.getByText(
      'Этот раздел ещё не открывался на этом устройстве. Он загрузится, когда связь появится.',
    ),
  ).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Фасад склада' }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Signing out leaves nothing of the account's reads on the device.
  await signOut(page);
  await expect.poll(() => keptReadsHold(page, 'Кровля склада')).toBe(false);
});

test.describe('a release', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'podryad-release-'));
  const live = path.join(tmp, 'live');
  const next = path.join(tmp, 'next');
  const dataDir = path.join(tmp, 'data');
  const current = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  let server: Server | undefined;

  test.afterAll(async () => {
    if (server) await stopServer(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** The next release: this build with one more line in its entry script, which it runs. */
  async function buildNextRelease() {
    const marker: Plugin = {
      name: 'next-release',
      enforce: 'post',
      transform: (code, id) =>
        id.endsWith('/src/main.tsx') ? `${code}\nglobalThis.podryadRelease = 'next';\n` : null,
    };
    await build({
      root: path.join(ROOT, 'apps/web'),
      configFile: path.join(ROOT, 'apps/web/vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: next },
      plugins: [marker],
    });
    return /<script type="module" crossorigin src="([^"]+)"/.exec(
      fs.readFileSync(path.join(next, 'index.html'), 'utf8'),
    )![1]!;
  }

  test('replaces the build a browser keeps once the person presses "Обновить", never mixing the two', async ({
    page,
  }) => {
    // A build of the web app and two server starts: about half a minute, more on a busy machine.
    test.setTimeout(300_000);
    fs.cpSync(current, live, { recursive: true });
    const port = await freePort();
    const [nextEntry, started] = await Promise.all([
      buildNextRelease(),
      startServer(port, live, dataDir),
    ]);
    server = started;
    const origin = server.origin;

    await page.goto(`${origin}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await serviceWorkerControls(page);
    const oldEntry = await entryScript(page);
    expect(oldEntry).not.toBe(nextEntry);
    expect(await precachedUrls(page)).toContain(oldEntry);

    // The release: the server restarts with the next build in place of the old one.
    await stopServer(server);
    fs.rmSync(live, { recursive: true });
    fs.cpSync(next, live, { recursive: true });
    server = await startServer(port, live, dataDir);

    // Opening the app again finds the new worker; until the person agrees the page stays whole
    // on the old build, which its worker still serves.
    await page.reload();
    const update = page.getByRole('status').filter({ hasText: 'Доступна новая версия приложения' });
    await expect(update).toBeVisible();
    expect(await entryScript(page)).toBe(oldEntry);
    expect(await page.evaluate(() => 'podryadRelease' in globalThis)).toBe(false);
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();

    await update.getByRole('button', { name: 'Обновить' }).click();
    await expect(page.locator('script[type="module"]')).toHaveAttribute('src', nextEntry);
    // The new document's tag is there as soon as its HTML is; its script runs a moment later.
    await expect
      .poll(() => page.evaluate(() => (globalThis as { podryadRelease?: string }).podryadRelease))
      .toBe('next');
    await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
    await expect(update).toHaveCount(0);
    await expect.poll(() => precachedUrls(page)).toContain(nextEntry);
    await expect.poll(async () => (await precachedUrls(page)).includes(oldEntry)).toBe(false);
  });
});
