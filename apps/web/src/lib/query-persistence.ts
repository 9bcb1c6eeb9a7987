import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { setRestoring } from '@/lib/reads-restoring';

/*
 * What the signed-in person has read stays on the device, so that offline a screen read before
 * opens from it (docs/pwa.md, "Offline"). Every successful read is kept (a query's last answer)
 * for a day, at most KEPT_MAX of them, newest first, for the account that read them; they are put
 * back into the query cache only while the device is offline, so that online every screen shows
 * what the server answers now, as before. Deleted with everything else on any change of account.
 */

/** Where the reads are kept: one record of IndexedDB (no size limit that a list would reach). */
export type ReadStore = {
  get: () => Promise<SavedReads | undefined>;
  set: (value: SavedReads) => Promise<void>;
  clear: () => Promise<void>;
};

type DehydratedQuery = DehydratedState['queries'][number];
export type SavedReads = { owner: number; queries: DehydratedQuery[] };

/** How long a read is kept, and how many at most. */
export const KEPT_MS = 24 * 60 * 60 * 1000;
export const KEPT_MAX = 300;
/**
 * A burst of answers (a page and its parts) is written once, at most this long after its first:
 * answers that keep coming (a page's parts, refreshes) never put the write off for good.
 */
const WRITE_DELAY_MS = 1000;

const DB_NAME = 'podryad-reads';
const STORE = 'reads';
const KEY = 'queries';

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode) {
  return new Promise<T>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = run(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => {
        resolve(req.result);
        db.close();
      };
      req.onerror = () => {
        reject(req.error);
        db.close();
      };
    };
  });
}

/** The browser's IndexedDB, or null where there is none. */
export function indexedDbStore(): ReadStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return {
    get: () => request<SavedReads | undefined>((s) => s.get(KEY), 'readonly'),
    set: (value) => request((s) => s.put(value, KEY), 'readwrite').then(() => undefined),
    clear: () => request((s) => s.delete(KEY), 'readwrite').then(() => undefined),
  };
}

/** The kept reads merged with the cache's successful ones: newest first, within the limits. */
export function mergeReads(
  kept: DehydratedQuery[],
  fresh: DehydratedQuery[],
  now = Date.now(),
): DehydratedQuery[] {
  const byHash = new Map<string, DehydratedQuery>();
  for (const query of [...kept, ...fresh]) {
    const before = byHash.get(query.queryHash);
    if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt)
      byHash.set(query.queryHash, query);
  }
  return [...byHash.values()]
    .filter((query) => now - query.state.dataUpdatedAt < KEPT_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, KEPT_MAX);
}

/**
 * Keeps the reads of `owner()` (the signed-in account's id, null when signed out) in `store` and
 * puts them back into `client` whenever the device is offline (at start, or when it goes offline).
 * Returns `forget`, for a change of account: it drops what is kept, in the store and in memory.
 */
export function persistReads(
  client: QueryClient,
  store: ReadStore,
  owner: () => number | null,
): { forget: () => Promise<void>; stop: () => void } {
  let kept: DehydratedQuery[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const load = async (who: number) => {
    if (kept) return kept;
    const saved = await store.get().catch(() => undefined);
    kept = saved?.owner === who ? saved.queries : [];
    return kept;
  };

  const write = async () => {
    const who = owner();
    if (who === null) return;
    const fresh = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    }).queries;
    const queries = mergeReads(await load(who), fresh);
    if (owner() !== who) return; // the account changed meanwhile
    kept = queries;
    await store.set({ owner: who, queries }).catch(() => undefined);
  };

  const restore = async () => {
    const who = owner();
    if (who === null) return setRestoring(false);
    setRestoring(true);
    try {
      const queries = await load(who);
      // hydrate keeps an answer already in memory when it is newer than the kept one.
      if (owner() === who) hydrate(client, { mutations: [], queries });
    } finally {
      setRestoring(false);
    }
  };

  const writeSoon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void write();
    }, WRITE_DELAY_MS);
  };
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') writeSoon();
  });
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (!online) void restore();
  });
  if (!onlineManager.isOnline()) void restore();
  else {
    setRestoring(false);
    // Online, this starts after the first screen has painted: its answers are in memory already.
    writeSoon();
  }

  return {
    forget: () => {
      clearTimeout(timer);
      timer = undefined;
      kept = [];
      return store.clear().catch(() => undefined);
    },
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      unsubscribeCache();
      unsubscribeOnline();
    },
  };
}
