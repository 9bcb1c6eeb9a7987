import {
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoAxeViolations, settled } from './a11y';
import { bearer, ok } from './api';
import { signIn } from './journeys';
import { abortMapTiles } from './projects';

/**
 * A phone's screen, touch and user agent from Playwright's descriptor, in the config's Chromium:
 * the descriptor's own browser (WebKit for an iPhone) is not taken.
 */
export function phone(name: string) {
  const descriptor = devices[name];
  if (!descriptor) throw new Error(`No device descriptor named ${name}`);
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = descriptor;
  return { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent };
}

/** What does not fit a phone, as `measure` finds it in the page (or in one dialog of it). */
type Misfits = {
  scrollWidth: number;
  /** The phone's screen width: not `innerWidth`, which a phone widens when it zooms a wide page out. */
  screenWidth: number;
  /** Elements reaching past the screen's side that no scroll container of theirs clips. */
  cut: string[];
  /** Buttons and links smaller than 24×24 px. */
  small: string[];
  /** Title words wider than their title: they could only be cut inside the word. */
  longWords: string[];
};

/** Runs in the page: the checks of `expectFitsPhone`, within `scope` (default: the whole page). */
function measure(root: Element, screenWidth: number): Misfits {
  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()} «${name}»`;
  };
  const shown = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const box = el.getBoundingClientRect();
    // Visually hidden text (1 px, clipped) is there for screen readers only.
    return box.width > 1 && box.height > 1;
  };

  const cut: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    // Only the outermost element that sticks out is named, not each of its children.
    if (cut.some((outer) => outer.contains(el)) || !shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.right <= screenWidth + 1 && box.left >= -1) continue;
    // Inside a box that scrolls or clips sideways and itself fits, it is that box's content.
    let clipped = false;
    for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const clip = up.getBoundingClientRect();
      clipped = clip.right <= screenWidth + 1 && clip.left >= -1;
    }
    if (!clipped) cut.push(el);
  }

  const small: string[] = [];
  const targets = root.querySelectorAll(
    'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"]',
  );
  for (const el of targets) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 24 || box.height < 24)
      small.push(`${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  }

  const longWords: string[] = [];
  const canvas = document.createElement('canvas').getContext('2d')!;
  for (const title of root.querySelectorAll('h1, h2, h3, h4')) {
    if (!shown(title)) continue;
    const style = getComputedStyle(title);
    canvas.font = style.font;
    const width =
      title.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const word of (title.textContent ?? '').split(/[\s-]+/)) {
      if (canvas.measureText(word).width > width + 0.5)
        longWords.push(`«${word}» in «${title.textContent}»`);
    }
  }

  return {
    scrollWidth: document.documentElement.scrollWidth,
    screenWidth,
    cut: cut.slice(0, 10).map(describe),
    small,
    longWords,
  };
}

/**
 * Fails (softly, so that one run lists every screen's faults) unless the page fits the phone: no
 * sideways scrolling of the page, nothing cut off at its sides (a fixed header included), every
 * button and link at least 24×24 px (WCAG 2.5.8), every title word narrower than its title (so
 * titles wrap between words). `scope` checks one dialog instead of the whole page.
 */
export async function expectFitsPhone(page: Page, label: string, scope?: Locator) {
  const screenWidth = page.viewportSize()!.width;
  const misfits = await (scope ?? page.locator('body')).evaluate(measure, screenWidth);
  expect
    .soft(misfits.scrollWidth, `${label}: the page is wider than the screen`)
    .toBeLessThanOrEqual(misfits.screenWidth);
  expect.soft(misfits.cut, `${label}: cut off at the side of the screen`).toEqual([]);
  expect.soft(misfits.small, `${label}: buttons and links under 24×24 px`).toEqual([]);
  expect.soft(misfits.longWords, `${label}: title words wider than their title`).toEqual([]);
}

/**
 * Opens a screen as the app's own links do, without loading the page again (the router follows
 * the history; a reload per screen would make a sweep of every route several times slower), and
 * waits for its end state: its heading, no spinner, nothing moving.
 */
export async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await settled(page);
}

/**
 * Runs `use` in a page of a fresh Galaxy S8 context (360 px wide, touch) where `account` has signed
 * in and landed on its side's home; map tiles are not fetched. The context is closed after.
 */
export async function onNarrowestPhone(
  browser: Browser,
  account: { email: string; password: string },
  side: 'client' | 'contractor',
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(phone('Galaxy S8'));
  try {
    const page = await context.newPage();
    await abortMapTiles(page);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`/profile/${side}/main$`));
    await use(page);
  } finally {
    await context.close();
  }
}

/** The phones the journeys run on, by their descriptors' names. */
export const PHONES = {
  'Pixel 7': phone('Pixel 7'),
  'iPhone 13': phone('iPhone 13'),
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
