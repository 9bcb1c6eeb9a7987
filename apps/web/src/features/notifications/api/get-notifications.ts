import { type Notification, notificationListAnswer, pageCount } from '@podryad/domain';
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { api } from '@/lib/api-client';
import { notificationsRoot } from '@/lib/query-keys';
import { useNotificationStream } from '@/stores/notification-stream';

export const notificationsQueryKey = notificationsRoot;

/**
 * Without the live stream the bell's count follows new notifications by asking this often. A
 * dropped stream is tried again at least as often, so the page is never slower to be live again
 * than a poll would be to notice.
 */
export const POLL_MS = 30_000;

/** GET /user/notifications: one page of the caller's notifications, newest first. */
export const getNotifications = (page: number) =>
  api(`/user/notifications?page=${page}`, notificationListAnswer);
export type NotificationPage = Awaited<ReturnType<typeof getNotifications>>;

/**
 * The caller's notifications, a page at a time (the panel loads more on request), with `unread`,
 * the count of all new ones, for the bell. Refreshed pages may shift as new ones arrive: `items`
 * keeps each notification once. While the live stream is open it tells of new ones at once and the
 * polling stops. The first page is asked for once the screen has painted, after its own calls.
 */
export function useNotifications() {
  const live = useNotificationStream((s) => s.live);
  const painted = useAfterFirstPaint();
  const query = useInfiniteQuery({
    enabled: painted,
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page < pageCount(last.meta) ? last.meta.page + 1 : undefined,
    refetchInterval: live ? false : POLL_MS,
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
