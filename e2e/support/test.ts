import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** What Chromium writes to the console when the Content Security Policy blocks something. */
export const CSP_VIOLATION = /Content Security Policy/i;

/**
 * Playwright's `test` with one automatic check: a journey fails if any page of its browser context
 * logged a Content Security Policy violation, so the app is proved to run under the server's CSP.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (CSP_VIOLATION.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content Security Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});
