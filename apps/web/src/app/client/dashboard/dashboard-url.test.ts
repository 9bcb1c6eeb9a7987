import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchDashboard } from '@/app/client/dashboard/dashboard-url';
import { listPage, makeTender, ownCard, requestPage } from '@/test/fixtures';
import { json, seedSession, serveFetch } from '@/test/render';
import { prefetchLoader } from '@/lib/prefetch';
import { ownTendersPageKey } from '@/features/tenders/api/get-tenders';
import { dashboardFirstCall } from '@/app/client/dashboard/dashboard-params';

const TENDERS = [makeTender(5, 'Школа на 300 мест'), makeTender(9, 'Благоустройство парка')];

function serve() {
  seedSession({ token: 'tok' });
  return serveFetch({
    'GET /api/tenders': (_body, url) => {
      const { items, meta } = listPage(TENDERS, url);
      return json(200, { tenders: items.map((t) => ownCard(t)), meta });
    },
    'GET /api/tenders/5': () => json(200, { tender: TENDERS[0] }),
    'GET /api/tenders/9': () => json(200, { tender: TENDERS[1] }),
    'GET /api/request': (_body, url) => json(200, requestPage([], url, 'client')),
  });
}

const asked = (calls: { url: string }[]) => calls.map((call) => call.url.replace(/^.*\/api/, ''));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchDashboard', () => {
  it('loads the page of tenders, then the first one and its requests, as the screen asks for them', async () => {
    const { calls } = serve();
    const queryClient = new QueryClient();
    await prefetchDashboard(queryClient, new URLSearchParams());
    expect(asked(calls)).toEqual(['/tenders', '/tenders/5', '/request?tender_id=5']);
    expect(queryClient.getQueryData(ownTendersPageKey({}))).toBeDefined();
  });

  it("starts the URL's tender with its filter and page at once, beside the page of tenders", async () => {
    const { calls } = serve();
    const queryClient = new QueryClient();
    await prefetchDashboard(
      queryClient,
      new URLSearchParams('page=2&tender=9&status=waiting&requests_page=3'),
    );
    expect(asked(calls).sort()).toEqual([
      '/request?page=3&status=waiting&tender_id=9',
      '/tenders/9',
      '/tenders?page=2',
    ]);
  });

  it('asks for nothing the cache already holds', async () => {
    const { calls } = serve();
    const queryClient = new QueryClient();
    await prefetchDashboard(queryClient, new URLSearchParams());
    await prefetchDashboard(queryClient, new URLSearchParams());
    expect(calls).toHaveLength(3);
  });
});

describe('prefetchLoader', () => {
  it('answers at once and leaves a failed load to the screen', async () => {
    seedSession({ token: 'tok' });
    serveFetch({ 'GET /api/tenders': () => new Response('down', { status: 502 }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loader = prefetchLoader(queryClient, { load: async () => prefetchDashboard });
    const request = new Request('http://localhost/profile/client/main');
    expect(loader({ request })).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(ownTendersPageKey({}))?.status).toBe('error'),
    );
  });

  it('sends the first call at once, and the prefetch takes its answer instead of asking again', async () => {
    const { calls } = serve();
    const queryClient = new QueryClient();
    let loaded!: (prefetch: typeof prefetchDashboard) => void;
    const loader = prefetchLoader(queryClient, {
      firstCall: dashboardFirstCall,
      load: () => new Promise((resolve) => (loaded = resolve)),
    });

    loader({ request: new Request('http://localhost/profile/client/main?page=2&tender=9') });
    // Sent before the prefetch's chunk has come.
    expect(asked(calls)).toEqual(['/tenders?page=2']);
    loaded(prefetchDashboard);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(ownTendersPageKey({ page: 2 }))?.status).toBe('success'),
    );
    expect(asked(calls).filter((path) => path.startsWith('/tenders?'))).toEqual([
      '/tenders?page=2',
    ]);
  });

  it('drops the early answer when the list was in the cache already, so that no later call takes it', async () => {
    const { calls } = serve();
    const queryClient = new QueryClient();
    await prefetchDashboard(queryClient, new URLSearchParams());
    const loader = prefetchLoader(queryClient, {
      firstCall: dashboardFirstCall,
      load: async () => prefetchDashboard,
    });

    loader({ request: new Request('http://localhost/profile/client/main') });
    expect(calls).toHaveLength(4);
    // The loader's chain (its chunk, the prefetch from the cache) settles in microtasks, which all
    // run before the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The screen's own refresh, later, asks the server again.
    await queryClient.refetchQueries({ queryKey: ownTendersPageKey({}) });
    expect(asked(calls).filter((path) => path === '/tenders')).toHaveLength(3);
  });
});
