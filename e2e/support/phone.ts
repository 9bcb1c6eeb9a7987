import { devices, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { bearer, ok } from './api';

/*
 * The journeys on a phone: two phones' screens and touch, in the run's own Chromium. A device
 * descriptor names its browser too (Safari for an iPhone); only its screen, touch and user agent are
 * taken, so that every journey runs in the one browser the config launches.
 */

const screenOf = (name: keyof typeof devices) => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices[name]!;
  return { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent };
};

/** The phones the journeys run on, by their descriptors' names. */
export const PHONES = {
  'Pixel 7': screenOf('Pixel 7'),
  'iPhone 13': screenOf('iPhone 13'),
};

/**
 * The page is no wider than the phone's screen: nothing to scroll sideways. Compared with the
 * screen's width, not `window.innerWidth`: a mobile browser zooms a too-wide page out, and its
 * inner width grows with the page.
 */
export async function expectFitsScreen(page: Page) {
  const screen = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page scrolls sideways on a ${screen} px screen`,
    })
    .toBeLessThanOrEqual(screen);
}

/** A screen of a journey, checked at phone size: it fits the screen and axe finds nothing. */
export async function checkScreen(page: Page) {
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
}

/** Signs in as a person on a phone would: types the login and password, taps 'Войти'. */
export async function signInByTap(page: Page, login: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Почта или номер телефона').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).tap();
}

export type PricedTerms = {
  price_kopecks: number;
  vat: 'with_vat' | 'without_vat' | 'not_liable';
  vat_rate: number | null;
  duration_days: number;
};

/** A contractor's priced offer to an open tender, valid for a month, without files. */
export function sendPricedOfferByApi(
  request: APIRequestContext,
  token: string,
  tenderId: number,
  terms: PricedTerms,
) {
  const valid_until = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  return ok<{ request: { id: number } }>(
    request.post(`/api/request/${tenderId}`, {
      headers: bearer(token),
      data: { comment: 'Цена и срок в предложении', docs_paths: [], valid_until, ...terms },
    }),
  );
}
