import { type Notification, notificationListAnswer, pageCount } from '@podryad/domain';
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsRoot } from '@/lib/query-keys';

export const notificationsQueryKey = notificationsRoot;

/** The bell's count follows new notifications without a reload. */
const REFRESH_MS = 30_000;

/** GET /user/notifications: one page of the caller's notifications, newest first. */
export const getNotifications = (page: number) =>
  api(`/user/notifications?page=${page}`, notificationListAnswer);

/**
 * The caller's notifications, a page at a time (the panel loads more on request), with `unread`,
 * the count of all new ones, for the bell. Refreshed pages may shift as new ones arrive: `items`
 * keeps each notification once.
 */
export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page < pageCount(last.meta) ? last.meta.page + 1 : undefined,
    refetchInterval: REFRESH_MS,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => {
    const byId = new Map<number, Notification>();
    for (const n of (pages ?? []).flatMap((page) => page.notifications)) {
      if (!byId.has(n.id)) byId.set(n.id, n);
    }
    return [...byId.values()];
  }, [pages]);
  return { ...query, items, unread: pages?.[0]?.unread ?? 0 };
}
