import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AppStatus } from '@/components/app-status';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { READ_RETRY } from '@/lib/api-client';
import { refreshUser } from '@/features/account/api/get-profile';
import { cssVariablesResolver, phoneTheme, theme } from '@/lib/theme';
import { useIsPhone } from '@/lib/use-is-phone';
import { readsRestored } from '@/lib/reads-restoring';
import { clearUserCaches, dropPushSubscription } from '@/lib/user-caches';
import { useSession } from '@/stores/session';

/**
 * After a reload the stored session is refreshed from the server (a revoked token signs out): at
 * once as the first script runs, beside the screen's first call rather than after the first
 * render, and again whenever another session is stored.
 */
export function syncSession() {
  const refresh = (token: string | null) => {
    if (token) void refreshUser().catch(() => undefined);
  };
  refresh(useSession.getState().token);
  return useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) refresh(state.token);
  });
}

/**
 * Empties the query cache whenever the signed-in account changes (sign-out, sign-in, a revoked
 * token): nothing loaded for one account may show, even for a moment, to the next one. Synchronous
 * with the change, before the next screen renders; the reads kept for offline (`forgetReads`), the
 * browser's caches other than the build's and its push subscription follow (docs/pwa.md). Answers
 * the unsubscribe.
 */
export const clearOnAccountChange = (client: QueryClient, forgetReads?: () => Promise<void>) =>
  useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    client.clear();
    void forgetReads?.();
    void clearUserCaches().catch(() => undefined);
    void dropPushSubscription().catch(() => undefined);
  });

/**
 * Offline (docs/pwa.md): loads wait for the connection and keep what they showed, rather than fail
 * (queries' default network mode, told at start whether the device is offline: TanStack Query
 * assumes online until an event says otherwise). A change is never held back unseen until the
 * connection returns: it runs at once, and the API client refuses it with its message. A read that
 * failed for a passing cause (no answer, a timeout, a 503) retries by itself with a growing wait;
 * any other failure, a 4xx above all, is not retried (`retryRead`). Changes are never retried.
 */
export function createQueryClient() {
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { ...READ_RETRY, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always' },
    },
  });
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => {
    // The reads kept for offline: their code (TanStack Query's dehydrate and hydrate) loads apart.
    let forget: (() => Promise<void>) | undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    const stopClearing = clearOnAccountChange(queryClient, () => forget?.() ?? Promise.resolve());
    const restore = () =>
      void import('@/lib/query-persistence')
        .then(({ indexedDbStore, persistReads }) => {
          // Ended (StrictMode's first run, or the app gone): the run that replaced it restores.
          if (ended) return;
          const store = indexedDbStore();
          if (!store) return readsRestored();
          const reads = persistReads(
            queryClient,
            store,
            () => useSession.getState().user?.id ?? null,
          );
          forget = reads.forget;
          stop = reads.stop;
        })
        .catch(() => {
          if (!ended) readsRestored();
        });
    // Online, the first screen loads from the network: what was kept comes back after its paint.
    if (navigator.onLine) afterFirstPaint(restore);
    else restore();
    return () => {
      ended = true;
      stopClearing();
      stop?.();
    };
  }, [queryClient]);
  const isPhone = useIsPhone();
  return (
    <MantineProvider
      theme={isPhone ? phoneTheme : theme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <AppStatus />
      </QueryClientProvider>
    </MantineProvider>
  );
}
