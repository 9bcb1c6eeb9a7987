import { expect, test } from '@playwright/test';
import { signIn } from '../support/journeys';
import { CSP_VIOLATION } from '../support/test';
import { DEMO } from '../support/users';

// Plain Playwright here: this journey provokes a violation on purpose, which the other journeys'
// automatic check (support/test.ts) would count as a failure.
test('the page runs under a CSP that blocks an injected inline script, and says so in the console', async ({
  page,
}) => {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const response = await page.goto('/auth/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => console.some((text) => CSP_VIOLATION.test(text))).toBe(true);
});

// index.html's one inline script (the first screens' early loads) is allowed by its hash: on a
// reload of the dashboard it runs, its calls are the screen's (each sent once), nothing is blocked.
test("the dashboard's early loads run under the CSP and are the screen's own calls", async ({
  page,
}) => {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(page.getByRole('heading', { name: 'Заявки', exact: true })).toBeVisible();

  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Заявки', exact: true })).toBeVisible();
  await expect.poll(() => calls.filter((call) => call.startsWith('/api/request?'))).toHaveLength(1);
  const tenders = calls.filter((call) => /^\/api\/tenders(?:\/\d+)?$/.test(call));
  expect(tenders).toHaveLength(2);
  expect(new Set(tenders).size).toBe(2);
  expect(console.filter((text) => CSP_VIOLATION.test(text))).toEqual([]);
});
