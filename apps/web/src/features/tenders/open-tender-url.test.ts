import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchTenderList } from '@/features/tenders/api/get-open-tenders';
import { tenderListFirstCall } from '@/features/tenders/open-tender-url';
import { listPage, makeTender, openCard } from '@/test/fixtures';
import { json, seedSession, serveFetch } from '@/test/render';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchTenderList', () => {
  it('loads the page the URL asks for, with its search and applied filter, as the list asks for it', async () => {
    seedSession({ token: 'tok' });
    const { calls } = serveFetch({
      'GET /api/tenders/list': (_body, url) => {
        const { items, meta } = listPage([makeTender(1, 'Школа')], url);
        return json(200, { tenders: items.map(openCard), meta });
      },
    });
    const params = new URLSearchParams('page=2&q=+школа+&types=design,unknown&region=Казань');
    await prefetchTenderList(new QueryClient(), params);
    expect(calls.map((call) => decodeURIComponent(call.url.replace(/^.*\/api/, '')))).toEqual([
      '/tenders/list?page=2&per_page=12&q=школа&region=Казань&types=design',
    ]);
    // The first script's early call of the route is that very call, so the list can take it.
    expect(calls[0]!.url).toBe(`/api${tenderListFirstCall(params)}`);
  });
});
