import {
  noticeSettingsAnswer,
  type NoticeDelivery,
  type NoticeSettings,
  type NoticeTopic,
} from '@podryad/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  noticeSettingsChangeKey,
  noticeSettingsQueryKey,
} from '@/features/notice-delivery/api/keys';

export type NoticeDeliveryChange = Partial<NoticeDelivery>;

/** PUT /user/notification-settings: the topics given change, the others stay. */
export const updateNoticeSettings = (change: NoticeDeliveryChange) =>
  api('/user/notification-settings', noticeSettingsAnswer, { method: 'PUT', body: change });

const withModes = (settings: NoticeSettings, modes: NoticeDeliveryChange): NoticeSettings => ({
  ...settings,
  email: { ...settings.email, ...modes },
});

/**
 * A choice shows at once and is saved behind it. A refusal puts back only the topics it changed
 * (another topic may have been changed meanwhile); an answer is taken as a whole only when no other
 * change is still on its way, or it would show that change undone until its own answer came.
 */
export function useUpdateNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: noticeSettingsChangeKey,
    mutationFn: updateNoticeSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: noticeSettingsQueryKey });
      const before = queryClient.getQueryData<NoticeSettings>(noticeSettingsQueryKey);
      if (before) queryClient.setQueryData(noticeSettingsQueryKey, withModes(before, change));
      return { before };
    },
    onError: (_error, change, context) => {
      const before = context?.before;
      if (!before) return;
      const topics = Object.keys(change) as NoticeTopic[];
      const previous = Object.fromEntries(topics.map((topic) => [topic, before.email[topic]]));
      queryClient.setQueryData<NoticeSettings>(noticeSettingsQueryKey, (now) =>
        now ? withModes(now, previous) : now,
      );
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: noticeSettingsChangeKey }) === 1) {
        queryClient.setQueryData(noticeSettingsQueryKey, answer);
      }
    },
  });
}
