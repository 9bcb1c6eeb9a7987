import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, vi } from 'vitest';
import { listPage } from '@/test/fixtures';
import { Where, json, renderWithProviders, serveFetch } from '@/test/render';

/*
 * The tests of the catalog screens (`Catalog` with `useServerCatalog`): the cards, the paginator
 * and the address as a person sees them, and the screen's list served as the server pages it.
 */

/** The cards on screen, and their names in order. */
export const cards = () => screen.queryAllByRole('article');
export const cardNames = () => cards().map((card) => card.getAttribute('aria-label'));

/** The address `Where` shows: 'Адрес страницы: /path?query'. */
export const address = () => screen.getByText(/^Адрес страницы:/).textContent;

/** The paginator, and the numbers of the pages it offers. */
export const pager = () => screen.getByRole('navigation', { name: 'Страницы' });
export const pageLabels = () =>
  within(pager())
    .getAllByRole('button', { name: /^Страница/ })
    .map((button) => button.textContent);

/** A list's answer: the page of `found` that `url` asks for under `key`, its meta, and `extra`. */
export function listAnswer(key: string, found: readonly unknown[], url: URL, extra = {}) {
  const { items, meta } = listPage(found, url);
  return json(200, { [key]: items, meta, ...extra });
}

type Options = {
  /** The list's API path, e.g. '/api/projects'; `respond` answers its GET calls. */
  path: string;
  respond: (url: URL) => Response | Promise<Response>;
  route?: string;
};

/**
 * Renders the catalog screen `ui` at `route` with `Where` beside it. Answers the query strings of
 * the calls to the list ('?page=1&per_page=12'), and Back.
 */
export function renderCatalog(ui: ReactElement, { path, respond, route }: Options) {
  const { calls } = serveFetch({ [`GET ${path}`]: (_, url) => respond(url) });
  const { router } = renderWithProviders(
    <>
      {ui}
      <Where />
    </>,
    { route },
  );
  const queries = () =>
    calls
      .map((call) => new URL(call.url, 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => url.search);
  const back = () => act(() => router.navigate(-1));
  return { queries, back };
}

/**
 * 'when the list fails to load': a passing failure (no answer, a 502/503/504) is retried with
 * back-off before the query gives up, so the tests of `define` run on a clock that `retriesSpent`
 * moves on.
 */
export function describeLoadFailure(define: () => void) {
  describe('when the list fails to load', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());
    define();
  });
}

/** Lets the list's retries run out; answers the error it then shows. */
export async function retriesSpent() {
  await vi.advanceTimersByTimeAsync(10_000);
  return screen.findByRole('alert');
}
