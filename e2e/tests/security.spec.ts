import { expect, test } from '@playwright/test';
import { CSP_VIOLATION } from '../support/test';

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
