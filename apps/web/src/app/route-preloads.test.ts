import { afterEach, describe, expect, it, vi } from 'vitest';
/* eslint-disable no-restricted-imports -- the build's own modules stand beside its configuration. */
import { PROFILE_CALL, ROUTE_PRELOADS } from '../../route-preloads';
import { pageStartScript } from '../../vite-route-preload';
/* eslint-enable no-restricted-imports */
import { dashboardFirstCall } from '@/app/client/dashboard/dashboard-params';
import { tenderListFirstCall } from '@/features/tenders/open-tender-url';
import { contractorHomeQuery } from '@/app/contractor/home/home-url';
import { requestsCall } from '@/features/requests/api/get-requests';
import { getProfile } from '@/features/account/api/get-profile';
import { PAGE_CALLS, SESSION_STORAGE_KEY } from '@/lib/page-start';
import { paths } from '@/lib/paths';
import { CLIENT_USER } from '@/test/fixtures';
import { json, mockFetch } from '@/test/render';

const startOf = (path: string) => ROUTE_PRELOADS.find((start) => start.path === path)!;

describe("the homes' starts made by index.html", () => {
  it("start the very calls the homes' screens send for their URL without a query", async () => {
    const none = new URLSearchParams();
    expect(startOf(paths.client.home).calls).toEqual([dashboardFirstCall(none), PROFILE_CALL]);
    expect(startOf(paths.contractor.home).calls).toEqual([
      requestsCall(contractorHomeQuery(none)),
      PROFILE_CALL,
    ]);
    expect(startOf(paths.contractor.tenders).calls).toEqual([
      tenderListFirstCall(none),
      PROFILE_CALL,
    ]);

    const fetchMock = mockFetch().mockResolvedValue(json(200, { user: CLIENT_USER }));
    await getProfile();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api${PROFILE_CALL}`);
  });
});

describe('the page start script', () => {
  const starts = { '/home': { files: ['/assets/screen-Ab12Cd34.js'], calls: ['/tenders'] } };
  const homes = { client: '/home', contractor: '/elsewhere' };
  const run = (url: string) => {
    window.history.replaceState(null, '', url);
    new Function(pageStartScript(starts, homes))();
  };
  const storeSession = (state: object) =>
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state }));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    delete window[PAGE_CALLS];
    window.history.replaceState(null, '', '/');
  });

  it("with a session, preloads the home's chunks at low priority and starts its calls", async () => {
    storeSession({ token: 'secret' });
    const fetchMock = mockFetch().mockResolvedValue(json(200, { tenders: [] }));
    run('/home');

    const link = document.head.querySelector<HTMLLinkElement>('link[rel=modulepreload]');
    expect(link?.getAttribute('href')).toBe('/assets/screen-Ab12Cd34.js');
    expect(link?.fetchPriority).toBe('low');
    expect(fetchMock).toHaveBeenCalledWith('/api/tenders', {
      headers: { authorization: 'Bearer secret' },
      signal: expect.any(AbortSignal),
    });
    expect(window[PAGE_CALLS]?.['/tenders']?.token).toBe('secret');
  });

  it('does nothing signed out, with a query, or on another path', () => {
    const fetchMock = mockFetch();
    run('/home');
    run('/');
    storeSession({ token: 'secret', user: null });
    run('/home?page=2');
    run('/other');
    run('/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel=modulepreload]')).toBeNull();
    expect(window[PAGE_CALLS]).toBeUndefined();
  });

  it("on '/', the installed app's start, starts the stored person's home", () => {
    const fetchMock = mockFetch().mockResolvedValue(json(200, { tenders: [] }));
    storeSession({ token: 'secret', user: { type: 'contractor' } });
    run('/');
    expect(fetchMock).not.toHaveBeenCalled();

    storeSession({ token: 'secret', user: { type: 'client' } });
    run('/');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tenders');
    expect(document.head.querySelector('link[rel=modulepreload]')).not.toBeNull();
  });
});
