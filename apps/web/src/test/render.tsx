import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { useSession } from '@/stores/session';

/**
 * Renders `ui` inside the app's providers: Mantine in test mode, a fresh query client that does not
 * retry mutations, and a router at `route` (default '/'); pass `<Routes>` as `ui` to route.
 */
export function renderWithProviders(ui: ReactElement, { route }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={route ? [route] : undefined}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Replaces the global fetch with a mock to answer from; the setup file restores it after each test. */
export function mockFetch() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh session store (nothing left from the previous test), then what the test needs in it. */
export function seedSession(state: Partial<ReturnType<typeof useSession.getState>> = {}) {
  useSession.setState(useSession.getInitialState(), true);
  useSession.setState(state);
}
