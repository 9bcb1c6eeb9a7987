import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchDashboard } from '@/app/client/dashboard/dashboard-url';
import { prefetchTenderList } from '@/features/tenders/open-tender-url';
import { getProfile } from '@/features/account/api/get-profile';
import { ApiError } from '@/lib/api-client';
import { EARLY_ANSWER_MS } from '@/lib/early-answers';
import { listPage, makeTender, openCard, ownCard, requestPage } from '@/test/fixtures';
import { json, seedSession, serveFetch } from '@/test/render';

// index.html's inline script of early loads, run here as the browser runs it while the page loads.
const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

/** The page opened at `url` by a user of `type` signed in with `token`, up to its inline script. */
function openPage(url: string, type: 'client' | 'contractor', token = 'tok') {
  window.history.replaceState(null, '', url);
  localStorage.setItem('podryad-auth', JSON.stringify({ state: { token, user: { type } } }));
  new Function(inline)();
  seedSession({ token });
}

const TENDERS = [makeTender(5, 'Школа на 300 мест'), makeTender(9, 'Благоустройство парка')];

function serve() {
  return serveFetch({
    'GET /api/tenders': (_body, url) => {
      const { items, meta } = listPage(TENDERS, url);
      return json(200, { tenders: items.map((t) => ownCard(t)), meta });
    },
    'GET /api/tenders/5': () => json(200, { tender: TENDERS[0] }),
    'GET /api/request': (_body, url) => json(200, requestPage([], url, 'client')),
    'GET /api/tenders/list': (_body, url) => {
      const { items, meta } = listPage(TENDERS, url);
      return json(200, { tenders: items.map(openCard), meta });
    },
  });
}

const asked = (calls: { url: string }[]) => calls.map((call) => call.url.replace(/^.*\/api/, ''));
/** Lets the inline script's chain (the first tender after the page of tenders) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.podryadEarly;
  window.history.replaceState(null, '', '/');
});

describe("index.html's early loads", () => {
  it("start the dashboard's calls as its loader makes them, each sent once", async () => {
    const { calls } = serve();
    openPage('/profile/client/main', 'client');
    await settle();
    expect(asked(calls)).toEqual(['/tenders', '/tenders/5', '/request?tender_id=5']);

    const queryClient = new QueryClient();
    await prefetchDashboard(queryClient, new URLSearchParams());
    expect(asked(calls)).toEqual(['/tenders', '/tenders/5', '/request?tender_id=5']);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['success', 'success', 'success']);
  });

  it("start the contractor's page of open tenders as the list's loader asks for it", async () => {
    const { calls } = serve();
    openPage('/profile/contractor/tenders', 'contractor');
    const queryClient = new QueryClient();
    await prefetchTenderList(queryClient, new URLSearchParams());
    expect(asked(calls)).toEqual(['/tenders/list?page=1&per_page=12']);
  });

  it('start nothing for a URL with a query, another role, or no session', async () => {
    const { calls } = serve();
    openPage('/profile/client/main?page=2', 'client');
    openPage('/profile/contractor/tenders', 'client');
    openPage('/profile/client/main', 'contractor');
    localStorage.clear();
    window.history.replaceState(null, '', '/profile/client/main');
    new Function(inline)();
    await settle();
    expect(calls).toEqual([]);
  });

  it('are not used for another session, a second call, or after a while', async () => {
    const { calls } = serve();
    openPage('/profile/contractor/tenders', 'contractor', 'old');
    seedSession({ token: 'new' });
    await prefetchTenderList(new QueryClient(), new URLSearchParams());
    expect(calls.length).toBe(2);

    openPage('/profile/contractor/tenders', 'contractor');
    await prefetchTenderList(new QueryClient(), new URLSearchParams());
    await prefetchTenderList(new QueryClient(), new URLSearchParams());
    expect(calls.length).toBe(4);

    openPage('/profile/contractor/tenders', 'contractor');
    window.podryadEarly!.at -= EARLY_ANSWER_MS + 1;
    await prefetchTenderList(new QueryClient(), new URLSearchParams());
    expect(calls.length).toBe(6);
  });

  it('send a call again whose early answer never came, and leave other paths alone', async () => {
    const { fetchMock } = serve();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openPage('/profile/contractor/tenders', 'contractor');
    await prefetchTenderList(new QueryClient(), new URLSearchParams());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The profile was not started early: it goes to the network (no route here: a 404).
    await expect(getProfile()).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
