import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the screen's end state: no animation running (endless ones, a spinner, never end and
 * do not matter), no list still loading, and every dialog, menu or list box on screen fully opaque. The journeys run with
 * reduced motion, so this normally holds at once; it guards what would still fade, e.g. a dialog
 * whose transition has not started yet (opacity 0, no animation so far) or is half way.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
    if (moving) return false;
    // A list still loading (aria-busy) shows the previous page: not its end state.
    if ([...document.querySelectorAll('[aria-busy="true"]')].some((el) => el.checkVisibility()))
      return false;
    const layers = document.querySelectorAll(
      '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]',
    );
    return [...layers].every((layer) => {
      if (!layer.checkVisibility()) return true;
      for (let el: Element | null = layer; el; el = el.parentElement) {
        if (getComputedStyle(el).opacity !== '1') return false;
      }
      return true;
    });
  });
}

/** WCAG 2.1 A/AA checks of what is on screen; the list of violations is the failure message. */
export async function expectNoAxeViolations(page: Page) {
  // A dialog or menu still fading in or out has colours axe cannot judge: scan once it has settled.
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
