import { QueryClient, dehydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEPT_MAX,
  KEPT_MS,
  mergeReads,
  persistReads,
  type ReadStore,
  type SavedReads,
} from '@/lib/query-persistence';

function memoryStore(initial?: SavedReads) {
  let value = initial;
  const store: ReadStore = {
    get: () => Promise.resolve(value),
    set: (next) => {
      value = next;
      return Promise.resolve();
    },
    clear: () => {
      value = undefined;
      return Promise.resolve();
    },
  };
  return { store, saved: () => value };
}

const tenderKey = ['tenders', 'detail', 7];

afterEach(() => onlineManager.setOnline(true));

describe('persistReads', () => {
  it("keeps each successful read of the signed-in account, and not another account's", async () => {
    const client = new QueryClient();
    const { store, saved } = memoryStore();
    const reads = persistReads(client, store, () => 42);
    await client.fetchQuery({ queryKey: tenderKey, queryFn: () => ({ name: 'Школа' }) });
    await vi.waitFor(() => expect(saved()?.owner).toBe(42), { timeout: 5000 });
    expect(saved()!.queries.map((q) => [q.queryKey, q.state.data])).toEqual([
      [tenderKey, { name: 'Школа' }],
    ]);
    await reads.forget();
    expect(saved()).toBeUndefined();
    reads.stop();
  });

  it('keeps the answers that came before it started (online it starts after the first paint)', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: tenderKey, queryFn: () => ({ name: 'Школа' }) });
    const { store, saved } = memoryStore();
    const reads = persistReads(client, store, () => 42);
    await vi.waitFor(() => expect(saved()?.owner).toBe(42), { timeout: 5000 });
    expect(saved()!.queries.map((q) => [q.queryKey, q.state.data])).toEqual([
      [tenderKey, { name: 'Школа' }],
    ]);
    reads.stop();
  });

  it('puts the kept reads back when the page opens offline, for the same account only', async () => {
    const kept = new QueryClient();
    kept.setQueryData(tenderKey, { name: 'Школа' });
    const queries = dehydrate(kept).queries;
    onlineManager.setOnline(false);

    const same = new QueryClient();
    persistReads(same, memoryStore({ owner: 42, queries }).store, () => 42).stop();
    await vi.waitFor(() => expect(same.getQueryData(tenderKey)).toEqual({ name: 'Школа' }));

    const other = new QueryClient();
    const reads = persistReads(other, memoryStore({ owner: 7, queries }).store, () => 42);
    // Going online and offline again puts back what is kept: nothing of account 7.
    onlineManager.setOnline(true);
    onlineManager.setOnline(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.getQueryData(tenderKey)).toBeUndefined();
    reads.stop();
  });

  it('does not put kept reads back while online', async () => {
    const kept = new QueryClient();
    kept.setQueryData(tenderKey, { name: 'Школа' });
    const queries = dehydrate(kept).queries;
    const client = new QueryClient();
    const get = vi.fn(() => Promise.resolve<SavedReads>({ owner: 42, queries }));
    const reads = persistReads(client, { ...memoryStore().store, get }, () => 42);
    expect(get).not.toHaveBeenCalled();
    expect(client.getQueryData(tenderKey)).toBeUndefined();
    reads.stop();
  });
});

describe('mergeReads', () => {
  const read = (hash: string, at: number) => ({
    queryKey: [hash],
    queryHash: hash,
    dehydratedAt: at,
    state: { data: hash, dataUpdatedAt: at } as never,
  });

  it('keeps the newest answer of each query, newest first, for a day and at most KEPT_MAX', () => {
    const now = 10 * KEPT_MS;
    expect(
      mergeReads([read('a', now - 5), read('b', now - 1)], [read('a', now - 2)], now).map((q) => [
        q.queryHash,
        q.state.dataUpdatedAt,
      ]),
    ).toEqual([
      ['b', now - 1],
      ['a', now - 2],
    ]);
    expect(mergeReads([read('old', now - KEPT_MS)], [], now)).toEqual([]);
    const many = Array.from({ length: KEPT_MAX + 5 }, (_, i) => read(`q${i}`, now - i));
    expect(mergeReads(many, [], now)).toHaveLength(KEPT_MAX);
  });
});
