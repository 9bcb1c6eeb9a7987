import { successAnswer } from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';

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
