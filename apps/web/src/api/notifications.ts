import { notificationListAnswer, successAnswer } from '@podryad/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** The bell's count follows new notifications without a reload. */
const REFRESH_MS = 30_000;

/** GET /user/notifications: the caller's notifications, newest first. */
export const getNotifications = () =>
  api('/user/notifications', notificationListAnswer).then((a) => a.notifications);
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    refetchInterval: REFRESH_MS,
  });

/** POST /user/notifications/seen: marks the given (or all) notifications seen. */
export const markNotificationsSeen = (ids?: number[]) =>
  api('/user/notifications/seen', successAnswer, { method: 'POST', body: { ids } });
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
