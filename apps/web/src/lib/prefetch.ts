import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { startEarly } from '@/lib/api-client';

/*
 * A busy screen's first loads start as its route is entered, beside the download of the screen's
 * code, rather than once the screen has rendered: on a phone's slow network that saves a round trip
 * or two before the first content. The route's loader never waits for them, so the screen renders
 * at once with its own loading states; it then asks for the very same queries, which are in flight
 * or just answered, so nothing is loaded twice. A loader loads only what the cache lacks
 * (`ensureQueryData`): it runs again on each change of the URL's query, and what is there already
 * is the screen's to refresh.
 */

/**
 * How long an answer a loader just brought counts as fresh: long enough for the screen that
 * mounts next not to ask again, short enough never to show what another user changed since. A
 * change of one's own refetches at once whatever this says (mutations invalidate their queries).
 */
export const PREFETCH_FRESH_MS = 2_000;

/** Starts a screen's loads for the URL's query. */
export type Prefetch = (queryClient: QueryClient, params: URLSearchParams) => Promise<unknown>;

/** What a route starts as it is entered: its first call's path, and the rest of its loads. */
export type RoutePrefetch = {
  /**
   * The path of the screen's first GET for the URL's query, sent at once from the first script
   * (`startEarly`), before any chunk downloads; it must be the very path the screen's query asks
   * for, which then takes this answer. From a light module: no answer schemas in the first script.
   */
  firstCall?: (params: URLSearchParams) => string;
  /** The screen's `Prefetch`, in a small chunk of its own (it needs the answers' schemas). */
  load: () => Promise<Prefetch>;
};

/**
 * A route loader that starts a screen's first call and its `Prefetch`, and answers at once; a
 * failure is left to the screen. The prefetch chunk downloads beside the screen's.
 */
export const prefetchLoader =
  (queryClient: QueryClient, { firstCall, load }: RoutePrefetch) =>
  ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    const params = new URL(request.url).searchParams;
    const dropFirstCall = firstCall ? startEarly(firstCall(params)) : undefined;
    load()
      .then((prefetch) => prefetch(queryClient, params))
      .catch(() => undefined)
      // The prefetch has taken the first call's answer by now, or had no need of it (the list was
      // in the cache): nobody else is to take it later.
      .finally(() => dropFirstCall?.());
    return null;
  };
