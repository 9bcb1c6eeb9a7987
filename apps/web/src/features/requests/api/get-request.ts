import { type TenderRequest, requestAnswer } from '@podryad/domain';
import { type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestListsQueryKey, requestQueryKey } from '@/features/requests/api/keys';
import type { RequestPage } from '@/features/requests/api/get-requests';

/** The `tender_id` a cached list page was asked with (its key holds the query string). */
const tenderOfListKey = (key: QueryKey) =>
  Number(new URLSearchParams(String(key[2] ?? '')).get('tender_id')) || null;

/**
 * Every cached list page takes the fresh copy of a request; when that was new and is seen now, the
 * 'Новые' count (a contractor's tab) of the lists it is counted in goes down by one. A 'Новые' page
 * keeps the request listed: it stays until that list is asked again.
 */
function patchListPages(queryClient: QueryClient, fresh: TenderRequest) {
  const pages = queryClient.getQueriesData<RequestPage>({ queryKey: requestListsQueryKey });
  const wasNew = pages.some(([, page]) =>
    page?.requests.some((r) => r.id === fresh.id && r.is_new),
  );
  const seen = wasNew && !fresh.is_new;
  for (const [key, page] of pages) {
    if (!page) continue;
    const tenderId = tenderOfListKey(key);
    const newCount = page.counts.new;
    const uncount =
      seen && newCount !== undefined && (tenderId === null || tenderId === fresh.tender.id);
    const listed = page.requests.some((r) => r.id === fresh.id);
    if (!listed && !uncount) continue;
    queryClient.setQueryData<RequestPage>(key, {
      ...page,
      requests: page.requests.map((r) => (r.id === fresh.id ? fresh : r)),
      counts: uncount ? { ...page.counts, new: Math.max(0, newCount - 1) } : page.counts,
    });
  }
}

/** GET /request/{id} (a notification's button_link): opening it marks it seen. */
export const getRequest = (id: number) =>
  api(`/request/${id}`, requestAnswer).then((a) => a.request);
/**
 * Opens a request. The loaded list pages take the fresh copy at once, so its new marker and the
 * 'Новые' count go without another load of the lists.
 */
export function useRequest(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: requestQueryKey(id ?? 0),
    queryFn: async () => {
      const fresh = await getRequest(id!);
      patchListPages(queryClient, fresh);
      return fresh;
    },
    enabled: id !== null && id > 0,
  });
}
