import { MSG } from '@podryad/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { READ_RETRY } from '@/lib/api-client';
import { theme } from '@/lib/theme';
import { useSession } from '@/stores/session';

/**
 * Mantine as the app has it, in test mode (no portals). `env="test"` renders transitions at once
 * but Mantine still runs their timers; with the app's theme, which honours reduced motion, and the
 * setup's media stub asking for it, those take no time, so none is left pending when a file ends.
 */
export function TestMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test" theme={theme}>
      {children}
    </MantineProvider>
  );
}

/**
 * Renders `ui` inside the app's providers: Mantine in test mode, a fresh query client that retries
 * reads as the app's does (only a passing failure: no answer, a 503) and does not retry mutations,
 * and a data router (as the app's, so blockers work) at `route` (default '/');
 * pass `<Routes>` as `ui` to route. Answers `router` beside the render result, e.g. for Back
 * (`router.navigate(-1)`) and the address (`router.state.location`).
 */
export function renderWithProviders(ui: ReactElement, { route }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: READ_RETRY, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: route ? [route] : undefined,
  });
  const result = render(
    <TestMantine>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestMantine>,
  );
  return { ...result, router };
}

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The server's 503 when its database or file store does not answer: MSG.unavailable and
 * `Retry-After` in seconds.
 */
export const unavailable = (retryAfter = 1) =>
  new Response(JSON.stringify({ errors: [MSG.unavailable], message: MSG.unavailable }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfter) },
  });

/** Replaces the global fetch with a mock to answer from; the setup file restores it after each test. */
export function mockFetch() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A call the fetch mock of `serveFetch` received, with its JSON body parsed. */
export type FetchCall = { method: string; url: string; body: unknown };

/**
 * The answers of `serveFetch` by 'METHOD /path'; each gets the parsed JSON body of the call, its
 * URL (for the query: `url.searchParams`) and its headers.
 */
export type FetchRoutes = Record<
  string,
  (body: unknown, url: URL, headers: Headers) => Response | Promise<Response>
>;

/**
 * Replaces the global fetch with a mock answering by 'METHOD /path' (query strings ignored) and
 * recording every call. Geocoder calls not routed find nothing; any other call not routed is a 404,
 * so a test notices calls it did not expect.
 */
export function serveFetch(routes: FetchRoutes) {
  const calls: FetchCall[] = [];
  const fetchMock = mockFetch().mockImplementation(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, url, body });
      const parsed = new URL(url, 'http://localhost');
      const key = `${method} ${parsed.pathname}`;
      const route = routes[key];
      if (route) return route(body, parsed, new Headers(init?.headers));
      if (key.startsWith('GET /api/geo/')) return json(200, { results: [] });
      return json(404, { errors: [`no route ${key}`] });
    },
  );
  return { fetchMock, calls };
}

/** Shows where the router is, for tests of a navigation: 'Адрес страницы: /path?query'. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p>Адрес страницы: {pathname + search}</p>;
}

/** A fresh session store (nothing left from the previous test), then what the test needs in it. */
export function seedSession(state: Partial<ReturnType<typeof useSession.getState>> = {}) {
  useSession.setState(useSession.getInitialState(), true);
  useSession.setState(state);
}
