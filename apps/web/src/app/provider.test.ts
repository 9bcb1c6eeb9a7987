import { successAnswer } from '@podryad/domain';
import { MutationObserver, QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_USER, CONTRACTOR_USER } from '@/test/fixtures';
import { json, mockFetch, seedSession } from '@/test/render';
import { PUSH_KEY_BYTES, fakePushBrowser, removePushBrowser } from '@/test/web-push';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { clearOnAccountChange, createQueryClient, syncSession } from '@/app/provider';
import { theme } from '@/lib/theme';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('clearOnAccountChange', () => {
  it("forgets the last account's data when the account changes, not when its profile does", () => {
    useSession.getState().signIn('token-a', CONTRACTOR_USER);
    const client = new QueryClient();
    const stop = clearOnAccountChange(client);
    client.setQueryData(['cases'], [{ id: 1 }]);

    useSession.getState().setUser({ ...CONTRACTOR_USER, email: 'new@example.ru' });
    expect(client.getQueryData(['cases'])).toEqual([{ id: 1 }]);

    useSession.getState().signOut();
    expect(client.getQueryData(['cases'])).toBeUndefined();

    client.setQueryData(['cases'], [{ id: 2 }]);
    useSession.getState().signIn('token-b', CLIENT_USER);
    expect(client.getQueryData(['cases'])).toBeUndefined();
    stop();
  });
});

describe('syncSession', () => {
  it('refreshes a stored session at once, and again when another session is stored', async () => {
    seedSession({ token: 'token-a', user: CONTRACTOR_USER });
    const renamed = { ...CONTRACTOR_USER, email: 'renamed@example.ru' };
    const fetchMock = mockFetch().mockImplementation(async () => json(200, { user: renamed }));

    const stop = syncSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/user\/profile$/);
    await vi.waitFor(() => expect(useSession.getState().user?.email).toBe('renamed@example.ru'));

    useSession.getState().setUser(CONTRACTOR_USER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    useSession.getState().signIn('token-b', CLIENT_USER);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    useSession.getState().signOut();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks nothing without a stored session', () => {
    seedSession();
    const fetchMock = mockFetch();
    const stop = syncSession();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});

describe('clearOnAccountChange and the browser caches', () => {
  it("deletes every cache but the build's precache when the account changes", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-http://127.0.0.1/', 'api-answers', 'images'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    useSession.getState().signIn('token-a', CLIENT_USER);
    const stop = clearOnAccountChange(new QueryClient());

    useSession.getState().signOut();
    await vi.waitFor(() => expect(deleted.sort()).toEqual(['api-answers', 'images']));
    stop();
  });
});

describe('clearOnAccountChange and push', () => {
  afterEach(removePushBrowser);

  it("unsubscribes this browser from the last account's pushes when the account changes", async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: PUSH_KEY_BYTES });
    const subscription = browser.state.current!;
    useSession.getState().signIn('token-a', CLIENT_USER);
    const stop = clearOnAccountChange(new QueryClient());

    useSession.getState().setUser({ ...CLIENT_USER, email: 'new@example.ru' });
    expect(subscription.unsubscribe).not.toHaveBeenCalled();

    useSession.getState().signOut();
    await vi.waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledTimes(1));
    expect(browser.state.current).toBeNull();
    stop();
  });
});

describe('createQueryClient offline', () => {
  it('holds a load opened offline until the connection returns, instead of failing it', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockFetch().mockResolvedValue(json(200, { success: true }));
    const client = createQueryClient();
    // What QueryClientProvider does: the client starts listening for the connection.
    client.mount();
    const observer = new QueryObserver(client, {
      queryKey: ['health'],
      queryFn: () => api('/health', successAnswer),
    });
    const stop = observer.subscribe(() => undefined);

    expect(observer.getCurrentResult()).toMatchObject({ fetchStatus: 'paused', isError: false });
    expect(fetchMock).not.toHaveBeenCalled();

    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ success: true }));
    stop();
    client.unmount();
  });

  it('fails a change asked for offline at once with its message, rather than holding it unseen', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockFetch();
    const client = createQueryClient();
    const save = new MutationObserver(client, {
      mutationFn: () => api('/user/profile', successAnswer, { method: 'PUT', body: {} }),
    });

    await expect(save.mutate()).rejects.toThrow(
      'Нет подключения к интернету: ничего не отправлено. Повторите, когда связь появится',
    );
    expect(save.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('theme', () => {
  it('honours prefers-reduced-motion: Mantine transitions take no time for those who ask', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
